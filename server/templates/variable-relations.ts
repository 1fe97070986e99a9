// How a template's variables relate to one another, beyond what each value is on its own: an
// answer may copy the larger of two numbers or the first of two names, say "tomorrow" for a date
// a day after another, correct a weekday that is not the date's, question a zip of another state,
// refuse two purchases that together exceed a gift card or a return past a 30-day window, or
// alert on a price that rose by more than 10 or 10%. A serving template serves only the relations
// its verified evidence showed (template-lifecycle.ts).
import { cityAgreement } from './city-countries.js';
import { inAsciiNumerals } from './numerals.js';
import type { Bindings } from './text-template.js';
import { zipAgreement } from './us-zip-codes.js';
import { dayOf, kindOf, numberOf, partsOf, pointOf, slashedDateOf, weekdayNamed, weekdayOfDay, type PointScale } from './value-features.js';

/** Numbers of a template beyond this many are not combined three by three (at most 6 variables: 60 each of sums, means, products and percents). */
const MAX_SUMMED = 6;

/**
 * Each relation the values show, by key: every pair of variables ("v1 v2", see relationOf), and
 * for three numbers the sum, mean and product of two against the third ("v1+v2 v3", "(v1+v2)/2 v3",
 * "v1*v2 v3", and "v1*v2/100 v3" for a percent: lt, eq or gt), the check of a budget, a capacity,
 * a card's balance, a pass mark or a saving that no pair shows.
 */
export function relationsOf(written: Bindings): Map<string, string> {
  const bindings = inAscii(written);
  const names = Object.keys(bindings).sort();
  const relations = new Map<string, string>();
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) relations.set(`${names[i]} ${names[j]}`, relationOf(bindings[names[i]], bindings[names[j]]));
  }
  const amounts = new Map(names.map((name) => [name, numberOf(bindings[name])] as const).filter((entry): entry is [string, number] => entry[1] !== null));
  const numbers = [...amounts.keys()];
  if (numbers.length < 3 || numbers.length > MAX_SUMMED) return relations;
  for (let i = 0; i < numbers.length; i++) {
    for (let j = i + 1; j < numbers.length; j++) {
      const [a, b] = [amounts.get(numbers[i])!, amounts.get(numbers[j])!];
      for (const third of numbers) {
        if (third === numbers[i] || third === numbers[j]) continue;
        const c = amounts.get(third)!;
        relations.set(`${numbers[i]}+${numbers[j]} ${third}`, compared(a + b, c));
        // Their mean (two scores' average against a pass mark) and product (tickets times a price
        // against a budget) against the third: comparisons, where a range of each would hold a
        // cart's three amounts to the verified box.
        relations.set(`(${numbers[i]}+${numbers[j]})/2 ${third}`, compared(a + b, 2 * c));
        relations.set(`${numbers[i]}*${numbers[j]} ${third}`, compared(a * b, c));
        // And as a percent of the one (10% of a $34 cart saves less than a $5 voucher).
        relations.set(`${numbers[i]}*${numbers[j]}/100 ${third}`, compared(a * b, 100 * c));
      }
    }
  }
  return relations;
}

/** The values with their numbers in ASCII digits ("١٧" is 17 beside "18": numerals.ts). */
const inAscii = (bindings: Bindings): Bindings => Object.fromEntries(Object.entries(bindings).map(([name, value]) => [name, inAsciiNumerals(value)]));

/** lt, eq or gt, two amounts equal within rounding (19.99 + 0.01 against 20). */
function compared(x: number, y: number): string {
  const over = x - y;
  return Math.abs(over) < 1e-9 * Math.max(1, Math.abs(x), Math.abs(y)) ? 'eq' : over < 0 ? 'lt' : 'gt';
}

/** Why a relation keeps a value from being served: "v1 gt v2 not seen", "v1 + v2 gt v3 not seen", "v1 × v2 gt v3 not seen". */
export function whyUnseen(key: string, relation: string): string {
  const [left, right] = key.split(' ');
  return `${left.replace('+', ' + ').replace('*', ' × ')} ${relation} ${right} not seen`;
}

/** What a gap between two values on each scale is counted in. */
const UNITS = { moment: ' minutes', time: ' minutes', date: ' days', number: '' } as const satisfies Record<PointScale, string>;
type GapUnit = (typeof UNITS)[PointScale];

