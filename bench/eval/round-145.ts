// Round one hundred and forty-five of the induction evaluation: weekdays a calendar names by
// their place in every month, which no holiday list held and whose weekday and day of the month
// both lie among those seen: the second Tuesday (Microsoft's patch day) and the third Friday
// (monthly options expire). Besides them, values an agent must not take at face value: a Windows
// device name as a file name, a conversion between one currency and itself, a flight from an
// airport to itself, a German word with ß written in capitals, and 12 o'clock turned into a
// 24-hour time.
//
// The two named weekdays were served as ordinary days by the code before (see the README); each
// is now a day with a name of its own (holidays.ts). A company's own rule of the same shape (a
// board that meets on the first Monday, a social on the last Friday) has no name any feature
// could read: those two are known limits (limits.ts). Every other family was already safe.
//
// And a copy this round found: an amount converted between two currencies hit 2% of the time,
// since "809 JPY" is one value whose words the call takes apart, and each taken word was verified
// on its own as a name's are. A number taken out of a phrase is now read as a number
// (value-features.ts). Six more families try to break that reading: an amount ending in 13 or an
// odd one, a house number 13, a square count of chairs, a prime count of cookies, a row in sevens,
// each taken out of its phrase inside the range seen. All six were safe (0 wrong over 13 seeds):
// the number's ending, parity, remainders and facts are categories, as a standalone number's are.
import type { Answer, Family } from './families.js';
import { between, dayOfIso, isoOf, last, pick, tool, user } from './family-kit.js';
import { oneApart } from './round-144.js';

const FIRST_DAY = dayOfIso('2026-01-01');
const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const dayOfMonth = (iso: string) => Number(iso.slice(8));
/** Whether `iso` is the `nth` such weekday of its month (-1: the last). */
export const isNth = (iso: string, weekday: number, nth: number) => {
  if (weekdayOf(iso) !== weekday) return false;
  if (nth > 0) return Math.ceil(dayOfMonth(iso) / 7) === nth;
  return isoOf(dayOfIso(iso) + 7).slice(0, 7) !== iso.slice(0, 7);
};
/** A weekday of 2026 or 2027 for which `named` holds, or does not. */
const weekdayWhere = (rng: () => number, named: (iso: string) => boolean, holds: boolean) => {
  for (;;) {
    const iso = isoOf(FIRST_DAY + between(rng, 0, 729));
    if (![0, 6].includes(weekdayOf(iso)) && named(iso) === holds) return iso;
  }
};
export const nthWeekdayApart = (name: string, named: (iso: string) => boolean, ask: (date: string) => string, copied: (date: string) => Answer, apart: (date: string) => Answer): Family =>
  oneApart({ name, usual: (rng) => weekdayWhere(rng, named, false), unusual: (rng) => weekdayWhere(rng, named, true), ask, read: /on (\S+)$/u, isUnusual: named, copied, apart });

/** A pair of two values drawn from `values`, the same one with chance `same` (after twelve different). */
const pairApart = (name: string, values: readonly string[], ask: (a: string, b: string) => string, read: RegExp, copied: (a: string, b: string) => Answer, apart: (a: string) => Answer): Family => ({
  name,
  kind: 'look-alike',
  request: (i, rng) => {
    const a = pick(rng, values);
    if (i >= 12 && rng() < 0.5) return user(ask(a, a));
    let b = pick(rng, values);
    while (b === a) b = pick(rng, values);
    return user(ask(a, b));
  },
  answer: (m) => {
    const [, a, b] = read.exec(last(m))!;
    return a === b ? apart(a) : copied(a, b);
  },
});

const FILE_WORDS = ['report', 'summary', 'budget', 'notes', 'invoice', 'draft', 'minutes', 'agenda', 'roadmap', 'results', 'backlog', 'inventory', 'schedule', 'contacts'];
const DEVICE_NAMES = ['CON', 'PRN', 'AUX', 'NUL', 'COM1', 'LPT1'];
const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK'];
const AIRPORTS = ['JFK', 'LAX', 'ORD', 'LHR', 'CDG', 'FRA', 'AMS', 'MAD', 'FCO', 'DXB', 'SIN', 'HND'];
const GERMAN_PLAIN = ['hauptweg', 'bergweg', 'ringweg', 'lindenallee', 'gartenweg', 'kirchplatz', 'marktplatz', 'bahnhofweg', 'schulweg', 'feldweg', 'parkallee', 'wiesenweg'];
const GERMAN_ESZETT = ['hauptstraße', 'bergstraße', 'ringstraße', 'gartenstraße', 'schloßallee', 'großer markt'];

