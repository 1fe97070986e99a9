// Round one hundred and thirty-six of the induction evaluation: a verb an answer adds that depends
// on what a noun names. Chinese wears a hat with 戴 and a coat with 穿, plays a piano with 弹, a
// violin with 拉, a flute with 吹; Japanese wears a shirt with 着る, a hat with かぶる, shoes with
// はく; Korean a coat with 입다, a hat with 쓰다, shoes with 신다; English rides a bike and drives a
// car, bakes bread and brews coffee, plays the piano and plays tennis; all eat a dish and drink a
// tea with different verbs. Chinese points at a thing with its measure word (这个 apple, 这辆 car);
// Vietnamese counts with a classifier (cái bàn, con mèo). A name the request marks as a person's
// chooses no such word, but may choose a gender (张伟先生, 王芳女士; 他 or 她), and what a label
// such as 客户 calls a person may be a company (这位 or 这家). The first twelve nouns or names all
// take one word; the next may take another. And three copying families: nouns and names copied
// where nothing is chosen by them. The code before served 106 wrong answers over 13 seeds (9,360
// requests): "提醒您戴上外套", "这个车", "모자 입고", "王芳先生", "告诉他" for 王芳, "华为这位客户";
// English was right (a common word is verified word by word), and so was Vietnamese (its own
// words are not English). An answer whose own words are Chinese, Japanese, Korean or Thai now
// verifies each word it copies one by one, but a name the request marks as a person's, unless the
// answer says what the name decides, a gender or a measure word
// (server/templates/noun-classed-languages.ts): 0 wrong. Look-alikes 60.9% -> 58.6% after 10; the
// copies 86.2% -> 69.1% (a noun copied into a Chinese sentence 98% -> 47%: each noun is predicted
// once before it is served; the greeted names stay at 99%).
import type { Family } from './families.js';
import { last, pick, tool, user } from './family-kit.js';

type Rng = () => number;

/** Nouns by the verb they take: the first entry's nouns fill the first twelve requests. */
type ByVerb = ReadonlyArray<readonly [verb: string, nouns: readonly string[]]>;

const CHINESE_WEAR: ByVerb = [
  ['戴', ['帽子', '眼镜', '手表', '手套', '口罩', '耳环', '项链', '戒指', '头盔', '墨镜', '手镯', '耳机', '面具', '发卡']],
  ['穿', ['外套', '衬衫', '裙子', '裤子', '鞋子', '袜子', '毛衣', '雨衣', '靴子']],
];
const CHINESE_PLAY: ByVerb = [
  ['弹', ['钢琴', '吉他', '琵琶', '古筝', '竖琴', '尤克里里', '电子琴', '贝斯', '班卓琴', '曼陀林', '风琴', '柳琴', '三弦', '扬琴']],
  ['拉', ['小提琴', '大提琴', '二胡', '中提琴', '手风琴']],
  ['吹', ['长笛', '萨克斯', '小号', '笛子', '单簧管', '口琴']],
  ['打', ['鼓', '架子鼓', '篮球', '网球']],
  ['踢', ['足球', '毽子']],
];
const JAPANESE_WEAR: ByVerb = [
  ['着て', ['シャツ', 'コート', 'セーター', 'ジャケット', 'ワンピース', '着物', '浴衣', 'ブラウス', 'パーカー', 'カーディガン', '制服', 'スーツ', 'ドレス', 'ベスト']],
  ['かぶって', ['帽子', 'ヘルメット', 'ニット帽']],
  ['はいて', ['ズボン', '靴', '靴下', 'スカート', 'ブーツ', 'スニーカー']],
  ['かけて', ['眼鏡', 'サングラス']],
];
const KOREAN_WEAR: ByVerb = [
  ['입고', ['셔츠', '코트', '재킷', '스웨터', '원피스', '조끼', '바지', '치마', '한복', '교복', '정장', '잠옷', '우비', '패딩']],
  ['쓰고', ['모자', '안경', '헬멧', '마스크', '선글라스']],
  ['신고', ['신발', '양말', '부츠', '운동화', '구두']],
  ['끼고', ['장갑', '반지']],
];
const ENGLISH_RIDE: ByVerb = [
  ['riding', ['bike', 'bicycle', 'motorcycle', 'scooter', 'horse', 'skateboard', 'unicycle', 'moped', 'pony', 'camel', 'tricycle', 'snowmobile', 'hoverboard', 'mountain bike']],
  ['driving', ['car', 'truck', 'van', 'tractor', 'minivan', 'pickup']],
  ['sailing', ['boat', 'yacht', 'sailboat', 'catamaran']],
  ['flying', ['plane', 'kite', 'drone', 'glider']],
  ['paddling', ['canoe', 'kayak', 'paddleboard']],
];
const ENGLISH_COOK: ByVerb = [
  ['bake', ['bread', 'cake', 'cookies', 'muffins', 'brownies', 'croissants', 'pie', 'scones', 'bagels', 'cupcakes', 'biscuits', 'focaccia', 'baguettes', 'rolls']],
  ['brew', ['coffee', 'tea', 'beer', 'kombucha', 'chai']],
  ['grill', ['steak', 'burgers', 'sausages', 'corn', 'kebabs']],
  ['blend', ['smoothies', 'milkshakes', 'soup']],
];
/** Instruments take "the"; sports and games take none. */
const ENGLISH_PLAY: ByVerb = [
  ['play the', ['piano', 'guitar', 'violin', 'flute', 'drums', 'trumpet', 'saxophone', 'harp', 'cello', 'clarinet', 'accordion', 'ukulele', 'banjo', 'organ']],
  ['play', ['tennis', 'chess', 'golf', 'football', 'basketball', 'volleyball', 'badminton', 'poker']],
];

