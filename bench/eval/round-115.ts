// Round one hundred and fifteen of the induction evaluation: how a value is written, once it is in
// the answer. Each look-alike copies its value verbatim for its first 12 requests and then writes
// some values otherwise: a number with leading zeros as a JSON number, a level capped at 10, a
// count with thousands separators, a title cut to 24 characters, an address lower-cased, an amount
// rounded to the cent, an hour on a 12-hour clock, a name refused because code reserves it. The
// copies carry what a copy must escape or keep apart: quotes and backslashes, two times, a tool
// result's invoice, a quoted query of several words.
import type { Family, Msg } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

const WORDS = ['quarterly', 'report', 'budget', 'review', 'draft', 'launch', 'plan', 'team', 'offsite', 'hiring', 'roadmap', 'invoice', 'design', 'sync', 'audit', 'migration', 'retro', 'onboarding'];
/** A title of `count` words. */
const title = (rng: () => number, count: number) => {
  const words = Array.from({ length: count }, () => pick(rng, WORDS));
  return words[0].charAt(0).toUpperCase() + words.join(' ').slice(1);
};
const LOCAL = ['emma', 'liam.ross', 'olivia_k', 'noah', 'ava.lee', 'mateo', 'sofia.r', 'lucas', 'mia22', 'ethan.w'];
const DOMAINS = ['example.com', 'mail.org', 'corp.net', 'inbox.io'];
const capitalized = (text: string) => text.replace(/(^|[._@])([a-z])/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
/** Names a variable may take, and names JavaScript reserves. */
const IDENTIFIERS = ['count', 'total', 'index', 'result', 'buffer', 'user', 'price', 'items', 'offset', 'cursor', 'payload', 'config', 'handler', 'score'];
const RESERVED = ['class', 'return', 'delete', 'switch', 'typeof', 'import', 'export', 'while', 'const', 'yield'];
const STATUS = ['Out for lunch', 'In a meeting', 'Working from home', 'On "focus" time', 'Back at 3', 'Reading C:\\docs', 'Say "hi"', 'Travelling', 'Do not disturb', 'Path a\\b is "done"'];
const QUERIES = ['rate limits', 'retry policy', 'webhook signature', 'streaming responses', 'batch jobs', 'token usage', 'error codes', 'model list', 'file uploads', 'fine tuning jobs'];

const u = (content: string): Msg => ({ role: 'user', content });
const sys = (content: string): Msg => ({ role: 'system', content });
/** A whole number with two leading zeros, one, or none. */
const zeroPadded = (rng: () => number) => pick(rng, [`00${between(rng, 10, 99)}`, `0${between(rng, 100, 999)}`]);
const hour12 = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}`;

export const ROUND_115: Family[] = [
  {
    name: 'an order number written with leading zeros, looked up as a JSON number (no zeros first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Look up order ${i < 12 || rng() < 0.5 ? String(between(rng, 1000, 9999)) : zeroPadded(rng)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('lookup_order', { order_id: Number(/order (\d+)$/u.exec(last(m))![1]) })] }),
  },
  {
    name: 'a volume level capped at 10 (levels up to 10 first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Set the volume to ${between(rng, 1, i < 12 ? 10 : 30)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('set_volume', { level: Math.min(10, Number(/to (\d+)$/u.exec(last(m))![1])) })] }),
  },
  {
    name: 'a step count from the system prompt written with thousands separators (below 1000 first 12)',
    kind: 'look-alike',
    request: (i, rng) => [sys(`Fitness tracker data.\nSteps today: ${i < 12 ? between(rng, 100, 999) : between(rng, 100, 40000)}`), u('How many steps did I walk today?')],
    answer: (m) => ({ content: `You walked ${Number(/Steps today: (\d+)/u.exec(m[0].content ?? '')![1]).toLocaleString('en-US')} steps today.` }),
  },
  {
    name: 'a task title cut to 24 characters (short titles first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Create a task: ${title(rng, i < 12 ? between(rng, 1, 2) : between(rng, 1, 5))}`),
    answer: (m) => {
      const name = /task: (.+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('create_task', { title: name.length > 24 ? `${name.slice(0, 23)}…` : name })] };
    },
  },
  {
    name: 'an email address lower-cased in a call (lower-case addresses first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const address = `${pick(rng, LOCAL)}@${pick(rng, DOMAINS)}`;
      return user(`Subscribe ${i >= 12 && rng() < 0.5 ? capitalized(address) : address} to the newsletter`);
    },
    answer: (m) => ({ content: null, tool_calls: [tool('subscribe', { email: /Subscribe (\S+) to/u.exec(last(m))![1].toLowerCase() })] }),
  },
  {
    name: 'an amount rounded to the cent (two decimals first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Charge ${between(rng, 1, 300)}.${i < 12 || rng() < 0.5 ? pad(between(rng, 0, 99)) : String(between(rng, 100, 999))} USD to my card`),
    answer: (m) => {
      const amount = /Charge (\S+) USD/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('charge', { amount: Math.round(Number(amount) * 100) / 100, currency: 'USD' })] };
    },
  },
  {
    name: 'an alarm set for an hour said on a 24-hour clock, confirmed on a 12-hour one (mornings first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Set an alarm for ${between(rng, 1, i < 12 ? 11 : 23)}:${pad(5 * between(rng, 0, 11))}`),
    answer: (m) => {
      const [, hour, minute] = /for (\d+):(\d+)$/u.exec(last(m))!;
      return { content: `Alarm set for ${hour12(Number(hour))}:${minute} ${Number(hour) < 12 ? 'AM' : 'PM'}.` };
    },
  },
  {
    name: 'a variable declared by name, refused when the language reserves it (ordinary names first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Declare a JavaScript variable named ${pick(rng, i < 12 || rng() < 0.6 ? IDENTIFIERS : RESERVED)}`),
    answer: (m) => {
      const name = /named (\S+)$/u.exec(last(m))![1];
      return { content: RESERVED.includes(name) ? `\`${name}\` is a reserved word in JavaScript; pick another name.` : `let ${name};` };
    },
  },
  {
    name: 'a status message with quotes and backslashes copied into a call',
    kind: 'copying',
    request: (_i, rng) => user(`Set my status to: ${pick(rng, STATUS)} (${between(rng, 1, 9)}h)`),
    answer: (m) => ({ content: null, tool_calls: [tool('set_status', { text: /status to: (.+)$/u.exec(last(m))![1] })] }),
  },
  {
    name: 'a meeting moved from one time to another, both copied into a call',
    kind: 'copying',
    request: (_i, rng) => user(`Move my ${between(rng, 8, 17)}:${pad(15 * between(rng, 0, 3))} meeting to ${between(rng, 8, 17)}:${pad(15 * between(rng, 0, 3))}`),
    answer: (m) => {
      const [, from, to] = /Move my (\S+) meeting to (\S+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('reschedule', { from, to })] };
    },
  },
  {
    name: "an invoice's number and amount relayed from a tool result",
    kind: 'copying',
    request: (_i, rng) => [
      u('What do I owe this month?'),
      { role: 'assistant', content: null, tool_calls: [tool('get_balance', {})] },
      { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ invoice: `INV-${between(rng, 1000, 9999)}`, due: `${between(rng, 20, 900)}.${pad(between(rng, 0, 99))}`, currency: pick(rng, ['EUR', 'USD', 'GBP']) }) },
    ],
    answer: (m) => {
      const { invoice, due, currency } = JSON.parse(m[2].content ?? '{}') as Record<string, string>;
      return { content: `Invoice ${invoice}: ${due} ${currency} is due.` };
    },
  },
  {
    name: 'a quoted query of several words copied into a docs search',
    kind: 'copying',
    request: (_i, rng) => user(`Search the docs for "${pick(rng, QUERIES)}" in version ${between(rng, 1, 4)}`),
    answer: (m) => {
      const [, query, version] = /for "(.+)" in version (\d)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('search_docs', { query, version: Number(version) })] };
    },
  },
];
