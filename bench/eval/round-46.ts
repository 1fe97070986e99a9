// Round forty-six of the induction evaluation, written after the rules before it were tuned.
// Copying and noise families shaped like agent traffic (a company in the system prompt, a number
// from two turns back, records from tool results, multi-word names of places, books and
// restaurants, SQL, dates and times into tool calls), and look-alikes aimed at what that round
// relaxed (one ignored lower-case word, a JSON "name" key, SQL keywords, relations between values
// of two kinds) and at string transformations that copy most of a value (possessives, slugs,
// camelCase, truncation, rounding, masking).
import type { Family, Msg } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

const sys = (content: string): Msg => ({ role: 'system', content });
const u = (content: string): Msg => ({ role: 'user', content });
const a = (content: string): Msg => ({ role: 'assistant', content });
const date = (rng: () => number) => `2026-${pad(between(rng, 1, 12))}-${pad(between(rng, 1, 28))}`;
const digits = (rng: () => number, n: number) => Array.from({ length: n }, () => Math.floor(rng() * 10)).join('');

const COMPANIES = ['Acme Corp', 'Globex', 'Initech', 'Umbrella Health', 'Stark Industries', 'Wayne Enterprises', 'Hooli', 'Pied Piper', 'Vandelay Imports', 'Soylent Foods'];
const GIVEN = ['Emma', 'Liam', 'Noah', 'Ava', 'Priya', 'Omar', 'Mia', 'Leo', 'Iris', 'Hugo', 'Nina', 'Ravi', 'Sofia', 'Theo', 'Lena', 'Kai', 'Zoë', 'José', 'Łukasz'];
const SURNAMES = ['Patel', 'Garcia', 'Kim', 'Rossi', 'Novak', 'Silva', 'Jensen', 'Costa', 'Walker', 'Kowalski', 'Dubois', 'Okafor'];
const CITIES = ['São Paulo', 'Zürich', 'New York', 'Los Angeles', 'Paris', 'Berlin', 'Tokyo', 'Mexico City', 'Cape Town', 'Oslo', 'Kraków', 'Rio de Janeiro'];
const RESTAURANTS = ['The Green Olive', 'Sushi Zen', 'Casa Luna', 'Blue Door Bistro', 'Mama Mia', 'The Golden Fork', 'Noodle House', 'Le Petit Café'];
const BOOKS = ['The Old Man and the Sea', 'Dune', 'Pride and Prejudice', 'The Hobbit', 'War and Peace', 'Beloved', 'Middlemarch', 'The Name of the Rose'];
const CONDITIONS = ['sunny', 'cloudy', 'light rain', 'snow', 'thunderstorms', 'fog'];
const STREETS = ['Baker Street', 'Main St', 'Elm Avenue', 'Rue de Rivoli', 'Hauptstraße', 'Oak Lane', 'Sunset Blvd'];
const NAMES = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy', 'Ken', 'Lena', 'Mona', 'Omar', 'Pia', 'Raj'];
const S_NAMES = ['James', 'Charles', 'Thomas', 'Chris', 'Lucas', 'Agnes', 'Doris', 'Marcus'];
const W = ['first', 'last', 'user', 'order', 'item', 'total', 'page', 'count', 'created', 'updated', 'zip', 'city'];
const TITLE = ['Summer', 'Sale', 'Winter', 'News', 'Big', 'Deals', 'Garden', 'Tips', 'Home', 'Office', 'Travel', 'Guide'];
const SITES = ['shop', 'news', 'acme', 'globex', 'initech', 'umbrella', 'hooli', 'vandelay'];
const TLD = ['com', 'org', 'net', 'io'];
const BASES = ['report', 'notes', 'photo', 'budget', 'invoice', 'draft', 'backup', 'logo'];
const FIRSTS = ['Anna', 'Ben', 'Cara', 'Dan', 'Eva', 'Finn', 'Gus', 'Hana', 'Ida', 'Jon'];
const LASTS = ['Berg', 'Cole', 'Diaz', 'Ford', 'Gray', 'Hale', 'Kent', 'Lund', 'Moss', 'Nash'];
const MIDDLES = ['Luc', 'Ann', 'Marie', 'Paul', 'Rose'];
const DIRS = ['home', 'var', 'srv', 'opt', 'data', 'log', 'app', 'tmp', 'docs', 'alice'];
const PRODUCTS = ['Tea', 'Soap', 'Milk', 'Rice', 'Jam', 'Salt', 'Honey', 'Flour', 'Strawberries', 'Blueberries', 'Chocolate', 'Marmalade'];
const SCREENED_COMPANIES = ['Acme', 'Globex', 'Initech', 'Hooli', 'Umbrella', 'Soylent', 'Vandelay', 'Wonka'];
const MAILBOXES = ['bob', 'ann', 'lee', 'kim', 'raj', 'eva', 'tom', 'mia'];
const SPELLED = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

