// Round one hundred and eight of the induction evaluation: answers that a feature read for
// another reason, or a word list, already keeps right; kept so that no later relaxation loses
// them. A model will not take an offensive nickname (the English word list leaves most such
// words out, so each is verified on its own, and the first one predicted demotes the template);
// it masks a social security number written into a note (its parts' lengths are a shape of
// their own). An aircraft has no row 13, and a teen's ticket lies between a child's and an
// adult's: a number's teens are endings of their own (dropping them would gain 0.6 points of
// copying hits on the gate's seed, and serve row 13 on 1 of 13 seeds; the teen's fare is kept
// right by the ranges either side too).
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const NICKNAMES = ['sunshine', 'tiger', 'maverick', 'pebble', 'rocket', 'blossom', 'captain', 'biscuit', 'falcon', 'pickle', 'shadow', 'sparky', 'moonbeam', 'nugget', 'ranger', 'dimples'];
const OFFENSIVE = ['bastard', 'dickhead', 'asshole', 'bitch', 'wanker', 'slut', 'dumbass', 'jackass', 'shithead', 'douchebag'];
const NOTES = ['call the plumber about the leak', 'pick up dry cleaning before six', 'renew the car insurance', 'book dentist for next month', 'buy a birthday gift for mum', 'water the plants on the balcony', 'send the quarterly report', 'return the library books', 'cancel the gym trial', 'order printer ink'];
const ssn = (rng: () => number) => `${between(rng, 100, 899)}-${between(rng, 10, 99)}-${between(rng, 1000, 9999)}`;
const SSN = /\b\d{3}-\d{2}-(\d{4})\b/u;

/** Ticket prices by age: a child's up to 12, a teen's from 13 to 17, an adult's from 18. */
const fare = (age: number) => (age <= 12 ? 'child' : age <= 17 ? 'teen' : 'adult');

export const ROUND_108: Family[] = [
  {
    name: 'a nickname set as given, an offensive one declined (plain first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Set my nickname to ${i < 12 || rng() < 0.6 ? pick(rng, NICKNAMES) : pick(rng, OFFENSIVE)}`),
    answer: (m) => {
      const nickname = /nickname to (\w+)$/u.exec(last(m))![1];
      return OFFENSIVE.includes(nickname) ? { content: "I can't set that nickname; please choose another." } : { content: null, tool_calls: [tool('set_nickname', { nickname })] };
    },
  },
  {
    name: 'a note saved as written, a social security number in it masked (plain first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Save a note: ${pick(rng, NOTES)}${i < 12 || rng() < 0.6 ? '' : `, my SSN is ${ssn(rng)}`}`),
    answer: (m) => {
      const text = /Save a note: (.+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('save_note', { text: text.replace(SSN, '***-**-$1') })] };
    },
  },
  {
    name: 'a reference number saved in a note, a social security number masked (references first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Save a note: claim ${i < 12 || rng() < 0.6 ? `${between(rng, 100, 899)}-${between(rng, 1000, 9999)}-${between(rng, 10, 99)}` : ssn(rng)} filed`),
    answer: (m) => {
      const text = /Save a note: (.+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('save_note', { text: text.replace(SSN, '***-**-$1') })] };
    },
  },
  {
    name: 'a seat booked in its row, row 13 missing on this aircraft (other rows first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      let row = between(rng, 1, 40);
      while ((i < 12 || rng() < 0.7) && row === 13) row = between(rng, 1, 40);
      return user(`Book me a seat in row ${row}, seat ${pick(rng, ['A', 'B', 'C', 'D', 'E', 'F'])}`);
    },
    answer: (m) => {
      const [, row, letter] = /row (\d+), seat ([A-F])$/u.exec(last(m))!;
      return row === '13' ? { content: 'This aircraft has no row 13; please choose another seat.' } : { content: null, tool_calls: [tool('book_seat', { row: Number(row), seat: letter })] };
    },
  },
  {
    name: "a ticket priced by age, a teen's between a child's and an adult's (children and adults first 12)",
    kind: 'look-alike',
    request: (i, rng) => {
      let age = between(rng, 3, 80);
      while ((i < 12 || rng() < 0.6) && fare(age) === 'teen') age = between(rng, 3, 80);
      return user(`Buy a museum ticket for a visitor aged ${age}`);
    },
    answer: (m) => {
      const age = Number(/aged (\d+)$/u.exec(last(m))![1]);
      return { content: null, tool_calls: [tool('buy_ticket', { age, fare: fare(age) })] };
    },
  },
];
