// Round sixty of the induction evaluation, written to break the rules as they stand: "the" before
// a country whose name says what it is ("the United Kingdom", after twelve two-word countries
// without it), the last day of a month (a date inside the range seen), well-known ports and an
// exchange looked up from a ticker (facts about a value no feature describes), a title's period
// ("Dr Lee" written "Dr. Lee"), irregular plurals after regular ones that end alike, German names
// of cities after twelve that German keeps, and an end time before the start.
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

const PLAIN_TWO_WORD_COUNTRIES = ['New Zealand', 'South Africa', 'Costa Rica', 'Sri Lanka', 'Saudi Arabia', 'El Salvador', 'Puerto Rico', 'Hong Kong', 'North Macedonia', 'San Marino', 'South Korea', 'Burkina Faso', 'Sierra Leone', 'East Timor'];
const THE_COUNTRIES = ['United Kingdom', 'Czech Republic', 'Dominican Republic', 'United States', 'Solomon Islands', 'Marshall Islands', 'Cayman Islands', 'Faroe Islands'];
const takesThe = (country: string) => /\b(Kingdom|Republic|States|Islands|Emirates)$/.test(country);

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const WELL_KNOWN_PORTS: Record<number, string> = { 3306: 'mysql', 5432: 'postgresql', 6379: 'redis', 8080: 'http-alt', 8443: 'https-alt', 9200: 'elasticsearch', 5672: 'amqp', 2181: 'zookeeper', 9092: 'kafka', 1433: 'mssql' };

const NASDAQ = ['AAPL', 'MSFT', 'GOOG', 'AMZN', 'META', 'NVDA', 'TSLA', 'INTC', 'CSCO', 'ADBE', 'PYPL', 'NFLX', 'AMD', 'QCOM', 'SBUX', 'COST'];
const NYSE = ['IBM', 'JPM', 'WMT', 'DIS', 'NKE', 'XOM', 'MCD', 'CVX', 'PFE', 'BAC'];

const NAMES = ['Anna Lee', 'Omar Haddad', 'Sofia Rossi', 'Liam Walsh', 'Mei Chen', 'Raj Patel', 'Eva Novak', 'Tom Berg', 'Nia Okafor', 'Luis Gomez', 'Ida Holm', 'Ken Sato', 'Zara Khan', 'Max Vogel'];
const TITLED = ['Dr Lee', 'Mr Patel', 'Ms Gomez', 'Mrs Holm', 'Dr Okafor', 'Mr Vogel', 'Ms Chen'];
const withPeriod = (name: string) => name.replace(/^(Dr|Mr|Ms|Mrs) /, '$1. ');

const REGULAR_NOUNS = ['case', 'vase', 'hose', 'purse', 'lamp', 'chair', 'cable', 'pen', 'booth', 'cloth', 'boot', 'house', 'blouse', 'horse'];
const IRREGULAR: Record<string, string> = { mouse: 'mice', tooth: 'teeth', foot: 'feet', goose: 'geese', louse: 'lice', knife: 'knives' };
const pluralOf = (noun: string) => IRREGULAR[noun] ?? `${noun}s`;

const SAME_IN_GERMAN = ['Berlin', 'Hamburg', 'Frankfurt', 'Stuttgart', 'Dresden', 'Leipzig', 'Bremen', 'Hannover', 'Paris', 'Madrid', 'Oslo', 'Dublin', 'London', 'Amsterdam', 'Zurich', 'Stockholm', 'Helsinki', 'Budapest'];
const GERMAN_NAMES: Record<string, string> = { Munich: 'München', Cologne: 'Köln', Vienna: 'Wien', Prague: 'Prag', Warsaw: 'Warschau', Venice: 'Venedig', Milan: 'Mailand', Lisbon: 'Lissabon', Brussels: 'Brüssel', Athens: 'Athen', Moscow: 'Moskau', Copenhagen: 'Kopenhagen' };

const WOMEN = ['Anna', 'Maria', 'Sofia', 'Emma', 'Olivia', 'Chloe', 'Hannah', 'Laura', 'Julia', 'Nora', 'Clara', 'Ella', 'Grace', 'Alice'];
const MEN = ['James', 'David', 'Peter', 'Lucas', 'Henry', 'Oscar', 'Felix', 'Hugo', 'Adam', 'Noah'];
const SURNAMES = ['Lee', 'Patel', 'Gomez', 'Holm', 'Okafor', 'Vogel', 'Chen', 'Rossi', 'Walsh', 'Novak', 'Berg', 'Sato', 'Khan', 'Haddad'];

