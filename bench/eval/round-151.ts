// Round one hundred and fifty-one of the induction evaluation: a weekday said beside a date, both
// values, in the languages whose dates round one hundred and fifty read. "Leg das Meeting auf
// Samstag, den 7. Juli 2027": July 7, 2027 is a Wednesday, which a model points out. The weekday
// names the date's own in the first twenty requests, then another at even odds.
//
// The code before served the German, Chinese and Japanese families wrong: 9 over seeds 1 to 13.
// The day and the month's name were two variables with the year fixed after them, read as no
// date; "Samstag" was no weekday it knew; "星期{{v3}}" and "日（{{v3}}）" held a weekday of one
// character. A day and a month's name apart now make one date, as numbers with their CJK marks
// do (split-dates.ts); weekday names of those languages are weekdays, and a character the fixed
// text frames as one is read so (weekday-names.ts): each is held to the date beside it, as
// English ones are. 0 wrong over the same seeds after, over chat completions and the Responses
// API. The Russian and Polish families, served nothing wrong before either, stay as checks.
import type { Answer, Family } from './families.js';
import { between, DAY_MS, last, tool, user } from './family-kit.js';

/** Requests before the first whose weekday may be wrong: enough for a template to serve. */
const RIGHT_FIRST = 20;
const dayOf2027 = (rng: () => number) => new Date(Date.UTC(2027, 0, 1) + between(rng, 0, 364) * DAY_MS);
/** The weekday said: the date's own for the first requests, then another at even odds. */
const weekdaySaid = (i: number, rng: () => number, day: Date) => (i >= RIGHT_FIRST && rng() < 0.5 ? (day.getUTCDay() + between(rng, 1, 6)) % 7 : day.getUTCDay());
const setUp = (date: string): Answer => ({ content: null, tool_calls: [tool('create_meeting', { date })] });

interface Language {
  name: string;
  /** Weekday names as the request writes them, Sunday first, and months January first. */
  weekdays: readonly string[];
  months: readonly string[];
  ask: (weekday: string, day: number, month: string) => string;
  /** Reads the weekday, day and month back. */
  read: RegExp;
  notThatDay: (date: string, real: string, said: string) => string;
}
const LANGUAGES: Language[] = [
  {
    name: 'German',
    weekdays: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
    months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    ask: (w, d, m) => `Leg das Meeting auf ${w}, den ${d}. ${m} 2027`,
    read: /auf (\S+), den (\d+)\. (\S+) 2027$/u,
    notThatDay: (date, real, said) => `Der ${date} 2027 ist ein ${real}, kein ${said}. Welchen Tag meinst du?`,
  },
  {
    name: 'Russian',
    weekdays: ['воскресенье', 'понедельник', 'вторник', 'среду', 'четверг', 'пятницу', 'субботу'],
    months: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
    ask: (w, d, m) => `Назначь встречу на ${w}, ${d}-го ${m} 2027 года`,
    read: /на (\S+), (\d+)-го (\S+) 2027 года$/u,
    notThatDay: (date, real, said) => `${date} 2027 года — это ${real}, а не ${said}. Какой день вы имели в виду?`,
  },
  {
    name: 'Polish',
    weekdays: ['niedzielę', 'poniedziałek', 'wtorek', 'środę', 'czwartek', 'piątek', 'sobotę'],
    months: ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
    ask: (w, d, m) => `Umów spotkanie na ${w}, ${d}. ${m} 2027`,
    read: /na (\S+), (\d+)\. (\S+) 2027$/u,
    notThatDay: (date, real, said) => `${date} 2027 to ${real}, nie ${said}. Który dzień masz na myśli?`,
  },
];
const inLanguage = (language: Language): Family => ({
  name: `${language.name}: a meeting on a weekday, the day and the month's name apart before 2027 (the date's own weekday first 20)`,
  kind: 'look-alike',
  request: (i, rng) => {
    const day = dayOf2027(rng);
    return user(language.ask(language.weekdays[weekdaySaid(i, rng, day)], day.getUTCDate(), language.months[day.getUTCMonth()]));
  },
  answer: (msgs) => {
    const [, said, day, month] = language.read.exec(last(msgs))!;
    const real = language.weekdays[new Date(Date.UTC(2027, language.months.indexOf(month), Number(day))).getUTCDay()];
    const date = `${day}. ${month}`;
    return real === said ? setUp(`${date} 2027`) : { content: language.notThatDay(date, real, said) };
  },
});

const CHINESE_DAYS = ['日', '一', '二', '三', '四', '五', '六'];
const JAPANESE_DAYS = ['日', '月', '火', '水', '木', '金', '土'];
export const ROUND_151: Family[] = [
  ...LANGUAGES.map(inLanguage),
  {
    name: 'Chinese: a meeting on a date and its weekday, month, day and weekday apart after the year 2027 (the date\'s own weekday first 20)',
    kind: 'look-alike',
    request: (i, rng) => {
      const day = dayOf2027(rng);
      return user(`请把会议安排在2027年${day.getUTCMonth() + 1}月${day.getUTCDate()}日星期${CHINESE_DAYS[weekdaySaid(i, rng, day)]}`);
    },
    answer: (msgs) => {
      const [, m, d, said] = /2027年(\d+)月(\d+)日星期(.)$/u.exec(last(msgs))!;
      const real = CHINESE_DAYS[new Date(Date.UTC(2027, Number(m) - 1, Number(d))).getUTCDay()];
      return real === said ? setUp(`2027-${m.padStart(2, '0')}-${d.padStart(2, '0')}`) : { content: `2027年${m}月${d}日是星期${real}，不是星期${said}。您指的是哪一天？` };
    },
  },
  {
    name: 'Japanese: a meeting on a date and its weekday in brackets, all apart after the year 2027 (the date\'s own weekday first 20)',
    kind: 'look-alike',
    request: (i, rng) => {
      const day = dayOf2027(rng);
      return user(`2027年${day.getUTCMonth() + 1}月${day.getUTCDate()}日（${JAPANESE_DAYS[weekdaySaid(i, rng, day)]}）に会議を設定してください`);
    },
    answer: (msgs) => {
      const [, m, d, said] = /2027年(\d+)月(\d+)日（(.)）/u.exec(last(msgs))!;
      const real = JAPANESE_DAYS[new Date(Date.UTC(2027, Number(m) - 1, Number(d))).getUTCDay()];
      return real === said ? setUp(`2027-${m.padStart(2, '0')}-${d.padStart(2, '0')}`) : { content: `2027年${m}月${d}日は${real}曜日です。${said}曜日ではありません。` };
    },
  },
  {
    name: 'German: a meeting day copied, weekday, day and month apart before 2027 (copying)',
    kind: 'copying',
    request: (_i, rng) => {
      const day = dayOf2027(rng);
      return user(`Leg das Meeting auf ${LANGUAGES[0].weekdays[day.getUTCDay()]}, den ${day.getUTCDate()}. ${LANGUAGES[0].months[day.getUTCMonth()]} 2027`);
    },
    answer: (msgs) => {
      const [, , day, month] = LANGUAGES[0].read.exec(last(msgs))!;
      return setUp(`${day}. ${month} 2027`);
    },
  },
];
