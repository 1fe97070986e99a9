// Round forty-seven of the induction evaluation, written when the thresholds came down to 8
// distinct values (10 where risky): copying from lists of a dozen (where waiting for ten distinct
// values cost most reach), and look-alikes whose hidden dependency agrees on the first 8 to 22
// values (free shipping inside the EU, a queue by the sender's domain, a title by a name the
// answer ignores), and aimed at the relay of tool results: a warehouse or carrier by an order id's
// range, parity or prefix in a sentence naming the id and a city, and customs by the city itself.
// The last found a hole older than the round: a city relayed with words of the answer's own
// ("arrives directly") was served for Tokyo after twenty-two US cities.
import type { Family, Msg } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

const sys = (content: string): Msg => ({ role: 'system', content });
const u = (content: string): Msg => ({ role: 'user', content });
const a = (content: string): Msg => ({ role: 'assistant', content });

const NAMES = ['Alice', 'Bruno', 'Chen', 'Dana', 'Eli', 'Fatima', 'Goran', 'Hiro', 'Ines', 'Jonas', 'Kira', 'Luis'];
const CITIES = ['Lisbon', 'Madrid', 'Rome', 'Vienna', 'Prague', 'Dublin', 'Athens', 'Warsaw', 'Oslo', 'Helsinki', 'Riga', 'Sofia'];
const US = ['Boston', 'Denver', 'Austin', 'Seattle', 'Chicago', 'Miami', 'Phoenix', 'Atlanta', 'Dallas', 'Portland', 'Detroit', 'Houston'];
const ITEMS = ['lamp', 'chair', 'desk', 'mug', 'rug', 'shelf', 'clock', 'vase', 'mirror', 'stool'];
const TITLES = ['Team sync', 'Dentist', 'Call mom', 'Pay rent', 'Gym session', 'Book club', 'Code review', 'Water plants', 'Sprint planning', 'Lunch with Sam'];
const DOMAINS_A = ['acme.com'];
const DOMAINS_B = ['globex.io', 'initech.net', 'hooli.com'];
const EU = ['France', 'Germany', 'Spain', 'Italy', 'Austria', 'Belgium', 'Portugal', 'Ireland', 'Greece'];
const NON_EU = ['Japan', 'Brazil', 'Canada', 'India', 'Kenya', 'Chile'];
const SMALL_PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47];