/** A random public IPv4 address, or one of the private ranges. */
const publicIp = (rng: () => number) => {
  let first = between(rng, 11, 223);
  while (first === 127 || first === 172 || first === 192 || first === 169 || first === 100) first = between(rng, 11, 223);
  return `${first}.${between(rng, 0, 255)}.${between(rng, 0, 255)}.${between(rng, 1, 254)}`;
};
const privateIp = (rng: () => number) => pick(rng, [`10.${between(rng, 0, 255)}.${between(rng, 0, 255)}.${between(rng, 1, 254)}`, `192.168.${between(rng, 0, 255)}.${between(rng, 1, 254)}`, `172.${between(rng, 16, 31)}.${between(rng, 0, 255)}.${between(rng, 1, 254)}`]);
const isPrivate = (ip: string) => /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip);

/** A card number of `length` digits starting with `prefix`. */
const cardNumber = (rng: () => number, prefix: string, length = 16) => prefix + Array.from({ length: length - prefix.length }, () => between(rng, 0, 9)).join('');
const brandOf = (card: string) => (card.startsWith('4') ? 'visa' : /^3[47]/.test(card) ? 'amex' : 'mastercard');
const REGIONS = ['north', 'south', 'east', 'west', 'central', 'islands', 'coast', 'hills', 'valley'];

const ONE_WORD_ITEMS = ['eggs', 'milk', 'bread', 'rice', 'butter', 'cheese', 'apples', 'coffee', 'flour', 'sugar', 'pasta', 'tea'];
const TWO_WORD_ITEMS = ['apple juice', 'olive oil', 'green tea', 'brown rice', 'oat milk', 'tomato sauce', 'peanut butter', 'dish soap'];
/** A list of `n` items written "a, b and c", its words `words` in all. */
const itemList = (rng: () => number, n: number, words: number) => {
  const items: string[] = [];
  let left = words;
  for (let k = 0; k < n; k++) {
    const two = left - 1 > n - k - 1 && (left - (n - k) > 0);
    const pool = (two ? TWO_WORD_ITEMS : ONE_WORD_ITEMS).filter((item) => !items.includes(item));
    const item = pick(rng, pool);
    items.push(item);
    left -= item.split(' ').length;
  }
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
};
const countOf = (list: string) => list.split(/, | and /).length;

