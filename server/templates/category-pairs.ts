// Two variables of few values whose pairing decides the answer: lithium batteries ship to Canada
// and perfume to Japan, but not lithium batteries to Japan; warfarin is taken with acetaminophen
// and ibuprofen with it, not warfarin with ibuprofen. Each value alone was verified beside
// others, so neither's domain refuses the pair. A date pairs by the holiday it is, else by its
// weekday: Juneteenth closes American couriers, not British ones; the Musée d'Orsay closes on
// Mondays and the Louvre on Tuesdays; and by its month: Sydney's outdoor pool opens in January,
// London's in July. Any other value pairs by its format: "58171" is a postal code of the United
// States, not of Canada; a whole number by its parity (the north wing's even rooms face the sea,
// the south wing's odd ones); and by the facts standards write inside a value: a card's
// network (the Berlin store takes no American Express), a phone number's land, an IP address's
// scope, a file's type, an email address's domain (a company workspace invites its own), an
// identifier's letter prefix (the airport store stocks lines B and C). A serving template keeps,
// per pair of variables whose values are categories, the pairings verified, and predicts a new
// one before serving it once both variables show they are of few values.
import { factsOfValues, type Facts, type ValueFacts } from './category-limits.js';
import { holidayOnDay, PLACES_IN_A_MONTH } from './holidays.js';
import { inAsciiNumerals } from './numerals.js';
import type { Bindings } from './text-template.js';
import { calendarOfDay, emailDomainOf, identifierFactsOf, shapeOf, slashedDateOf, WEEKDAYS, weekdayOfDay } from './value-features.js';

/** Per pair of variables ("v1 v2"; "v1# v2" for v1's kind, "v1#network v2" for a fact inside it), how often each pairing of their categories or kinds was verified ("books\u0000japan": 2). */
export type CategoryPairsJson = Record<string, Record<string, number>>;

/** Distinct values past which a variable is no variable of few values (as category-limits.ts). */
const MAX_VALUES = 8;
/** Pairings kept per pair of variables: a category of few values beside a kind of a few dozen. */
const MAX_KEPT = 256;
const SEPARATOR = '\u0000';
/** An identifier's capital-letter prefix ("D" of D-4299, "UA" of UA123): it often names a product line or an airline. */
const ID_PREFIX = /^(\p{Lu}{1,4})[-_]?\p{N}/u;
/** Whole numbers below this pair by their parity. */
const MAX_PARITY_NUMBER = 10_000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export class CategoryPairs {
  private constructor(private readonly byPair: Map<string, Map<string, number>>) {}

  /** Stored templates from before these were kept start empty, and check a pairing once both variables repeat. */
  static fromJSON(json: CategoryPairsJson = {}): CategoryPairs {
    return new CategoryPairs(new Map(Object.entries(json).map(([pair, seen]) => [pair, new Map(Object.entries(seen))])));
  }

  /** Each pair's sides (sidesOf), read once per pair between two verified values: a hit checks every unseen pairing. */
  private readonly sides = new Map<string, Sides | null>();

  /** Records the pairings of verified values. */
  learn(bindings: Bindings, facts = factsOfValues(bindings)): void {
    this.sides.clear();
    for (const [pair, pairing] of pairingsOf(bindings, facts)) {
      let seen = this.byPair.get(pair);
      if (!seen) this.byPair.set(pair, (seen = new Map()));
      if (seen.has(pairing) || seen.size < MAX_KEPT) seen.set(pairing, (seen.get(pairing) ?? 0) + 1);
    }
  }

  /**
   * Why these values may not be served, or null: "v1 lithium batteries with v2 japan never
   * verified together". Only a pairing of two values each verified beside others: a value new
   * to the pair is its variable's domain's to verify (a category serves only the values it
   * verified, until it has as many as any variable needs: template-lifecycle.ts).
   */
  refusal(bindings: Bindings, facts = factsOfValues(bindings)): string | null {
    for (const [pair, pairing] of pairingsOf(bindings, facts)) {
      const seen = this.byPair.get(pair);
      if (!seen || seen.has(pairing)) continue;
      if (!this.sides.has(pair)) {
        const [leftKind, rightKind] = pair.split(' ').map((name) => name.includes('#'));
        this.sides.set(pair, sidesOf(seen, leftKind, rightKind));
      }
      const sides = this.sides.get(pair);
      const [a, b] = pairing.split(SEPARATOR);
      if (!sides || !sides.left.has(a) || !sides.right.has(b)) continue;
      const [left, right] = pair.replace(/#\S*/gu, '').split(' ');
      return `${left} ${a} with ${right} ${b} never verified together`;
    }
    return null;
  }

  toJSON(): CategoryPairsJson {
    return Object.fromEntries([...this.byPair].map(([pair, seen]) => [pair, Object.fromEntries(seen)]));
  }
}

/**
 * Each pair of variables of which one holds a category, with their pairing: two categories
 * ("v1 v2"), and a category with the other value's kind ("v1# v2", "v1 v2#"). A value may be
 * both: a Canadian postal code is text, a category of its own that rarely repeats, and of the
 * format "x x", which repeats beside its country.
 */
function pairingsOf(bindings: Bindings, facts: ValueFacts): Map<string, string> {
  const names = [...facts.keys()];
  const categories = names.map((name) => facts.get(name)!.category);
  // Two values' kinds alone are no pairing: without a category there is none to read.
  if (categories.every((category) => category === null)) return new Map();
  const kinds = names.map((name) => kindsOf(bindings[name], facts.get(name)!));
  const pairings = new Map<string, string>();
  const pair = (key: string, a: string | null, b: string | null) => {
    if (a !== null && b !== null) pairings.set(key, `${a}${SEPARATOR}${b}`);
  };
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      pair(`${names[i]} ${names[j]}`, categories[i], categories[j]);
      // Two values' kinds alone are no pairing: each is verified in its own domain.
      if (categories[j] !== null) for (const [facet, kind] of kinds[i]) pair(`${names[i]}#${facet} ${names[j]}`, kind, categories[j]);
      if (categories[i] !== null) for (const [facet, kind] of kinds[j]) pair(`${names[i]} ${names[j]}#${facet}`, categories[i], kind);
    }
  }
  return pairings;
}