/**
 * Per pair of variables that both hold a moment, a date, a time of day or a number, how far the
 * second lies after or above the first (minutes between two moments or two times, days between
 * two dates), and two positive numbers also by their ratio. A serving template keeps the range
 * verified: a return window of 30 days, a booking over two hours, a price alert past a rise of 10
 * or of 10% turn at a gap that lt, gt, "far after" and a time's parts do not show.
 */
export function spansOf(written: Bindings): Map<string, { gap: number; unit: GapUnit }> {
  const bindings = inAscii(written);
  const names = Object.keys(bindings).sort();
  const points = names.map((name) => pointOf(bindings[name]));
  const spans = new Map<string, { gap: number; unit: GapUnit }>();
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const [from, to] = [points[i], points[j]];
      if (!from || !to || from.scale !== to.scale) continue;
      spans.set(`${names[i]} ${names[j]}`, { gap: to.at - from.at, unit: UNITS[from.scale] });
      // Two amounts also by their ratio: a rise of 6 is under 10% of 90 and over it of 38. And by
      // their sum and product: two purchases on a $100 card, 8 tickets at $33 on a $200 budget,
      // where the card or budget is no variable of the template but its fixed text.
      if (from.scale === 'number' && from.at > 0 && to.at > 0) {
        const thousandths = (x: number) => ({ gap: Math.round(x * 1000) / 1000, unit: UNITS.number });
        spans.set(`${names[i]} ${names[j]} ratio`, thousandths(to.at / from.at));
        spans.set(`${names[i]} ${names[j]} sum`, thousandths(from.at + to.at));
        spans.set(`${names[i]} ${names[j]} product`, thousandths(from.at * to.at));
      }
    }
  }
  return spans;
}


/**
 * Whether the larger of two whole numbers is a multiple of the smaller, of 2 or more: "48 players
 * into teams of 3" fills every team where 47 into teams of 3 did not, and neither number alone
 * shows it (round one hundred and thirty-two).
 */
function multipleOfOther(x: number, y: number): boolean {
  const [small, large] = [Math.min(Math.abs(x), Math.abs(y)), Math.max(Math.abs(x), Math.abs(y))];
  return Number.isInteger(small) && Number.isInteger(large) && small >= 2 && large % small === 0;
}

/**
 * How two values relate: numbers by value and whether one is a multiple of the other; values of
 * two kinds (see kindOf) only by a word they share; others by equality, lexical order, length,
 * a word they share, their initials, and, when both have the same number of parts (dates,
 * times, versions, prices), part by part, numbers by value; two dates also by how many days
 * apart they are when near; a weekday's name and a date by whether the name is the date's; a zip code and a state, or a city and a country, by
 * whether the one is in the other (us-zip-codes.ts, city-countries.ts); any two values not numbers
 * by whether one holds the other (insideOf). An answer may copy the
 * larger, the first alphabetically, the longer, or the earlier of two dates in any format, say
 * "tomorrow", or correct a weekday: each pairing a new request shows must have been verified.
 */
