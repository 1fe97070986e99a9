// Round seventy-nine of the induction evaluation: a part of a path or a URL that several values
// share among the first examples, counts in words past twenty, and container sizes in Gi. A link's
// section ("/returns/" after orders, cart, wishlist and account) was served the ticket call on all
// 13 seeds until a URL's path words became features of their own, categories once they repeat
// (url-parts.ts): a URL has too many parts for a value's parts to count. The rest were safe.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const SHOP_SECTIONS = ['orders', 'cart', 'wishlist', 'account'];
const SOURCE_DIRS = ['src', 'lib', 'scripts', 'app'];
const FILES = ['util', 'parser', 'config', 'router', 'cache', 'session', 'format', 'client'];
const WORD_NUMBERS = ['three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const PAST_TWENTY = ['twenty-one', 'twenty-five', 'thirty', 'thirty-two', 'forty', 'fifty', 'sixty'];

export const ROUND_79: Family[] = [
  {
    name: 'support link by the section of a URL, returns later (shop sections first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Help with https://shop.example.com/${i < 12 || rng() < 0.6 ? pick(rng, SHOP_SECTIONS) : 'returns'}/${between(rng, 10000, 99999)}`),
    answer: (m) => {
      const url = /with (\S+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool(url.includes('/returns/') ? 'open_return' : 'open_ticket', { url })] };
    },
  },
  {
    name: 'file run by a coding agent, test files with the test runner (source folders first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Run ${i < 12 || rng() < 0.6 ? pick(rng, SOURCE_DIRS) : 'tests'}/${pick(rng, FILES)}.ts`),
    answer: (m) => {
      const path = /Run (\S+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('bash', { command: path.startsWith('tests/') ? `npx vitest run ${path}` : `npx tsx ${path}` })] };
    },
  },
  {
    name: 'group booking by a count in words, over twenty by the group desk (up to twenty first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Book a table for ${pick(rng, i < 12 || rng() < 0.5 ? WORD_NUMBERS : PAST_TWENTY)} people tonight`),
    answer: (m) => {
      const count = /for (\S+) people/.exec(last(m))![1];
      return { content: WORD_NUMBERS.includes(count) ? `Booked: a table for ${count} tonight.` : `For ${count} people, our group desk will call you to arrange the booking.` };
    },
  },
  {
    name: 'container memory in Gi, over 8Gi needs a bigger node (small containers first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Deploy the worker with ${between(rng, 1, i < 12 ? 8 : 32)}Gi of memory`),
    answer: (m) => {
      const memory = /with (\S+) of memory/.exec(last(m))![1];
      return { content: null, tool_calls: [tool(Number.parseInt(memory, 10) > 8 ? 'request_large_node' : 'deploy', { service: 'worker', memory })] };
    },
  },
  {
    name: 'count in words copied into a booking call',
    kind: 'copying',
    request: (_i, rng) => user(`Reserve ${pick(rng, [...WORD_NUMBERS, ...PAST_TWENTY])} seats for the ${pick(rng, ['matinee', 'evening show', 'late show', 'premiere'])}`),
    answer: (m) => {
      const [, count, show] = /Reserve (\S+) seats for the (.+)$/.exec(last(m))!;
      return { content: null, tool_calls: [tool('reserve_seats', { count, show })] };
    },
  },
];
