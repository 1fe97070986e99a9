// Round one hundred and fifty of the induction evaluation: dates without their year, written as
// other languages and countries write them. Rounds one hundred and forty-seven and forty-eight read
// "May 30" and "5/30"; here a Wednesday meeting is asked for
//   - in Chinese and Japanese, the month and day apart ("2027年5月17日（水）", "9月7日星期三"),
//     the year in the fixed text, in the system prompt, or nowhere (the model takes the clock's);
//   - in Russian, Polish and Turkish, the month a word the month list did not hold ("9 августа");
//   - day first between dots, German style ("Mittwoch, den 19.11."), the year in the system prompt;
//   - month and day with a dash ("Wednesday 08-09"), the year in the system prompt.
// After twenty Wednesdays, May 17, 2027 is a Monday, which a model points out.
//
// The code before served seven of the nine look-alikes wrong at times: 43 wrong over seeds 1 to
// 13 (the month and day apart were never read as one date; the other months were unknown words;
// "19.11" read as a decimal and "08-09" as a range). Now the month and day apart in CJK make one
// date, as a date in parts does, the month list holds those languages, a number with a dot after
// it reads day first, and a dash reads both ways where the request names a year: 0 wrong over the
// same seeds, over chat completions and the Responses API. The Polish family and the Japanese one
// with no year anywhere were served nothing wrong before either; they stay as checks
// (split-dates.ts, month-names.ts). Two copies measure what the readings cost.
import type { Answer, Family, Msg } from './families.js';
import { between, DAY_MS, last, tool, user } from './family-kit.js';

/** Requests before the first whose weekday may be wrong: enough for a template to serve. */
const RIGHT_FIRST = 20;
const THIS_YEAR = new Date().getUTCFullYear();
/** A Wednesday of `year`, or after the first requests another day at even odds. */
const wednesdayFirst = (year: number) => (i: number, rng: () => number) => {
  const other = i >= RIGHT_FIRST && rng() < 0.5;
  for (;;) {
    const day = new Date(Date.UTC(year, 0, 1) + between(rng, 0, 364) * DAY_MS);
    if ((day.getUTCDay() === 3) !== other) return day;
  }
};
const in2027 = wednesdayFirst(2027);
const isWednesday = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay() === 3;
const pad = (n: number | string) => String(n).padStart(2, '0');
const setUp = (date: string): Answer => ({ content: null, tool_calls: [tool('create_meeting', { date })] });
const withSystem = (system: string, content: string): Msg[] => [{ role: 'system', content: system }, { role: 'user', content }];

/** A meeting set up in CJK: the month and day read from the request, `said` the correction. */
const cjk = (name: string, request: (d: Date) => Msg[], year: number, said: (m: string, d: string) => string): Family => ({
  name,
  kind: 'look-alike',
  request: (i, rng) => request(wednesdayFirst(year)(i, rng)),
  answer: (msgs) => {
    const [, m, d] = /(\d+)月(\d+)日/u.exec(last(msgs))!;
    return isWednesday(year, Number(m), Number(d)) ? setUp(`${year}-${pad(m)}-${pad(d)}`) : { content: said(m, d) };
  },
});

