// Round ninety of the induction evaluation: more values no calendar or clock has, whose parts each
// lie inside a valid one's ranges or whose reading fails quietly: a time's minutes past 59
// ("14:75"), an ISO week 54, a fifth quarter, a billing month 13, an expiry of month 00. An agent
// refuses each; the valid ones are copied.
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

/** A valid value while `validOnly`, else often an invalid one. */
const validOr = <T>(rng: () => number, validOnly: boolean, valid: () => T, invalid: () => T) => (validOnly || rng() < 0.5 ? valid() : invalid());

export const ROUND_90: Family[] = [
  {
    name: 'alarm time with minutes past 59 refused (valid times first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Set an alarm for ${pad(between(rng, 5, 22))}:${validOr(rng, i < 12, () => pad(between(rng, 0, 59)), () => String(between(rng, 60, 99)))}`),
    answer: (m) => {
      const time = /for (\S+)$/u.exec(last(m))![1];
      return Number(time.slice(3)) < 60 ? { content: null, tool_calls: [tool('set_alarm', { time })] } : { content: `${time} is not a valid time: minutes run from 00 to 59.` };
    },
  },
  {
    name: 'ISO week past the year\'s last refused (weeks 1 to 52 first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Plan the sprint for ${between(rng, 2026, 2028)}-W${pad(validOr(rng, i < 12, () => between(rng, 1, 52), () => between(rng, 54, 60)))}`),
    answer: (m) => {
      const week = /for (\S+)$/u.exec(last(m))![1];
      return Number(week.slice(6)) <= 53 ? { content: null, tool_calls: [tool('plan_sprint', { week })] } : { content: `${week} does not exist: a year has at most 53 ISO weeks.` };
    },
  },
  {
    name: 'a fifth quarter refused (quarters 1 to 4 first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Show revenue for Q${validOr(rng, i < 12, () => between(rng, 1, 4), () => between(rng, 5, 8))} ${between(rng, 2023, 2026)}`),
    answer: (m) => {
      const [, q, year] = /for Q(\d) (\d{4})$/u.exec(last(m))!;
      return Number(q) <= 4 ? { content: null, tool_calls: [tool('revenue_report', { quarter: Number(q), year: Number(year) })] } : { content: `Q${q} ${year} is not a quarter: a year has four.` };
    },
  },
  {
    name: 'billing month 13 or 00 refused (months 01 to 12 first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Send the invoices for ${between(rng, 2025, 2027)}-${validOr(rng, i < 12, () => pad(between(rng, 1, 12)), () => pick(rng, ['00', '13', '14', '15']))}`),
    answer: (m) => {
      const month = /for (\S+)$/u.exec(last(m))![1];
      const n = Number(month.slice(5));
      return n >= 1 && n <= 12 ? { content: null, tool_calls: [tool('send_invoices', { period: month })] } : { content: `${month} is not a month.` };
    },
  },
  {
    name: 'card expiry of month 00 refused (valid months first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`My card expires ${validOr(rng, i < 12, () => pad(between(rng, 1, 12)), () => '00')}/${between(rng, 27, 31)}`),
    answer: (m) => {
      const expiry = /expires (\S+)$/u.exec(last(m))![1];
      return expiry.startsWith('00') ? { content: `${expiry} is not a valid expiry date.` } : { content: null, tool_calls: [tool('update_card', { expiry })] };
    },
  },
  {
    name: 'an alarm time copied into a call',
    kind: 'copying',
    request: (_i, rng) => user(`Wake me at ${pad(between(rng, 5, 9))}:${pick(rng, ['00', '10', '15', '20', '30', '40', '45', '50'])} tomorrow`),
    answer: (m) => ({ content: null, tool_calls: [tool('set_alarm', { time: /at (\S+) tomorrow$/u.exec(last(m))![1], day: 'tomorrow' })] }),
  },
];
