// Round seventy-three of the induction evaluation: days with a name of their own that are no
// public holiday (a Friday the 13th, April Fools' Day, Black Friday, Cyber Monday, a leap day),
// whose weekday and day of the month are each ordinary; then numbers of a famous sequence and
// toll-free prefixes.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const DAY_MS = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
/** Every date from 2026 to 2030 that `named` holds for. */
const datesWhere = (named: (d: Date) => boolean) => {
  const out: string[] = [];
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2031, 0, 1); t += DAY_MS) if (named(new Date(t))) out.push(iso(t));
  return out;
};
const isFriday13 = (d: Date) => d.getUTCDate() === 13 && d.getUTCDay() === 5;
/** The fourth Thursday of November. */
const isThanksgiving = (d: Date) => d.getUTCMonth() === 10 && d.getUTCDay() === 4 && Math.ceil(d.getUTCDate() / 7) === 4;
const isShoppingDay = (d: Date) => isThanksgiving(new Date(d.getTime() - DAY_MS)) || isThanksgiving(new Date(d.getTime() - 4 * DAY_MS));
const FRIDAYS_13 = datesWhere(isFriday13);
const SHOPPING_DAYS = datesWhere(isShoppingDay);
const LEAP_DAYS = datesWhere((d) => d.getUTCMonth() === 1 && d.getUTCDate() === 29);
/** A date from 2026 to 2030 that `named` does not hold for. */
const ordinary = (rng: () => number, named: (d: Date) => boolean) => {
  for (;;) {
    const t = Date.UTC(2026, 0, 1) + between(rng, 0, 1825) * DAY_MS;
    if (!named(new Date(t))) return iso(t);
  }
};
const FIBONACCI = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987];
const LOCAL = ['212', '415', '312', '617', '206', '305', '713', '404'];
const TOLL_FREE = ['800', '888', '877', '866'];

export const ROUND_73: Family[] = [
  {
    name: 'launch date on a Friday the 13th questioned (ordinary dates first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Schedule the product launch for ${i < 12 || rng() < 0.6 ? ordinary(rng, isFriday13) : pick(rng, FRIDAYS_13)}`),
    answer: (m) => {
      const date = /for (\S+)$/.exec(last(m))![1];
      return isFriday13(new Date(`${date}T00:00:00Z`)) ? { content: `${date} is a Friday the 13th; are you sure?` } : { content: null, tool_calls: [tool('schedule_launch', { date })] };
    },
  },
  {
    name: "press release on April Fools' Day questioned (other dates first 12)",
    kind: 'look-alike',
    request: (i, rng) => user(`Publish the press release on ${i < 12 || rng() < 0.7 ? ordinary(rng, (d) => d.getUTCMonth() === 3 && d.getUTCDate() === 1) : `${between(rng, 2026, 2030)}-04-01`}`),
    answer: (m) => {
      const date = /on (\S+)$/.exec(last(m))![1];
      return date.endsWith('-04-01') ? { content: `${date} is April Fools' Day; readers may not take it seriously. Publish anyway?` } : { content: null, tool_calls: [tool('publish', { date })] };
    },
  },
  {
    name: 'parcel shipped on Black Friday or Cyber Monday warned of delays (ordinary dates first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Ship my parcel on ${i < 12 || rng() < 0.6 ? ordinary(rng, isShoppingDay) : pick(rng, SHOPPING_DAYS)}`),
    answer: (m) => {
      const date = /on (\S+)$/.exec(last(m))![1];
      return { content: isShoppingDay(new Date(`${date}T00:00:00Z`)) ? `Shipping on ${date}; expect delays, it is a peak shopping day.` : `Shipping on ${date}.` };
    },
  },
  {
    name: 'rent due on a leap day moved to March 1 (other days first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Set a rent reminder for ${i < 12 || rng() < 0.7 ? ordinary(rng, (d) => d.getUTCMonth() === 1 && d.getUTCDate() === 29) : pick(rng, LEAP_DAYS)}`),
    answer: (m) => {
      const date = /for (\S+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('set_reminder', { date, repeats: date.endsWith('-02-29') ? 'yearly on March 1' : 'yearly' })] };
    },
  },
  {
    name: 'Fibonacci number tagged in a tool call (Fibonacci numbers first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Tag the number ${i < 12 || rng() < 0.4 ? pick(rng, FIBONACCI) : between(rng, 1, 999)}`),
    answer: (m) => {
      const n = Number(/number (\d+)$/.exec(last(m))![1]);
      return { content: null, tool_calls: [tool('tag_number', { n, fibonacci: FIBONACCI.includes(n) })] };
    },
  },
  {
    name: 'toll-free number flagged in a call (local numbers first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Call ${pick(rng, i < 12 || rng() < 0.5 ? LOCAL : TOLL_FREE)}-555-0${between(rng, 100, 199)} for me`),
    answer: (m) => {
      const phone = /Call (\S+) for/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('place_call', { phone, toll_free: TOLL_FREE.includes(phone.slice(0, 3)) })] };
    },
  },
];