/** Chinese points at a thing with its measure word too: 这个 for an apple, 这辆 for a car. */
const CHINESE_THIS: ByVerb = [
  ['个', ['苹果', '杯子', '盒子', '面包', '西瓜', '碗', '盘子', '瓶子', '书包', '橙子', '梨', '鸡蛋', '包子', '球']],
  ['辆', ['车', '自行车', '汽车']],
  ['件', ['衣服', '衬衫', '外套']],
  ['本', ['书', '杂志', '词典']],
  ['张', ['桌子', '床', '照片']],
];
const JAPANESE_MEAL: ByVerb = [
  ['食べて', ['ラーメン', '寿司', 'カレー', '天ぷら', 'うどん', 'そば', 'ケーキ', 'パン', 'おにぎり', '焼き鳥', 'たこ焼き', 'お好み焼き', 'パスタ', 'ピザ']],
  ['飲んで', ['コーヒー', '紅茶', '緑茶', 'ビール', 'ジュース', '牛乳', 'スープ']],
];
const KOREAN_MEAL: ByVerb = [
  ['먹고', ['비빔밥', '김치찌개', '불고기', '떡볶이', '라면', '김밥', '냉면', '삼겹살', '만두', '갈비', '잡채', '순두부', '칼국수', '파전']],
  ['마시고', ['커피', '녹차', '맥주', '주스', '우유', '소주', '식혜']],
];
const VIETNAMESE_KIND: ByVerb = [
  ['cái', ['bàn', 'ghế', 'bát', 'cốc', 'đĩa', 'nồi', 'chảo', 'tủ', 'giường', 'đèn', 'quạt', 'kéo', 'hộp', 'muỗng']],
  ['con', ['mèo', 'chó', 'cá', 'gà', 'vịt', 'thỏ']],
  ['quyển', ['sách', 'vở', 'từ điển']],
  ['chiếc', ['xe đạp', 'ô tô', 'thuyền']],
];
const CHINESE_NAMES = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄勇', '周杰', '吴霞', '徐明', '孙丽', '马超', '朱婷', '胡军', '郭欣'];
/** Men's names, then women's: no character of a name says which. */
const CHINESE_MEN = ['张伟', '刘洋', '杨磊', '黄勇', '周杰', '徐明', '马超', '胡军', '王强', '李军', '赵刚', '陈涛', '孙浩', '吴斌'];
const CHINESE_WOMEN = ['王芳', '李娜', '陈静', '赵敏', '吴霞', '孙丽', '朱婷', '郭欣'];
const drawPerson = (i: number, rng: Rng) => (i >= 12 && rng() < 0.5 ? pick(rng, CHINESE_WOMEN) : pick(rng, CHINESE_MEN));
const isWoman = (name: string) => CHINESE_WOMEN.includes(name);
/** A customer may be a company: greeted with 这家, where a person is greeted with 这位. */
const CHINESE_COMPANIES = ['华为', '腾讯', '阿里巴巴', '小米', '百度', '京东', '美团', '联想'];

