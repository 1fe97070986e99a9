// Two variables of few values whose pairing decides the answer: lithium batteries ship to Canada
// and perfume to Japan, but not lithium batteries to Japan; warfarin is taken with acetaminophen
// and ibuprofen with it, not warfarin with ibuprofen. Each value alone was verified beside
// others, so neither's domain refuses the pair. A date pairs by the holiday it is (or its being
// an ordinary day): Juneteenth closes American couriers, not British ones. A serving template
// keeps, per pair of variables whose values are categories, the pairings verified, and predicts
// a new one before serving it once both variables show they are of few values.
import { categoryOf } from './category-limits.js';
import { holidayOnDay } from './holidays.js';
import type { Bindings } from './text-template.js';
import { dayOf } from './value-features.js';

/** Per pair of variables ("v1 v2"), how often each pairing of their categories was verified ("books\u0000japan": 2). */
export type CategoryPairsJson = Record<string, Record<string, number>>;

/** Distinct values past which a variable is no variable of few values (as category-limits.ts). */
const MAX_VALUES = 8;
/** Pairings kept per pair of variables: few-valued variables make at most MAX_VALUES² of them. */
const MAX_KEPT = MAX_VALUES * MAX_VALUES;
const SEPARATOR = '\u0000';

export class CategoryPairs {
  private constructor(private readonly byPair: Map<string, Map<string, number>>) {}

  /** Stored templates from before these were kept start empty, and check a pairing once both variables repeat. */
  static fromJSON(json: CategoryPairsJson = {}): CategoryPairs {
    return new CategoryPairs(new Map(Object.entries(json).map(([pair, seen]) => [pair, new Map(Object.entries(seen))])));
  }

  /** Records the pairings of verified values. */
  learn(bindings: Bindings): void {
    for (const [pair, pairing] of pairingsOf(bindings)) {
      let seen = this.byPair.get(pair);
      if (!seen) this.byPair.set(pair, (seen = new Map()));
      if (seen.has(pairing) || seen.size < MAX_KEPT) seen.set(pairing, (seen.get(pairing) ?? 0) + 1);
    }
  }

  /** Why these values may not be served, or null: "v1 lithium batteries with v2 japan never verified together". */
  refusal(bindings: Bindings): string | null {
    for (const [pair, pairing] of pairingsOf(bindings)) {
      const seen = this.byPair.get(pair);
      if (!seen || seen.has(pairing) || !fewValuedBoth(seen)) continue;
      const [left, right] = pair.split(' ');
      const [a, b] = pairing.split(SEPARATOR);
      return `${left} ${a} with ${right} ${b} never verified together`;
    }
    return null;
  }

  toJSON(): CategoryPairsJson {
    return Object.fromEntries([...this.byPair].map(([pair, seen]) => [pair, Object.fromEntries(seen)]));
  }
}

/** Each pair of variables holding a category, or a category and a date, with their pairing. */
function pairingsOf(bindings: Bindings): Map<string, string> {
  const names = Object.keys(bindings).sort();
  const categories = names.map((name) => categoryOf(bindings[name]));
  const days = names.map((name, i) => (categories[i] === null ? dayKindOf(bindings[name]) : null));
  const pairings = new Map<string, string>();
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      // Two dates' holidays are no pairing: each date is verified as a date.
      const [a, b] = [categories[i] ?? (categories[j] === null ? null : days[i]), categories[j] ?? (categories[i] === null ? null : days[j])];
      if (a !== null && b !== null) pairings.set(`${names[i]} ${names[j]}`, `${a}${SEPARATOR}${b}`);
    }
  }
  return pairings;
}

/** A date's holiday, or "ordinary day"; null for a value that is no date. */
function dayKindOf(value: string): string | null {
  const day = dayOf(value);
  return day === null ? null : (holidayOnDay(day) ?? 'ordinary day');
}

/**
 * Whether both variables' verified values repeat as categories' do: each value seen twice on
 * average, fewer than the bound. Names that rarely repeat make no pairing worth verifying.
 */
function fewValuedBoth(seen: Map<string, number>): boolean {
  const [left, right] = [new Set<string>(), new Set<string>()];
  let verified = 0;
  for (const [pairing, count] of seen) {
    const [a, b] = pairing.split(SEPARATOR);
    left.add(a);
    right.add(b);
    verified += count;
  }
  return left.size < MAX_VALUES && right.size < MAX_VALUES && verified >= 2 * left.size && verified >= 2 * right.size;
}
