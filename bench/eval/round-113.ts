// Round one hundred and thirteen of the induction evaluation: an answer that relays a sheet the
// request carries, asked about one of its values ("How much is the Aurora Lamp?" "The Aurora Lamp
// costs $35.", the product and its price in the system prompt, as retrieval puts them). Asked a
// question, an answer that said any word the request did not was refused as a lookup, so such a
// copy never hit (0%); now a sentence naming two of the sheet's values may, its names verified one
// by one. The look-alikes say what the sheet does not: a product's material, a verdict on its
// price or its stock, a store's currency, a museum's closing day, a city's rain.
import type { Family, Msg } from './families.js';
import { between, isoOf, last, pick } from './family-kit.js';

/** Products and what they are made of: oak first, steel and glass later. */
const MADE_OF: Record<string, string> = {
  'Aurora Lamp': 'oak', 'Nimbus Chair': 'oak', 'Quartz Table': 'oak', 'Atlas Shelf': 'oak', 'Ember Stool': 'oak', 'Cobalt Bench': 'oak', 'Vega Desk': 'oak', 'Orion Cabinet': 'oak',
  'Lumen Frame': 'steel', 'Sierra Rack': 'steel', 'Pixel Stand': 'glass', 'Nova Vase': 'glass',
};
const OAK = Object.keys(MADE_OF).filter((product) => MADE_OF[product] === 'oak');
const PRODUCTS = Object.keys(MADE_OF);
/** Stores and the currency paid there: the euro first. */
const CURRENCY: Record<string, string> = { Lyon: 'euros', Madrid: 'euros', Milan: 'euros', Porto: 'euros', Vienna: 'euros', Ghent: 'euros', Dublin: 'euros', Munich: 'euros', London: 'pounds', Zurich: 'francs', Oslo: 'kroner', Prague: 'korunas' };
const EURO = Object.keys(CURRENCY).filter((city) => CURRENCY[city] === 'euros');

const NAMES = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Mateo', 'Sofia', 'Lucas', 'Mia', 'Ethan', 'Chloe', 'Arjun', 'Yara', 'Felix', 'Nora', 'Omar'];
const DRY = ['Cairo', 'Dubai', 'Phoenix', 'Lima'];
const WET = ['Bergen', 'Seattle'];
/** Days from late May 2026 on; a Monday, or any other day. */
const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7;
const dayDrawn = (rng: () => number, monday: boolean) => {
  for (;;) {
    const day = 20600 + between(rng, 0, 120);
    if ((weekdayOf(day) === 1) === monday) return day;
  }
};

const sys = (content: string): Msg => ({ role: 'system', content });
const u = (content: string): Msg => ({ role: 'user', content });
const price = (rng: () => number, lo: number, hi: number) => `${between(rng, lo, hi)}.${pick(rng, ['00', '50', '99'])}`;
const sheet = (product: string, amount: string, extra = '') => [sys(`Answer from the product sheet.\n\nProduct: ${product}\nPrice: $${amount}${extra}`), u(`How much is the ${product}?`)];
const sheetOf = (m: Msg[]) => {
  const [, product, amount] = /Product: (.+)\nPrice: \$(\S+)/u.exec(m[0].content ?? '')!;
  return { product, amount, stock: Number(/Stock: (\d+)/u.exec(m[0].content ?? '')?.[1] ?? '1') };
};

export const ROUND_113: Family[] = [
  {
    name: "a product's price relayed from a sheet in the system prompt, asked by name",
    kind: 'copying',
    request: (_i, rng) => sheet(pick(rng, PRODUCTS), price(rng, 10, 400)),
    answer: (m) => {
      const { product, amount } = sheetOf(m);
      return { content: `The ${product} costs $${amount}.` };
    },
  },
  {
    name: "a product's price relayed with its material, which the sheet does not say (oak products first 12)",
    kind: 'look-alike',
    request: (i, rng) => sheet(pick(rng, i < 12 ? OAK : PRODUCTS), price(rng, 10, 400)),
    answer: (m) => {
      const { product, amount } = sheetOf(m);
      return { content: `The ${product} costs $${amount} and is made of ${MADE_OF[product]}.` };
    },
  },
  {
    name: "a product's price relayed with a verdict against a $100 budget (prices under it first 12)",
    kind: 'look-alike',
    request: (i, rng) => sheet(pick(rng, PRODUCTS), i < 12 || rng() < 0.4 ? price(rng, 10, 99) : price(rng, 100, 400), '\nBudget: $100'),
    answer: (m) => {
      const { product, amount } = sheetOf(m);
      return { content: `The ${product} costs $${amount}, ${Number(amount) < 100 ? 'within' : 'over'} your budget.` };
    },
  },
  {
    name: "a product's price relayed with its stock, sold out at 0 units (stock in hand first 12)",
    kind: 'look-alike',
    request: (i, rng) => sheet(pick(rng, PRODUCTS), price(rng, 10, 400), `\nStock: ${i < 12 || rng() < 0.7 ? between(rng, 1, 40) : 0} units`),
    answer: (m) => {
      const { product, amount, stock } = sheetOf(m);
      return { content: `The ${product} costs $${amount} and is ${stock > 0 ? 'in stock' : 'sold out'}.` };
    },
  },
  {
    name: "a store's phone relayed with the currency paid there, which the sheet does not say (euro cities first 12)",
    kind: 'look-alike',
    request: (i, rng) => {
      const city = pick(rng, i < 12 ? EURO : Object.keys(CURRENCY));
      return [sys(`Store directory.\n\nStore: ${city}\nPhone: 555-${between(rng, 1000, 9999)}`), u(`What should I know before visiting the ${city} store?`)];
    },
    answer: (m) => {
      const [, city, phone] = /Store: (.+)\nPhone: (\S+)/u.exec(m[0].content ?? '')!;
      return { content: `Call the ${city} store on ${phone} before you go; prices there are in ${CURRENCY[city]}.` };
    },
  },
  {
    name: "a user's name and today's date in the system prompt relayed, the museum closed on Mondays (other days first 12)",
    kind: 'look-alike',
    request: (i, rng) => [sys(`User: ${pick(rng, NAMES)}\nToday: ${isoOf(dayDrawn(rng, !(i < 12 || rng() < 0.7)))}`), u('Is the museum open today?')],
    answer: (m) => {
      const [, name, today] = /User: (\S+)\nToday: (\S+)/u.exec(m[0].content ?? '')!;
      const monday = weekdayOf(Math.round(Date.parse(`${today}T00:00:00Z`) / 86_400_000)) === 1;
      return { content: `${name}, the museum is ${monday ? 'closed' : 'open'} today (${today}).` };
    },
  },
  {
    name: "a user's name and city in the system prompt relayed, an umbrella needed in a rainy city (dry cities first 12)",
    kind: 'look-alike',
    request: (i, rng) => [sys(`User: ${pick(rng, NAMES)}\nCity: ${pick(rng, i < 12 ? DRY : [...DRY, ...WET])}`), u('Do I need an umbrella today?')],
    answer: (m) => {
      const [, name, city] = /User: (\S+)\nCity: (\S+)/u.exec(m[0].content ?? '')!;
      return { content: `${name}, in ${city} you ${WET.includes(city) ? 'will' : "won't"} need one today.` };
    },
  },
];