/** A noun: of the first verb among the first twelve, then of any in half. */
const drawNoun = (i: number, rng: Rng, byVerb: ByVerb) => (i >= 12 && rng() < 0.5 ? pick(rng, pick(rng, byVerb.slice(1))[1]) : pick(rng, byVerb[0][1]));
const verbOf = (noun: string, byVerb: ByVerb) => byVerb.find(([, nouns]) => nouns.includes(noun))![0];

export const ROUND_136: Family[] = [
  {
    name: 'Chinese: a reminder to wear a thing, dai or chuan (dai items first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`提醒我明天出门带上${drawNoun(i, rng, CHINESE_WEAR)}`),
    answer: (m) => {
      const noun = /带上(.+)$/.exec(last(m))![1];
      return { content: `好的，明天出门前我会提醒您${verbOf(noun, CHINESE_WEAR)}上${noun}。` };
    },
  },
  {
    name: 'Chinese: a lesson to play an instrument, tan la chui or da (tan items first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`我想报名学习${drawNoun(i, rng, CHINESE_PLAY)}`),
    answer: (m) => {
      const noun = /学习(.+)$/.exec(last(m))![1];
      return { content: `报名成功！周六下午三点，老师会教您${verbOf(noun, CHINESE_PLAY)}${noun}。` };
    },
  },
  {
    name: 'Chinese: a lesson booked in a call with its verb (tan items first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`帮我预约一节课：${drawNoun(i, rng, CHINESE_PLAY)}`),
    answer: (m) => {
      const noun = /一节课：(.+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('book_lesson', { activity: `${verbOf(noun, CHINESE_PLAY)}${noun}`, day: '周六' })] };
    },
  },
  {
    name: 'Japanese: a reminder to wear a thing, kite kabutte haite (kiru items first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`明日${drawNoun(i, rng, JAPANESE_WEAR)}を忘れないようにリマインドして`),
    answer: (m) => {
      const noun = /明日(.+)を忘れない/.exec(last(m))![1];
      return { content: `了解しました。明日は${noun}を${verbOf(noun, JAPANESE_WEAR)}出かけるよう、朝にお知らせします。` };
    },
  },
  {
    name: 'Korean: a reminder to wear a thing, ipgo sseugo singo (ipda items first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`내일 챙길 것: ${drawNoun(i, rng, KOREAN_WEAR)}`),
    answer: (m) => {
      const noun = /챙길 것: (\S+)$/.exec(last(m))![1];
      return { content: `알겠습니다. 내일 아침에 ${noun} ${verbOf(noun, KOREAN_WEAR)} 나가시라고 알려 드릴게요.` };
    },
  },
  {
    name: 'English: riding, driving, sailing or flying a new vehicle (ridden first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`I just bought a new ${drawNoun(i, rng, ENGLISH_RIDE)}!`),
    answer: (m) => {
      const noun = /a new (.+)!$/.exec(last(m))![1];
      return { content: `Congratulations! Enjoy ${verbOf(noun, ENGLISH_RIDE)} your new ${noun}.` };
    },
  },
  {
    name: 'English: baking, brewing or grilling what a guest asks for (baked first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Could you make some ${drawNoun(i, rng, ENGLISH_COOK)} for the party?`),
    answer: (m) => {
      const noun = /make some (.+) for the party/.exec(last(m))![1];
      return { content: `Of course! I'll ${verbOf(noun, ENGLISH_COOK)} some ${noun} for the party.` };
    },
  },
  {
    name: 'English: play the instrument, play the sport (instruments first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Sign me up for ${drawNoun(i, rng, ENGLISH_PLAY)} lessons`),
    answer: (m) => {
      const noun = /up for (.+) lessons$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('enroll', { course: `Learn to ${verbOf(noun, ENGLISH_PLAY)} ${noun}` })] };
    },
  },
  {
    name: 'Chinese: this one pointed at with its measure word (ge items first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`帮我查一下${drawNoun(i, rng, CHINESE_THIS)}的价格`),
    answer: (m) => {
      const noun = /查一下(.+)的价格$/.exec(last(m))![1];
      return { content: `好的，我来查一下这${verbOf(noun, CHINESE_THIS)}${noun}的价格。` };
    },
  },
  {
    name: 'Japanese: a dish to try, eaten or drunk (eaten first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`ランチのおすすめは${drawNoun(i, rng, JAPANESE_MEAL)}ですか？`),
    answer: (m) => {
      const noun = /おすすめは(.+)ですか/.exec(last(m))![1];
      return { content: `はい、今日はぜひ${noun}を${verbOf(noun, JAPANESE_MEAL)}みてください。` };
    },
  },
  {
    name: 'Korean: a dish to try, eaten or drunk (eaten first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`오늘 메뉴: ${drawNoun(i, rng, KOREAN_MEAL)}`),
    answer: (m) => {
      const noun = /메뉴: (\S+)$/.exec(last(m))![1];
      return { content: `좋아요! 오늘은 ${noun} ${verbOf(noun, KOREAN_MEAL)} 쉬세요.` };
    },
  },
  {
    name: 'Vietnamese: an item added to a cart with its classifier (cai items first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add to my cart: ${drawNoun(i, rng, VIETNAMESE_KIND)}`),
    answer: (m) => {
      const noun = /my cart: (.+)$/.exec(last(m))![1];
      return { content: `Đã thêm một ${verbOf(noun, VIETNAMESE_KIND)} ${noun} vào giỏ hàng.` };
    },
  },
  {
    name: 'Chinese: a customer addressed as sir or madam (men first 12)',
    kind: 'look-alike',
    request: (i, rng) => [{ role: 'system', content: `客户：${drawPerson(i, rng)}` }, { role: 'user', content: '你好' }],
    answer: (m) => {
      const name = /客户：(.+)$/.exec(m[0].content!)![1];
      return { content: `${name}${isWoman(name) ? '女士' : '先生'}，您好！欢迎回来。` };
    },
  },
  {
    name: 'Chinese: a message sent, told to him or her (men first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`给${drawPerson(i, rng)}发消息：明天见`),
    answer: (m) => {
      const name = /^给(.+)发消息/.exec(last(m))![1];
      return { content: `已给${name}发消息，告诉${isWoman(name) ? '她' : '他'}明天见。` };
    },
  },
  {
    name: 'Chinese: a customer greeted as a person or a company (people first 12)',
    kind: 'look-alike',
    request: (i, rng) => [{ role: 'system', content: `客户：${i >= 12 && rng() < 0.5 ? pick(rng, CHINESE_COMPANIES) : pick(rng, [...CHINESE_MEN, ...CHINESE_WOMEN])}` }, { role: 'user', content: '你好' }],
    answer: (m) => {
      const name = /客户：(.+)$/.exec(m[0].content!)![1];
      return { content: `${name}${CHINESE_COMPANIES.includes(name) ? '这家' : '这位'}客户，您好！欢迎回来。` };
    },
  },
  {
    name: 'Chinese: a customer greeted by name',
    kind: 'copying',
    request: (i, rng) => [{ role: 'system', content: `客户：${pick(rng, CHINESE_NAMES)}` }, { role: 'user', content: '你好' }],
    answer: (m) => {
      const name = /客户：(.+)$/.exec(m[0].content!)![1];
      return { content: `${name}，您好！欢迎回来，有什么可以帮您？` };
    },
  },
  {
    name: 'Chinese: an item added to a cart, copied as asked',
    kind: 'copying',
    request: (i, rng) => user(`把${pick(rng, [...CHINESE_WEAR[0][1], ...CHINESE_WEAR[1][1], ...CHINESE_PLAY[0][1]])}加入购物车`),
    answer: (m) => {
      const noun = /^把(.+)加入购物车$/.exec(last(m))![1];
      return { content: `已将${noun}加入购物车。` };
    },
  },
  {
    name: 'Japanese: an item searched in a call, copied as asked',
    kind: 'copying',
    request: (i, rng) => user(`${pick(rng, JAPANESE_WEAR.flatMap(([, nouns]) => nouns))}を検索して`),
    answer: (m) => {
      const noun = /^(.+)を検索して$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('search_products', { query: noun })] };
    },
  },
];
