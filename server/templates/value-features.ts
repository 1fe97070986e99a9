// What a slot value looks like, feature by feature. A serving template accepts a new value only
// when each of its features was seen in verified evidence (see slot-domain.ts): the features are the
// ways in which answers commonly depend on a value that *looks* copied: "a"/"an" before a vowel,
// "1 backpack" against "2 backpacks", odd and even, "21st" against "24th", the hour that decides
// "Good morning", the weekday of a date, a sign, a date format, a longer name, accented letters
// ("Hola, María"), a palindrome (whose copy looks like its reversal), an identifier's letter prefix,
// where a number, a date, a time or a version lies (a threshold: "overdue" before today's date),
// and where the value also occurs in the request's fixed text (a guest on the VIP list given in the
// system prompt).

/** Categorical features: a new value's must each be among those seen. */
export type Categorical = Record<string, string>;

export interface ValueFeatures {
  categorical: Categorical;
  length: number;
  /**
   * Positions compared by range, by reading: a small number's value (quantities, ages, years), a
   * date's day (year first with - / or . between; a slash date under both its month-first and
   * day-first readings), a time's hour, a version's place (2.10.0 after 2.9.9). An answer may
   * change at a threshold between any two verified values' worth.
   */
  ranges: Record<string, number>;
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const NUMBER = /^[-+]?\d+(?:[.,]\d+)?$/;
const TIME = /(?:^|T|\s)(\d{1,2}):(\d{2})(?::\d{2})?/;
const ISO_DATE = /(\d{4})([-/.])(\d{2})\2(\d{2})/;
/** A version or other dotted number: three or four parts, or two after a "v" ("v2.10"). */
const VERSION = /^(?:v\d+(?:\.\d+){1,3}|\d+(?:\.\d+){2,3})$/i;
const SLASH_DATE = /(?<!\d)(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?!\d)/;
/** Numbers of at most this many integer digits are quantities, compared by range; longer ones are identifiers. */
const SMALL_DIGITS = 4;

/**
 * The character classes of a value, run by run: "Mary-Ann 3" is "Aa-Aa 9", "O'Brien" is "A'Aa".
 * A run of letters is a, A or Aa; a short run of digits 9; a run of 4 or more that is all digits or
 * mixes letters and digits is x (ids, hashes, uuid groups), so random ids share one shape.
 */
export function shapeOf(value: string): string {
  return value.replace(/[\p{L}\p{N}]+/gu, (run) => {
    const digits = /\p{N}/u.test(run);
    const letters = /\p{L}/u.test(run);
    if (digits && (letters || run.length >= 4)) return 'x';
    if (digits) return '9';
    if (/^\p{Lu}+$/u.test(run)) return run.length === 1 ? 'A' : 'AA';
    if (/^\p{Lu}\p{Ll}+$/u.test(run)) return 'Aa';
    if (/^\p{Ll}+$/u.test(run)) return 'a';
    return 'L';
  }).replace(/\s+/gu, ' ');
}

function hourBucket(hour: number): string {
  if (hour < 6) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** How much of a value's spelling counts: none, its first and last letters, or the whole word. */
export type Spelling = boolean | 'whole';

/**
 * `spelling`: for a value glued to letters in the answer ("{{v1}}es"), its first and last two
 * letters too, on which the letters around it may depend (plurals, possessives, conjugations);
 * 'whole' for a word whose sound decides a word beside it ("an hour", "a house"): only words
 * verified one by one. `literals`: the lower-cased fixed text of the request the value came in
 * (see request-literals.ts), when known: where the value occurs there too is a feature.
 */
export function featuresOf(value: string, spelling: Spelling = false, literals?: string): ValueFeatures {
  const categorical: Categorical = { shape: shapeOf(value) };
  if (spelling === 'whole') categorical.word = value.toLowerCase();
  else if (spelling) {
    const lower = value.toLowerCase();
    categorical.start = [...lower].slice(0, 2).join('');
    categorical.end = [...lower].slice(-2).join('');
  }
  const first = value.normalize('NFD')[0]?.toLowerCase() ?? '';
  if (/\p{L}/u.test(first)) categorical.initial = VOWELS.has(first) ? 'vowel' : 'consonant';
  // An identifier's capital-letter prefix ("W" in W1234567) often says what kind of thing it is (a
  // web order, a store order), and so which tool an answer calls.
  const prefix = /^(\p{Lu}+)\p{N}/u.exec(value);
  if (prefix) categorical.prefix = prefix[1];
  if (/\p{L}/u.test(value)) {
    // Accented letters: a name or word from another language, whose answer may be in that language.
    categorical.accents = /[^\p{ASCII}]/u.test(value) ? 'yes' : 'no';
    // A word that reads the same backwards: its copy cannot be told from its reversal ("level").
    const characters = [...value.toLowerCase()];
    if (characters.length >= 3) categorical.mirror = characters.join('') === characters.reverse().join('') ? 'yes' : 'no';
  }
  if (literals !== undefined) {
    // Where, not only whether: "Gold members: Alice, Bob. Silver members: Omar." names both
    // tiers' members; the clause a value sits in is what the answer may follow.
    const clause = clauseOf(literals, value.toLowerCase());
    categorical['in fixed text'] = clause === null ? 'no' : `clause ${clause}`;
  }
  const ranges: Record<string, number> = {};
  if (NUMBER.test(value)) {
    const integer = value.replace(/^[-+]/, '').split(/[.,]/)[0];
    const n = Number(value.replace(',', '.'));
    categorical.unit = Math.abs(n) === 1 ? 'one' : n === 0 ? 'zero' : 'many';
    if (integer.length <= SMALL_DIGITS) {
      ranges.number = n;
      // The ending decides ordinals (21st, 13th), parity, plural forms in many languages; teens
      // are their own endings everywhere. An id's parity is enough.
      const tens = integer.length >= 2 ? integer.at(-2) : '0';
      categorical.ending = tens === '1' ? `1${integer.at(-1)}` : integer.at(-1)!;
    } else {
      categorical.parity = Number(integer.at(-1)) % 2 === 0 ? 'even' : 'odd';
      categorical.digits = String(integer.length);
    }
  }
  const time = TIME.exec(value);
  if (time && Number(time[1]) < 24 && Number(time[2]) < 60) {
    categorical.hour = hourBucket(Number(time[1]));
    // By the hour, not the minute: timestamps of live traffic only grow, and each value past the
    // verified range is predicted before it is served (an hour's first request, not every one).
    ranges.hour = Number(time[1]);
  }
  const day = dayOf(value);
  if (day !== null) {
    categorical.weekday = String((((day + 4) % 7) + 7) % 7); // day 0, 1970-01-01, was a Thursday
    ranges.date = day;
  }
  const slashed = SLASH_DATE.exec(value);
  if (slashed) {
    const [a, b, year] = [Number(slashed[1]), Number(slashed[2]), Number(slashed[3])];
    const monthFirst = dayNumber(year, a, b);
    const dayFirst = dayNumber(year, b, a);
    if (monthFirst !== null) ranges['date m/d'] = monthFirst;
    if (dayFirst !== null) ranges['date d/m'] = dayFirst;
  }
  if (VERSION.test(value)) {
    // Part by part, so 2.10.0 comes after 2.9.9 ("upgrade below 3.0.0").
    const parts = value.replace(/^v/i, '').split('.').map(Number);
    ranges.version = [0, 1, 2, 3].reduce((at, i) => at * 10_000 + Math.min(parts[i] ?? 0, 9_999), 0);
  }
  return { categorical, length: [...value].length, ranges };
}

/** A year-first date's day (days since 1970-01-01), or null when the value holds none. */
export function dayOf(value: string): number | null {
  const date = ISO_DATE.exec(value);
  return date && dayNumber(Number(date[1]), Number(date[3]), Number(date[4]));
}

/** Days since 1970-01-01 of a calendar date, or null when there is no such date (2026-02-30). */
function dayNumber(year: number, month: number, day: number): number | null {
  const at = Date.UTC(year, month - 1, day);
  const date = new Date(at);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return at / 86_400_000;
}

/** Where `needle` first occurs in `text` as whole words (not inside a longer word or number), or -1. */
function wordsAt(text: string, needle: string): number {
  if (needle.length === 0) return -1;
  const wordy = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    if (!wordy(text[at - 1]) && !wordy(text[at + needle.length])) return at;
  }
  return -1;
}

const CLAUSE_END = /[.;:!?\n]/g;

/** Which clause of `text` (counted by . ; : ! ? and line ends before it) `needle` first occurs in as words, or null. */
export function clauseOf(text: string, needle: string): number | null {
  const at = wordsAt(text, needle);
  return at < 0 ? null : (text.slice(0, at).match(CLAUSE_END)?.length ?? 0);
}
