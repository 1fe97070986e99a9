// Whether an answer is written in a language whose words around a noun are chosen by what the noun
// names, with nothing in the noun to show it and no word list to verify it by (English's common
// words are one: english-words.ts). Japanese, Chinese, Korean and Thai count with a counter word
// chosen by the thing (1個 for an apple, 1匹 for a cat, 一辆 for a car, 한 마리 for a dog, 1 เล่ม for
// a book), point at it with one (这辆车, 这件衬衫), and choose verbs by it too: Chinese wears a hat
// with 戴 and a coat with 穿, plays a piano with 弹 and a violin with 拉; Japanese wears a shirt
// with 着る and a hat with かぶる; Korean wears a coat with 입다 and shoes with 신다; all eat rice
// and drink tea with different verbs. A list of such words misses the next one (round one hundred
// and thirty-six found the verbs after round one hundred and thirty-five listed the counters), so
// the test is the script: an answer whose own words are in one of these languages may depend on
// what every noun it copies names, and induction/induce.ts verifies each word it copies one by
// one, as it does for a language whose words agree with a gender (induction/gendered-languages.ts).
// It leans towards yes, as that test does: a noun copied into such an answer costs a prediction
// per noun; a missed verb, a wrong answer. A name the request marks as a person's is the exception
// (`marksPerson`). Induction and the reading of stored lifecycles (stored-word-by-word.ts) both
// ask `wordsChosenByNoun`, over the same text around each variable (request-literals.ts).
import type { SlotEdges } from './template-lifecycle.js';

/**
 * Han (Chinese characters, Japanese kanji), kana, Hangul, Thai, Lao, Khmer and Myanmar: the
 * scripts of languages that count with classifiers. Vietnamese's letters beyond other languages'
 * (ơ, ư, đ, and a vowel with a dot below and a hook) mark one in the Latin script.
 */
const NOUN_CLASSED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}ơưđƠƯĐạảậẩặẳẹẻệểịỉọỏộổợởụủựửỵỷ]/u;

/** Whether the answer's own words (`answerText`, without the values it copies) are in a language that chooses words by what a noun names. */
const choosesWordsByNoun = (answerText: string) => NOUN_CLASSED.test(answerText);

/**
 * Words a request writes beside a value to say it names a person: a label before it ("客户：",
 * "お名前：", "고객:"), an honorific after it ("さん", "씨", "老师"), or a verb that only a person
 * takes after it ("发消息", "问好"). A person is counted, and acted on, with the same words
 * whoever it is, so copying a name chooses nothing, unless the answer's own words say something
 * the name decides (`saysWhatANameDecides`).
 */
const PERSON_LABEL = /(?:客户|顾客|用户|姓名|名字|联系人|收件人|收货人|乘客|会员|患者|お客様|氏名|名前|担当者|이름|고객|성함|회원|환자|승객|수신인)\s*[：:]\s*$/u;
const PERSON_AFTER = /^\s*(?:さん|様|さま|氏|殿|先生|女士|小姐|老师|同学|씨|님|发消息|发信息|发短信|发邮件|打电话|问好|打招呼)/u;

/** Whether the request's text right before and after a value (each place it occurs) says it names a person. */
const marksPerson = (around: ReadonlyArray<readonly [string, string]>) => around.some(([before, after]) => PERSON_LABEL.test(before) || PERSON_AFTER.test(after));

/**
 * Words of these languages that say a person's gender: he and she, man and woman (男, 女: 女士,
 * 彼女, 男性), sir and madam, a boy's and a girl's honorific (くん, ちゃん, 군, 양), older brother
 * and sister. A word holding one of them by chance ("양" is also an amount) costs a prediction.
 */
const GENDERED_WORDS = ['他', '她', '男', '女', '先生', '小姐', '太太', '夫人', '哥', '姐', '弟', '妹', '彼', 'くん', '君', 'ちゃん', '嬢', '그녀', '그는', '군', '양', '여사', '형', '누나', '오빠', '언니', '아저씨', '아주머니'];

/**
 * A counter or a measure word after a numeral or a demonstrative: what a label such as 客户 names
 * may be a person (这位客户, 한 분) or a company (这家客户, 한 곳), and the word tells which.
 */
const MEASURED = [
  /(?:[0-9０-９]+|[一二两三四五六七八九十百千几这那哪每该此某])\s?(?:个|位|名|家|间|所|只|条|张|件|本|辆|把|台|部|座|头|支|双|份|個|匹|枚|冊|社|軒|店|校|人)/u,
  /(?:この|その|あの|どの)(?:方|会社|店|人|子)/u,
  /(?:^|[^\p{L}])(?:한|두|세|네|이|그|저|[0-9]+)\s?(?:명|분|곳|개|마리|회사)(?!\p{L})/u,
  /(?:[0-9]+|หนึ่ง|สอง|สาม)\s?(?:คน|ท่าน|แห่ง|บริษัท|ตัว|อัน)/u,
];

/**
 * Whether an answer's own words say something a name decides that the request's words
 * (`requestText`) do not: a gender, or a measure word that tells a person from a company.
 */
const saysWhatANameDecides = (answerText: string, requestText: string) =>
  GENDERED_WORDS.some((word) => answerText.includes(word) && !requestText.includes(word)) || MEASURED.some((measured) => measured.test(answerText));

/**
 * Of the word variables an answer copies (`wordVariables`), those to verify word by word: all of
 * them where its own words (`answerText`) are in such a language, but a name the request marks as
 * a person's (`edges`: the request's text either side of each variable) while the answer says
 * nothing the name decides that the request's fixed text (`requestText`) does not.
 */
export function wordsChosenByNoun(answerText: string, requestText: string, edges: SlotEdges, wordVariables: readonly string[]): string[] {
  if (!choosesWordsByNoun(answerText)) return [];
  if (saysWhatANameDecides(answerText, requestText)) return [...wordVariables];
  return wordVariables.filter((name) => !marksPerson(edges.get(name) ?? []));
}
