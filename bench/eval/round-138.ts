// Round one hundred and thirty-eight of the induction evaluation: a whole number's parity inside a
// phrase. A house or flat number written before its street ("addr=Flat 13 Elm Close", "at 12 Oak
// Street") is one span with the street, as the street's words vary in number; round one hundred and
// thirty-seven read its range there, not its parity. The side of the street, the lift of a flat, the
// warehouse of an order turn on it. The first twelve numbers are even, the next may be odd. The code
// before served "Take the east lift." to flat 13 (a serving template verified on even flats only):
// a whole number's parity among a phrase's words is now read as a category of its own
// (value-features.ts). Numbers written in words among a phrase's words, and an age glued to its
// unit, are look-alikes the code before already refused. Two copying families show the cost: a house
// number copied with its street, and a flat number copied out of an address labelled two ways (one
// span holds number and street, so copying the number alone is seldom reached: 6 of 90 hits after
// 10 over three seeds, each street's words verified in their place).
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

type Rng = () => number;

const STREETS = ['Oak Street', 'Church Lane', 'King Street West', 'Rue de la Paix'];
const MORE_STREETS = ['Oak Street', 'Maple Avenue', 'Church Lane', 'High Street', 'Mill Road', 'Park Drive', 'Elm Close', 'Station Road', 'King Street West', 'Rue de la Paix'];
/** A whole number in [lo, hi]: even in the first twelve requests and now and then after. */
const evenFirst = (rng: Rng, i: number, lo: number, hi: number) => {
  let n = 0;
  do n = between(rng, lo, hi);
  while ((i < 12 || rng() < 0.4) && n % 2 === 1);
  return n;
};
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy'];
const inWords = (n: number) => (n <= 20 ? WORDS[n] : `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${WORDS[n % 10]}` : ''}`);
const ofWords = (words: string) => {
  const [tens, unit] = words.split('-');
  return TENS.indexOf(tens) >= 2 ? TENS.indexOf(tens) * 10 + (unit ? WORDS.indexOf(unit) : 0) : WORDS.indexOf(words);
};
const CONCIERGE = 'You are the building concierge.';

export const ROUND_138: Family[] = [
  {
    name: 'lift by a flat number\'s parity, the number and its street one span (even first 12)',
    kind: 'look-alike',
    request: (i, rng) => [{ role: 'system', content: `${CONCIERGE} addr=Flat ${evenFirst(rng, i, 1, 99)} ${pick(rng, STREETS)}` }, { role: 'user', content: 'Which lift should I take?' }],
    answer: (m) => ({ content: Number(/Flat (\d+)/u.exec(m[0].content ?? '')![1]) % 2 === 0 ? 'Take the east lift.' : 'Take the west lift.' }),
  },
  {
    name: 'lift by a flat number\'s parity, the address labelled two ways (even first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const n = evenFirst(rng, i, 1, 99);
      const street = pick(rng, MORE_STREETS);
      return [{ role: 'system', content: `${CONCIERGE} ${rng() < 0.5 ? `address: Flat ${n}, ${street}` : `addr=Flat ${n} ${street}`}` }, { role: 'user', content: 'Which lift should I take?' }];
    },
    answer: (m) => ({ content: Number(/Flat (\d+)/u.exec(m[0].content ?? '')![1]) % 2 === 0 ? 'Take the east lift.' : 'Take the west lift.' }),
  },
  {
    name: 'bin day by a house number\'s side of the street, in a question (even first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`When is bin collection at ${evenFirst(rng, i, 1, 240)} ${pick(rng, STREETS)}?`),
    answer: (m) => ({ content: Number(/at (\d+) /u.exec(last(m))![1]) % 2 === 0 ? 'Bins are collected on Monday.' : 'Bins are collected on Thursday.' }),
  },
  {
    name: 'warehouse by an order number\'s parity, after a word (even first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Where does order ORD ${evenFirst(rng, i, 100000, 999999)} ship from?`),
    answer: (m) => ({ content: Number(/ORD (\d+)/u.exec(last(m))![1]) % 2 === 0 ? 'It ships from Leeds.' : 'It ships from Bristol.' }),
  },
  {
    name: 'wine refused by an age written in words (adults first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`A guest aged ${inWords(i < 12 || rng() < 0.4 ? between(rng, 21, 70) : between(rng, 12, 20))} asks for a glass of wine. Answer yes or no.`),
    answer: (m) => ({ content: ofWords(/aged ([a-z-]+) asks/u.exec(last(m))![1]) >= 18 ? 'Yes.' : 'No.' }),
  },
  {
    name: 'ferry sold out when the seats left, in words, are zero (seats left first 12)',
    kind: 'look-alike',
    request: (i, rng) => [{ role: 'system', content: `Seats left on the 9:40 ferry: ${inWords(i < 12 || rng() < 0.6 ? between(rng, 1, 20) : 0)} seats remaining.` }, { role: 'user', content: 'Can I book one?' }],
    answer: (m) => ({ content: /: zero seats/u.test(m[0].content ?? '') ? 'Sorry, it is sold out.' : 'Yes, I can book you a seat.' }),
  },
  {
    name: 'museum ticket free under 18, the age written four ways (adults first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const age = i < 12 || rng() < 0.5 ? between(rng, 18, 64) : between(rng, 3, 17);
      return [{ role: 'system', content: `Museum ticket desk. Visitor: ${pick(rng, [`age ${age}`, `${age} years old`, `${age}y`, `aged ${age}`])}.` }, { role: 'user', content: 'How much is my ticket?' }];
    },
    answer: (m) => ({ content: Number(/(\d+)/u.exec(m[0].content ?? '')![1]) >= 18 ? 'Your ticket is 12 euros.' : 'Your ticket is free.' }),
  },
  {
    name: 'a house number and its street copied into a delivery call',
    kind: 'copying',
    request: (_i, rng) => user(`Deliver the parcel to ${between(rng, 1, 240)} ${pick(rng, MORE_STREETS)} tomorrow.`),
    answer: (m) => ({ content: null, tool_calls: [tool('schedule_delivery', { address: /to (.+) tomorrow/u.exec(last(m))![1] })] }),
  },
  {
    name: 'a flat number copied out of an address labelled two ways',
    kind: 'copying',
    request: (_i, rng) => {
      const n = between(rng, 1, 99);
      const street = pick(rng, MORE_STREETS);
      return [{ role: 'system', content: `${CONCIERGE} ${rng() < 0.5 ? `address: Flat ${n}, ${street}` : `addr=Flat ${n} ${street}`}` }, { role: 'user', content: 'Which flat am I in?' }];
    },
    answer: (m) => ({ content: `You are in Flat ${/Flat (\d+)/u.exec(m[0].content ?? '')![1]}.` }),
  },
];
