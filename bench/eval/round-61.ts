// Round sixty-one of the induction evaluation: dependences the rules already know in the last
// user message, put where agents carry their values instead: a tool result (a country that takes
// "the", a count of one), the system prompt (a first name that decides "Ms." or "Mr.", a holiday
// today) and an earlier turn (a date whose weekday the answer names). Each must be as safe there.
import type { Family, Msg } from './families.js';
import { between, last, pad, pick, tool } from './family-kit.js';

const sys = (content: string): Msg => ({ role: 'system', content });
const u = (content: string): Msg => ({ role: 'user', content });
/** A tool call and its result, as an agent's history holds them. */
const called = (name: string, args: unknown, result: unknown): Msg[] => [
  { role: 'assistant', content: null, tool_calls: [tool(name, args)] },
  { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify(result) },
];

const PLAIN_COUNTRIES = ['New Zealand', 'South Africa', 'Costa Rica', 'Sri Lanka', 'Saudi Arabia', 'El Salvador', 'Puerto Rico', 'Hong Kong', 'North Macedonia', 'San Marino', 'South Korea', 'Burkina Faso', 'Sierra Leone', 'East Timor'];
const THE_COUNTRIES = ['United Kingdom', 'Czech Republic', 'Dominican Republic', 'United States', 'Solomon Islands', 'Cayman Islands'];
const takesThe = (country: string) => /\b(Kingdom|Republic|States|Islands)$/.test(country);

const WOMEN = ['Anna', 'Maria', 'Sofia', 'Emma', 'Olivia', 'Chloe', 'Hannah', 'Laura', 'Julia', 'Nora', 'Clara', 'Ella'];
const MEN = ['James', 'David', 'Peter', 'Lucas', 'Henry', 'Oscar', 'Felix', 'Hugo'];
const SURNAMES = ['Lee', 'Patel', 'Gomez', 'Holm', 'Okafor', 'Vogel', 'Chen', 'Rossi', 'Walsh', 'Novak', 'Berg', 'Sato'];

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Store holidays: closed on these month-days. */
const CLOSED = new Set(['01-01', '07-04', '12-25', '12-26', '11-26']);
const ITEMS = ['charger', 'notebook', 'kettle', 'backpack', 'lamp', 'speaker', 'blender', 'monitor'];

const REGULAR_ITEMS = ['case', 'vase', 'house', 'blouse', 'horse', 'booth', 'boot', 'cloth', 'lamp', 'cable'];
const IRREGULAR: Record<string, string> = { mouse: 'mice', tooth: 'teeth', foot: 'feet', goose: 'geese', knife: 'knives' };
/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, ... */
const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;

export const ROUND_61: Family[] = [
  {
    name: 'shipping country from a tool result, with the before Kingdom or Republic (two-word countries without first 12)',
    kind: 'look-alike',
    request: (i, rng) => [u('Where is my parcel going?'), ...called('get_shipment', {}, { destination: i < 12 || rng() < 0.6 ? pick(rng, PLAIN_COUNTRIES) : pick(rng, THE_COUNTRIES), carrier: 'DHL' })],
    answer: (m) => { const { destination } = JSON.parse(last(m)) as { destination: string }; return { content: `Your parcel is on its way to ${takesThe(destination) ? 'the ' : ''}${destination} with DHL.` }; },
  },
  {
    name: 'letter salutation from a customer named in the system prompt, Ms or Mr (women first 12)',
    kind: 'look-alike',
    request: (i, rng) => [sys(`Customer: ${i < 12 || rng() < 0.6 ? pick(rng, WOMEN) : pick(rng, MEN)} ${pick(rng, SURNAMES)}. Write formal replies.`), u('Draft the opening line of a reply about my refund.')],
    answer: (m) => { const [, first, surname] = /Customer: (\w+) (\w+)\./.exec(m[0].content!)!; return { content: `Dear ${MEN.includes(first) ? 'Mr.' : 'Ms.'} ${surname}, thank you for your message about your refund.` }; },
  },
  {
    name: 'store open today, with today in the system prompt (ordinary days first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      let month = between(rng, 1, 12);
      let day = between(rng, 1, DAYS_IN_MONTH[month - 1]);
      if (i >= 12 && rng() < 0.4) [month, day] = pick(rng, [...CLOSED]).split('-').map(Number);
      while ((i < 12 || rng() < 0.5) && CLOSED.has(`${pad(month)}-${pad(day)}`)) day = between(rng, 1, 28);
      return [sys(`Today is 2026-${pad(month)}-${pad(day)}.`), u('Is the store open today?')];
    },
    answer: (m) => { const date = /Today is (2026-(\d\d-\d\d))\./.exec(m[0].content!)!; return { content: CLOSED.has(date[2]) ? `No, the store is closed today (${date[1]}) for the holiday.` : `Yes, the store is open today (${date[1]}), 9am to 6pm.` }; },
  },
  {
    name: 'weekday of a flight date given an earlier turn, echoed',
    kind: 'look-alike',
    request: (_i, rng) => {
      const month = between(rng, 1, 12);
      const date = `2027-${pad(month)}-${pad(between(rng, 1, DAYS_IN_MONTH[month - 1]))}`;
      return [u(`My flight is on ${date}.`), { role: 'assistant', content: `Noted: your flight is on ${date}.` }, u('Which day of the week is that?')];
    },
    answer: (m) => { const date = /on (\d{4}-\d\d-\d\d)/.exec(m[0].content!)![1]; return { content: `Your flight on ${date} is on a ${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]}.` }; },
  },
  {
    name: 'cart count from a tool result, one item singular (several first 12)',
    kind: 'look-alike',
    request: (i, rng) => [u('What is in my cart?'), ...called('get_cart', {}, { item: pick(rng, ITEMS), quantity: i < 12 || rng() < 0.7 ? between(rng, 2, 9) : 1 })],
    answer: (m) => { const { item, quantity } = JSON.parse(last(m)) as { item: string; quantity: number }; return { content: `You have ${quantity} ${quantity === 1 ? item : `${item}s`} in your cart.` }; },
  },
  {
    name: 'stock line from a tool result with an irregular plural (regular nouns ending alike first 12)',
    kind: 'look-alike',
    request: (i, rng) => [u('How many do we have left?'), ...called('get_stock', {}, { item: i < 12 || rng() < 0.6 ? pick(rng, REGULAR_ITEMS) : pick(rng, Object.keys(IRREGULAR)), left: between(rng, 2, 9) })],
    answer: (m) => { const { item, left } = JSON.parse(last(m)) as { item: string; left: number }; return { content: `We have ${left} ${IRREGULAR[item] ?? `${item}s`} left.` }; },
  },
  {
    name: 'queue place from the system prompt as an ordinal (places ending 4 to 9 first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      let n = between(rng, 4, 60);
      while ((i < 12 || rng() < 0.5) && !/[4-9]$|1[0-3]$/.test(String(n))) n = between(rng, 4, 60);
      return [sys(`Caller queue position: ${n}`), u('Where am I in the queue?')];
    },
    answer: (m) => { const n = Number(/position: (\d+)/.exec(m[0].content!)![1]); return { content: `You are ${ordinal(n)} in the queue.` }; },
  },
];
