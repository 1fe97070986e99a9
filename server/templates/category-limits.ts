// Limits that depend on two values together: a time of day, a small number, a date, the days or
// minutes between two dates or times, or a text's length, whose verified range differs with the
// value of a variable of few values (a service, a country, a unit, a weekday, a term). "We close
// at 14:00 on Saturdays", "a letter takes up to 2 kg", "free shipping to Canada from $100", "a
// 1-year warranty from 2025-08-22 has ended", "basic plans take returns for 14 days", "bank
// passwords need 12 characters": each value alone was verified beside others, their pairing
// never was. A serving template keeps, per such pair of variables, the numbers verified per
// category, and predicts a number past a category's own before serving it where those look cut
// off.
import type { Bindings } from './text-template.js';
import { inAsciiNumerals } from './numerals.js';
import { dayOf, isQuantity, pointOf, weekdayNamed, weekdayOfDay, WEEKDAYS } from './value-features.js';

/** Per pair of variables ("v2 v1": the category's, then the number's; "v2 v1~v3" for the gap from v1 to v3, "v2 v1.length" for a text's length), the numbers verified per category. */
export type CategoryLimitsJson = Record<string, Record<string, number[]>>;

/** A code: letters and digits together, no spaces. */
const CODE = /^(?=\S*\p{L})(?=\S*\p{N})\S+$/u;
/** Categories kept per pair, the distinct values a variable promotes with: past them it is no variable of few values. */
const MAX_CATEGORIES = 8;
/** Numbers kept per category: enough for the test below; past it, its extremes are still kept. */
const KEPT_PER_CATEGORY = 24;
/**
 * Numbers a category needs before a number past them may be served. With three or four, the
 * test below cannot tell a limit from chance: Sundays at 10:00, 11:00 and 13:00 among other
 * days' 9:00 to 17:00 look like any day's (round sixty-five served 4 PM on a Sunday that way).
 */
const MIN_OWN_NUMBERS = 5;
/** Other categories' numbers needed between a category's extreme and a number past it. */
const MIN_OTHERS_BETWEEN = 3;
/**
 * How unlikely it must be, were the numbers independent of the category, that none of the
 * category's own lie among the others' beyond them, before a number past them is predicted
 * first. Loose on purpose: a wrong answer costs more than a prediction.
 */
const OWN_LIMIT_EVIDENCE = 0.25;

interface Pairing {
  category: string;
  at: number;
  /** What `at` counts, for a refusal: minutes of a day (a clock), a date's day, days or minutes between two values, or a number. */
  unit: 'clock' | 'date' | 'days' | 'minutes' | 'characters' | 'number';
  /** A weekday is always a variable of few values; another only when its values repeat. */
  weekday: boolean;
}

/**
 * Each pairing the values show: a variable holding a time of day or a small number, beside
 * another holding a weekday (named, or a date's for a time of day) or a value that is neither a
 * number, a date nor a time (its lower-case text is the category); and a date, the gap between
 * two dates or two times, or a code's length, beside a category or a term ("1-year", "3").
 */
function pairingsOf(bindings: Bindings, facts: ValueFacts): Map<string, Pairing> {
  const names = [...facts.keys()];
  const pairings = new Map<string, Pairing>();
  for (const ranged of names) {
    const point = facts.get(ranged)!.point;
    // A code's length against a category beside it: a bank's passwords of 12 characters, where
    // 10 was verified for mail. Counted in characters, as a form counts them; only of a code
    // (letters and digits, no spaces: a password, a username, a product code), whose length is a
    // rule, not of a name or a sentence, whose length is chance.
    if (!point && CODE.test(bindings[ranged])) termPairings(pairings, facts, `${ranged}.length`, [ranged], [...bindings[ranged]].length, 'characters');
    if (!point) continue;
    if (point.scale === 'time' || (point.scale === 'number' && isQuantity(bindings[ranged]))) {
      const time = point.scale === 'time';
      for (const name of names) {
        if (name === ranged) continue;
        const { weekday, day, category } = facts.get(name)!;
        const key = `${name} ${ranged}`;
        // A date's weekday with a time of day only: a date beside every count would make each
        // count wait for each weekday. A weekday named ("6 guests on Saturday") with either.
        if (weekday !== null && (time || day === null)) pairings.set(key, { category: `weekday ${WEEKDAYS[weekday]}`, at: point.at, unit: time ? 'clock' : 'number', weekday: true });
        else if (category !== null) pairings.set(key, { category, at: point.at, unit: time ? 'clock' : 'number', weekday: false });
      }
    }
    // A date against a term or a plan beside it: a 1-year warranty bought where only 3-year ones were.
    if (point.scale === 'date') termPairings(pairings, facts, ranged, [ranged], point.at, 'date');
    // And the days or minutes from one date or time to a later variable's: a return 20 days after
    // the order, today's date and the order's both variables, on a plan that allows 14.
    for (const later of names) {
      const to = facts.get(later)!.point;
      if (later <= ranged || !to || to.scale !== point.scale || (point.scale !== 'date' && point.scale !== 'time' && point.scale !== 'moment')) continue;
      termPairings(pairings, facts, `${ranged}~${later}`, [ranged, later], to.at - point.at, point.scale === 'date' ? 'days' : 'minutes');
    }
  }
  return pairings;
}

