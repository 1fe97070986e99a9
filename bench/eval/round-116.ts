// Round one hundred and sixteen of the induction evaluation: a value copied into a language with
// its own escaping. Markdown escapes an underscore, HTML an ampersand, a URL a space or an accent,
// SQL doubles a quote, a shell quotes a name with a space, CSV quotes a field with a comma, a
// heading capitalizes every word; each look-alike's first 12 values need none of it. And a date
// answered yes or no by a holiday calendar the request does not carry, its first 12 dates ordinary
// days of the same month. The copies are the same requests where nothing needs escaping; "Which
// job failed?" answered "The failing job is ..." hit 2% until a word's two endings were read as
// one word. Trying to break that found the last eight: a record's state asked yes or no ("Has
// payment PAY-10 cleared?") and answered in the request's own words ("Payment PAY-10: cleared."),
// by a ledger the request does not carry; with the id or without, with choices, "whether", no
// auxiliary, a pronoun for an id said a turn before, "my" beside an account id. Each was served
// wrong once per seed by the code before, as were the four after them: a decision the request
// leaves to the answer, a condition ("if it is paid, else hold it", "unless") or alternatives of
// which the answer names one ("as shipped or pending", in prose or in a call).
import type { Family } from './families.js';
import { between, drawn, last, pad, pick, tool, user } from './family-kit.js';

const PLAIN_IDS = ['build-42', 'release.v2', 'node-18', 'api-gateway', 'web.front', 'job-7', 'cache-warm', 'sync.daily', 'ingest-3', 'report.q4'];
const UNDERSCORED = ['build_42', 'release_v2', 'api_gateway', 'cache_warm', 'sync_daily', 'user_id'];
const PLAIN_TITLES = ['Sales Review', 'Board Meeting', 'Launch Plan', 'Team Offsite', 'Budget Draft', 'Hiring Sync', 'Design Crit', 'Q4 Roadmap', 'Code Freeze', 'Demo Day'];
const AMPERSAND_TITLES = ['Q&A Session', 'Research & Development', 'Sales & Marketing', 'Tips & Tricks', 'Salt & Pepper'];
const CITY_WORDS = ['Paris', 'Berlin', 'Tokyo', 'Lima', 'Oslo', 'Cairo', 'Quito', 'Hanoi', 'Dublin', 'Madrid', 'Lisbon', 'Prague'];
const CITY_PHRASES = ['New York', 'San Diego', 'Rio de Janeiro', 'Los Angeles', 'Hong Kong', 'São Paulo', 'Zürich', 'Kraków', 'Malmö', 'Bogotá'];
const WORDS = ['budget', 'planning', 'kickoff', 'retrospective', 'onboarding', 'roadmap', 'launch', 'review', 'audit', 'migration'];
const SURNAMES = ['Smith', 'Garcia', 'Novak', 'Rossi', 'Patel', 'Jensen', 'Silva', 'Walker', 'Costa', 'Larsen', 'Moreau', 'Fischer'];
const APOSTROPHE_SURNAMES = ["O'Brien", "D'Souza", "O'Neil", "D'Arcy", "O'Hara"];
const FOLDERS = ['docs', 'photos', 'invoices', 'backups', 'drafts', 'music', 'reports', 'notes', 'scans', 'archive'];
const SPACED_FOLDERS = ['my docs', 'old photos', 'tax 2026', 'team notes', 'new folder'];
const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay', 'Stark', 'Wayne', 'Tyrell', 'Cyberdyne'];
const COMMA_COMPANIES = ['Acme, Inc.', 'Globex, LLC', 'Smith, Jones', 'Hooli, Ltd'];
/** December 2026's public holidays in the store's country. */
const HOLIDAYS = new Set([24, 25, 26, 31]);

