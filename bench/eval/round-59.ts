// Round fifty-nine of the induction evaluation: words a model lifts out of a copied phrase into a
// field of their own, a due word ("wash the car tomorrow": a due date), a spelled quantity ("three
// carrots": a quantity), a priority ("urgent wash the car") and a colour ("a red shirt"), and a
// "please" dropped from a title, after twelve phrases of as many words without them. All but the
// colour were served as copied (on 2, 6, 1 and 1 of 7 seeds) until words of time, number, priority
// and courtesy inside a phrase were features (value-features.ts).
import type { Family } from './families.js';
import { last, pick, tool, user } from './family-kit.js';

const FOUR_WORD_TODOS = ['email the new tenant', 'fix the garden gate', 'buy a birthday card', 'renew the car insurance', 'call the school office', 'pick up dry cleaning', 'sort the recycling bins', 'book the team lunch', 'check the tire pressure', 'water the back lawn', 'clear the spam folder', 'move the old boxes'];
const TODOS = ['call the bank', 'fix the sink', 'buy stamps', 'send the invoice', 'book a haircut', 'wash the car', 'read the contract', 'reply to Dana', 'print the tickets', 'pay the gas bill', 'clean the oven', 'order a cake', 'return the drill', 'pack the tent'];
const WHEN = ['tomorrow', 'tonight', 'today', 'next week'];
const GROCERIES = ['apples', 'eggs', 'lemons', 'onions', 'bagels', 'peppers', 'carrots', 'yogurts', 'limes', 'pears'];
const ADJECTIVES = ['ripe', 'green', 'organic', 'fresh', 'small', 'large', 'red', 'sweet', 'local', 'frozen', 'yellow', 'tiny', 'baby', 'juicy'];
const THREE_WORD_TASKS = ['call the bank', 'fix the sink', 'send the invoice', 'wash the car', 'read the contract', 'print the tickets', 'clean the oven', 'return the drill', 'pack the tent'];
const FABRICS = ['cotton', 'linen', 'wool', 'denim', 'silk', 'fleece', 'flannel', 'jersey', 'canvas', 'velvet', 'tweed', 'nylon'];
const COLOURS = ['red', 'blue', 'green', 'black', 'white', 'grey'];
const GARMENTS = ['shirt', 'jacket', 'scarf', 'dress', 'hoodie', 'skirt', 'vest', 'coat'];
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, 'a dozen': 12 };

export const ROUND_59: Family[] = [
  {
    name: 'to-do with a due word split out of the title (four-word undated to-dos first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add a task to my list: ${i < 12 || rng() < 0.6 ? pick(rng, FOUR_WORD_TODOS) : `${pick(rng, TODOS.filter((t) => t.split(' ').length === 3))} ${pick(rng, WHEN.slice(0, 3))}`}`),
    answer: (m) => {
      const text = /list: (.+)$/.exec(last(m))![1];
      const due = WHEN.find((w) => text.endsWith(` ${w}`));
      return { content: null, tool_calls: [tool('add_task', due ? { title: text.slice(0, -due.length - 1), due } : { title: text })] };
    },
  },
  {
    name: 'grocery item with a spelled quantity split out (plain items first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Put ${i < 12 || rng() < 0.6 ? `${pick(rng, ADJECTIVES)} ${pick(rng, GROCERIES)}` : `${pick(rng, Object.keys(COUNTS).filter((c) => !c.includes(' ')))} ${pick(rng, GROCERIES)}`} on the shopping list`),
    answer: (m) => {
      const text = /Put (.+) on the/.exec(last(m))![1];
      const count = Object.keys(COUNTS).find((c) => text.startsWith(`${c} `));
      return { content: null, tool_calls: [tool('add_item', count ? { item: text.slice(count.length + 1), quantity: COUNTS[count] } : { item: text })] };
    },
  },
  {
    name: 'task priority from a leading urgent (four-word tasks first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add a task to my list: ${i < 12 || rng() < 0.6 ? pick(rng, FOUR_WORD_TODOS) : `urgent ${pick(rng, THREE_WORD_TASKS)}`}`),
    answer: (m) => { const t = /list: (.+)$/.exec(last(m))![1]; return { content: null, tool_calls: [tool('add_task', t.startsWith('urgent ') ? { title: t.slice(7), priority: 'high' } : { title: t })] }; },
  },
  {
    name: 'product search with a colour split out (fabrics first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Search the shop for a ${i < 12 || rng() < 0.6 ? pick(rng, FABRICS) : pick(rng, COLOURS)} ${pick(rng, GARMENTS)}`),
    answer: (m) => { const [w, g] = /for a (\w+) (\w+)$/.exec(last(m))!.slice(1); return { content: null, tool_calls: [tool('search_products', COLOURS.includes(w) ? { query: g, colour: w } : { query: `${w} ${g}` })] }; },
  },
  {
    name: 'task title with please dropped (four-word tasks first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add a task to my list: ${i < 12 || rng() < 0.6 ? pick(rng, FOUR_WORD_TODOS) : `please ${pick(rng, THREE_WORD_TASKS)}`}`),
    answer: (m) => { const t = /list: (.+)$/.exec(last(m))![1]; return { content: null, tool_calls: [tool('add_task', { title: t.replace(/^please /, '') })] }; },
  },
];
