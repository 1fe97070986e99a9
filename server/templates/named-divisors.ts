// The numbers a request's fixed text names, by which an answer may divide a value: "Split 66
// players into teams of 6", "Seat 40 guests at tables of 8", "Is 27 divisible by 9?", "a
// 16-byte alignment". Whether the value is a multiple of one of them decides the answer ("every
// team is full"), and no feature of the value alone shows it where the divisor is not 3, 4, 7, a
// power of ten or a named quantity: 66 is even as 10 was and a multiple of three as 21 was, each
// seen apart. So a template whose fixed text names such a number verifies its multiples apart.

/** Divisors read per fixed text, at most: past them, a number is more likely a count or an id than a divisor. */
const MAX_DIVISORS = 6;

/**
 * Divisors whose multiples another feature already tells (value-features.ts): parity and fourths
 * (2, 4), thirds (3), sevenths (7), the ending (5, 10) and the named quantities (12, 15, 24, 25,
 * 30, 50, 60, 100, 1000 and their multiples).
 */
const TOLD = new Set([2, 3, 4, 5, 7, 10, 12, 15, 24, 25, 30, 50, 60, 100, 1000]);

/** Numbers written in words that a text may divide by ("teams of six"). */
const WORDS = new Map('six:6 eight:8 nine:9 eleven:11 thirteen:13 fourteen:14 sixteen:16 eighteen:18 twenty:20'.split(' ').map((pair) => {
  const [word, n] = pair.split(':');
  return [word, Number(n)] as const;
}));

/**
 * A whole number of up to four digits standing alone: not part of a date, a time, a decimal, a
 * version or an identifier ("2026-03-16", "10:30", "3.5", "v2", "call_1"), which the characters
 * around it show; "16-byte" and "$8" stand alone.
 */
const STANDALONE = /(?<![\p{L}\p{N}_]|[\p{N}][-:/.,])(\d{1,4})(?![\p{L}\p{N}_]|[-:/.,]\p{N})/gu;
const WORD = /\p{L}+/gu;

let lastRead: { literals: string; divisors: readonly number[] } | undefined;

/** The divisors the lower-cased fixed text names, beyond those other features tell; the last text's read once. */
export function divisorsNamedIn(literals: string): readonly number[] {
  if (lastRead?.literals === literals) return lastRead.divisors;
  const found = new Set<number>();
  const add = (n: number) => {
    if (n > 1 && !TOLD.has(n) && found.size < MAX_DIVISORS) found.add(n);
  };
  for (const [, digits] of literals.matchAll(STANDALONE)) add(Number(digits));
  for (const [word] of literals.matchAll(WORD)) add(WORDS.get(word) ?? 0);
  lastRead = { literals, divisors: [...found] };
  return lastRead.divisors;
}
