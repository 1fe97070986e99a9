// Round one hundred and thirty-five of the induction evaluation: a word an answer adds that
// depends on what a noun names, in languages whose words carry no sign of it. Japanese, Chinese,
// Korean and Thai count things with a counter word chosen by the thing: 個 for an apple, 匹 for
// a cat, 本 for a pen, 枚 for a sheet of paper; Arabic and Hebrew adjectives agree with a noun's
// gender. The first twelve nouns all take one counter, or one gender; the next may take another.
// And two copying families: the same nouns copied into a call, where nothing is added. The code
// before served 34 wrong answers over 13 seeds: "已为您订购一个车" (a car counted as an apple), "고양이
// 한 개", "ปลา 1 ชิ้น", in prose (the Japanese answer's "1個" writes a 1 its request does not say,
// and is not induced); in a call's own field a counter reads as a lookup and was verified noun by
// noun already, and Arabic and Hebrew answers verify every copied word (a gendered script). An answer whose own words count a thing with a counter word now verifies the nouns it
// copies one by one (then server/induction/counter-words.ts; since round one hundred and thirty-six the script test of noun-classed-languages.ts): 0 wrong.
import type { Family } from './families.js';
import { last, pick, tool, user } from './family-kit.js';

type Rng = () => number;

/** Nouns by the counter they take: the first entry's nouns fill the first twelve requests. */
type Counted = ReadonlyArray<readonly [counter: string, nouns: readonly string[]]>;

const JAPANESE: Counted = [
  ['個', ['りんご', '卵', 'ボール', '箱', '消しゴム', 'みかん', 'ケーキ', '石鹸', 'レモン', 'トマト', 'コップ', 'ドーナツ', 'おにぎり', 'メロン']],
  ['匹', ['猫', '犬', '魚', 'ウサギ', 'ハムスター', '金魚']],
  ['本', ['ペン', '傘', '鉛筆', 'ボトル', 'ネクタイ', 'バナナ']],
  ['枚', ['紙', '切手', 'シャツ', '皿', 'タオル', 'チケット']],
  ['冊', ['本', '雑誌', 'ノート', '辞書']],
  ['台', ['車', 'パソコン', '自転車', 'プリンター']],
];
const CHINESE: Counted = [
  ['个', ['苹果', '杯子', '球', '盒子', '面包', '鸡蛋', '橙子', '梨', '西瓜', '碗', '盘子', '瓶子', '包子', '书包']],
  ['本', ['书', '杂志', '词典', '笔记本']],
  ['只', ['猫', '鸡', '兔子', '鸭子']],
  ['条', ['鱼', '裤子', '裙子', '毛巾']],
  ['张', ['纸', '桌子', '床', '票', '照片']],
  ['辆', ['车', '自行车', '汽车']],
  ['件', ['衣服', '衬衫', '外套']],
  ['把', ['伞', '椅子', '刀', '钥匙']],
];
const KOREAN: Counted = [
  ['개', ['사과', '의자', '컵', '가방', '연필', '공', '상자', '모자', '시계', '우산', '접시', '숟가락', '바구니', '베개']],
  ['마리', ['고양이', '강아지', '토끼', '물고기', '오리']],
  ['명', ['학생', '의사', '요리사', '손님']],
  ['권', ['책', '공책', '잡지', '사전']],
  ['장', ['종이', '사진', '티켓', '수건']],
  ['대', ['자동차', '자전거', '컴퓨터', '냉장고']],
];
const THAI: Counted = [
  ['ชิ้น', ['ขนมปัง', 'เค้ก', 'สบู่', 'พิซซ่า', 'คุกกี้', 'ยางลบ', 'ชีส', 'ขนม', 'ผ้าพันแผล', 'ไก่ทอด', 'แซนด์วิช', 'พาย', 'ช็อกโกแลต']],
  ['ตัว', ['แมว', 'สุนัข', 'ปลา', 'เสื้อ', 'กางเกง', 'โต๊ะ', 'เก้าอี้']],
  ['เล่ม', ['หนังสือ', 'สมุด', 'นิตยสาร', 'พจนานุกรม']],
  ['คัน', ['รถ', 'จักรยาน', 'ร่ม']],
  ['ใบ', ['แก้ว', 'จาน', 'กระเป๋า', 'ตั๋ว']],
];

/** A noun: of the first counter among the first twelve, then of any in half. */
const drawNoun = (i: number, rng: Rng, counted: Counted) => (i >= 12 && rng() < 0.5 ? pick(rng, pick(rng, counted.slice(1))[1]) : pick(rng, counted[0][1]));
const counterOf = (noun: string, counted: Counted) => counted.find(([, nouns]) => nouns.includes(noun))![0];

