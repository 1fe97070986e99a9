// Round one hundred and thirty-two of the induction evaluation: a number's divisibility by what
// its features did not show one by one: by 6 (even and a multiple of three, each seen apart in
// 10 and 21), by 8, by 9 and by 16, by a team size given beside it or a table size the system
// prompt states; and facts of arithmetic: a power of two, a square, a prime. The first twelve numbers are not; then some are, and the answer says so in words no
// yes-or-no rule reads ("every table is full", "the grid is complete").
import type { Family } from './families.js';
import { between, last, pick, user } from './family-kit.js';

type Rng = () => number;

/** A number from 10 to 99 for which `is` says no among the first twelve, then any. */
const drawNumber = (rng: Rng, first: boolean, is: (n: number) => boolean) => {
  for (;;) {
    const n = between(rng, 10, 99);
    if (!first || !is(n)) return n;
  }
};

const divisibility = (name: string, is: (n: number) => boolean, ask: (n: number) => string, read: RegExp, say: (n: number, yes: boolean) => string): Family => ({
  name,
  kind: 'look-alike',
  request: (i: number, rng: Rng) => user(ask(drawNumber(rng, i < 12, is))),
  answer: (m) => {
    const n = Number(read.exec(last(m))![1]);
    return { content: say(n, is(n)) };
  },
});

const TEAM_SIZES = [3, 4, 5, 6, 8];
const isSquare = (n: number) => Number.isInteger(Math.sqrt(n));
const isPrime = (n: number) => [2, 3, 5, 7].every((d) => n % d !== 0 || n === d);

const POWERS_OF_TWO = new Set([16, 32, 64]);

export const ROUND_132: Family[] = [
  divisibility(
    'players split into teams of 6, full teams or one short (not multiples of 6 first 12)',
    (n) => n % 6 === 0,
    (n) => `Split ${n} players into teams of 6`,
    /^Split (\d+) players/,
    (n, yes) => `${n} players: ${yes ? 'every team of 6 is full' : 'one team of 6 is short'}.`,
  ),
  divisibility(
    'guests seated at tables of 8, every table full or one not (not multiples of 8 first 12)',
    (n) => n % 8 === 0,
    (n) => `Seat ${n} guests at tables of 8`,
    /^Seat (\d+) guests/,
    (n, yes) => `Seating ${n} guests: ${yes ? 'every table is full' : 'one table has empty seats'}.`,
  ),
  divisibility(
    'divisible by 9, asked (not multiples of 9 first 12)',
    (n) => n % 9 === 0,
    (n) => `Is ${n} divisible by 9?`,
    /^Is (\d+) divisible/,
    (n, yes) => (yes ? `Yes, ${n} is divisible by 9.` : `No, ${n} is not divisible by 9.`),
  ),
  divisibility(
    'struct size aligned to 16 bytes or padded (not multiples of 16 first 12)',
    (n) => n % 16 === 0,
    (n) => `The struct is ${n} bytes. Does it need padding for 16-byte alignment?`,
    /^The struct is (\d+) bytes/,
    (n, yes) => (yes ? `No padding needed: ${n} bytes is already 16-byte aligned.` : `Yes: ${n} bytes must be padded to the next multiple of 16.`),
  ),
  divisibility(
    'buffer size a power of two or rounded up (not powers of two first 12)',
    (n) => POWERS_OF_TWO.has(n),
    (n) => `Allocate a ring buffer of ${n} KB`,
    /^Allocate a ring buffer of (\d+) KB/,
    (n, yes) => (yes ? `Allocated ${n} KB; the size is a power of two, as the ring buffer needs.` : `Allocated ${n} KB rounded up to the next power of two, as the ring buffer needs.`),
  ),
  {
    name: 'players split into teams of a size given beside them, full teams or one short (not multiples first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const size = pick(rng, TEAM_SIZES);
      return user(`Split ${drawNumber(rng, i < 12, (n) => n % size === 0)} players into teams of ${size}`);
    },
    answer: (m) => {
      const [, n, size] = /^Split (\d+) players into teams of (\d+)/.exec(last(m))!.map(Number);
      return { content: `${n} players: ${n % size === 0 ? `every team of ${size} is full` : `one team of ${size} is short`}.` };
    },
  },
  {
    name: 'guests seated at tables whose size the system prompt states, every table full or one not (not multiples of 8 first 12)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: 'You plan seating for Bellavista Events. Every banquet table seats 8 guests.' },
      { role: 'user', content: `Seat ${drawNumber(rng, i < 12, (n) => n % 8 === 0)} guests` },
    ],
    answer: (m) => {
      const n = Number(/^Seat (\d+) guests/.exec(last(m))![1]);
      return { content: `Seating ${n} guests: ${n % 8 === 0 ? 'every table is full' : 'one table has empty seats'}.` };
    },
  },
  divisibility(
    'chairs arranged in a square grid, complete or with gaps (not squares first 12)',
    isSquare,
    (n) => `Arrange ${n} chairs in a square grid`,
    /^Arrange (\d+) chairs/,
    (n, yes) => `${n} chairs: ${yes ? 'the grid is complete' : 'the last row has gaps'}.`,
  ),
  divisibility(
    'cookies packed into equal bags of two or more, or one bag (not primes first 12)',
    isPrime,
    (n) => `Pack ${n} cookies into equal bags of two or more`,
    /^Pack (\d+) cookies/,
    (n, yes) => `${n} cookies: ${yes ? 'only one bag holds them all' : 'several equal bags work'}.`,
  ),
];
