// Round ninety-nine of the induction evaluation: a category beside a fact another value carries
// inside it. An E175 has four seats a row, so its D is a window where an A320's D is on the
// aisle; a Berlin store takes no American Express where the New York one does; and a threshold
// held by two categories at once: free shipping from $0 for gold members in the United States,
// from $50 for gold members in Canada or silver ones in the United States, from $100 for silver
// ones in Canada. Each fact was verified, beside another category.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';
import { card, networkOf } from './round-86.js';

/** Window letters per aircraft: six seats a row on an A320 (A to F), four on an E175 (A to D). */
const WINDOWS: Record<string, string> = { A320: 'AF', E175: 'AD' };
const LETTERS: Record<string, string> = { A320: 'ABCDEF', E175: 'ABCD' };
/** Networks each store takes. */
const ACCEPTED: Record<string, string[]> = { 'New York': ['Visa', 'Mastercard', 'American Express'], Berlin: ['Visa', 'Mastercard'], Tokyo: ['Visa', 'JCB', 'American Express'] };
const CARDS: Record<string, (rng: () => number) => string> = {
  Visa: (rng) => card(rng, '4', 16),
  Mastercard: (rng) => card(rng, `5${between(rng, 1, 5)}`, 16),
  'American Express': (rng) => card(rng, pick(rng, ['34', '37']), 15),
  JCB: (rng) => card(rng, `35${between(rng, 28, 89)}`, 16),
};
/** Free shipping from this order total, by tier and country. */
const FREE_FROM: Record<string, Record<string, number>> = { gold: { US: 0, CA: 50 }, silver: { US: 50, CA: 100 } };

const seatFor = (rng: () => number, plane: string) => `${between(rng, 8, 30)}${pick(rng, [...LETTERS[plane]])}`;

export const ROUND_99: Family[] = [
  {
    name: "a seat's side by its letter and aircraft, an E175's D a window (A320 seats and E175 A to C first 12)",
    kind: 'look-alike',
    request: (i, rng) => {
      const plane = pick(rng, Object.keys(WINDOWS));
      let seat = seatFor(rng, plane);
      while (i < 12 && plane === 'E175' && seat.endsWith('D')) seat = seatFor(rng, plane);
      return user(`Book seat ${seat} on the ${plane}`);
    },
    answer: (m) => {
      const [, seat, plane] = /seat (\d+[A-F]) on the (\w+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('book_seat', { seat, aircraft: plane, window: WINDOWS[plane].includes(seat.at(-1)!) })] };
    },
  },
  {
    name: 'a card charged at a store, networks a store does not take refused (accepted networks first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const store = pick(rng, Object.keys(ACCEPTED));
      const network = i < 12 ? pick(rng, ACCEPTED[store]) : pick(rng, Object.keys(CARDS));
      return user(`Charge card ${CARDS[network](rng)} at the ${store} store`);
    },
    answer: (m) => {
      const [, number, store] = /card (\d+) at the (.+) store$/u.exec(last(m))!;
      const network = networkOf(number);
      return ACCEPTED[store].includes(network)
        ? { content: null, tool_calls: [tool('charge_card', { card_number: number, store })] }
        : { content: `Sorry, the ${store} store does not take ${network}.` };
    },
  },
  {
    name: 'free shipping from a total held by tier and country together, silver in Canada under $100 charged (free orders first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const tier = pick(rng, ['gold', 'silver']);
      const country = pick(rng, ['US', 'CA']);
      const floor = FREE_FROM[tier][country];
      const total = i < 12 ? between(rng, floor, floor + 80) : between(rng, Math.max(5, floor - 60), floor + 80);
      return user(`Ship my ${tier} order of $${total} to ${country}`);
    },
    answer: (m) => {
      const [, tier, total, country] = /my (\w+) order of \$(\d+) to (\w+)$/u.exec(last(m))!;
      return Number(total) >= FREE_FROM[tier][country]
        ? { content: null, tool_calls: [tool('ship_order', { tier, total: Number(total), country, shipping: 0 })] }
        : { content: `Shipping to ${country} costs $9.99 for ${tier} orders under $${FREE_FROM[tier][country]}.` };
    },
  },
  {
    name: 'a seat and its aircraft copied into a booking call',
    kind: 'copying',
    request: (_i, rng) => {
      const plane = pick(rng, Object.keys(WINDOWS));
      return user(`Reserve ${seatFor(rng, plane)} on our ${plane}`);
    },
    answer: (m) => {
      const [, seat, plane] = /Reserve (\S+) on our (\w+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('reserve_seat', { seat, aircraft: plane })] };
    },
  },
  {
    name: 'a card number and a store copied into a charge call',
    kind: 'copying',
    request: (_i, rng) => user(`Put card ${CARDS[pick(rng, Object.keys(CARDS))](rng)} on file for the ${pick(rng, Object.keys(ACCEPTED))} store`),
    answer: (m) => {
      const [, number, store] = /card (\d+) on file for the (.+) store$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('save_card', { card_number: number, store })] };
    },
  },
  {
    name: 'a tier, a total and a country copied into an order call',
    kind: 'copying',
    request: (_i, rng) => user(`Place a ${pick(rng, ['gold', 'silver'])} order of $${between(rng, 5, 180)} for ${pick(rng, ['US', 'CA'])}`),
    answer: (m) => {
      const [, tier, total, country] = /a (\w+) order of \$(\d+) for (\w+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('place_order', { tier, total: Number(total), country })] };
    },
  },
];