/** Pairings of a date, a gap or a length (`ranged`, read from the variables `from`) with each other variable that is a category or a term. */
function termPairings(pairings: Map<string, Pairing>, facts: ValueFacts, ranged: string, from: readonly string[], at: number, unit: Pairing['unit']): void {
  for (const [name, { category, term }] of facts) {
    if (from.includes(name)) continue;
    const kind = category ?? term;
    if (kind !== null) pairings.set(`${name} ${ranged}`, { category: kind, at, unit, weekday: false });
  }
}

/**
 * What a value offers a pairing: where it lies, the day it is, the weekday it says, its text as
 * a category (a plan, a country, a product: no number, date, time or weekday), and a small
 * number's as a term (of years, days, hours) a date or a gap is held to.
 */
export interface Facts {
  point: ReturnType<typeof pointOf>;
  day: number | null;
  weekday: number | null;
  category: string | null;
  term: string | null;
}
/** Each variable's facts, by name in order. */
export type ValueFacts = Map<string, Facts>;

/** The facts of every value, read once per check: the limits here and the pairings (category-pairs.ts) share them. */
export function factsOfValues(bindings: Bindings): ValueFacts {
  return new Map(Object.keys(bindings).sort().map((name) => [name, factsOf(bindings[name])]));
}

function factsOf(written: string): Facts {
  const value = inAsciiNumerals(written);
  const point = pointOf(value);
  const day = dayOf(value);
  const weekday = day !== null ? weekdayOfDay(day) : weekdayNamed(value);
  const category = weekday === null && !point && !isQuantity(value) ? value.toLowerCase().slice(0, 40) : null;
  const term = category === null && isQuantity(value) ? value : null;
  return { point, day, weekday, category, term };
}

export class CategoryLimits {
  private constructor(private readonly byPair: Map<string, Map<string, number[]>>) {}

  /** Stored templates from before these were kept start empty: every pairing of a weekday is unverified. */
  static fromJSON(json: CategoryLimitsJson = {}): CategoryLimits {
    return new CategoryLimits(new Map(Object.entries(json).map(([pair, byCategory]) => [pair, new Map(Object.entries(byCategory))])));
  }

  /** Records the numbers of verified values, per category. */
  learn(bindings: Bindings, facts = factsOfValues(bindings)): void {
    for (const [pair, { category, at }] of pairingsOf(bindings, facts)) {
      let byCategory = this.byPair.get(pair);
      if (!byCategory) this.byPair.set(pair, (byCategory = new Map()));
      const own = byCategory.get(category);
      if (own) keep(own, at);
      // Past the bound the variable is no variable of few values (see fewValued): nothing more to keep.
      else if (byCategory.size < MAX_CATEGORIES) byCategory.set(category, [at]);
    }
  }

