// Round one hundred and fifty-two of the induction evaluation: dates in the scripts, digits and
// layouts rounds one hundred and forty-seven to fifty-one did not read, and a day of the month said
// alone. After twenty requests whose weekday was the date's own, a date on another day at even odds:
//   - a day and a month as numbers apart: Vietnamese "ngày 5 tháng 4 năm 2027", after "Thứ Tư" or
//     after a weekday that is a value ("Thứ Bảy"); Korean and Hungarian "2027. 5. 17.";
//   - a day of the month alone, today's date in the system prompt: "Put the review on Wednesday the
//     26th" on Thursday, March 11, 2027 (March 26 is a Friday), with the weekday a value too
//     ("Tuesday the 13th"), in Japanese ("26日（水）") and German ("Mittwoch, den 26.");
//   - checks, served nothing wrong before: full-width, Arabic-Indic and Devanagari digits (a date,
//     a ticket by age, parity), Chinese numerals, Arabic, Hindi, Hebrew and Thai months (the Thai
//     in its Buddhist year), the airline form "17MAY27", Hungarian month names after a year.
//
// The code before served 13 wrong over seeds 1 to 13: the numbers apart were never read as one
// date, the Vietnamese weekday was no weekday, and a day alone was read against no month. Now two
// numbers with only a date's separator between them, or each after its Vietnamese word, make one
// date (split-dates.ts); Vietnamese weekday names are read (weekday-names.ts); and a day alone is
// read in the month of a whole date the request names and as the next such day to come, each
// reading's weekday with whether the day has passed (days-of-month.ts): 0 wrong over the same
// seeds. A copy family measures what the day alone's readings cost.
import type { Answer, Family, Msg } from './families.js';
import { between, DAY_MS, last, tool, user } from './family-kit.js';

const RIGHT_FIRST = 20;
const wednesdayFirst = (year: number) => (i: number, rng: () => number) => {
  const other = i >= RIGHT_FIRST && rng() < 0.5;
  for (;;) {
    const day = new Date(Date.UTC(year, 0, 1) + between(rng, 0, 364) * DAY_MS);
    if ((day.getUTCDay() === 3) !== other) return day;
  }
};
const isWednesday = (day: Date) => day.getUTCDay() === 3;
const setUp = (date: string): Answer => ({ content: null, tool_calls: [tool('create_meeting', { date })] });
const FULL = '０１２３４５６７８９';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';
const digitsIn = (alphabet: string) => (n: number) => String(n).replace(/\d/g, (d) => alphabet[Number(d)]);
const westernOf = (text: string) => text.replace(/[０-９]/g, (c) => String(FULL.indexOf(c))).replace(/[٠-٩]/g, (c) => String(ARABIC.indexOf(c)));

interface Way {
  name: string;
  ask: (day: Date) => Msg[];
  /** The date as the request wrote it, and the day it means. */
  read: (msgs: Msg[]) => { written: string; day: Date };
  notWednesday: (written: string) => string;
}
const family = (way: Way): Family => ({
  name: `${way.name} (Wednesdays first 20)`,
  kind: 'look-alike',
  request: (i, rng) => way.ask(wednesdayFirst(2027)(i, rng)),
  answer: (msgs) => {
    const { written, day } = way.read(msgs);
    return isWednesday(day) ? setUp(written) : { content: way.notWednesday(written) };
  },
});

const named = (months: readonly string[], pattern: RegExp, yearOffset = 0) => (msgs: Msg[]) => {
  const match = pattern.exec(last(msgs))!;
  const [written, d, m, y] = [match[0], Number(westernOf(match[1])), months.indexOf(match[2]), Number(westernOf(match[3])) - yearOffset];
  return { written, day: new Date(Date.UTC(y, m, d)) };
};
const THAI = ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'];
const HINDI = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];
const ARABIC_MONTHS = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];
const HEBREW = ['ינואר', 'פברואר', 'מרץ', 'אפריל', 'מאי', 'יוני', 'יולי', 'אוגוסט', 'ספטמבר', 'אוקטובר', 'נובמבר', 'דצמבר'];

