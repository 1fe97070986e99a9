// Facts of arithmetic about a whole number that its ending and its remainders by three, four and
// seven do not show, and that an answer may follow without naming them: "49 chairs fill a square
// grid" where 48 leave gaps, "a ring buffer of 64 KB is a power of two", "47 cookies cannot be
// split into equal bags". Each is a feature of a number (value-features.ts), so its first value
// with the fact is predicted before one is served. Read for whole numbers from 2 to 9999. Not
// rarer facts (a cube, a triangular or a Fibonacci number): each fact costs every numeric slot a
// prediction for its first value that has it, and a cube cost the evaluation's copies six hits
// where the other three together cost four (8 is a cube among small counts).

const MIN = 2;
const MAX = 9999;

const isSquare = (n: number) => Number.isInteger(Math.sqrt(n));
const isPowerOfTwo = (n: number) => (n & (n - 1)) === 0;

function isPrime(n: number): boolean {
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

const FACTS: ReadonlyArray<readonly [string, (n: number) => boolean]> = [
  ['prime', isPrime],
  ['square', isSquare],
  ['power of two', isPowerOfTwo],
];

/** Each fact as a feature, "yes" or "no", for a whole number in range; none for others. */
export function numberFactsOf(n: number): Record<string, string> {
  if (!Number.isInteger(n) || n < MIN || n > MAX) return {};
  return Object.fromEntries(FACTS.map(([name, holds]) => [name, holds(n) ? 'yes' : 'no']));
}
