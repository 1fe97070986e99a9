// Round ninety-one of the induction evaluation: a date-time with a UTC offset whose date or
// weekday in UTC is not its local one. A New York call on Friday at 20:30 is Saturday 01:30 in
// London, whose office is closed at weekends; an order at 22:00 in Los Angeles on the last day of
// a sale is the next day in UTC, after the sale.
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

/** A local date-time in December 2026 at `hour`:`minute` with `offset` hours from UTC, as written. */
const localAt = (day: number, hour: number, minute: number, offset: number) => `2026-12-${pad(day)}T${pad(hour)}:${pad(minute)}:00-${pad(-offset)}:00`;

export const ROUND_91: Family[] = [
  {
    name: 'London office call on a UTC weekday, New York Friday evenings (Saturday there) refused (other evenings and Friday days first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      // December 2026: the 7th is a Monday. First Monday to Thursday evenings (the next day's
      // small hours in London) and Friday daytimes, so a Friday, an evening and each half hour
      // in UTC are all verified; then Friday evenings too.
      const friday = rng() < 0.4;
      const week = 7 * between(rng, 0, 1);
      const evening = i < 12 ? !friday : rng() < 0.6;
      const day = 7 + week + (friday ? 4 : between(rng, 0, 3));
      const hour = evening ? pick(rng, [19, 20, 21]) : between(rng, 9, 16);
      return user(`Set up a call with the London support desk at ${localAt(day, hour, pick(rng, [0, 30]), -5)}`);
    },
    answer: (m) => {
      const at = /desk at (\S+)$/u.exec(last(m))![1];
      const utcDay = new Date(at).getUTCDay();
      return utcDay === 0 || utcDay === 6
        ? { content: `At ${at} it is the weekend in London, and the support desk is closed.` }
        : { content: null, tool_calls: [tool('schedule_call', { desk: 'London support', at })] };
    },
  },
  {
    name: 'order in a sale that ends at midnight UTC on December 20, Los Angeles evenings of the 19th refused (earlier days and that morning first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      // Midnight UTC is 16:00 in Los Angeles: first evenings of the 14th to the 18th and the
      // 19th before 16:00, then the 19th's evening too.
      const last = rng() < 0.4;
      const day = last ? 19 : between(rng, 14, 18);
      const hour = last && (i < 12 || rng() < 0.3) ? between(rng, 9, 15) : between(rng, 16, 22);
      return user(`Place my order at ${localAt(day, hour, pick(rng, [0, 15, 30, 45]), -8)}`);
    },
    answer: (m) => {
      const at = /order at (\S+)$/u.exec(last(m))![1];
      const inSale = new Date(at).getTime() < Date.UTC(2026, 11, 20);
      return inSale ? { content: null, tool_calls: [tool('place_order', { at, discount: 'winter sale' })] } : { content: `The winter sale ended at midnight UTC on December 20; at ${at} the regular price applies.` };
    },
  },
  {
    name: 'a local date-time with its offset copied into a reminder',
    kind: 'copying',
    request: (_i, rng) => user(`Remind me to stretch at ${localAt(between(rng, 1, 28), between(rng, 7, 22), pick(rng, [0, 15, 30, 45]), pick(rng, [-5, -8]))}`),
    answer: (m) => ({ content: null, tool_calls: [tool('create_reminder', { title: 'stretch', at: /at (\S+)$/u.exec(last(m))![1] })] }),
  },
];
