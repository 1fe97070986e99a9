// Round eighty-four of the induction evaluation: dates and quantities split or written in ways
// no reading took whole. A date written day first with dashes ("26-11-2026", as in India and the
// Netherlands); a date whose month, day and year are apart ("November 26, 2026", "2026年11月26日"),
// whose weekday no one part tells; a recipe's mixed number ("1 1/2 cups") and its vulgar
// fraction ("1½ cups").
import type { Family } from './families.js';
import { between, last, MONTHS, pad, pick, user } from './family-kit.js';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const JAPANESE_WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];
/** A date in 2026 to 2028, a weekday from Monday to Friday while `weekdaysOnly`. */
const dateDrawn = (rng: () => number, weekdaysOnly: boolean): Date => {
  let date: Date;
  do date = new Date(Date.UTC(2026, 0, 1) + between(rng, 0, 3 * 365) * DAY_MS);
  while (weekdaysOnly && (date.getUTCDay() === 0 || date.getUTCDay() === 6));
  return date;
};
/** A Thursday while `thursdays`, else any day. */
const thursdayOr = (rng: () => number, thursdays: boolean): Date => {
  let date: Date;
  do date = dateDrawn(rng, false);
  while (thursdays && date.getUTCDay() !== 4);
  return date;
};
const VULGAR: Record<string, number> = { '¼': 0.25, '½': 0.5, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };
const QUARTERS = ['', '¼', '½', '¾'];

