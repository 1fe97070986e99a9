// Round seventy-one of the induction evaluation: facts about a value that sit in a character no
// feature reads. A seat's letter (window, middle or aisle) inside "14C"; a chess square's colour
// from its file and rank; a playing card's colour from its suit; a Roman numeral's size; a memory
// address's alignment from its last hex digit; a hex flag's low bit.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI', 'XXIV', 'XXX'];
const RED = ['♥', '♦'];
const BLACK = ['♠', '♣'];
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const FILES = 'abcdefgh';
/** a1 is dark: a square is light when its file and rank add up to an odd number (a=1). */
const isLight = (square: string) => (FILES.indexOf(square[0]) + 1 + Number(square[1])) % 2 === 1;
const square = (rng: () => number, light: boolean | null): string => {
  for (;;) {
    const s = `${pick(rng, [...FILES])}${between(rng, 1, 8)}`;
    if (light === null || isLight(s) === light) return s;
  }
};
/** A seat: a row, then a window letter for the first 12 requests and for 40% of the rest, else another. */
const seat = (i: number, rng: () => number) => `${between(rng, 8, 38)}${pick(rng, i < 12 || rng() < 0.4 ? ['A', 'F'] : ['B', 'C', 'D', 'E'])}`;
const hex = (rng: () => number, digits: number) => Array.from({ length: digits }, () => '0123456789abcdef'[between(rng, 0, 15)]).join('');

export const ROUND_71: Family[] = [
  {
    name: 'seat type by the letter inside a seat number (window seats first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Assign me seat ${seat(i, rng)} on the flight`),
    answer: (m) => {
      const seat = /seat (\d+[A-F])/.exec(last(m))![1];
      const kind = /[AF]$/.test(seat) ? 'window' : /[CD]$/.test(seat) ? 'aisle' : 'middle';
      return { content: null, tool_calls: [tool('assign_seat', { seat, seat_type: kind })] };
    },
  },
  {
    name: 'seat type in prose by the letter inside a seat number (window seats first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Is seat ${seat(i, rng)} a good one?`),
    answer: (m) => {
      const seat = /seat (\d+[A-F])/.exec(last(m))![1];
      return { content: /[AF]$/.test(seat) ? `Seat ${seat} is a window seat.` : `Seat ${seat} is not by a window.` };
    },
  },
  {
    name: 'chess square colour (light squares first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`My knight lands on ${square(rng, i < 12 || rng() < 0.4 ? true : null)}. Which colour is that square?`),
    answer: (m) => {
      const s = /lands on ([a-h][1-8])/.exec(last(m))![1];
      return { content: `The square ${s} is ${isLight(s) ? 'light' : 'dark'}.` };
    },
  },
  {
    name: 'playing card colour by its suit (red cards first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`I drew the ${pick(rng, RANKS)}${pick(rng, i < 12 || rng() < 0.4 ? RED : [...RED, ...BLACK])}. Can it go on a black nine?`),
    answer: (m) => {
      const card = /drew the (\S+)\./.exec(last(m))![1];
      return { content: RED.some((suit) => card.endsWith(suit)) ? `Yes, the ${card} is red, so it goes on a black nine.` : `No, the ${card} is black.` };
    },
  },
  {
    name: 'seat asked window or aisle, both words in the question (window seats first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Is seat ${seat(i, rng)} a window or an aisle seat?`),
    answer: (m) => {
      const seat = /seat (\d+[A-F])/.exec(last(m))![1];
      return { content: `Seat ${seat} is ${/[AF]$/.test(seat) ? 'a window' : /[CD]$/.test(seat) ? 'an aisle' : 'a middle'} seat.` };
    },
  },
  {
    name: 'chess square asked light or dark, both words in the question (light squares first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Is ${square(rng, i < 12 || rng() < 0.4 ? true : null)} a light or a dark square?`),
    answer: (m) => {
      const s = /Is ([a-h][1-8]) a/.exec(last(m))![1];
      return { content: `${s} is a ${isLight(s) ? 'light' : 'dark'} square.` };
    },
  },
  {
    name: 'playing card asked red or black, both words in the question (red cards first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Is the ${pick(rng, RANKS)}${pick(rng, i < 12 || rng() < 0.4 ? RED : [...RED, ...BLACK])} red or black?`),
    answer: (m) => {
      const card = /Is the (\S+) red/.exec(last(m))![1];
      return { content: `The ${card} is ${RED.some((suit) => card.endsWith(suit)) ? 'red' : 'black'}.` };
    },
  },
  {
    name: 'volume shelved by its Roman numeral, I to X on shelf A (small volumes first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Shelve volume ${pick(rng, i < 12 || rng() < 0.4 ? ROMAN.slice(0, 10) : ROMAN)} of the encyclopedia`),
    answer: (m) => {
      const volume = /volume (\S+) of/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('shelve', { volume, shelf: ROMAN.indexOf(volume) < 10 ? 'A' : 'B' })] };
    },
  },
  {
    name: 'buffer address aligned to 16 bytes by its last hex digit (aligned first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Is the buffer at 0x7ffe${hex(rng, 3)}${i < 12 || rng() < 0.4 ? '0' : hex(rng, 1)} aligned for SSE?`),
    answer: (m) => {
      const address = /at (0x[0-9a-f]+) aligned/.exec(last(m))![1];
      return { content: address.endsWith('0') ? `Yes, ${address} is 16-byte aligned.` : `No, ${address} is not 16-byte aligned; copy it to an aligned buffer first.` };
    },
  },
  {
    name: 'feature flag read from the low bit of a hex mask (odd masks first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const mask = `0x${hex(rng, 3)}${pick(rng, i < 12 || rng() < 0.4 ? [...'13579bdf'] : [...'0123456789abcdef'])}`;
      return user(`Config mask ${mask}: is the beta flag on?`);
    },
    answer: (m) => {
      const mask = /mask (0x[0-9a-f]+):/.exec(last(m))![1];
      return { content: parseInt(mask, 16) % 2 === 1 ? `Mask ${mask} has the beta flag on.` : `Mask ${mask} has the beta flag off.` };
    },
  },
];
