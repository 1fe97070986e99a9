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
const WORDS: Record<string, number> = { six: 6, eight: 8, nine: 9, eleven: 11, thirteen: 13, fourteen: 14, sixteen: 16, eighteen: 18, twenty: 20 };
const NUMBER = new RegExp(`\\d+|\\b(?:${Object.keys(WORDS).join('|')})\\b`, 'g');
const LETTER_OR_DIGIT = /[\p{L}\p{N}_]/u;
const JOINER = /[-:/.,]/;
const DIGIT = /\d/;

/**
 * A whole number of up to four digits standing alone: not part of a date, a time, a decimal, a
 * version or an identifier ("2026-03-16", "10:30", "3.5", "v2", "call_1"), which the characters
 * around it show; "16-byte" and "$8" stand alone.
 */
function standsAlone(text: string, at: number, end: number): boolean {
  const [before, after] = [text[at - 1] ?? ' ', text[end] ?? ' '];
  if (LETTER_OR_DIGIT.test(before) || LETTER_OR_DIGIT.test(after)) return false;
  return !(JOINER.test(before) && DIGIT.test(text[at - 2] ?? '')) && !(JOINER.test(after) && DIGIT.test(text[end + 1] ?? ''));
}

/** Fixed texts read, by text: a template's is read once, however many templates take turns. */
const read = new Map<string, readonly number[]>();
const MAX_READ = 64;

/** The divisors the lower-cased fixed text names, beyond those other features tell. */
export function divisorsNamedIn(literals: string): readonly number[] {
  const known = read.get(literals);
  if (known) return known;
  const found = new Set<number>();
  for (const match of literals.matchAll(NUMBER)) {
    if (found.size >= MAX_DIVISORS) break;
    const word = WORDS[match[0]];
    const n = word ?? (match[0].length <= 4 && standsAlone(literals, match.index, match.index + match[0].length) ? Number(match[0]) : 0);
    if (n > 1 && !TOLD.has(n)) found.add(n);
  }
  if (read.size >= MAX_READ) read.clear();
  const divisors = [...found];
  read.set(literals, divisors);
  return divisors;
}
