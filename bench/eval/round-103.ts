// Round one hundred and three of the induction evaluation: a cycle between two times, and a fact
// inside an identifier beside a category. A shuttle every 20 minutes from a first departure runs
// at 07:05, 07:25 and 07:45, not 07:35, though each minute of the hour was verified with other
// first departures; a store stocks the product lines its SKU prefixes name, the downtown store
// lines A and B and the airport store B and C.
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Product lines each store stocks, by SKU prefix. */
const LINES: Record<string, string[]> = { downtown: ['A', 'B'], airport: ['B', 'C'], harbor: ['A', 'C', 'D'] };
const sku = (rng: () => number, line: string) => `${line}-${between(rng, 1000, 9999)}`;

export const ROUND_103: Family[] = [
  {
    name: 'a shuttle every 20 minutes from a first departure, times between departures refused (departures first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const first = 6 * 60 + 5 * between(rng, 0, 11);
      const after = i < 12 || rng() < 0.4 ? 20 * between(rng, 1, 9) : 5 * between(rng, 2, 36);
      return user(`The shuttle leaves every 20 minutes from ${clock(first)}. Book me on the ${clock(first + after)} shuttle.`);
    },
    answer: (m) => {
      const [, first, time] = /from (\d\d:\d\d)\. Book me on the (\d\d:\d\d) shuttle\.$/u.exec(last(m))!;
      return (minutesOf(time) - minutesOf(first)) % 20 === 0
        ? { content: null, tool_calls: [tool('book_shuttle', { departure: time })] }
        : { content: `No shuttle leaves at ${time}; they leave every 20 minutes from ${first}.` };
    },
  },
  {
    name: 'a SKU reserved at a store that stocks its line, other lines refused (stocked lines first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const store = pick(rng, Object.keys(LINES));
      return user(`Reserve ${sku(rng, pick(rng, i < 12 ? LINES[store] : ['A', 'B', 'C', 'D']))} at the ${store} store`);
    },
    answer: (m) => {
      const [, code, line, store] = /Reserve (([A-Z])-\d+) at the (\w+) store$/u.exec(last(m))!;
      return LINES[store].includes(line)
        ? { content: null, tool_calls: [tool('reserve', { sku: code, store })] }
        : { content: `The ${store} store does not stock line ${line}; ${code} cannot be reserved there.` };
    },
  },
  {
    name: 'a start and an end time copied into a calendar call',
    kind: 'copying',
    request: (_i, rng) => {
      const start = 7 * 60 + 5 * between(rng, 0, 100);
      return user(`Block my calendar from ${clock(start)} to ${clock(start + 5 * between(rng, 3, 36))}`);
    },
    answer: (m) => {
      const [, from, to] = /from (\S+) to (\S+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('block_calendar', { from, to })] };
    },
  },
  {
    name: 'a SKU and a store copied into a stock call',
    kind: 'copying',
    request: (_i, rng) => user(`Check stock of ${sku(rng, pick(rng, ['A', 'B', 'C', 'D']))} at ${pick(rng, Object.keys(LINES))}`),
    answer: (m) => {
      const [, code, store] = /stock of (\S+) at (\w+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('check_stock', { sku: code, store })] };
    },
  },
];
