// Round eighty-nine of the induction evaluation: values shaped like dates, times and expiries that
// no calendar or clock has ("2027-02-29", "2026-04-31", "24:30", "13/27"), after valid ones. An
// agent refuses them; shape, length and the ranges of their parts look like the valid ones'.
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) => (month === 2 && leap(year) ? 29 : DAYS_IN_MONTH[month - 1]);
/** A valid ISO date while `validOnly`, else often a day past its month's end. */
const isoDate = (rng: () => number, validOnly: boolean) => {
  const year = between(rng, 2026, 2028);
  const month = between(rng, 1, 12);
  const days = daysIn(year, month);
  const day = !validOnly && days < 31 && rng() < 0.5 ? between(rng, days + 1, 31) : between(rng, 1, days);
  return `${year}-${pad(month)}-${pad(day)}`;
};
const isoValid = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m);
};

export const ROUND_89: Family[] = [
  {
    name: 'ISO date past its month\'s end refused (valid dates first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Book the venue on ${isoDate(rng, i < 12)}`),
    answer: (m) => {
      const date = /on (\S+)$/u.exec(last(m))![1];
      return isoValid(date) ? { content: null, tool_calls: [tool('book_venue', { date })] } : { content: `${date} is not a valid date. Which day did you mean?` };
    },
  },
  {
    name: 'a 29 February refused outside leap years (leap years first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Set a reminder for ${i < 12 ? pick(rng, [2028, 2032, 2036, 2040, 2044, 2048]) : between(rng, 2027, 2049)}-02-29`),
    answer: (m) => {
      const date = /for (\S+)$/u.exec(last(m))![1];
      return leap(Number(date.slice(0, 4))) ? { content: null, tool_calls: [tool('set_reminder', { date })] } : { content: `${date.slice(0, 4)} is not a leap year, so ${date} does not exist.` };
    },
  },
  {
    name: 'time of day past 23:59 refused (valid times first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Start the backup at ${pad(i < 12 || rng() < 0.5 ? between(rng, 0, 23) : between(rng, 24, 29))}:${pick(rng, ['00', '15', '30', '45'])}`),
    answer: (m) => {
      const time = /at (\S+)$/u.exec(last(m))![1];
      return Number(time.slice(0, 2)) < 24 ? { content: null, tool_calls: [tool('schedule_backup', { time })] } : { content: `${time} is not a time of day.` };
    },
  },
  {
    name: 'card expiry with a month past 12 refused (valid months first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Update my card expiry to ${pad(i < 12 || rng() < 0.6 ? between(rng, 1, 12) : between(rng, 13, 19))}/${between(rng, 27, 31)}`),
    answer: (m) => {
      const expiry = /to (\S+)$/u.exec(last(m))![1];
      return Number(expiry.slice(0, 2)) <= 12 ? { content: null, tool_calls: [tool('update_card', { expiry })] } : { content: `${expiry} is not a valid expiry: the month must be 01 to 12.` };
    },
  },
  {
    name: 'a valid ISO date copied into a booking call',
    kind: 'copying',
    request: (_i, rng) => user(`Reserve the meeting room on ${isoDate(rng, true)} please`),
    answer: (m) => ({ content: null, tool_calls: [tool('reserve_room', { date: /on (\S+) please$/u.exec(last(m))![1] })] }),
  },
];