  /** Why these values may not be served, or null: "v1 at 30 outside 1..2 for v2 letter", "v2 at 15:00 outside 10:30..13:30 for v1 weekday Saturday". */
  refusal(bindings: Bindings, facts = factsOfValues(bindings)): string | null {
    for (const [pair, { category, at, unit, weekday }] of pairingsOf(bindings, facts)) {
      const byCategory = this.byPair.get(pair);
      if (!weekday && !(byCategory && fewValued(byCategory))) continue;
      const own = byCategory ? outsideItsCategory(byCategory, category, at) : [];
      if (own === null) continue;
      // A category new beside a code's length is the domain's to verify (template-lifecycle.ts:
      // a category serves only values verified until it has as many as any variable needs): an
      // id's length, which may be chance, does not hold every new name back.
      if (unit === 'characters' && own.length === 0) continue;
      const shown = (n: number) => SHOWN[unit](n);
      const [name, ranged] = pair.split(' ');
      const counted = unit === 'days' || unit === 'minutes' || unit === 'characters' ? ` ${unit}` : '';
      return `${ranged} at ${shown(at)}${counted} outside ${own.length ? `${shown(Math.min(...own))}..${shown(Math.max(...own))}${counted}` : 'any verified range'} for ${name} ${category}`;
    }
    return null;
  }

  toJSON(): CategoryLimitsJson {
    return Object.fromEntries([...this.byPair].map(([pair, byCategory]) => [pair, Object.fromEntries(byCategory)]));
  }
}

/** Minutes of a day as a clock: 900 is "15:00". */
const clockText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** How a refusal shows a number of each unit: "15:00", "2025-08-22", a count (of days or minutes, said after it). */
const SHOWN: Record<Pairing['unit'], (n: number) => string> = {
  clock: clockText,
  date: (day) => new Date(day * 86_400_000).toISOString().slice(0, 10),
  days: String,
  minutes: String,
  characters: String,
  number: String,
};

/**
 * Whether a variable's verified values repeat as a category's do (a service, a country, a unit):
 * each seen twice on average, and fewer than the bound. A name that rarely repeats is no
 * category, and its pairing with an amount is not checked.
 */
function fewValued(byCategory: Map<string, number[]>): boolean {
  if (byCategory.size >= MAX_CATEGORIES) return false;
  let examples = 0;
  for (const own of byCategory.values()) examples += own.length;
  return examples >= 2 * byCategory.size;
}

function keep(own: number[], at: number): void {
  if (own.length < KEPT_PER_CATEGORY) own.push(at);
  else if (at < Math.min(...own)) own[own.indexOf(Math.min(...own))] = at;
  else if (at > Math.max(...own)) own[own.indexOf(Math.max(...own))] = at;
}

/**
 * The category's own numbers when `at` is not served for it (none when it has none), or null.
 * Inside the numbers verified for it, it is served. Past them, only once it has enough of its
 * own, other categories' reach `at` from there, and the category's do not look cut off on that
 * side: the others go on beyond
 * them where this category's never did (letters up to 2 kg, parcels to 30; Saturdays until
 * 13:30, other days until 17:30). Were the numbers independent of the category, the chance that
 * the j others beyond its extreme all fell to the m others, of m + k numbers, is
 * C(m, j) / C(m + k, j): a permutation test. A category whose numbers the others share (apples
 * 2 to 7, pears 3 to 9, in a cart) is not held to its own range, which would cost a hit of
 * nearly every pairing.
 */
function outsideItsCategory(byCategory: Map<string, number[]>, category: string, at: number): number[] | null {
  const own = byCategory.get(category);
  if (!own) return [];
  const [low, high] = [Math.min(...own), Math.max(...own)];
  if (at >= low && at <= high) return null;
  if (own.length < MIN_OWN_NUMBERS) return own;
  const others = [...byCategory].filter(([name]) => name !== category).flatMap(([, numbers]) => numbers);
  // Others must also reach `at` from the category's extreme: a minimum order of 30 to Italy, whose
  // orders were 34 and more, is not shown to be 25 by France's one order of 25.
  const between = others.filter((n) => (at > high ? n > high && n <= at : n < low && n >= at)).length;
  if (between < MIN_OTHERS_BETWEEN) return own;
  const beyond = others.filter((n) => (at > high ? n > high : n < low)).length;
  let chance = 1;
  for (let i = 0; i < beyond; i++) chance *= (others.length - i) / (others.length + own.length - i);
  return chance < OWN_LIMIT_EVIDENCE ? own : null;
}
