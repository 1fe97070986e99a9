// What a slot value looks like, feature by feature. A serving template accepts a new value only
// when each of its features was seen in verified evidence (see slot-domain.ts): the features are the
// ways in which answers commonly depend on a value that *looks* copied: "a"/"an" before a vowel,
// "1 backpack" against "2 backpacks", odd and even, "21st" against "24th", the hour that decides
// "Good morning", the weekday of a date, a sign, a date format, a longer name, accented letters
// ("Hola, María"), a palindrome (whose copy looks like its reversal), an identifier's letter prefix.

/** Categorical features: a new value's must each be among those seen. */
export type Categorical = Record<string, string>;

export interface ValueFeatures {
  categorical: Categorical;
  length: number;
  /** A small number's value (quantities, ages, years): compared by range. */
  small: number | null;
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const NUMBER = /^[-+]?\d+(?:[.,]\d+)?$/;
const TIME = /(?:^|T|\s)(\d{1,2}):(\d{2})(?::\d{2})?/;
const ISO_DATE = /(\d{4})-(\d{2})-(\d{2})/;
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
 * verified one by one.
 */
export function featuresOf(value: string, spelling: Spelling = false): ValueFeatures {
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
  let small: number | null = null;
  if (NUMBER.test(value)) {
    const integer = value.replace(/^[-+]/, '').split(/[.,]/)[0];
    const n = Number(value.replace(',', '.'));
    categorical.unit = Math.abs(n) === 1 ? 'one' : n === 0 ? 'zero' : 'many';
    if (integer.length <= SMALL_DIGITS) {
      small = n;
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
  if (time && Number(time[1]) < 24) categorical.hour = hourBucket(Number(time[1]));
  const date = ISO_DATE.exec(value);
  if (date) {
    const day = new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])));
    if (!Number.isNaN(day.getTime())) categorical.weekday = String(day.getUTCDay());
  }
  return { categorical, length: [...value].length, small };
}