/** Arabic and Hebrew nouns by gender, masculine first: an adjective agrees with them. */
const ARABIC = {
  m: ['كتاب', 'بيت', 'قلم', 'باب', 'كرسي', 'مكتب', 'هاتف', 'جدار', 'شارع', 'سوق', 'نهر', 'جبل', 'فندق', 'مطعم'],
  f: ['سيارة', 'مدينة', 'شجرة', 'غرفة', 'طاولة', 'حديقة', 'شمس', 'أرض', 'دار'],
};
const HEBREW = {
  m: ['בית', 'ספר', 'שולחן', 'כיסא', 'חדר', 'רחוב', 'גן', 'מלון', 'תיק', 'חלון', 'שוק', 'הר', 'נהר', 'מחשב'],
  f: ['מכונית', 'עיר', 'דירה', 'מסעדה', 'חנות', 'ארץ', 'מטבח', 'כוס'],
};
/** Hebrew nouns whose gender their ending does not show (מטבח, כוס): kept beside the others. */
const drawGendered = (i: number, rng: Rng, nouns: { m: readonly string[]; f: readonly string[] }) => (i >= 12 && rng() < 0.5 ? pick(rng, nouns.f) : pick(rng, nouns.m));

export const ROUND_135: Family[] = [
  {
    name: 'Japanese: one of an item ordered with its counter in a call (ko items first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`${drawNoun(i, rng, JAPANESE)}をひとつ注文してください`),
    answer: (m) => {
      const noun = /^(.+)をひとつ注文/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('place_order', { item: noun, quantity: `1${counterOf(noun, JAPANESE)}` })] };
    },
  },
  {
    name: 'Japanese: an order confirmed with its counter (ko items first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`在庫から${drawNoun(i, rng, JAPANESE)}をひとつ出してください`),
    answer: (m) => {
      const noun = /在庫から(.+)をひとつ/.exec(last(m))![1];
      return { content: `${noun}を1${counterOf(noun, JAPANESE)}、在庫から出しました。` };
    },
  },
  {
    name: 'Chinese: one of an item ordered with its measure word in a call (ge items first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`帮我订购一份：${drawNoun(i, rng, CHINESE)}`),
    answer: (m) => {
      const noun = /一份：(.+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('place_order', { item: noun, quantity: `一${counterOf(noun, CHINESE)}` })] };
    },
  },
  {
    name: 'Chinese: an order confirmed with its measure word (ge items first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`请确认订单：${drawNoun(i, rng, CHINESE)}，数量一`),
    answer: (m) => {
      const noun = /订单：(.+)，数量/.exec(last(m))![1];
      return { content: `已为您订购一${counterOf(noun, CHINESE)}${noun}。` };
    },
  },
  {
    name: 'Korean: an order confirmed with its counter after a space (gae items first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`${drawNoun(i, rng, KOREAN)} 하나 주문해 주세요`),
    answer: (m) => {
      const noun = /^(\S+) 하나 주문/.exec(last(m))![1];
      return { content: `주문 완료: ${noun} 한 ${counterOf(noun, KOREAN)}` };
    },
  },
  {
    name: 'Thai: an order line with its classifier (chin items first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`สั่ง ${drawNoun(i, rng, THAI)} หนึ่ง`),
    answer: (m) => {
      const noun = /^สั่ง (\S+) หนึ่ง/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('add_line', { line: `${noun} 1 ${counterOf(noun, THAI)}` })] };
    },
  },
  {
    name: 'Arabic: an adjective agreeing with a noun, masculine or feminine (masculine nouns first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Describe in Arabic that the ${drawGendered(i, rng, ARABIC)} is big`),
    answer: (m) => {
      const noun = /that the (\S+) is big/.exec(last(m))![1];
      return { content: `ال${noun} ${ARABIC.f.includes(noun) ? 'كبيرة' : 'كبير'}` };
    },
  },
  {
    name: 'Hebrew: an adjective agreeing with a noun, masculine or feminine (masculine nouns first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write in Hebrew: a new ${drawGendered(i, rng, HEBREW)}`),
    answer: (m) => {
      const noun = /a new (\S+)$/.exec(last(m))![1];
      return { content: `${noun} ${HEBREW.f.includes(noun) ? 'חדשה' : 'חדש'}` };
    },
  },
  {
    name: 'Japanese: an item copied into a stock lookup',
    kind: 'copying',
    request: (_i, rng) => user(`${pick(rng, JAPANESE.flatMap(([, nouns]) => nouns))}の在庫を確認してください`),
    answer: (m) => ({ content: null, tool_calls: [tool('check_stock', { item: /^(.+)の在庫/.exec(last(m))![1] })] }),
  },
  {
    name: 'Chinese: an item copied into a stock lookup',
    kind: 'copying',
    request: (_i, rng) => user(`查询库存：${pick(rng, CHINESE.flatMap(([, nouns]) => nouns))}`),
    answer: (m) => ({ content: null, tool_calls: [tool('check_stock', { item: /库存：(.+)$/.exec(last(m))![1] })] }),
  },
];