interface Language {
  name: string;
  /** Month names as its dates write them, January first. */
  months: readonly string[];
  ask: (day: number, month: string) => string;
  read: RegExp;
  notWednesday: (date: string) => string;
}
const LANGUAGES: Language[] = [
  { name: 'Russian', months: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'], ask: (d, m) => `Назначь встречу на среду, ${d} ${m} 2027 года`, read: /среду, (\d+) (\p{L}+) 2027 года$/u, notWednesday: (t) => `${t} 2027 года — не среда. Какой день вы имели в виду?` },
  { name: 'Polish', months: ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'], ask: (d, m) => `Umów spotkanie w środę ${d} ${m} 2027`, read: /środę (\d+) (\p{L}+) 2027$/u, notWednesday: (t) => `${t} 2027 to nie środa. Który dzień masz na myśli?` },
  { name: 'Turkish', months: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'], ask: (d, m) => `Toplantıyı ${d} ${m} 2027 Çarşamba gününe ayarla`, read: /^Toplantıyı (\d+) (\p{L}+) 2027/u, notWednesday: (t) => `${t} 2027 Çarşamba değil. Hangi günü kastettiniz?` },
];
/** The date copied as written into the call, or the weekday corrected. */
const inLanguage = (language: Language): Family => ({
  name: `${language.name}: a Wednesday meeting, the month in words before 2027 (Wednesdays first 20)`,
  kind: 'look-alike',
  request: (i, rng) => {
    const day = in2027(i, rng);
    return user(language.ask(day.getUTCDate(), language.months[day.getUTCMonth()]));
  },
  answer: (msgs) => {
    const [, day, month] = language.read.exec(last(msgs))!;
    const date = `${day} ${month}`;
    return isWednesday(2027, language.months.indexOf(month) + 1, Number(day)) ? setUp(`${date} 2027`) : { content: language.notWednesday(date) };
  },
});

export const ROUND_150: Family[] = [
  cjk('Japanese: a Wednesday meeting, month and day apart after the year 2027 (Wednesdays first 20)', (d) => user(`2027年${d.getUTCMonth() + 1}月${d.getUTCDate()}日（水）に会議を設定してください`), 2027, (m, d) => `2027年${m}月${d}日は水曜日ではありません。どの日ですか？`),
  cjk('Japanese: a Wednesday meeting, month and day apart, 2027 in the system prompt (Wednesdays first 20)', (d) => withSystem('今年は2027年です。会議を設定します。', `${d.getUTCMonth() + 1}月${d.getUTCDate()}日（水）に会議を設定してください`), 2027, (m, d) => `${m}月${d}日は水曜日ではありません。どの日ですか？`),
  cjk('Chinese: a Wednesday meeting, month and day apart after the year 2027 (Wednesdays first 20)', (d) => user(`请把会议安排在2027年${d.getUTCMonth() + 1}月${d.getUTCDate()}日星期三`), 2027, (m, d) => `2027年${m}月${d}日不是星期三。您指的是哪一天？`),
  cjk(`Japanese: a Wednesday meeting, month and day apart, no year anywhere (the clock's Wednesdays first 20)`, (d) => user(`${d.getUTCMonth() + 1}月${d.getUTCDate()}日（水）に会議を設定してください`), THIS_YEAR, (m, d) => `${m}月${d}日は水曜日ではありません。どの日ですか？`),
  ...LANGUAGES.map(inLanguage),
  {
    name: 'German: a Wednesday meeting, day and month between dots, 2027 in the system prompt (Wednesdays first 20)',
    kind: 'look-alike',
    request: (i, rng) => {
      const day = in2027(i, rng);
      return withSystem('Du planst Termine im Jahr 2027.', `Leg das Meeting auf Mittwoch, den ${pad(day.getUTCDate())}.${pad(day.getUTCMonth() + 1)}.`);
    },
    answer: (msgs) => {
      const [, d, m] = /den (\d+)\.(\d+)\.$/u.exec(last(msgs))!;
      return isWednesday(2027, Number(m), Number(d)) ? setUp(`${d}.${m}.2027`) : { content: `Der ${d}.${m}. ist 2027 kein Mittwoch. Welchen Tag meinst du?` };
    },
  },
  {
    name: 'a Wednesday meeting, month and day with a dash, 2027 in the system prompt (Wednesdays first 20)',
    kind: 'look-alike',
    request: (i, rng) => {
      const day = in2027(i, rng);
      return withSystem('You plan meetings in 2027.', `Set up the meeting on Wednesday ${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`);
    },
    answer: (msgs) => {
      const [, m, d] = /Wednesday (\d+)-(\d+)$/u.exec(last(msgs))!;
      return isWednesday(2027, Number(m), Number(d)) ? setUp(`2027-${m}-${d}`) : { content: `${m}-${d} is not a Wednesday in 2027. Which day did you mean?` };
    },
  },
  {
    name: 'Japanese: a delivery date, month and day apart after the year 2027, copied into a confirmation (copying)',
    kind: 'copying',
    request: (_i, rng) => {
      const day = new Date(Date.UTC(2027, 0, 1) + between(rng, 0, 364) * DAY_MS);
      return user(`配達日を2027年${day.getUTCMonth() + 1}月${day.getUTCDate()}日に変更してください`);
    },
    answer: (msgs) => {
      const [, m, d] = /(\d+)月(\d+)日/u.exec(last(msgs))!;
      return { content: `配達日を2027年${m}月${d}日に変更しました。` };
    },
  },
  {
    name: 'German: a delivery date, day and month between dots, 2027 in the system prompt, copied (copying)',
    kind: 'copying',
    request: (_i, rng) => {
      const day = new Date(Date.UTC(2027, 0, 1) + between(rng, 0, 364) * DAY_MS);
      return withSystem('Du verwaltest Lieferungen im Jahr 2027.', `Neuer Liefertermin: ${pad(day.getUTCDate())}.${pad(day.getUTCMonth() + 1)}. Bitte eintragen.`);
    },
    answer: (msgs) => ({ content: `Liefertermin eingetragen: ${/Liefertermin: (\d+\.\d+\.)/u.exec(last(msgs))![1]}` }),
  },
];