export const ROUND_84: Family[] = [
  {
    name: 'delivery date written day first with dashes, weekend deliveries cost extra (weekdays first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const date = dateDrawn(rng, i < 12);
      return user(`Deliver the sofa on ${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`);
    },
    answer: (m) => {
      const [, d, mo, y] = /on (\d{2})-(\d{2})-(\d{4})$/u.exec(last(m))!;
      const weekend = [0, 6].includes(new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).getUTCDay());
      return { content: `Delivery booked for ${d}-${mo}-${y}.${weekend ? ' A weekend delivery costs 25 euros extra.' : ''}` };
    },
  },
  {
    name: 'pickup date written month first with slashes, weekend pickups closed (weekdays first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const date = dateDrawn(rng, i < 12);
      return user(`Can I pick up my order on ${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}?`);
    },
    answer: (m) => {
      const [, mo, d, y] = /on (\d+)\/(\d+)\/(\d{4})\?$/u.exec(last(m))!;
      const weekend = [0, 6].includes(new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).getUTCDay());
      return { content: weekend ? `Sorry, the store is closed for pickups on ${mo}/${d}/${y}.` : `Yes, your order will be ready on ${mo}/${d}/${y}.` };
    },
  },
  {
    name: 'appointment date written German style with dots, no Sunday appointments (weekdays first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const date = dateDrawn(rng, i < 12);
      return user(`Termin am ${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()} bitte`);
    },
    answer: (m) => {
      const [, d, mo, y] = /am (\d{2})\.(\d{2})\.(\d{4}) bitte$/u.exec(last(m))!;
      const sunday = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).getUTCDay() === 0;
      return { content: sunday ? `Am ${d}.${mo}.${y} ist Sonntag, da haben wir geschlossen.` : `Ihr Termin am ${d}.${mo}.${y} ist eingetragen.` };
    },
  },
  {
    name: 'weekday of a date in words with the year apart (Thursdays first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const date = thursdayOr(rng, i < 12);
      return user(`Which day of the week is ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}?`);
    },
    answer: (m) => {
      const [, month, day, year] = /is (\w+) (\d+), (\d{4})\?$/u.exec(last(m))!;
      const date = new Date(Date.UTC(Number(year), MONTHS.indexOf(month), Number(day)));
      return { content: `${month} ${day}, ${year} is a ${WEEKDAYS[date.getUTCDay()]}.` };
    },
  },
  {
    name: 'weekday of a Japanese date, year, month and day apart (Thursdays first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const date = thursdayOr(rng, i < 12);
      return user(`${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日は何曜日ですか`);
    },
    answer: (m) => {
      const [, year, month, day] = /^(\d{4})年(\d+)月(\d+)日/u.exec(last(m))!;
      const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
      return { content: `${year}年${month}月${day}日は${JAPANESE_WEEKDAYS[date.getUTCDay()]}曜日です。` };
    },
  },
  {
    name: 'flour in mixed numbers of cups, over 2 cups needs the large bowl (smaller amounts first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const whole = between(rng, 1, i < 12 ? 1 : 3);
      return user(`Add ${whole} ${pick(rng, ['1/4', '1/2', '3/4', '1/3', '2/3'])} cups of flour`);
    },
    answer: (m) => {
      const [, whole, a, b] = /Add (\d+) (\d)\/(\d) cups/u.exec(last(m))!;
      const cups = Number(whole) + Number(a) / Number(b);
      return { content: `Adding ${whole} ${a}/${b} cups of flour${cups > 2 ? ': use the large bowl.' : '.'}` };
    },
  },
  {
    name: 'sugar in cups with a vulgar fraction, over 2 cups needs the large bowl (smaller amounts first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const whole = between(rng, i < 12 ? 0 : 1, i < 12 ? 1 : 3);
      const part = pick(rng, whole === 0 ? ['¼', '½', '¾', '⅓', '⅔'] : ['¼', '½', '¾', '⅓', '⅔', '']);
      return user(`Add ${whole || ''}${part} cups of sugar`);
    },
    answer: (m) => {
      const amount = /Add (\S+) cups/u.exec(last(m))![1];
      const cups = [...amount].reduce((sum, c) => (c in VULGAR ? sum + VULGAR[c] : sum * 10 + Number(c)), 0);
      return { content: `Adding ${amount} cups of sugar${cups > 2 ? ': use the large bowl.' : '.'}` };
    },
  },
  {
    name: 'a date written day first with dashes, copied into a booking call',
    kind: 'copying',
    request: (_i, rng) => {
      const date = dateDrawn(rng, false);
      return user(`Book the meeting room for ${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}, ${pick(rng, ['morning', 'afternoon'])}`);
    },
    answer: (m) => {
      const [, date, part] = /for (\S+), (\w+)$/u.exec(last(m))!;
      return { content: `Booked the meeting room for ${date}, ${part}.` };
    },
  },
  {
    name: 'a quantity with a quarter fraction copied into a recipe line',
    kind: 'copying',
    request: (_i, rng) => user(`Note ${between(rng, 1, 9)}${pick(rng, QUARTERS)} kg of ${pick(rng, ['potatoes', 'carrots', 'onions', 'apples'])}`),
    answer: (m) => {
      const [, amount, goods] = /Note (\S+) kg of (\w+)$/u.exec(last(m))!;
      return { content: `Noted: ${amount} kg of ${goods}.` };
    },
  },
  {
    name: 'a Japanese date, year, month and day apart, copied into a confirmation',
    kind: 'copying',
    request: (_i, rng) => {
      const date = dateDrawn(rng, false);
      return user(`${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日に${pick(rng, ['会議', '面接', '歯医者'])}の予定を入れて`);
    },
    answer: (m) => {
      const [, date, what] = /^(\d{4}年\d+月\d+日)に(\S+)の予定を入れて$/u.exec(last(m))!;
      return { content: `${date}に${what}の予定を入れました。` };
    },
  },
  {
    name: 'a date in words with the year after a comma, copied into a reminder',
    kind: 'copying',
    request: (_i, rng) => {
      const date = dateDrawn(rng, false);
      return user(`Remind me to renew the lease on ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`);
    },
    answer: (m) => ({ content: `Reminder set: renew the lease on ${/ on (.+)$/u.exec(last(m))![1]}.` }),
  },
];