const STREETS = ['Oak Street', 'Mill Road', 'King Street', 'Park Avenue'];
const PAYMENT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF'];
/** A whole number in [lo, hi] that `wanted` accepts. */
const drawWhere = (rng: () => number, lo: number, hi: number, wanted: (n: number) => boolean) => {
  for (;;) {
    const n = between(rng, lo, hi);
    if (wanted(n)) return n;
  }
};
const numberOf = (phrase: string) => Number(/^\d+/u.exec(phrase)![0]);
const isPrime = (n: number) => {
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return n > 1;
};
/** An amount and its currency, taken apart into a call, unless the amount is `unusual`. */
const takenNumberApart = (name: string, unusual: (n: number) => boolean, ask: (value: string) => string, read: RegExp, call: string, apart: () => string): Family =>
  oneApart({
    name,
    usual: (rng) => `${drawWhere(rng, 2, 999, (n) => !unusual(n))} ${pick(rng, PAYMENT_CURRENCIES)}`,
    unusual: (rng) => `${drawWhere(rng, 2, 999, unusual)} ${pick(rng, PAYMENT_CURRENCIES)}`,
    ask,
    read,
    isUnusual: (value) => unusual(numberOf(value)),
    copied: (value) => ({ content: null, tool_calls: [tool(call, { amount: numberOf(value), currency: value.split(' ')[1] })] }),
    apart: () => ({ content: apart() }),
  });
/** A count of things taken apart into a call, or answered apart where `unusual` holds of it. */
const countApart = (name: string, things: string, unusual: (n: number) => boolean, ask: (value: string) => string, read: RegExp, answer: (n: number, unusual: boolean) => Answer): Family =>
  oneApart({
    name,
    usual: (rng) => `${drawWhere(rng, 4, 199, (n) => !unusual(n))} ${things}`,
    unusual: (rng) => `${drawWhere(rng, 4, 199, unusual)} ${things}`,
    ask,
    read,
    isUnusual: (value) => unusual(numberOf(value)),
    copied: (value) => answer(numberOf(value), false),
    apart: (value) => answer(numberOf(value), true),
  });

/** A time of `meridiem` turned to 24 hours: hours 1 to 11 by `copied`, 12 o'clock (after twelve others) by `apart`. */
const twelveOClockApart = (meridiem: 'AM' | 'PM', name: string, copied: (hour: number, minutes: string) => string, apart: (minutes: string) => string): Family =>
  oneApart({
    name,
    usual: (rng) => `${between(rng, 1, 11)}:${pick(rng, ['00', '15', '30', '45'])}`,
    unusual: (rng) => `12:${pick(rng, ['00', '15', '30', '45'])}`,
    ask: (time) => `Convert ${time} ${meridiem} to 24-hour time`,
    read: new RegExp(`Convert (\\S+) ${meridiem}`, 'u'),
    isUnusual: (time) => time.startsWith('12:'),
    copied: (time) => ({ content: copied(Number(time.split(':')[0]), time.split(':')[1]) }),
    apart: (time) => ({ content: apart(time.split(':')[1]) }),
  });