function relationOf(a: string | undefined, b: string | undefined): string {
  if (a === undefined || b === undefined) return 'missing';
  const [x, y] = [numberOf(a), numberOf(b)];
  if (x !== null && y !== null) return x === y ? 'eq' : `${x < y ? 'lt' : 'gt'}${multipleOfOther(x, y) ? ' multiple' : ''}`;
  if (a === b) return 'eq';
  const longer = [...a].length - [...b].length;
  const partsA = partsOf(a);
  const partsB = partsOf(b);
  // Whether they share a word ("Iris Novak" and iris@corp.example): an answer may say when an
  // email is someone else's. Not by an address's last label (.com, .example); a domain's name
  // still counts (acme.com beside "Acme Corp").
  const named = (value: string) => partsOf(value.replace(/(@[^\s@]+)\.[\p{L}]+$/u, '$1')).map((part) => part.toLowerCase());
  const lowerB = new Set(named(b));
  const sharing = named(a).some((part) => /\p{L}{2}/u.test(part) && lowerB.has(part));
  // A weekday said apart from a date ("Friday evening (date: 2027-09-05)") may not be the date's.
  const weekday = weekdayAgreement(a, b) ?? weekdayAgreement(b, a);
  if (weekday) return weekday;
  // A zip said beside a state ("60835 in NY") may not be that state's, nor a city the country's ("Lyon, Italy").
  const place = zipAgreement(a, b) ?? zipAgreement(b, a) ?? cityAgreement(a, b) ?? cityAgreement(b, a);
  if (place) return place;
  // One inside the other ("jsmith" in the password "jsmith58!", a domain in a link's host): an
  // answer may refuse it, or a host that only looks like the domain.
  const inside = insideOf(a, b);
  // Of two kinds (a city and a temperature), order and length mean nothing; a shared word may.
  if (kindOf(a) !== kindOf(b)) return `${sharing ? 'sharing a word' : 'apart'}${inside}`;
  // Two words with one initial: an answer may pair them ("Team up Carl and Clara"), and nothing
  // else about two names shows it.
  const initial = /\p{L}/u.test(a[0]) && a[0].toLowerCase() === b[0].toLowerCase() ? ' same initial' : '';
  const relation = `${a < b ? 'lt' : 'gt'} ${longer < 0 ? 'shorter' : longer > 0 ? 'longer' : 'as long'}${sharing ? ' sharing a word' : ''}${inside}${initial}`;
  if (partsA.length < 2 || partsA.length !== partsB.length) return relation;
  const parts = `${relation} ${partsA.map((part, i) => comparePart(part, partsB[i])).join('')}`;
  // Two dates: how many days apart, when near ("tomorrow", "in 3 days", "next week").
  const [dayA, dayB] = [dayOf(a), dayOf(b)];
  if (dayA === null || dayB === null) return parts;
  const apart = dayB - dayA;
  return `${parts} ${Math.abs(apart) <= NEAR_DAYS ? `${apart} days` : apart < 0 ? 'far before' : 'far after'}`;
}

/**
 * " inside" or " holding" when one value's text, case aside, holds the other's (of two letters or
 * digits at least), with what lies on either side: "acme.com" is inside "portal.acme.com/login"
 * between "." and "/", inside "acme.com.evil.net/login" at the start before ".".
 */
function insideOf(a: string, b: string): string {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x === y) return '';
  const holds = (outer: string, inner: string) => inner.length >= 2 && /[\p{L}\p{N}]/u.test(inner) && outer.includes(inner);
  const [outer, inner, word] = holds(x, y) ? [x, y, 'holding'] : holds(y, x) ? [y, x, 'inside'] : [];
  if (outer === undefined || inner === undefined) return '';
  const at = outer.indexOf(inner);
  const end = at + inner.length;
  return ` ${word} ${at === 0 ? 'start' : edgeOf(outer[at - 1])}-${end === outer.length ? 'end' : edgeOf(outer[end])}`;
}

/** A character beside a value held in another: a letter, a digit, or the character itself. */
const edgeOf = (char: string) => (/\p{L}/u.test(char) ? 'letter' : /\p{N}/u.test(char) ? 'digit' : char);

/**
 * Whether a weekday named in one value is the weekday of a date in the other; null unless both
 * are there. A date of numbers ("Saturday" beside "7/21/2027") in each of its readings, month
 * first and day first, as featuresOf reads one value that holds both.
 */
function weekdayAgreement(word: string, date: string): string | null {
  const named = weekdayNamed(word);
  if (named === null) return null;
  const naming = (day: number) => (named === weekdayOfDay(day) ? "naming the date's weekday" : 'naming another weekday');
  const day = dayOf(date);
  if (day !== null) return naming(day);
  const slashed = slashedDateOf(date);
  if (slashed === null || (slashed.monthFirst === null && slashed.dayFirst === null)) return null;
  const reading = (day: number | null) => (day === null ? 'no date' : naming(day));
  return `m/d ${reading(slashed.monthFirst)}, d/m ${reading(slashed.dayFirst)}`;
}

/** Dates at most this many days apart keep the exact distance as their relation. */
const NEAR_DAYS = 14;

/** One part against another: by number when both are digits after the same prefix ("$12", "$9"). */
function comparePart(a: string, b: string): string {
  const numberA = /^(\D{0,3})(\d+)$/u.exec(a);
  const numberB = /^(\D{0,3})(\d+)$/u.exec(b);
  const [x, y] = numberA && numberB && numberA[1] === numberB[1] ? [Number(numberA[2]), Number(numberB[2])] : [a, b];
  return x < y ? '<' : x > y ? '>' : '=';
}
