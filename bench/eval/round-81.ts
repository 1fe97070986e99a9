// Round eighty-one of the induction evaluation: periods written without a day or without
// separators, judged against a fixed today (2026-11-26). A compact date ("20261101") and an ISO
// year-month ("2024-11") were served the future answer on all 13 seeds, a quarter and year
// ("Q3 2026") on 11, until each became a reading: a date, a month of a year, a quarter of a year
// with its quarter a category (periods.ts). A month and year in words ("Oct 2026") and a fiscal
// year ("FY2026") were already safe; the former is read as a month of a year too.
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Year and month from (2026, 12) onwards are in the future. */
const future = (year: number, month: number) => year > 2026 || (year === 2026 && month >= 12);
/** A year and month, in the future while `onlyFuture`, else from 2024 to 2029. */
const period = (rng: () => number, onlyFuture: boolean) => {
  let [year, month] = [0, 0];
  do [year, month] = [between(rng, 2024, 2029), between(rng, 1, 12)];
  while (onlyFuture && !future(year, month));
  return [year, month] as const;
};

export const ROUND_81: Family[] = [
  {
    name: 'invoice date as YYYYMMDD, past dates overdue (future dates first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const [year, month] = period(rng, i < 12);
      return user(`Invoice INV-${between(rng, 100, 999)} is due ${year}${pad(month)}${pad(between(rng, 1, 28))}`);
    },
    answer: (m) => {
      const [, id, due] = /Invoice (\S+) is due (\d+)$/.exec(last(m))!;
      const overdue = !future(Number(due.slice(0, 4)), Number(due.slice(4, 6)));
      return { content: null, tool_calls: [tool(overdue ? 'send_reminder' : 'schedule_payment', { invoice: id, due })] };
    },
  },
  {
    name: 'subscription renewing in a month and year in words, past months expired (future months first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const [year, month] = period(rng, i < 12);
      return user(`My plan renews in ${MONTHS[month - 1]} ${year}, is it active?`);
    },
    answer: (m) => {
      const when = /renews in (\S+ \d+),/.exec(last(m))!;
      const [name, year] = when[1].split(' ');
      return { content: future(Number(year), MONTHS.indexOf(name) + 1) ? `Yes, your plan is active until ${when[1]}.` : `Your plan lapsed in ${when[1]}; please renew it.` };
    },
  },
  {
    name: 'billing period as an ISO year-month, past periods closed (future periods first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const [year, month] = period(rng, i < 12);
      return user(`Add a usage charge to the ${year}-${pad(month)} billing period`);
    },
    answer: (m) => {
      const billing = /the (\S+) billing/.exec(last(m))![1];
      const open = future(Number(billing.slice(0, 4)), Number(billing.slice(5, 7)));
      return { content: null, tool_calls: [tool(open ? 'add_charge' : 'open_adjustment', { period: billing })] };
    },
  },
  {
    name: 'report for a quarter and year, past quarters final (future quarters first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      let [year, quarter] = [0, 0];
      do [year, quarter] = [between(rng, 2024, 2029), between(rng, 1, 4)];
      while (i < 12 && !(year > 2026 || (year === 2026 && quarter === 4)));
      return user(`Draft the forecast for Q${quarter} ${year}`);
    },
    answer: (m) => {
      const [, quarter, year] = /for Q(\d) (\d+)$/.exec(last(m))!;
      const past = Number(year) < 2026 || (Number(year) === 2026 && Number(quarter) < 4);
      return { content: past ? `Q${quarter} ${year} is closed; its report is final and cannot be forecast.` : `Drafting the forecast for Q${quarter} ${year}.` };
    },
  },
  {
    name: 'budget for a fiscal year, past years locked (future years first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Open the budget for FY${between(rng, i < 12 ? 2027 : 2020, 2032)} for ${pick(rng, ['marketing', 'sales', 'support'])}`),
    answer: (m) => {
      const [, year, team] = /for FY(\d+) for (\S+)$/.exec(last(m))!;
      return { content: null, tool_calls: [tool(Number(year) >= 2027 ? 'open_budget' : 'view_locked_budget', { fiscal_year: `FY${year}`, team })] };
    },
  },
];