const DEVANAGARI = '०१२३४५६७८९';
/** A ticket priced by age in other digits: adults (18 to 90) first, then children at even odds. */
const ticket = (name: string, alphabet: string, ask: (age: string) => string, adult: (age: string) => string, child: (age: string) => string): Family => ({
  name: `${name} (adults first 20)`,
  kind: 'look-alike',
  request: (i, rng) => user(ask(digitsIn(alphabet)(i >= RIGHT_FIRST && rng() < 0.5 ? between(rng, 3, 17) : between(rng, 18, 90)))),
  answer: (msgs) => {
    const written = /[0-9０-９٠-٩०-९]+/u.exec(last(msgs))![0];
    const age = Number(written.replace(/[०-९]/g, (c) => String(DEVANAGARI.indexOf(c))).replace(/[０-９٠-٩]/g, (c) => westernOf(c)));
    return { content: age >= 18 ? adult(written) : child(written) };
  },
});

const HAN = '〇一二三四五六七八九';
/** 1..31 in Chinese numerals: 十, 十七, 二十, 三十一. */
const hanOf = (n: number) => (n < 10 ? HAN[n] : `${n >= 20 ? HAN[Math.floor(n / 10)] : ''}十${n % 10 ? HAN[n % 10] : ''}`);
const hanValue = (text: string) => {
  if (!text.includes('十')) return HAN.indexOf(text);
  const [tens, ones] = text.split('十');
  return (tens ? HAN.indexOf(tens) : 1) * 10 + (ones ? HAN.indexOf(ones) : 0);
};
const parity = (name: string, alphabet: string, ask: (n: string) => string, even: (n: string) => string, odd: (n: string) => string): Family => ({
  name: `${name} (even first 20)`,
  kind: 'look-alike',
  request: (i, rng) => user(ask(digitsIn(alphabet)(2 * between(rng, 5, 499) + (i >= RIGHT_FIRST && rng() < 0.5 ? 1 : 0)))),
  answer: (msgs) => {
    const written = /[0-9０-９٠-٩]+/u.exec(last(msgs))![0];
    return { content: Number(westernOf(written)) % 2 === 0 ? even(written) : odd(written) };
  },
});

const GDS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const HU = ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'november', 'december'];
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const LONG = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const dayOf2027 = (rng: () => number) => new Date(Date.UTC(2027, 0, 1) + between(rng, 0, 364) * DAY_MS);
/** The weekday said: the date's own for the first requests, then another at even odds. */
const weekdaySaid = (i: number, rng: () => number, day: Date) => (i >= RIGHT_FIRST && rng() < 0.5 ? (day.getUTCDay() + between(rng, 1, 6)) % 7 : day.getUTCDay());
/** A meeting on a weekday and a date, both values: set up where they agree, else corrected. */
const weekdayAndDate = (name: string, weekdays: readonly string[], ask: (weekday: string, day: Date) => string, read: (text: string) => { said: string; written: string; day: Date }, notThatDay: (written: string, real: string, said: string) => string): Family => ({
  name: `${name} (the date's own weekday first 20)`,
  kind: 'look-alike',
  request: (i, rng) => {
    const day = dayOf2027(rng);
    return user(ask(weekdays[weekdaySaid(i, rng, day)], day));
  },
  answer: (msgs) => {
    const { said, written, day } = read(westernOf(last(msgs)));
    const real = weekdays[day.getUTCDay()];
    return real === said ? setUp(written) : { content: notThatDay(written, real, said) };
  },
});
const VI_DAYS = ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];
const AR_DAYS = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'];
const HI_DAYS = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'];
const TH_DAYS = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'];

