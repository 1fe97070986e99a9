// Round fifty-five of the induction evaluation: more values a model rewrites after twelve exact
// copies (a month or weekday abbreviation written out, a typo corrected, a scheme added to a URL,
// a middle initial given its period, a country's abbreviation, a hyphen dropped, "9am" as a clock,
// a glued unit's plural, spaces encoded in a link), facts about a number no ending shows (a
// card's check digit, a multiple of three), and names a model spells its own way (a lower-case
// brand, a country that is also a common word, "Paypal" as "PayPal"). The month family served
// "Apr 18" as written on 3 of 7 seeds until a month's written form was a feature; the brand and
// place families served the word as written on 2 and 4 of 6 seeds until uncommon lower-case words
// were, the app family on 6 of 6 until brands spelled otherwise were, and the city typo family on
// 6 of 6 until a word one typo from a place's name was (value-features.ts).
import type { Family } from './families.js';
import { between, last, MONTHS, pick, tool, user } from './family-kit.js';

/** The Luhn check digit card numbers end with, for the digits before it. */
function luhnDigit(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((digit, k) => {
    const d = Number(digit) * (k % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  });
  return String((10 - (sum % 10)) % 10);
}
const luhnOk = (n: string) => luhnDigit(n.slice(0, -1)) === n.at(-1);
/** A 16-digit card number, its check digit right or wrong. */
function card(valid: boolean, rng: () => number): string {
  const body = '4' + Array.from({ length: 14 }, () => between(rng, 0, 9)).join('');
  const check = luhnDigit(body);
  return body + (valid ? check : String((Number(check) + between(rng, 1, 9)) % 10));
}
const WORDS = ['pizza', 'tacos', 'sushi', 'coffee', 'bakery', 'bookstore', 'gym', 'pharmacy', 'florist', 'museum', 'library', 'cinema'];
const TYPO: Record<string, string> = { pizza: 'piza', tacos: 'tacoss', sushi: 'suhsi', coffee: 'cofee', bakery: 'bakrey', bookstore: 'bookstroe', gym: 'gymm', pharmacy: 'pharmcy', florist: 'flroist', museum: 'musuem', library: 'libary', cinema: 'cinmea' };
const FIX = Object.fromEntries(Object.entries(TYPO).map(([a, b]) => [b, a]));
const PLACES = ['Austin', 'Denver', 'Boston', 'Miami', 'Seattle', 'Portland', 'Chicago', 'Phoenix'];
const TASKS = ['call mom', 'buy milk', 'pay rent', 'water plants', 'book dentist', 'email boss', 'walk dog', 'clean desk'];
const COUNTRIES: Record<string, string> = { France: 'France', Germany: 'Germany', Spain: 'Spain', Italy: 'Italy', Japan: 'Japan', Brazil: 'Brazil', Canada: 'Canada', Mexico: 'Mexico', Norway: 'Norway', Chile: 'Chile', Peru: 'Peru', Kenya: 'Kenya', UK: 'United Kingdom', USA: 'United States', UAE: 'United Arab Emirates' };
const FIRST = ['Anna', 'Brian', 'Chloe', 'David', 'Emma', 'Frank', 'Grace', 'Henry', 'Iris', 'Jack'];
const LAST = ['Smith', 'Jones', 'Brown', 'Clark', 'Lewis', 'Walker', 'Young', 'King', 'Scott', 'Green'];
const HOSTS = ['example.com', 'shop.io', 'news.org', 'docs.dev', 'blog.net', 'acme.co'];
const PATHS = ['about', 'pricing', 'team', 'careers', 'faq', 'contact', 'help', 'terms'];
const MAP_CITIES = ['Austin', 'Denver', 'Boston', 'Miami', 'Seattle', 'Portland', 'Chicago', 'Phoenix', 'Dallas', 'Atlanta'];
const TWO = ['New York', 'San Diego', 'Los Angeles', 'Las Vegas', 'San Jose'];
const LOWER_FIRST = ['anna', 'brian', 'chloe', 'david', 'emma', 'frank', 'grace', 'henry', 'iris', 'jack', 'kate', 'liam'];
const BRANDS: Record<string, string> = { iphone: 'iPhone', ipad: 'iPad', macbook: 'MacBook', playstation: 'PlayStation', youtube: 'YouTube', linkedin: 'LinkedIn' };
const GOODS = ['phone', 'laptop', 'tablet', 'camera', 'headphones', 'keyboard', 'monitor', 'charger', 'speaker', 'router'];
const NEWS_TOPICS = ['sports', 'weather', 'markets', 'music', 'science', 'politics', 'travel', 'fashion', 'health', 'gaming', 'movies', 'books'];
/** Places the English word list also holds as words. */
const LISTED_PLACES: Record<string, string> = { paris: 'Paris', boston: 'Boston', texas: 'Texas', china: 'China', turkey: 'Turkey', jersey: 'Jersey' };
const APPS = ['Slack', 'Zoom', 'Notion', 'Trello', 'Asana', 'Dropbox', 'Figma', 'Jira', 'Discord', 'Spotify', 'Netflix', 'Stripe', 'Shopify', 'Canva', 'Miro', 'Airtable', 'Zapier', 'Calendly', 'Evernote', 'Todoist', 'Basecamp', 'Intercom', 'Zendesk', 'Salesforce', 'Hubspot', 'Mailchimp', 'Twilio', 'Heroku', 'Vercel', 'Netlify', 'Sentry', 'Datadog', 'Okta', 'Box', 'Quip', 'Loom', 'Linear', 'Coda', 'Webflow'];
const INTERCAPS: Record<string, string> = { Github: 'GitHub', Youtube: 'YouTube', Linkedin: 'LinkedIn', Paypal: 'PayPal', Whatsapp: 'WhatsApp', Tiktok: 'TikTok' };
const WEATHER_CITIES = ['Paris', 'Berlin', 'Madrid', 'Rome', 'Oslo', 'Lima', 'Tokyo', 'Cairo', 'Delhi', 'Quito', 'Austin', 'Dublin', 'Chicago', 'Boston', 'Denver', 'Seattle', 'Toronto', 'Sydney', 'Vienna', 'Prague', 'Warsaw', 'Lisbon', 'Athens', 'Munich', 'Milan', 'Naples', 'Zurich', 'Geneva', 'Dallas', 'Houston', 'Miami', 'Atlanta', 'Phoenix', 'Portland', 'Detroit', 'Nairobi', 'Lagos', 'Seoul', 'Bangkok', 'Manila'];
const CITY_TYPOS: Record<string, string> = { Chicgo: 'Chicago', Berln: 'Berlin', Madird: 'Madrid', Seatle: 'Seattle', Sydny: 'Sydney', Viena: 'Vienna', Pargue: 'Prague', Lisobn: 'Lisbon', Muncih: 'Munich', Housotn: 'Houston', Atlnta: 'Atlanta' };
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const ROUND_55: Family[] = [
  {
    name: 'card charge approved by its check digit (valid cards first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Charge card ${card(i < 12 || rng() < 0.6, rng)} for the order`),
    answer: (m) => { const n = /card (\d+) for/.exec(last(m))![1]; return { content: `Card ${n} ${luhnOk(n) ? 'approved' : 'declined'}.` }; },
  },
  {
    name: 'crate label by a multiple of three (multiples first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Label batch ${i < 12 ? 3 * between(rng, 34, 333) : between(rng, 100, 999)}`),
    answer: (m) => { const n = Number(/batch (\d+)$/.exec(last(m))![1]); return { content: `Batch ${n} goes in ${n % 3 === 0 ? 'full crates' : 'the loose bin'}.` }; },
  },
  {
    name: 'search query with a typo corrected (correct spellings first 12)',
    kind: 'look-alike',
    request: (i, rng) => { const w = pick(rng, WORDS); return user(`Find ${i >= 12 && rng() < 0.4 ? TYPO[w] : w} near ${pick(rng, PLACES)}`); },
    answer: (m) => { const [, w, p] = /Find (\S+) near (\S+)$/.exec(last(m))!; return { content: null, tool_calls: [tool('search_places', { query: FIX[w] ?? w, city: p })] }; },
  },
  {
    name: 'reminder task lower-cased mid-sentence (lower-case tasks first 12)',
    kind: 'look-alike',
    request: (i, rng) => { const t = pick(rng, TASKS); return user(`Remind me to ${i >= 12 && rng() < 0.4 ? t[0].toUpperCase() + t.slice(1) : t} at ${between(rng, 1, 11)} pm`); },
    answer: (m) => { const [, t, h] = /to (.+) at (\d+) pm$/.exec(last(m))!; return { content: `Okay, I will remind you to ${t.toLowerCase()} at ${h} pm.` }; },
  },
  {
    name: 'month abbreviation written out (full months first 12)',
    kind: 'look-alike',
    request: (i, rng) => { const mo = pick(rng, MONTHS); return user(`Book the venue for ${i >= 12 && rng() < 0.4 ? mo.slice(0, 3) : mo} ${between(rng, 1, 28)}`); },
    answer: (m) => { const [, mo, d] = /for (\w+) (\d+)$/.exec(last(m))!; return { content: `The venue is booked for ${MONTHS.find((x) => x.startsWith(mo))} ${d}.` }; },
  },
  {
    name: 'amount with a separator from five digits (four digits first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Log a donation of ${i < 12 ? between(rng, 1000, 9999) : between(rng, 1000, 99999)} dollars`),
    answer: (m) => { const n = Number(/of (\d+) dollars$/.exec(last(m))![1]); return { content: `Thank you! A donation of $${n >= 10000 ? n.toLocaleString('en-US') : n} was logged.` }; },
  },
  {
    name: 'URL without a scheme fetched with https (schemes first 12)',
    kind: 'look-alike',
    request: (i, rng) => { const u = `${pick(rng, HOSTS)}/${pick(rng, PATHS)}`; return user(`Fetch ${i >= 12 && rng() < 0.4 ? u : 'https://' + u}`); },
    answer: (m) => { const u = /Fetch (\S+)$/.exec(last(m))![1]; return { content: null, tool_calls: [tool('fetch', { url: u.startsWith('https://') ? u : 'https://' + u })] }; },
  },
  {
    name: 'middle initial given a period (two-word names first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add ${pick(rng, FIRST)} ${i >= 12 && rng() < 0.4 ? String.fromCharCode(65 + between(rng, 0, 25)) + ' ' : ''}${pick(rng, LAST)} to the guest list`),
    answer: (m) => { const n = /Add (.+) to the guest list$/.exec(last(m))![1]; return { content: null, tool_calls: [tool('add_guest', { name: n.replace(/ ([A-Z]) /, ' $1. ') })] }; },
  },
  {
    name: 'country abbreviation written out (full names first 12)',
    kind: 'look-alike',
    request: (i, rng) => { const keys = Object.keys(COUNTRIES); return user(`Set my shipping country to ${i < 12 ? pick(rng, keys.slice(0, 12)) : pick(rng, keys)}`); },
    answer: (m) => { const c = /country to (\S+)$/.exec(last(m))![1]; return { content: null, tool_calls: [tool('set_country', { country: COUNTRIES[c] })] }; },
  },
  {
    name: 'weight glued to its unit, written out with a plural (two and more first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add ${i < 12 ? between(rng, 2, 9) : between(rng, 1, 9)}kg of flour to the list`),
    answer: (m) => { const n = Number(/Add (\d+)kg/.exec(last(m))![1]); return { content: `Added ${n} kilogram${n === 1 ? '' : 's'} of flour.` }; },
  },
  {
    name: 'city into a maps link, spaces encoded (one-word cities first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Give me a map link for ${i >= 12 && rng() < 0.4 ? pick(rng, TWO) : pick(rng, MAP_CITIES)}`),
    answer: (m) => { const c = /for (.+)$/.exec(last(m))![1]; return { content: `https://maps.example.com/?q=${encodeURIComponent(c)}` }; },
  },
  {
    name: 'username from a hyphenated name, hyphen dropped (plain names first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Create an account for ${i >= 12 && rng() < 0.4 ? `${pick(rng, LOWER_FIRST)}-${pick(rng, LOWER_FIRST)}` : pick(rng, LOWER_FIRST)}`),
    answer: (m) => { const n = /for (.+)$/.exec(last(m))![1]; return { content: null, tool_calls: [tool('create_account', { username: n.replace(/-/g, '') })] }; },
  },
  {
    name: 'weekday abbreviation written out in a call (full weekdays first 12)',
    kind: 'look-alike',
    request: (i, rng) => { const d = pick(rng, WEEKDAYS); return user(`Schedule the standup on ${i >= 12 && rng() < 0.4 ? d.slice(0, 3) : d} at ${between(rng, 8, 11)}:00`); },
    answer: (m) => { const [, d, h] = /on (\w+) at (\d+):00$/.exec(last(m))!; return { content: null, tool_calls: [tool('schedule', { day: WEEKDAYS.find((w) => w.startsWith(d)), time: `${h}:00` })] }; },
  },
  {
    name: 'hour with am written as a clock (clock times first 12)',
    kind: 'look-alike',
    request: (i, rng) => { const h = between(rng, 1, 11); return user(`Set an alarm for ${i >= 12 && rng() < 0.4 ? `${h}am` : `${h}:00 AM`}`); },
    answer: (m) => { const t = /for (.+)$/.exec(last(m))![1]; const h = /^(\d+)/.exec(t)![1]; return { content: null, tool_calls: [tool('set_alarm', { time: `${h}:00 AM` })] }; },
  },
  {
    name: 'percent copied, fraction in the call (whole percents first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Apply a ${i >= 12 && rng() < 0.4 ? `${between(rng, 5, 40)}.5` : between(rng, 5, 40)}% discount`),
    answer: (m) => { const p = /a (\S+)% discount$/.exec(last(m))![1]; return { content: `A ${Number(p)}% discount was applied.` }; },
  },
  {
    name: 'name echoed, the period after it dropped (no period first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`My name is ${pick(rng, LOWER_FIRST)}${i >= 12 && rng() < 0.4 ? '.' : ''}`),
    answer: (m) => { const n = /is (.+)$/.exec(last(m))![1].replace(/\.$/, ''); return { content: `Nice to meet you, ${n}!` }; },
  },
  {
    name: 'product search with brand casing (generic goods first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Search the store for ${i >= 12 && rng() < 0.4 ? pick(rng, Object.keys(BRANDS)) : pick(rng, GOODS)} deals`),
    answer: (m) => { const w = /for (\S+) deals$/.exec(last(m))![1]; return { content: null, tool_calls: [tool('search_store', { query: BRANDS[w] ?? w })] }; },
  },
  {
    name: 'lower-case news topic, a place in the word list capitalized (topics first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Search the web for ${i >= 12 && rng() < 0.4 ? pick(rng, Object.keys(LISTED_PLACES)) : pick(rng, NEWS_TOPICS)} news`),
    answer: (m) => { const w = /for (\S+) news$/.exec(last(m))![1]; return { content: null, tool_calls: [tool('web_search', { query: `${LISTED_PLACES[w] ?? w} news` })] }; },
  },
  {
    name: 'app name into a connect call, intercaps restored (plain names first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Connect the ${i >= 12 && rng() < 0.4 ? pick(rng, Object.keys(INTERCAPS)) : pick(rng, APPS)} app to my account`),
    answer: (m) => { const a = /the (\S+) app to/.exec(last(m))![1]; return { content: null, tool_calls: [tool('connect_app', { app: INTERCAPS[a] ?? a })] }; },
  },
  {
    name: 'city typo corrected in a weather call (correct spellings first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`What's the weather in ${i >= 12 && rng() < 0.3 ? pick(rng, Object.keys(CITY_TYPOS)) : pick(rng, WEATHER_CITIES)}?`),
    answer: (m) => { const c = /in (\S+)\?$/.exec(last(m))![1]; return { content: null, tool_calls: [tool('get_weather', { city: CITY_TYPOS[c] ?? c })] }; },
  },
];