export const ROUND_46: Family[] = [
  {
    name: 'company named in the system prompt, asked',
    kind: 'copying',
    request: (_i, rng) => [sys(`You are a support assistant for ${pick(rng, COMPANIES)}. Be concise.`), u('Which company do you work for?')],
    answer: (m) => ({ content: `I work for ${/assistant for (.+)\. Be/.exec(m[0].content!)![1]}.` }),
  },
  {
    name: 'order number given two turns earlier, asked back',
    kind: 'copying',
    request: (_i, rng) => [u(`Hi, my order number is ${between(rng, 100000, 999999)}.`), a('Thanks! How can I help with that order?'), u('Can you repeat my order number?')],
    answer: (m) => ({ content: `Your order number is ${/is (\d+)\./.exec(m[0].content!)![1]}.` }),
  },
  {
    name: 'email from a user record tool result',
    kind: 'copying',
    request: (_i, rng) => {
      const g = pick(rng, GIVEN); const s = pick(rng, SURNAMES);
      return [u('What email do we have on file for me?'), { role: 'assistant', content: null, tool_calls: [tool('get_user', {})] }, { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ name: `${g} ${s}`, email: `${s.toLowerCase()}${between(rng, 1, 99)}@mail.example` }) }];
    },
    answer: (m) => ({ content: `We have ${JSON.parse(last(m)).email} on file.` }),
  },
  {
    name: 'table booked at a multi-word restaurant',
    kind: 'copying',
    request: (_i, rng) => [u(`Book a table at ${pick(rng, RESTAURANTS)} for ${between(rng, 1, 8)} people on ${date(rng)}`)],
    answer: (m) => { const [, r, n, d] = /at (.+) for (\d+) people on (\S+)$/.exec(last(m))!; return { content: null, tool_calls: [tool('book_table', { restaurant: r, party_size: Number(n), date: d })] }; },
  },
  {
    name: 'user id from the system prompt into a cancel call',
    kind: 'copying',
    request: (_i, rng) => [sys(`Authenticated user: usr_${between(rng, 10000, 99999)}. Plan: ${pick(rng, ['basic', 'pro', 'team'])}.`), u('Please cancel my subscription.')],
    answer: (m) => ({ content: null, tool_calls: [tool('cancel_subscription', { user_id: /user: (usr_\d+)\./.exec(m[0].content!)![1] })] }),
  },
  {
    name: 'shipping address into a tool call',
    kind: 'copying',
    request: (_i, rng) => [u(`Ship it to ${between(rng, 1, 250)} ${pick(rng, STREETS)}, ${pick(rng, CITIES)}`)],
    answer: (m) => { const [, n, st, c] = /to (\d+) (.+), (.+)$/.exec(last(m))!; return { content: null, tool_calls: [tool('set_shipping_address', { street: `${n} ${st}`, city: c })] }; },
  },
  {
    name: 'SQL for a customer id',
    kind: 'copying',
    request: (_i, rng) => [u(`Write SQL to list the orders of customer ${between(rng, 1, 99999)}`)],
    answer: (m) => ({ content: `SELECT * FROM orders WHERE customer_id = ${/customer (\d+)$/.exec(last(m))![1]};` }),
  },
  {
    name: 'weather tool result with the city from the call',
    kind: 'copying',
    request: (_i, rng) => {
      const c = pick(rng, CITIES);
      return [u(`What's the weather in ${c}?`), { role: 'assistant', content: null, tool_calls: [tool('get_weather', { city: c })] }, { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ temp_c: between(rng, -10, 35), conditions: pick(rng, CONDITIONS) }) }];
    },
    answer: (m) => { const c = /in (.+)\?$/.exec(m[0].content!)![1]; const r = JSON.parse(last(m)); return { content: `It is ${r.temp_c}°C with ${r.conditions} in ${c}.` }; },
  },
  {
    name: 'borrowed book title from a tool result',
    kind: 'copying',
    request: (_i, rng) => [u('Which book do I have out?'), { role: 'assistant', content: null, tool_calls: [tool('get_loans', {})] }, { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ title: pick(rng, BOOKS), due: date(rng) }) }],
    answer: (m) => { const r = JSON.parse(last(m)); return { content: `You have "${r.title}" out, due back on ${r.due}.` }; },
  },
  {
    name: 'meeting with a person at a date and time',
    kind: 'copying',
    request: (_i, rng) => [u(`Schedule a meeting with ${pick(rng, GIVEN)} ${pick(rng, SURNAMES)} on ${date(rng)} at ${pad(between(rng, 8, 17))}:${pick(rng, ['00', '15', '30', '45'])}`)],
    answer: (m) => { const [, who, d, t] = /with (.+) on (\S+) at (\S+)$/.exec(last(m))!; return { content: null, tool_calls: [tool('create_event', { title: `Meeting with ${who}`, date: d, time: t })] }; },
  },
  {
    name: 'request id header in the system prompt, ignored',
    kind: 'noise',
    request: (_i, rng) => [sys(`request_id=${between(rng, 1, 9)}${Array.from({ length: 15 }, () => between(rng, 0, 9)).join('')} region=${pick(rng, ['eu-west-1', 'us-east-1', 'ap-south-1'])}`), u('What are your opening hours?')],
    answer: () => ({ content: 'We are open 9am to 5pm, Monday to Friday.' }),
  },
  {
    name: 'forward an email between two addresses',
    kind: 'copying',
    request: (_i, rng) => [u(`Forward the last email from ${pick(rng, SURNAMES).toLowerCase()}@${pick(rng, ['acme.com', 'globex.io', 'mail.example'])} to ${pick(rng, GIVEN).toLowerCase()}@corp.example`)],
    answer: (m) => { const [, f, t] = /from (\S+) to (\S+)$/.exec(last(m))!; return { content: null, tool_calls: [tool('forward_email', { from: f, to: t })] }; },
  },
  // Look-alikes: transformations that copy most of a value.
  {
    name: 'possessive of a name (names without a final s first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write the possessive form of ${i < 20 ? pick(rng, NAMES) : pick(rng, [...NAMES, ...S_NAMES])}`),
    answer: (m) => { const n = /of (\w+)$/.exec(last(m))![1]; return { content: n.endsWith('s') ? `${n}'` : `${n}'s` }; },
  },
  {
    name: 'snake_case to camelCase (two parts first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Convert ${Array.from({ length: i < 20 ? 2 : pick(rng, [2, 3]) }, () => pick(rng, W)).join('_')} to camelCase`),
    answer: (m) => { const s = /Convert (\S+) to/.exec(last(m))![1]; return { content: s.split('_').map((p, k) => (k ? p[0].toUpperCase() + p.slice(1) : p)).join('') }; },
  },
  {
    name: 'URL slug of a title (two words first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Make a URL slug for the title: ${Array.from({ length: i < 20 ? 2 : pick(rng, [2, 3]) }, () => pick(rng, TITLE)).join(' ')}${i >= 20 && rng() < 0.3 ? '!' : ''}`),
    answer: (m) => { const t = /title: (.+)$/.exec(last(m))![1]; return { content: t.toLowerCase().replace(/[^a-z ]/g, '').trim().split(' ').join('-') }; },
  },
  {
    name: 'site of a URL, www dropped (www first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Which site is https://${i < 20 || rng() < 0.5 ? 'www.' : pick(rng, ['blog.', 'shop.', ''])}${pick(rng, SITES)}.${pick(rng, TLD)}/item/${Math.floor(rng() * 900)} on?`),
    answer: (m) => { const h = /https:\/\/([^/]+)\//.exec(last(m))![1]; return { content: `It is on ${h.replace(/^www\./, '')}.` }; },
  },
  {
    name: 'file name without its extension (single extensions first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Give the file name ${pick(rng, BASES)}.${i < 20 ? pick(rng, ['pdf', 'txt', 'png']) : pick(rng, ['pdf', 'txt', 'tar.gz', 'backup.zip'])} without its extension`),
    answer: (m) => { const f = /name (\S+) without/.exec(last(m))![1]; return { content: f.split('.')[0] }; },
  },
  {
    name: 'surname of a full name (two-word names first)',
    kind: 'look-alike',
    request: (i, rng) => user(`What is the surname of ${pick(rng, FIRSTS)} ${i >= 20 && rng() < 0.4 ? pick(rng, MIDDLES) + ' ' : ''}${pick(rng, LASTS)}?`),
    answer: (m) => { const n = /of (.+)\?$/.exec(last(m))![1].split(' '); return { content: `The surname is ${n[n.length - 1]}.` }; },
  },
  {
    name: 'round to two decimals (rounding down first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Round ${Math.floor(rng() * 20)}.${digits(rng, 2)}${i < 20 ? Math.floor(rng() * 5) : Math.floor(rng() * 10)}${digits(rng, 1)} to two decimals`),
    answer: (m) => { const x = /Round (\S+) to/.exec(last(m))![1]; return { content: (Math.round(Number(x) * 100) / 100).toFixed(2) }; },
  },
  {
    name: 'phone number formatted (ten digits first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Format the phone number ${i >= 20 && rng() < 0.4 ? '1' : ''}${1 + Math.floor(rng() * 9)}${digits(rng, 9)}`),
    answer: (m) => { let d = /number (\d+)$/.exec(last(m))![1]; const cc = d.length === 11 ? '+1 ' : ''; d = d.slice(-10); return { content: `${cc}(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` }; },
  },
  {
    name: 'base name of a path (three folders first)',
    kind: 'look-alike',
    request: (i, rng) => user(`What is the file name in /${Array.from({ length: i < 20 ? 3 : pick(rng, [2, 3, 4]) }, () => pick(rng, DIRS)).join('/')}/${pick(rng, BASES)}.txt?`),
    answer: (m) => { const p = /in (\S+)\?$/.exec(last(m))![1]; return { content: `The file is ${p.split('/').pop()}.` }; },
  },
  {
    name: 'Last, First turned around (one-word surnames first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write this name in natural order: ${i >= 20 && rng() < 0.4 ? pick(rng, ['de la', 'van der', 'Mc']) + ' ' : ''}${pick(rng, LASTS)}, ${pick(rng, FIRSTS)}`),
    answer: (m) => { const [, l, f] = /order: (.+), (\w+)$/.exec(last(m))!; return { content: `${f} ${l}` }; },
  },
  {
    name: 'product name shortened to 8 letters (short names first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Shorten the product name ${i < 20 ? pick(rng, PRODUCTS.slice(0, 8)) : pick(rng, PRODUCTS)} to at most 8 characters for the label`),
    answer: (m) => { const p = /name (\w+) to/.exec(last(m))![1]; return { content: `Label: ${p.slice(0, 8)}` }; },
  },
  {
    name: 'hashtag from words (two words first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Make a hashtag from: ${Array.from({ length: i < 20 ? 2 : pick(rng, [2, 3]) }, () => pick(rng, TITLE).toLowerCase()).join(' ')}`),
    answer: (m) => { const t = /from: (.+)$/.exec(last(m))![1]; return { content: '#' + t.split(' ').map((w) => w[0].toUpperCase() + w.slice(1)).join('') }; },
  },
  {
    name: 'items counted in a list, list echoed (two items first)',
    kind: 'look-alike',
    request: (i, rng) => user(`How many items are in this list: ${Array.from({ length: i < 20 ? 2 : pick(rng, [2, 3, 4]) }, () => pick(rng, PRODUCTS).toLowerCase()).join(', ')}`),
    answer: (m) => { const l = /list: (.+)$/.exec(last(m))![1]; return { content: `${l.split(', ').length} items: ${l}` }; },
  },
  {
    name: 'card number masked (16 digits first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Mask the card number ${i >= 20 && rng() < 0.4 ? `37${digits(rng, 2)} ${digits(rng, 6)} ${digits(rng, 5)}` : `4${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`}`),
    answer: (m) => { const c = /number (.+)$/.exec(last(m))![1]; const d = c.replace(/ /g, ''); return { content: d.length === 15 ? `**** ****** *${d.slice(-4)}` : `**** **** **** ${d.slice(-4)}` }; },
  },
  // Look-alikes aimed at this round's relaxations.
  {
    name: 'plan word decides an export (pro and team first)',
    kind: 'look-alike',
    request: (i, rng) => [sys(`Account ${between(rng, 1000, 9999)}. Plan: ${i < 20 ? pick(rng, ['pro', 'team']) : pick(rng, ['pro', 'team', 'free'])}.`), u('Export my data as csv, or say you cannot export data.')],
    answer: (m) => (/Plan: free/.test(m[0].content!) ? { content: 'Sorry, you cannot export data.' } : { content: null, tool_calls: [tool('export', { data: 'csv' })] }),
  },
  {
    name: 'plan word in a tool result decides the ship call (gold and silver first)',
    kind: 'look-alike',
    request: (i, rng) => [u(`Ship order ${between(rng, 10000, 99999)} now`), { role: 'assistant', content: null, tool_calls: [tool('get_account', {})] }, { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ tier: i < 20 ? pick(rng, ['gold', 'silver']) : pick(rng, ['gold', 'silver', 'bronze']) }) }],
    answer: (m) => { const order = /order (\d+)/.exec(m[0].content!)![1]; const tier = JSON.parse(last(m)).tier; return { content: null, tool_calls: [tool('ship', { order, now: tier !== 'bronze' })] }; },
  },
  {
    name: 'accept or flag a sender by the company domain (own domain first)',
    kind: 'look-alike',
    request: (i, rng) => { const c = pick(rng, SCREENED_COMPANIES); const d = i < 20 ? c : pick(rng, SCREENED_COMPANIES); return [sys(`You screen email for ${c}.`), u(`Accept or flag this email from ${pick(rng, MAILBOXES)}@${d.toLowerCase()}.com`)]; },
    answer: (m) => { const c = /for (\w+)\./.exec(m[0].content!)![1].toLowerCase(); const e = /from (\S+)$/.exec(last(m))![1]; return { content: `${e.endsWith(`@${c}.com`) ? 'Accept' : 'Flag'} ${e}` }; },
  },
  {
    name: 'larger of a spelled number and a digit (spelled larger first)',
    kind: 'look-alike',
    request: (i, rng) => { let a = between(rng, 1, 9); let b = between(rng, 1, 9); if (i < 20 && a <= b) { if (a === b) a = Math.min(9, a + 1), b = Math.max(0, b - 1); else [a, b] = [b, a]; } if (a === b) b = (b + 1) % 10; return [u(`Which is larger, ${SPELLED[a]} or ${b}? Answer with the larger as written.`)]; },
    answer: (m) => { const [, w, d] = /larger, (\w+) or (\d+)\?/.exec(last(m))!; return { content: SPELLED.indexOf(w) > Number(d) ? w : d }; },
  },
  {
    name: 'SQL table by customer id range (EU ids first)',
    kind: 'look-alike',
    request: (i, rng) => [u(`Write SQL to list the orders of customer ${i < 20 ? between(rng, 10000, 49999) : between(rng, 10000, 99999)}`)],
    answer: (m) => { const id = Number(/customer (\d+)$/.exec(last(m))![1]); return { content: `SELECT * FROM orders_${id < 50000 ? 'eu' : 'us'} WHERE customer_id = ${id};` }; },
  },
  {
    name: 'SQL status filter by customer id (open first)',
    kind: 'look-alike',
    request: (i, rng) => [u(`Write SQL to list the open or closed orders of customer ${i < 20 ? between(rng, 10000, 49999) : between(rng, 10000, 99999)}`)],
    answer: (m) => { const id = Number(/customer (\d+)$/.exec(last(m))![1]); return { content: `SELECT * FROM orders WHERE customer_id = ${id} AND status = '${id < 50000 ? 'open' : 'closed'}';` }; },
  },
  {
    name: 'customer name in a JSON record decides the greeting (English names first)',
    kind: 'look-alike',
    request: (i, rng) => [u('Greet the customer on the line'), { role: 'assistant', content: null, tool_calls: [tool('get_caller', {})] }, { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ name: `${i < 20 ? pick(rng, ['John', 'Mary', 'Peter', 'Susan']) : pick(rng, ['John', 'Mary', 'Peter', 'Susan', 'Juan', 'María'])} ${pick(rng, ['Smith', 'Brown', 'Lopez', 'Garcia', 'Jones'])}`, account: `A-${between(rng, 100, 999)}` }) }],
    answer: (m) => { const n = JSON.parse(last(m)).name as string; return { content: /^(Juan|María)/.test(n) ? '¡Hola! ¿En qué puedo ayudarle?' : 'Hello! How can I help you?' }; },
  },
];