const JA_TODAY = (d: Date) => `今日は${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日（${'日月火水木金土'[d.getUTCDay()]}）です。`;
const DE_TODAY = (d: Date) => `Heute ist ${['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'][d.getUTCDay()]}, der ${d.getUTCDate()}. ${['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'][d.getUTCMonth()]} ${d.getUTCFullYear()}.`;
/** The day of the month `dayOfMonth` names on or after `today`: this month's, or the next's where it has passed. */
const nextDayOfMonth = (today: Date, dayOfMonth: number) => {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), dayOfMonth));
  return day < today ? new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, dayOfMonth)) : day;
};
/** A day of the month said alone, today's date in the system prompt: the day a weekday, or not. */
const dayAloneFamily = (name: string, today: (d: Date) => string, readToday: (system: string) => Date, ask: (day: number, weekday: number) => string, readAsk: (text: string) => { day: number; weekday: number }, answer: (day: number, weekday: number, right: boolean) => string, weekdayToo = false): Family => ({
  name: `${name} (${weekdayToo ? "the day's own weekday" : 'Wednesdays'} first 20)`,
  kind: 'look-alike',
  request: (i, rng) => {
    const day = weekdayToo ? dayOf2027(rng) : wednesdayFirst(2027)(i, rng);
    const todayIs = new Date(day.getTime() - between(rng, 0, 20) * DAY_MS);
    return [{ role: 'system', content: today(todayIs) }, { role: 'user', content: ask(day.getUTCDate(), weekdayToo ? weekdaySaid(i, rng, day) : 3) }];
  },
  answer: (msgs) => {
    const { day, weekday } = readAsk(last(msgs));
    return { content: answer(day, weekday, nextDayOfMonth(readToday(msgs[0].content ?? ''), day).getUTCDay() === weekday) };
  },
});
const EN_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const ROUND_152: Family[] = [
  {
    name: "a delivery on a day of the month alone, today's date in the system prompt, copied (copying)",
    kind: 'copying',
    request: (_i, rng) => {
      const day = dayOf2027(rng);
      const today = new Date(day.getTime() - between(rng, 0, 20) * DAY_MS);
      return [{ role: 'system', content: `Today is ${LONG.format(today)}.` }, { role: 'user', content: `Schedule the delivery for the ${ordinal(day.getUTCDate())}.` }];
    },
    answer: (msgs) => ({ content: `Delivery scheduled for the ${/the (\d+\w\w)\.$/u.exec(last(msgs))![1]}.` }),
  },
  dayAloneFamily(
    'Japanese: a Wednesday review, the day of the month alone, today in the system prompt',
    JA_TODAY,
    (t) => { const [, y, m, d] = /(\d+)年(\d+)月(\d+)日/u.exec(t)!; return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))); },
    (d) => `${d}日（水）にレビューを入れてください`,
    (t) => ({ day: Number(/^(\d+)日/u.exec(t)![1]), weekday: 3 }),
    (d, _w, right) => (right ? `${d}日（水）にレビューを入れました。` : `${d}日は水曜日ではありません。どの日ですか？`),
  ),
  dayAloneFamily(
    'German: a Wednesday review, the day of the month alone, today in the system prompt',
    DE_TODAY,
    (t) => { const [, d, m, y] = /der (\d+)\. (\S+) (\d+)\./u.exec(t)!; return new Date(Date.UTC(Number(y), ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'].indexOf(m), Number(d))); },
    (d) => `Leg das Review auf Mittwoch, den ${d}.`,
    (t) => ({ day: Number(/den (\d+)\.$/u.exec(t)![1]), weekday: 3 }),
    (d, _w, right) => (right ? `Erledigt: das Review ist am Mittwoch, den ${d}.` : `Der ${d}. ist kein Mittwoch. Welchen Tag meinst du?`),
  ),
  dayAloneFamily(
    'a review on a weekday and a day of the month alone, today in the system prompt',
    (d) => `Today is ${LONG.format(d)}.`,
    (t) => new Date(`${/Today is \w+, (.+)\.$/u.exec(t)![1]} UTC`),
    (d, w) => `Put the review on ${EN_DAYS[w]} the ${ordinal(d)}.`,
    (t) => { const [, w, d] = /on (\w+) the (\d+)/u.exec(t)!; return { day: Number(d), weekday: EN_DAYS.indexOf(w) }; },
    (d, w, right) => (right ? `Done: the review is on ${EN_DAYS[w]} the ${ordinal(d)}.` : `The ${ordinal(d)} is not a ${EN_DAYS[w]}. Which day did you mean?`),
    true,
  ),
  weekdayAndDate(
    'Vietnamese: a meeting on a weekday, the day and month after their words',
    VI_DAYS,
    (w, d) => `Đặt cuộc họp vào ${w}, ngày ${d.getUTCDate()} tháng ${d.getUTCMonth() + 1} năm 2027`,
    (t) => {
      const [, said, dd, m] = /vào (.+), ngày (\d+) tháng (\d+) năm 2027$/u.exec(t)!;
      return { said, written: `ngày ${dd} tháng ${m} năm 2027`, day: new Date(Date.UTC(2027, Number(m) - 1, Number(dd))) };
    },
    (w, real, said) => `${w} là ${real}, không phải ${said}. Bạn muốn ngày nào?`,
  ),
  weekdayAndDate(
    'Arabic: a meeting on a weekday, the month in words',
    AR_DAYS,
    (w, d) => `حدد الاجتماع يوم ${w} ${d.getUTCDate()} ${ARABIC_MONTHS[d.getUTCMonth()]} 2027`,
    (t) => {
      const [, said, dd, m] = /يوم (\S+) (\d+) (\S+) 2027$/u.exec(t)!;
      return { said, written: `${dd} ${m} 2027`, day: new Date(Date.UTC(2027, ARABIC_MONTHS.indexOf(m), Number(dd))) };
    },
    (w, real, said) => `${w} هو يوم ${real} وليس ${said}. أي يوم تقصد؟`,
  ),
  weekdayAndDate(
    'Hindi: a meeting on a weekday, the month in words',
    HI_DAYS,
    (w, d) => `${w}, ${d.getUTCDate()} ${HINDI[d.getUTCMonth()]} 2027 को मीटिंग तय करें`,
    (t) => {
      const [, said, dd, m] = /^(\S+), (\d+) (\S+) 2027/u.exec(t)!;
      return { said, written: `${dd} ${m} 2027`, day: new Date(Date.UTC(2027, HINDI.indexOf(m), Number(dd))) };
    },
    (w, real, said) => `${w} ${real} है, ${said} नहीं। आपका मतलब कौन सा दिन है?`,
  ),
  weekdayAndDate(
    'Thai: a meeting on a weekday, the Buddhist year',
    TH_DAYS,
    (w, d) => `นัดประชุมวัน${w}ที่ ${d.getUTCDate()} ${THAI[d.getUTCMonth()]} 2570`,
    (t) => {
      const [, said, dd, m] = /วัน(\S+)ที่ (\d+) (\S+) 2570/u.exec(t)!;
      return { said, written: `${dd} ${m} 2570`, day: new Date(Date.UTC(2027, THAI.indexOf(m), Number(dd))) };
    },
    (w, real, said) => `${w} เป็นวัน${real} ไม่ใช่วัน${said}`,
  ),
  family({
    name: 'a Wednesday flight, the date as airline systems write it (17MAY27)',
    ask: (d) => user(`Book the Wednesday flight LH401 on ${String(d.getUTCDate()).padStart(2, '0')}${GDS[d.getUTCMonth()]}27`),
    read: (msgs) => {
      const [written, dd, m] = /(\d{2})([A-Z]{3})27/u.exec(last(msgs))!;
      return { written, day: new Date(Date.UTC(2027, GDS.indexOf(m), Number(dd))) };
    },
    notWednesday: (w) => `${w} is not a Wednesday. Which day did you mean?`,
  }),
  family({
    name: 'Korean: a Wednesday meeting, year, month and day each with a dot (2027. 5. 17.)',
    ask: (d) => user(`2027. ${d.getUTCMonth() + 1}. ${d.getUTCDate()}.(수)에 회의를 잡아 주세요`),
    read: (msgs) => {
      const [written, m, dd] = /2027\. (\d+)\. (\d+)\./u.exec(last(msgs))!;
      return { written, day: new Date(Date.UTC(2027, Number(m) - 1, Number(dd))) };
    },
    notWednesday: (w) => `${w}은 수요일이 아닙니다. 어느 날을 말씀하시나요?`,
  }),
  family({
    name: 'Hungarian: a Wednesday meeting, the year first with a dot (2027. május 17.)',
    ask: (d) => user(`Tedd a megbeszélést 2027. ${HU[d.getUTCMonth()]} ${d.getUTCDate()}., szerdára`),
    read: (msgs) => {
      const [written, m, dd] = /2027\. (\p{L}+) (\d+)\./u.exec(last(msgs))!;
      return { written, day: new Date(Date.UTC(2027, HU.indexOf(m), Number(dd))) };
    },
    notWednesday: (w) => `${w} nem szerda. Melyik napra gondoltál?`,
  }),
  {
    name: "a Wednesday meeting, the day of the month alone, today's date in the system prompt (Wednesdays first 20)",
    kind: 'look-alike',
    request: (i, rng) => {
      const day = wednesdayFirst(2027)(i, rng);
      const today = new Date(day.getTime() - between(rng, 0, 20) * DAY_MS);
      return [{ role: 'system', content: `Today is ${LONG.format(today)}.` }, { role: 'user', content: `Put the review on Wednesday the ${ordinal(day.getUTCDate())}.` }];
    },
    answer: (msgs) => {
      const today = new Date(`${/Today is \w+, (.+)\.$/u.exec(msgs[0].content ?? '')![1]} UTC`);
      const dayOfMonth = Number(/the (\d+)/u.exec(last(msgs))![1]);
      let day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), dayOfMonth));
      if (day < today) day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, dayOfMonth));
      const th = ordinal(dayOfMonth);
      return isWednesday(day) ? { content: `Done: the review is on Wednesday the ${th}.` } : { content: `The ${th} is not a Wednesday. Which day did you mean?` };
    },
  },
  family({
    name: 'Chinese: a Wednesday meeting, month and day in Chinese numerals',
    ask: (d) => user(`请把会议安排在二〇二七年${hanOf(d.getUTCMonth() + 1)}月${hanOf(d.getUTCDate())}日星期三`),
    read: (msgs) => {
      const [written, m, d] = /(\p{Script=Han}+?)月(\p{Script=Han}+?)日/u.exec(last(msgs).replace(/^.*二〇二七年/u, ''))!;
      return { written: `二〇二七年${written}`, day: new Date(Date.UTC(2027, hanValue(m) - 1, hanValue(d))) };
    },
    notWednesday: (w) => `${w}不是星期三。您指的是哪一天？`,
  }),
  parity('Japanese: parity in full-width digits', FULL, (n) => `${n}は偶数ですか？`, (n) => `はい、${n}は偶数です。`, (n) => `いいえ、${n}は奇数です。`),
  parity('Arabic: parity in Arabic-Indic digits', ARABIC, (n) => `هل ${n} عدد زوجي؟`, (n) => `نعم، ${n} عدد زوجي.`, (n) => `لا، ${n} عدد فردي.`),
  ticket('Japanese: a ticket by age in full-width digits', FULL, (a) => `お客様の年齢は${a}歳です。料金を教えてください。`, (a) => `${a}歳のお客様は大人料金（1800円）です。`, (a) => `${a}歳のお客様は子供料金（1000円）です。`),
  ticket('Arabic: a ticket by age in Arabic-Indic digits', ARABIC, (a) => `عمر العميل ${a} سنة. ما سعر التذكرة؟`, (a) => `تذكرة بالغ لعمر ${a} سنة: ٥٠ ريالًا.`, (a) => `تذكرة طفل لعمر ${a} سنة: ٢٥ ريالًا.`),
  ticket('Hindi: a ticket by age in Devanagari digits', DEVANAGARI, (a) => `ग्राहक की उम्र ${a} साल है। टिकट का दाम बताइए।`, (a) => `${a} साल के ग्राहक के लिए वयस्क टिकट: ₹५००।`, (a) => `${a} साल के ग्राहक के लिए बाल टिकट: ₹२५०।`),
  family({
    name: 'Japanese: a Wednesday meeting in full-width digits',
    ask: (d) => user(`${digitsIn(FULL)(d.getUTCFullYear())}年${digitsIn(FULL)(d.getUTCMonth() + 1)}月${digitsIn(FULL)(d.getUTCDate())}日（水）に会議を設定してください`),
    read: (msgs) => {
      const [written, y, m, d] = /(\p{Nd}+)年(\p{Nd}+)月(\p{Nd}+)日/u.exec(last(msgs))!;
      return { written, day: new Date(Date.UTC(Number(westernOf(y)), Number(westernOf(m)) - 1, Number(westernOf(d)))) };
    },
    notWednesday: (w) => `${w}は水曜日ではありません。どの日ですか？`,
  }),
  family({
    name: 'Vietnamese: a Wednesday meeting, day and month as numbers in words',
    ask: (d) => user(`Đặt cuộc họp vào Thứ Tư, ngày ${d.getUTCDate()} tháng ${d.getUTCMonth() + 1} năm 2027`),
    read: (msgs) => {
      const [written, dd, m] = /ngày (\d+) tháng (\d+) năm 2027/u.exec(last(msgs))!;
      return { written, day: new Date(Date.UTC(2027, Number(m) - 1, Number(dd))) };
    },
    notWednesday: (w) => `${w} không phải là Thứ Tư. Bạn muốn ngày nào?`,
  }),
  family({
    name: 'Arabic: a Wednesday meeting, the month in words',
    ask: (d) => user(`حدد الاجتماع يوم الأربعاء ${d.getUTCDate()} ${ARABIC_MONTHS[d.getUTCMonth()]} 2027`),
    read: named(ARABIC_MONTHS, /(\p{Nd}+) (\p{L}+) (\p{Nd}{4})/u),
    notWednesday: (w) => `${w} ليس يوم أربعاء. أي يوم تقصد؟`,
  }),
  family({
    name: 'Arabic: a Wednesday meeting in Arabic-Indic digits',
    ask: (d) => user(`حدد الاجتماع يوم الأربعاء ${digitsIn(ARABIC)(d.getUTCDate())} ${ARABIC_MONTHS[d.getUTCMonth()]} ${digitsIn(ARABIC)(2027)}`),
    read: named(ARABIC_MONTHS, /(\p{Nd}+) (\p{L}+) (\p{Nd}{4})/u),
    notWednesday: (w) => `${w} ليس يوم أربعاء. أي يوم تقصد؟`,
  }),
  family({
    name: 'Hindi: a Wednesday meeting, the month in words',
    ask: (d) => user(`बुधवार, ${d.getUTCDate()} ${HINDI[d.getUTCMonth()]} 2027 को मीटिंग तय करें`),
    read: named(HINDI, /(\d+) (\S+) (\d{4})/u),
    notWednesday: (w) => `${w} बुधवार नहीं है। आपका मतलब कौन सा दिन है?`,
  }),
  family({
    name: 'Hebrew: a Wednesday meeting, the month with its prefix',
    ask: (d) => user(`קבע את הפגישה ליום רביעי, ${d.getUTCDate()} ב${HEBREW[d.getUTCMonth()]} 2027`),
    read: named(HEBREW, /(\d+) ב(\p{L}+) (\d{4})/u),
    notWednesday: (w) => `${w} אינו יום רביעי. לאיזה יום התכוונת?`,
  }),
  family({
    name: 'Thai: a Wednesday meeting, the Buddhist year',
    ask: (d) => user(`นัดประชุมวันพุธที่ ${d.getUTCDate()} ${THAI[d.getUTCMonth()]} 2570`),
    read: named(THAI, /(\d+) (\S+) (\d{4})/u, 543),
    notWednesday: (w) => `${w} ไม่ใช่วันพุธ คุณหมายถึงวันไหน`,
  }),
];