/** Records whose five-digit number is a multiple of 4: unpaid, pending, over budget, in a ledger the request does not carry. */
const unpaid = (text: string) => Number(/\d{5}/u.exec(text)![0]) % 4 === 0;
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const sql = (text: string) => text.replace(/'/g, "''");
const shell = (text: string) => (/\s/u.test(text) ? `'${text}'` : text);
const csv = (text: string) => (text.includes(',') ? `"${text}"` : text);
const titleCase = (text: string) => text.replace(/(^|\s)(\p{Ll})/gu, (_m, space: string, letter: string) => space + letter.toUpperCase());

export const ROUND_116: Family[] = [
  {
    name: 'a job id set in bold in Markdown, its underscores escaped (no underscores first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Which job failed? It was ${pick(rng, i < 12 || rng() < 0.5 ? PLAIN_IDS : UNDERSCORED)}`),
    answer: (m) => ({ content: `The failing job is **${/was (\S+)$/u.exec(last(m))![1].replace(/_/g, '\\_')}**.` }),
  },
  {
    name: 'an event title put in an HTML heading, its ampersand escaped (none first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Make an HTML heading for the event: ${pick(rng, i < 12 || rng() < 0.5 ? PLAIN_TITLES : AMPERSAND_TITLES)}`),
    answer: (m) => ({ content: `<h1>${html(/event: (.+)$/u.exec(last(m))![1])}</h1>` }),
  },
  {
    name: 'a city put in a search link, spaces and accents percent-encoded (one ASCII word first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Give me a weather link for ${pick(rng, i < 12 || rng() < 0.5 ? CITY_WORDS : CITY_PHRASES)}`),
    answer: (m) => ({ content: `https://weather.example.com/search?q=${encodeURIComponent(/for (.+)$/u.exec(last(m))![1])}` }),
  },
  {
    name: 'a topic made a heading, every word capitalized (one word first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write a heading for the ${Array.from({ length: i < 12 ? 1 : between(rng, 1, 3) }, () => pick(rng, WORDS)).join(' ')} notes`),
    answer: (m) => ({ content: `# ${titleCase(/for the (.+) notes$/u.exec(last(m))![1])} Notes` }),
  },
  {
    name: "a surname put in a SQL string, its apostrophe doubled (none first 12)",
    kind: 'look-alike',
    request: (i, rng) => user(`Write the SQL to find customers named ${pick(rng, i < 12 || rng() < 0.6 ? SURNAMES : APOSTROPHE_SURNAMES)}`),
    answer: (m) => ({ content: `SELECT * FROM customers WHERE last_name = '${sql(/named (.+)$/u.exec(last(m))![1])}';` }),
  },
  {
    name: 'a folder made in a shell, quoted when its name has a space (one word first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Create a folder called ${pick(rng, i < 12 || rng() < 0.5 ? FOLDERS : SPACED_FOLDERS)} in my home directory`),
    answer: (m) => ({ content: null, tool_calls: [tool('run_shell', { command: `mkdir -p ~/${shell(/called (.+) in my home/u.exec(last(m))![1])}` })] }),
  },
  {
    name: 'a company written as a CSV row, quoted when it holds a comma (no comma first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add ${pick(rng, i < 12 || rng() < 0.6 ? COMPANIES : COMMA_COMPANIES)} with ${between(rng, 2, 90)} seats as a CSV row`),
    answer: (m) => {
      const [, company, seats] = /Add (.+) with (\d+) seats/u.exec(last(m))!;
      return { content: `${csv(company)},${seats}` };
    },
  },
  {
    name: 'a store open on a December date unless it is a holiday (ordinary days first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      let day = between(rng, 1, 31);
      while (i < 12 && HOLIDAYS.has(day)) day = between(rng, 1, 31);
      return user(`Is the store open on 2026-12-${pad(day)}?`);
    },
    answer: (m) => {
      const date = /on (\S+)\?$/u.exec(last(m))![1];
      return { content: HOLIDAYS.has(Number(date.slice(8))) ? `No, the store is closed on ${date} for the holiday.` : `Yes, the store is open on ${date} from 9:00 to 18:00.` };
    },
  },
  {
    name: "a payment's state in a form of the request's own word, from a ledger the request does not carry (cleared first 12)",
    kind: 'look-alike',
    request: (i, rng) => user(`Has payment PAY-${drawn(rng, i < 12, 10000, 99999, (n) => n % 5 !== 0)} cleared?`),
    answer: (m) => {
      const id = /payment (\S+) cleared/u.exec(last(m))![1];
      return { content: `Payment ${id}: ${Number(id.slice(4)) % 5 === 0 ? 'clearing' : 'cleared'}.` };
    },
  },
  {
    name: "a payment's state from a ledger the request does not carry, the answer without the id (cleared first 12)",
    kind: 'look-alike',
    request: (i, rng) => user(`Has payment PAY-${drawn(rng, i < 12, 10000, 99999, (n) => n % 5 !== 0)} cleared?`),
    answer: (m) => ({ content: Number(/PAY-(\d+)/u.exec(last(m))![1]) % 5 === 0 ? 'It is clearing.' : 'It has cleared.' }),
  },
  {
    name: "a ticket's state asked either or, answered in the request's words (open first 12)",
    kind: 'look-alike',
    request: (i, rng) => user(`Is ticket T-${drawn(rng, i < 12, 1000, 9999, (n) => n % 4 !== 0)} open or closed?`),
    answer: (m) => {
      const id = /ticket (\S+) open/u.exec(last(m))![1];
      return { content: `Ticket ${id} is ${Number(id.slice(2)) % 4 === 0 ? 'closed' : 'open'}.` };
    },
  },
  {
    name: "an order's state asked with whether, answered in the request's words (shipped first 12)",
    kind: 'look-alike',
    request: (i, rng) => user(`Check whether order W${drawn(rng, i < 12, 10000, 99999, (n) => n % 4 !== 0)} shipped or is still pending`),
    answer: (m) => {
      const id = /order (\S+) shipped/u.exec(last(m))![1];
      return { content: Number(id.slice(1)) % 4 === 0 ? `Order ${id} is still pending.` : `Order ${id} shipped.` };
    },
  },
  {
    name: "a payment's state asked without an auxiliary, answered in the request's words (cleared first 12)",
    kind: 'look-alike',
    request: (i, rng) => user(`Payment PAY-${drawn(rng, i < 12, 10000, 99999, (n) => n % 5 !== 0)} cleared or pending?`),
    answer: (m) => {
      const id = /Payment (\S+) cleared/u.exec(last(m))![1];
      return { content: `Payment ${id}: ${Number(id.slice(4)) % 5 === 0 ? 'pending' : 'cleared'}.` };
    },
  },
  {
    name: "an order named a turn earlier, its state asked by a pronoun, answered in the request's words (shipped first 12)",
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'user', content: `My order number is W${drawn(rng, i < 12, 10000, 99999, (n) => n % 4 !== 0)}.` },
      { role: 'assistant', content: 'Thanks, I have it.' },
      { role: 'user', content: 'Has it shipped or is it still pending?' },
    ],
    answer: (m) => {
      const id = /is (W\d+)\./u.exec(m[0].content ?? '')![1];
      return { content: Number(id.slice(1)) % 4 === 0 ? `Order ${id} is still pending.` : `Order ${id} shipped.` };
    },
  },
  {
    name: 'an order named a turn earlier, its state asked by a pronoun, the answer without the id (shipped first 12)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'user', content: `My order number is W${drawn(rng, i < 12, 10000, 99999, (n) => n % 4 !== 0)}.` },
      { role: 'assistant', content: 'Thanks, I have it.' },
      { role: 'user', content: 'Has it shipped or is it still pending?' },
    ],
    answer: (m) => ({ content: Number(/is W(\d+)\./u.exec(m[0].content ?? '')![1]) % 4 === 0 ? 'It is still pending.' : 'It shipped.' }),
  },
  {
    name: "a customer's refund asked about beside the account id in the system prompt (cleared first 12)",
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: `Customer account: ACC-${drawn(rng, i < 12, 10000, 99999, (n) => n % 4 !== 0)}` },
      { role: 'user', content: 'Has my refund cleared?' },
    ],
    answer: (m) => ({ content: Number(/ACC-(\d+)/u.exec(m[0].content ?? '')![1]) % 4 === 0 ? 'Your refund is still pending.' : 'Your refund has cleared.' }),
  },
  {
    name: 'an order shipped if it is paid, else held, answered in the request\'s words (paid first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Ship order W${drawn(rng, i < 12, 10000, 99999, (n) => n % 4 !== 0)} if it is paid, else hold it`),
    answer: (m) => ({ content: `Order ${/order (\S+) if/u.exec(last(m))![1]}: ${unpaid(last(m)) ? 'hold' : 'ship'}.` }),
  },
  {
    name: 'an expense approved unless it is over budget, answered in the request\'s words (within budget first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Approve expense E${drawn(rng, i < 12, 10000, 99999, (n) => n % 4 !== 0)} unless it is over budget`),
    answer: (m) => ({ content: `Expense ${/expense (\S+) unless/u.exec(last(m))![1]}: ${unpaid(last(m)) ? 'over budget' : 'approve'}.` }),
  },
  {
    name: 'an order classified as shipped or pending, no question asked (shipped first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Classify order W${drawn(rng, i < 12, 10000, 99999, (n) => n % 4 !== 0)} as shipped or pending`),
    answer: (m) => ({ content: `Order ${/order (\S+) as/u.exec(last(m))![1]} is ${unpaid(last(m)) ? 'pending' : 'shipped'}.` }),
  },
  {
    name: 'an order updated to shipped or pending in a call, as appropriate (shipped first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Update order W${drawn(rng, i < 12, 10000, 99999, (n) => n % 4 !== 0)} to shipped or pending as appropriate`),
    answer: (m) => ({ content: null, tool_calls: [tool('update_order', { id: /order (\S+) to/u.exec(last(m))![1], status: unpaid(last(m)) ? 'pending' : 'shipped' })] }),
  },
  {
    name: 'a job id set in bold in Markdown, no underscores',
    kind: 'copying',
    request: (_i, rng) => user(`Which job failed? It was ${pick(rng, PLAIN_IDS)}-${between(rng, 1, 99)}`),
    answer: (m) => ({ content: `The failing job is **${/was (\S+)$/u.exec(last(m))![1]}**.` }),
  },
  {
    name: 'a surname put in a SQL string, no apostrophes',
    kind: 'copying',
    request: (_i, rng) => user(`Write the SQL to find customers named ${pick(rng, SURNAMES)} in ${pick(rng, CITY_WORDS)}`),
    answer: (m) => {
      const [, name, city] = /named (\S+) in (\S+)$/u.exec(last(m))!;
      return { content: `SELECT * FROM customers WHERE last_name = '${name}' AND city = '${city}';` };
    },
  },
];