export const ROUND_60: Family[] = [
  {
    name: 'trip to a country with the before Kingdom or Republic (two-word countries without first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Book me a week in ${i < 12 || rng() < 0.6 ? pick(rng, PLAIN_TWO_WORD_COUNTRIES) : pick(rng, THE_COUNTRIES)} in May`),
    answer: (m) => { const country = /week in (.+) in May$/.exec(last(m))![1]; return { content: `Your week in ${takesThe(country) ? 'the ' : ''}${country} is booked for May.` }; },
  },
  {
    name: 'payment on the last day of a month called a month-end run (other days first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const month = between(rng, 1, 12);
      const end = DAYS_IN_MONTH[month - 1];
      const day = i < 12 || rng() < 0.7 ? between(rng, 1, end - 1) : end;
      return user(`Schedule the supplier payment for 2027-${pad(month)}-${pad(day)}`);
    },
    answer: (m) => {
      const [, month, day] = /2027-(\d\d)-(\d\d)/.exec(last(m))!.map(Number);
      const date = /(2027-\d\d-\d\d)/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('schedule_payment', { date, run: day === DAYS_IN_MONTH[month - 1] ? 'month-end' : 'daily' })] };
    },
  },
  {
    name: 'firewall rule naming the service of a well-known port (other ports first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const known = Object.keys(WELL_KNOWN_PORTS).map(Number);
      let port = between(rng, 1025, 9999);
      if (i >= 12 && rng() < 0.4) port = pick(rng, known);
      while ((i < 12 || rng() < 0.5) && WELL_KNOWN_PORTS[port]) port = between(rng, 1025, 9999);
      return user(`Open port ${port} on the staging firewall`);
    },
    answer: (m) => { const port = Number(/port (\d+)/.exec(last(m))![1]); return { content: null, tool_calls: [tool('open_port', { port, service: WELL_KNOWN_PORTS[port] ?? 'custom', env: 'staging' })] }; },
  },
  {
    name: 'stock order with the exchange of its ticker (NASDAQ tickers first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Buy ${between(rng, 1, 50)} shares of ${i < 12 || rng() < 0.6 ? pick(rng, NASDAQ) : pick(rng, NYSE)}`),
    answer: (m) => {
      const [, shares, symbol] = /Buy (\d+) shares of (\w+)/.exec(last(m))!;
      return { content: null, tool_calls: [tool('place_order', { symbol, shares: Number(shares), exchange: NYSE.includes(symbol) ? 'NYSE' : 'NASDAQ' })] };
    },
  },
  {
    name: 'letter greeting with a period after a title (full names first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Start a formal letter to ${i < 12 || rng() < 0.6 ? pick(rng, NAMES) : pick(rng, TITLED)}`),
    answer: (m) => { const name = /letter to (.+)$/.exec(last(m))![1]; return { content: `Dear ${withPeriod(name)},` }; },
  },
  {
    name: 'restock count with an irregular plural (regular nouns ending alike first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Restock ${between(rng, 2, 9)} of item: ${i < 12 || rng() < 0.6 ? pick(rng, REGULAR_NOUNS) : pick(rng, Object.keys(IRREGULAR))}`),
    answer: (m) => { const [, n, noun] = /Restock (\d) of item: (\w+)/.exec(last(m))!; return { content: `Restocking ${n} ${pluralOf(noun)}.` }; },
  },
  {
    name: 'German sentence with a city German renames (cities German keeps first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Translate to German: I live in ${i < 12 || rng() < 0.6 ? pick(rng, SAME_IN_GERMAN) : pick(rng, Object.keys(GERMAN_NAMES))}.`),
    answer: (m) => { const city = /live in (.+)\.$/.exec(last(m))![1]; return { content: `Ich wohne in ${GERMAN_NAMES[city] ?? city}.` }; },
  },
  {
    name: 'room booking refused when the end is before the start (ordered times first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const a = between(rng, 8, 17);
      let b = between(rng, 8, 18);
      while (b === a || ((i < 12 || rng() < 0.6) && b < a)) b = between(rng, 8, 18);
      return user(`Book room 4B from ${pad(a)}:00 to ${pad(b)}:00`);
    },
    answer: (m) => {
      const [, a, b] = /from (\d\d):00 to (\d\d):00/.exec(last(m))!;
      return Number(b) < Number(a) ? { content: 'That booking ends before it starts; please check the times.' } : { content: null, tool_calls: [tool('book_room', { room: '4B', start: `${a}:00`, end: `${b}:00` })] };
    },
  },
  {
    name: 'letter greeting with Ms or Mr from the first name (women first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write to ${i < 12 || rng() < 0.6 ? pick(rng, WOMEN) : pick(rng, MEN)} ${pick(rng, SURNAMES)} about the invoice`),
    answer: (m) => { const [, first, surname] = /Write to (\w+) (\w+) about/.exec(last(m))!; return { content: `Dear ${MEN.includes(first) ? 'Mr.' : 'Ms.'} ${surname}, about your invoice:` }; },
  },
  {
    name: 'ping routed by whether the address is private (public addresses first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Ping ${i < 12 || rng() < 0.6 ? publicIp(rng) : privateIp(rng)} and report the latency`),
    answer: (m) => { const ip = /Ping (\S+) and/.exec(last(m))![1]; return { content: null, tool_calls: [tool('ping', { host: ip, via: isPrivate(ip) ? 'vpn' : 'internet' })] }; },
  },
  {
    name: 'card saved with the brand of its first digit (Visa numbers first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Save my card ${i < 12 || rng() < 0.6 ? cardNumber(rng, '4') : pick(rng, [cardNumber(rng, String(between(rng, 51, 55))), cardNumber(rng, pick(rng, ['34', '37']), 15)])} for later`),
    answer: (m) => { const card = /card (\d+) for/.exec(last(m))![1]; return { content: null, tool_calls: [tool('save_card', { number: card, brand: brandOf(card) })] }; },
  },
  {
    name: 'ticket routed by the region its first digit names (region 4 first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Escalate ticket ${i < 12 || rng() < 0.6 ? '4' : String(between(rng, 1, 9))}${between(rng, 10000, 99999)} to the field team`),
    answer: (m) => { const ticket = /ticket (\d+) to/.exec(last(m))![1]; return { content: null, tool_calls: [tool('escalate', { ticket, region: REGIONS[Number(ticket[0]) - 1] })] }; },
  },
  {
    name: 'shopping list counted (three items of four or five words first 12, then four items)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add ${i < 12 || rng() < 0.6 ? itemList(rng, 3, between(rng, 4, 5)) : itemList(rng, 4, between(rng, 4, 5))} to my cart`),
    answer: (m) => { const list = /Add (.+) to my cart/.exec(last(m))![1]; return { content: `Added ${countOf(list)} items to your cart: ${list}.` }; },
  },
];