/** A value's kinds, each with its facet ('' for the first): its kind (below), then a date's month, or a number's parity and the facts written inside a value. */
function kindsOf(value: string, facts: Facts): Array<[string, string]> {
  const kinds: Array<[string, string]> = [['', kindOf(value, facts)]];
  // A date's month too: an outdoor pool opens in Sydney's summer and in London's.
  if (facts.day !== null) return [...kinds, ['month', `in ${MONTHS[calendarOfDay(facts.day).month - 1]}`]];
  // A date of numbers ("7/21/2027", "21.07.2027") in each reading, month first and day first, as
  // a date: a weekday's name the request spells in a language no reader knows pairs with it.
  const slashed = slashedDateOf(inAsciiNumerals(value));
  if (slashed !== null) {
    for (const [reading, day] of [['m/d', slashed.monthFirst], ['d/m', slashed.dayFirst]] as const) {
      if (day !== null) kinds.push([reading, dayKindOf(day)], [`month ${reading}`, `in ${MONTHS[calendarOfDay(day).month - 1]}`]);
    }
    return kinds;
  }
  // A whole number's parity: the north wing's even rooms face the sea, the south wing's odd ones.
  // Up to four digits: a room, a house, a count; a zip code's or an id's parity is no rule.
  if (facts.point?.scale === 'number' && Number.isInteger(facts.point.at) && Math.abs(facts.point.at) < MAX_PARITY_NUMBER) kinds.push(['parity', facts.point.at % 2 === 0 ? 'even' : 'odd']);
  const inside = identifierFactsOf(value);
  if (inside['card network'] !== undefined) kinds.push(['network', inside['card network']]);
  // A phone number's land under +1 (the United States, Canada, Jamaica), else its calling code.
  const land = inside['phone land'] ?? (inside['calling code'] === undefined ? undefined : `+${inside['calling code']}`);
  if (land !== undefined) kinds.push(['land', land]);
  if (inside['address scope'] !== undefined) kinds.push(['scope', inside['address scope']]);
  if (inside['file type'] !== undefined) kinds.push(['type', inside['file type']]);
  const domain = emailDomainOf(value);
  if (domain !== null) kinds.push(['domain', domain]);
  const prefix = ID_PREFIX.exec(value)?.[1];
  if (prefix !== undefined) kinds.push(['prefix', prefix]);
  return kinds;
}

/**
 * What a value pairs by beside a category: a date's holiday, else its weekday; any other value's
 * format ("format x x"). A month's last day, or its first or last business day, pairs by its
 * weekday, as before it was named: a category's closed weekday ("the pool shuts on Mondays")
 * must hold on month ends too.
 */
function kindOf(value: string, { day }: Facts): string {
  return day === null ? `format ${shapeOf(value)}` : dayKindOf(day);
}

/** A day's holiday, else its weekday. */
function dayKindOf(day: number): string {
  const holiday = holidayOnDay(day);
  return holiday !== null && !PLACES_IN_A_MONTH.has(holiday) ? holiday : WEEKDAYS[weekdayOfDay(day)];
}

/**
 * The values verified on each side of a pair, when each side holding a category repeats as
 * categories do (each value seen twice on average, fewer than the bound); else null. Names that
 * rarely repeat make no pairing worth verifying. A kind (a weekday, a holiday, a format, a fact)
 * needs no such test: it is one of few by what it is.
 */
interface Sides {
  left: Set<string>;
  right: Set<string>;
}

function sidesOf(seen: Map<string, number>, leftKind: boolean, rightKind: boolean): Sides | null {
  const [left, right] = [new Set<string>(), new Set<string>()];
  let verified = 0;
  for (const [pairing, count] of seen) {
    const [a, b] = pairing.split(SEPARATOR);
    left.add(a);
    right.add(b);
    verified += count;
  }
  const fewValued = (side: Set<string>, kind: boolean) => kind || (side.size < MAX_VALUES && verified >= 2 * side.size);
  return fewValued(left, leftKind) && fewValued(right, rightKind) ? { left, right } : null;
}