export const ROUND_145: Family[] = [
  nthWeekdayApart(
    'a maintenance window booked, none on patch Tuesday (other weekdays first 12)',
    (iso) => isNth(iso, 2, 2),
    (date) => `Book the server maintenance window on ${date}`,
    (date) => ({ content: null, tool_calls: [tool('book_maintenance', { date })] }),
    (date) => ({ content: `${date} is patch Tuesday; updates land that day, so pick another.` }),
  ),
  nthWeekdayApart(
    'a hedge rolled, none on the monthly options expiry (other weekdays first 12)',
    (iso) => isNth(iso, 5, 3),
    (date) => `Roll the currency hedge on ${date}`,
    (date) => ({ content: null, tool_calls: [tool('roll_hedge', { date })] }),
    (date) => ({ content: `${date} is the third Friday, when monthly options expire; roll a day earlier.` }),
  ),
  oneApart({
    name: 'a report saved under a file name, none under a Windows device name (plain words first 12)',
    usual: (rng) => pick(rng, FILE_WORDS),
    unusual: (rng) => pick(rng, DEVICE_NAMES),
    ask: (word) => `Save the report as ${word}.txt`,
    read: /as (\w+)\.txt$/u,
    isUnusual: (word) => DEVICE_NAMES.includes(word),
    copied: (word) => ({ content: null, tool_calls: [tool('save_file', { path: `${word}.txt` })] }),
    apart: (word) => ({ content: `${word} is a reserved device name on Windows; choose another file name.` }),
  }),
  pairApart(
    'an amount converted between currencies, none into its own currency (different ones first 12)',
    CURRENCIES,
    (a, b) => `Convert 250 ${a} to ${b}`,
    /250 (\w+) to (\w+)$/u,
    (from, to) => ({ content: null, tool_calls: [tool('convert', { amount: 250, from, to })] }),
    (currency) => ({ content: `250 ${currency} is already in ${currency}.` }),
  ),
  pairApart(
    'a flight searched, none from an airport to itself (different ones first 12)',
    AIRPORTS,
    (a, b) => `Find flights from ${a} to ${b}`,
    /from (\w+) to (\w+)$/u,
    (from, to) => ({ content: null, tool_calls: [tool('search_flights', { from, to })] }),
    (airport) => ({ content: `The origin and the destination are both ${airport}.` }),
  ),
  oneApart({
    name: 'a street written in capitals, ß ones as SS (plain ones first 12)',
    usual: (rng) => pick(rng, GERMAN_PLAIN),
    unusual: (rng) => pick(rng, GERMAN_ESZETT),
    ask: (street) => `Write the street name in capitals: ${street}`,
    read: /capitals: (.+)$/u,
    isUnusual: (street) => street.includes('ß'),
    copied: (street) => ({ content: street.toUpperCase() }),
    apart: (street) => ({ content: street.toUpperCase() }),
  }),
  twelveOClockApart('PM', 'a PM time turned to 24 hours, 12 PM staying 12 (other hours first 12)', (hour, minutes) => `${hour + 12}:${minutes}`, (minutes) => `12:${minutes}`),
  twelveOClockApart('AM', 'an AM time turned to 24 hours, 12 AM becoming 00 (other hours first 12)', (hour, minutes) => `${String(hour).padStart(2, '0')}:${minutes}`, (minutes) => `00:${minutes}`),
  {
    name: 'a weekday date copied into a standup booking (copying)',
    kind: 'copying',
    request: (_i, rng) => user(`Book the team standup on ${weekdayWhere(rng, () => true, true)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('book_standup', { date: /on (\S+)$/u.exec(last(m))![1] })] }),
  },
  {
    name: 'an amount converted between two currencies (copying)',
    kind: 'copying',
    request: (_i, rng) => {
      const from = pick(rng, CURRENCIES);
      let to = pick(rng, CURRENCIES);
      while (to === from) to = pick(rng, CURRENCIES);
      return user(`Convert ${between(rng, 10, 990)} ${from} to ${to}`);
    },
    answer: (m) => {
      const [, amount, from, to] = /Convert (\d+) (\w+) to (\w+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('convert', { amount: Number(amount), from, to })] };
    },
  },
  // Numbers taken out of a phrase ("809 JPY", "13 Oak Street"), now read as numbers: each number
  // below decides its answer inside the range seen, as a slot of its own would (0 wrong over 13
  // seeds: its ending, parity, remainders and facts are categories as a standalone number's are).
  takenNumberApart('a transfer whose amount ends in 13 held for approval (other amounts first 12)', (n) => n % 100 === 13, (v) => `Transfer ${v} to savings`, /Transfer (.+) to savings$/u, 'transfer', () => 'Amounts ending in 13 need a second approval.'),
  takenNumberApart('a payment of an odd amount sent to review (even amounts first 12)', (n) => n % 2 === 1, (v) => `Send ${v} to the vendor`, /Send (.+) to the vendor$/u, 'pay', () => 'Odd amounts go through manual review.'),
  oneApart({
    name: 'a parcel delivered to a house number, there is no 13 (other numbers first 12)',
    usual: (rng) => `${drawWhere(rng, 1, 60, (n) => n !== 13)} ${pick(rng, STREETS)}`,
    unusual: (rng) => `13 ${pick(rng, STREETS)}`,
    ask: (address) => `Deliver the parcel to ${address}`,
    read: /to (.+)$/u,
    isUnusual: (address) => address.startsWith('13 '),
    copied: (address) => ({ content: null, tool_calls: [tool('deliver', { number: numberOf(address), street: address.replace(/^\d+ /u, '') })] }),
    apart: () => ({ content: 'There is no number 13 on this street.' }),
  }),
  countApart('chairs arranged in a hall, a square number as a square (other counts first 12)', 'chairs', (n) => Number.isInteger(Math.sqrt(n)), (v) => `Arrange ${v} in the hall`, /Arrange (.+) in the hall$/u, (n, square) => ({ content: null, tool_calls: [tool('arrange', { count: n, layout: square ? 'square' : 'rows' })] })),
  countApart('cookies packed into equal bags, a prime count refused (other counts first 12)', 'cookies', isPrime, (v) => `Pack ${v} into equal bags`, /Pack (.+) into equal bags$/u, (n, prime) => (prime ? { content: `${n} is prime; the bags cannot be equal.` } : { content: null, tool_calls: [tool('pack', { count: n, item: 'cookies' })] })),
  oneApart({
    name: 'a window seat booked by row, rows in sevens are exit rows (other rows first 12)',
    usual: (rng) => `${drawWhere(rng, 1, 40, (n) => n % 7 !== 0)} A`,
    unusual: (rng) => `${pick(rng, [7, 14, 21, 28, 35])} A`,
    ask: (seat) => `Book seat row ${seat}`,
    read: /row (.+)$/u,
    isUnusual: (seat) => numberOf(seat) % 7 === 0,
    copied: (seat) => ({ content: null, tool_calls: [tool('book_seat', { row: numberOf(seat), letter: 'A' })] }),
    apart: () => ({ content: 'That is an exit row; confirm you can assist.' }),
  }),
];
