// Whether an answer counts a thing with a counter word. Japanese, Chinese, Korean and Thai count
// with a word chosen by what is counted: 1個 for an apple, 1匹 for a cat, 一本 for a book, 한 마리
// for a dog, 1 เล่ม for a book. Their nouns carry no sign of it, nor do these scripts have a word
// list to verify a noun by, as English's common words are (value-features.ts): an answer that
// says one, beside a noun it copies, depends on what the noun names. induce.ts then verifies every
// word such an answer copies one by one.

/** A numeral (digits, or Chinese and Japanese ones) and a counter right after it. */
const JAPANESE_CHINESE = /(?:[0-9０-９]+|[一二两三四五六七八九十百千])\s?(?:個|匹|本|枚|冊|台|頭|羽|杯|着|足|軒|粒|膳|脚|艘|棟|株|輪|通|錠|个|只|条|张|辆|件|把|支|头|双|块|瓶|份|位|名|棵|朵|片|颗|封|架|首|部|座|间|所|顶|盏|根|套)/u;
/** Korean: a native numeral or digits, then a counter after a space. */
const KOREAN = /(?:^|[^\p{L}])(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|[0-9]+)\s?(?:개|마리|명|권|장|대|병|잔|켤레|벌|채|그루|송이|자루|척|통|알)(?!\p{L})/u;
/** Thai: a number, then a classifier. */
const THAI = /(?:[0-9]+|หนึ่ง|สอง|สาม|สี่|ห้า)\s?(?:ตัว|ชิ้น|เล่ม|คัน|ใบ|อัน|คน|หลัง|ลูก|ขวด|แก้ว|เครื่อง|ด้าม|แผ่น|ผืน|ต้น|ดอก|เม็ด|ฉบับ|ลำ|คู่|กล่อง)/u;

/** Whether the answer's own words (`answerText`, without the values it copies) count something with a counter word. */
export const countsWithCounter = (answerText: string) => JAPANESE_CHINESE.test(answerText) || KOREAN.test(answerText) || THAI.test(answerText);