export const ROUND_47: Family[] = [
  // Copying from lists of a dozen.
  {
    name: 'name told in the first turn, asked in the third',
    kind: 'copying',
    request: (_i, rng) => [u(`Hi, I'm ${pick(rng, NAMES)}.`), a('Nice to meet you! How can I help?'), u("What's my name?")],
    answer: (m) => ({ content: `Your name is ${/I'm (\S+)\./.exec(m[0].content!)![1]}.` }),
  },
  {
    name: 'date in the system prompt, asked',
    kind: 'copying',
    request: (_i, rng) => [sys(`Current date: 2026-${pad(between(rng, 1, 12))}-${pad(between(rng, 1, 28))}.`), u('What is the date today?')],
    answer: (m) => ({ content: `Today is ${/date: (\S+)\./.exec(m[0].content!)![1]}.` }),
  },
  {
    name: 'order id and city relayed from a tool result',
    kind: 'copying',
    request: (_i, rng) => [u('Where is my order?'), { role: 'assistant', content: null, tool_calls: [tool('get_order', {})] }, { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ order_id: `ORD-${between(rng, 1000, 9999)}`, city: pick(rng, CITIES) }) }],
    answer: (m) => { const r = JSON.parse(last(m)); return { content: `Order ${r.order_id} is on its way to ${r.city}.` }; },
  },
  {
    name: 'reminder with a multi-word title, hour padded to two digits',
    kind: 'copying',
    request: (_i, rng) => user(`Remind me to ${pick(rng, TITLES)} at ${between(rng, 7, 20)}:00`),
    answer: (m) => { const [, t, h] = /to (.+) at (\d+):00$/.exec(last(m))!; return { content: null, tool_calls: [tool('create_reminder', { title: t, time: `${pad(Number(h))}:00` })] }; },
  },
  {
    name: 'add an item to the cart with a quantity',
    kind: 'copying',
    request: (_i, rng) => user(`Add ${between(rng, 2, 9)} of the ${pick(rng, ITEMS)} to my cart`),
    answer: (m) => { const [, n, it] = /Add (\d+) of the (\w+)/.exec(last(m))!; return { content: null, tool_calls: [tool('add_to_cart', { item: it, quantity: Number(n) })] }; },
  },
  {
    name: 'signed-in user in the system prompt, greeted',
    kind: 'copying',
    request: (_i, rng) => [sys(`The signed-in user is ${pick(rng, NAMES)} (id ${between(rng, 100, 999)}).`), u('Hello!')],
    answer: (m) => ({ content: `Hello ${/user is (\S+) /.exec(m[0].content!)![1]}! How can I help you today?` }),
  },
  // Look-alikes with a hidden dependency whose first values agree.
  {
    name: 'free shipping inside the EU (EU countries first 9)',
    kind: 'look-alike',
    request: (i, rng) => user(`Ship my parcel to ${i < 9 ? EU[i] : pick(rng, [...EU, ...NON_EU])}`),
    answer: (m) => { const c = /to (\w+)$/.exec(last(m))![1]; return { content: null, tool_calls: [tool('create_shipment', { country: c, shipping: EU.includes(c) ? 'free' : 'paid' })] }; },
  },
  {
    name: 'ticket routed by sender domain (acme first 8)',
    kind: 'look-alike',
    request: (i, rng) => user(`New ticket from ${pick(rng, NAMES).toLowerCase()}@${i < 8 ? DOMAINS_A[0] : pick(rng, [...DOMAINS_A, ...DOMAINS_B])}`),
    answer: (m) => { const e = /from (\S+)$/.exec(last(m))![1]; return { content: null, tool_calls: [tool('route_ticket', { sender: e, queue: e.endsWith('acme.com') ? 'enterprise' : 'standard' })] }; },
  },
  {
    name: 'domestic flag for US cities (US first 8, one list)',
    kind: 'look-alike',
    request: (i, rng) => user(`Book a flight to ${i < 8 ? US[i] : pick(rng, [...US, ...CITIES])}`),
    answer: (m) => { const c = /to (\w+)$/.exec(last(m))![1]; return { content: null, tool_calls: [tool('book_flight', { destination: c, domestic: US.includes(c) })] }; },
  },
  {
    name: 'prime check echoed (primes first 9)',
    kind: 'look-alike',
    request: (i, rng) => user(`Check the number ${i < 9 ? SMALL_PRIMES[i] : between(rng, 2, 50)}`),
    answer: (m) => { const n = Number(/number (\d+)$/.exec(last(m))![1]); const p = SMALL_PRIMES.includes(n); return { content: `${n} checked: ${p ? 'prime' : 'composite'}.` }; },
  },
  {
    name: 'name in the first turn decides a title, answer ignores it (women first 8)',
    kind: 'look-alike',
    request: (i, rng) => [u(`My name is ${i < 8 ? ['Alice', 'Dana', 'Fatima', 'Ines', 'Kira', 'Maria', 'Nora', 'Olga'][i] : pick(rng, NAMES)}.`), a('Thanks.'), u('Please confirm my booking.')],
    answer: (m) => { const n = /is (\S+)\./.exec(m[0].content!)![1]; const woman = ['Alice', 'Dana', 'Fatima', 'Ines', 'Kira', 'Maria', 'Nora', 'Olga'].includes(n); return { content: `Your booking is confirmed, ${woman ? 'madam' : 'sir'}.` }; },
  },
  {
    name: 'stock lookup by item, answer ignores the item (in stock first 8)',
    kind: 'look-alike',
    request: (i, rng) => user(`Is the ${i < 8 ? ITEMS[i] : pick(rng, ITEMS)} available?`),
    answer: (m) => { const it = /the (\w+) avail/.exec(last(m))![1]; return { content: ['mirror', 'stool'].includes(it) ? 'Sorry, that is out of stock.' : 'Yes, it is in stock.' }; },
  },
  {
    name: 'two-turn quantity pluralized (more than one first 8)',
    kind: 'look-alike',
    request: (i, rng) => [u(`I need ${i < 8 ? between(rng, 2, 9) : between(rng, 1, 9)} chairs... or rather that many.`), a('Got it.'), u('Repeat my order.')],
    answer: (m) => { const n = Number(/need (\d+)/.exec(m[0].content!)![1]); return { content: `You ordered ${n} ${n === 1 ? 'chair' : 'chairs'}.` }; },
  },
  {
    name: 'warehouse by order id range, in the sentence naming the id and city (low ids first)',
    kind: 'look-alike',
    request: (i, rng) => [u('Where is my order?'), { role: 'assistant', content: null, tool_calls: [tool('get_order', {})] }, { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ order_id: `ORD-${i < 20 ? between(rng, 1000, 4999) : between(rng, 1000, 9999)}`, city: pick(rng, CITIES) }) }],
    answer: (m) => { const r = JSON.parse(last(m)); return { content: `Order ${r.order_id} ships from our ${Number(r.order_id.slice(4)) < 5000 ? 'east' : 'west'} warehouse to ${r.city}.` }; },
  },
  {
    name: 'warehouse by order id parity, in the sentence naming the id and city (even first 8)',
    kind: 'look-alike',
    request: (i, rng) => [u('Where is my order?'), { role: 'assistant', content: null, tool_calls: [tool('get_order', {})] }, { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ order_id: `ORD-${i < 8 ? 2 * between(rng, 500, 4999) : between(rng, 1000, 9999)}`, city: pick(rng, CITIES) }) }],
    answer: (m) => { const r = JSON.parse(last(m)); return { content: `Order ${r.order_id} ships from our ${Number(r.order_id.slice(4)) % 2 === 0 ? 'east' : 'west'} warehouse to ${r.city}.` }; },
  },
  {
    name: 'carrier by order id prefix, in the sentence naming the id and city (EU first 10)',
    kind: 'look-alike',
    request: (i, rng) => [u('Where is my order?'), { role: 'assistant', content: null, tool_calls: [tool('get_order', {})] }, { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ order_id: `${i < 10 ? 'EU' : pick(rng, ['EU', 'US'])}-${between(rng, 1000, 9999)}`, city: pick(rng, CITIES) }) }],
    answer: (m) => { const r = JSON.parse(last(m)); return { content: `Order ${r.order_id} travels by ${r.order_id.startsWith('EU') ? 'rail' : 'truck'} to ${r.city}.` }; },
  },
  {
    name: 'order id from the user turn, city from the tool, carrier by id range (low first)',
    kind: 'look-alike',
    request: (i, rng) => { const id = i < 20 ? between(rng, 10000, 49999) : between(rng, 10000, 99999); return [u(`Where is order ${id}?`), { role: 'assistant', content: null, tool_calls: [tool('get_order', { id })] }, { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ order_id: id, city: pick(rng, CITIES) }) }]; },
    answer: (m) => { const r = JSON.parse(last(m)); return { content: `Order ${r.order_id} is with ${r.order_id < 50000 ? 'DHL' : 'UPS'}, headed to ${r.city}.` }; },
  },
  {
    name: 'customs by destination, sentence without the id (US first 22)',
    kind: 'look-alike',
    request: (i, rng) => [u('When will my parcel arrive?'), { role: 'assistant', content: null, tool_calls: [tool('get_parcel', {})] }, { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ parcel_id: `P${between(rng, 10000, 99999)}`, city: i < 22 ? pick(rng, US) : pick(rng, [...US, 'Paris', 'Tokyo', 'Lima']), eta: `2026-06-${between(rng, 10, 28)}` }) }],
    answer: (m) => { const r = JSON.parse(last(m)); return { content: `Your parcel to ${r.city} arrives ${['Paris', 'Tokyo', 'Lima'].includes(r.city) ? 'after customs' : 'directly'} on ${r.eta}.` }; },
  },
  {
    name: 'customs by destination, id in its own sentence (US first 22)',
    kind: 'look-alike',
    request: (i, rng) => [u('When will my parcel arrive?'), { role: 'assistant', content: null, tool_calls: [tool('get_parcel', {})] }, { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ parcel_id: `P${between(rng, 10000, 99999)}`, city: i < 22 ? pick(rng, US) : pick(rng, [...US, 'Paris', 'Tokyo', 'Lima']), eta: `2026-06-${between(rng, 10, 28)}` }) }],
    answer: (m) => { const r = JSON.parse(last(m)); return { content: `Parcel ${r.parcel_id} found. It goes to ${r.city} ${['Paris', 'Tokyo', 'Lima'].includes(r.city) ? 'after customs' : 'directly'} and arrives on ${r.eta}.` }; },
  },
];
