// What a slot value looks like, feature by feature. A serving template accepts a new value only
// when each of its features was seen in verified evidence (see slot-domain.ts): the features are the
// ways in which answers commonly depend on a value that *looks* copied: "a"/"an" before a vowel,
// "1 backpack" against "2 backpacks", odd and even, "21st" against "24th", multiples of three,
// four and seven (FizzBuzz, leap years, weekdays), a prime, a square, a power of two and a
// multiple of a number the fixed text names ("tables of 8": number-facts.ts, named-divisors.ts),
// a quantity with a name (60 minutes as "an hour", 50 percent as "half", 12 as "a dozen"), the hour that decides "Good morning" or
// "closed for lunch" (of a clock, a timestamp or a unix time), the weekday of a date (and whether
// a weekday named beside it is that one: "Monday 2027-06-17" is corrected), a holiday, the regions
// on summer time on a date ("3:00 PM EDT" from March 8; 15:00 in London is 11:00 in New York
// from March 8 to 28, 10:00 around them), a sign, a
// date format (a month written "Apr" or "April"), a number's decimal places and shortest form
// (7.0 in JSON is 7), spacing, a longer name, accented letters ("Hola, María") and the scripts of
// a value's letters ("Иван" is printed "Ivan"; "Pаypal" mixes two), a word a model
// writes its own way (an uncommon lower-case word, a brand spelled otherwise, a place's name with
// a typo), a common word whose meaning may decide the answer ("grey" is written "gray", "class"
// is reserved), a placeholder where a value is missing ("Unknown", "TBD", "me"), words of the first or
// second person in a phrase ("call my mom" is echoed "call your mom"), words of time, number,
// priority or courtesy in a phrase (a model may lift "tomorrow", "two" or "urgent" into a field of
// its own, or drop "please"), goods sold after an age check ("wine"), foods people are allergic
// to ("pecan pie"), a name's word that takes
// "the" ("United Kingdom"), a place's or airport's side of the US border (imperial units for
// "Austin", a passport for "LHR"), whether an address's zip is its state's, a final s ("the
// Bahamas"), a palindrome (whose copy looks like its reversal), an identifier's letter prefix, an
// email address's domain, where a number, a date or a version lies (a threshold: "overdue" before
// today's date; a quarter or a pay period, which turn inside every year or month), the numbers a
// format holds (a range's ends and span, a month of a year, a duration, numbers inside a token or
// beside their unit, thousands grouped the ways of other countries, a URL's path words, digits
// of other scripts and vulgar fractions, a date-time's offset from UTC and its time, weekday and
// date in UTC), what standards write into identifiers (a check digit, a card's network, an IP
// address's scope, a file's type, an SSN's kind, a routing number's check), what a model knows of a
// code (a word in capitals: a ticker, an airport), a credential by its prefix, a host's top-level
// domain, an identifier made up rather than drawn (a burn address, a test card, a PIN like 1234),
// which readings a value has at all, and where the value also
// occurs in the request's fixed text (a guest on the VIP list given in the system prompt).

import { isIPv4 } from 'node:net';
import { BRAND_SPELLINGS } from './brand-spellings.js';
import { checkDigitFeaturesOf } from './check-digits.js';
import { countryOfPlace } from './city-countries.js';
import { credentialKindsOf } from './credentials.js';
import { currencyCodesOf } from './currency-codes.js';
import { durationSecondsOf } from './durations.js';
import { fileTypeOf } from './file-types.js';
import { isCommonWord, listed } from './english-words.js';
import { holidayOn, holidayOnDay } from './holidays.js';
import { NO_REGION, regionalHolidayOnDay, regionalHolidayOnYearless, regionsIn, type Regions } from './regional-holidays.js';
import { addressScopeOf } from './ip-addresses.js';
import { isoWeekOf } from './iso-weeks.js';
import { scriptsOf } from './letter-scripts.js';
import { FOREIGN_MONTH_ABBREVIATIONS, FOREIGN_MONTH_NAMES, foreignMonthOf } from './month-names.js';
import { abbreviatedWeekdayOfDate, foreignWeekdayNamed } from './weekday-names.js';
import { phoneFeaturesOf } from './phone-numbers.js';
import { phraseWordsOf } from './phrase-words.js';
import { mailboxRoleOf, patternedIdOf, placeholderOf } from './placeholder-values.js';
import { divisorsNamedIn } from './named-divisors.js';
import { numberFactsOf } from './number-facts.js';
import { numbersInValue } from './numbers-in-value.js';
import { valuesInPhrase } from './values-in-phrase.js';
import { asciiNumeralsOf, inAsciiNumerals } from './numerals.js';
import { compactDateOf, quarterOf, yearMonthOf } from './periods.js';
import { nearPlaceName } from './proper-nouns.js';
import { rangeSplitsOf } from './range-values.js';
import { romanValueOf } from './roman-numerals.js';
import { clocksInPlay, summerTimeOn, summerTimeOnDay } from './summer-time.js';
import { topLevelDomainOf, urlPathWordsOf } from './url-parts.js';
import { usPlaceOf } from './us-places.js';
import { ssnKindOf } from './us-ssn.js';
import { usStatesOf } from './us-states.js';
import { zipAgreementWithin } from './us-zip-codes.js';

/** Categorical features: a new value's must each be among those seen. */
export type Categorical = Record<string, string>;

export interface ValueFeatures {
  categorical: Categorical;
  length: number;
  /**
   * Positions compared by range, by reading: a small number's value (quantities, ages, years), a
   * date's day (year first with - / or . between; in words, "May 13, 2026"; a slash date under
   * both its month-first and day-first readings), a date's day of the year and of the month
   * (of "May 13" and "5/13" both ways, and of every dated value), a month's name, a version's
   * place (2.10.0 after 2.9.9). An answer may change at a threshold between any two verified
   * values' worth.
   */
  ranges: Record<string, number>;
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
/** An email address, its domain captured. */
const EMAIL = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/u;
/** An email address's domain, lower-cased, or null for any other value. */
export const emailDomainOf = (value: string): string | null => EMAIL.exec(value)?.[1].toLowerCase() ?? null;
const NUMBER = /^[-+]?\d+(?:[.,]\d+)?$/;
/** Readings of numbers, times and dates need a digit: values without one skip them. */
const DIGIT = /\d/u;
/** A number in scientific notation, its exponent captured. */
const SCIENTIFIC = /^[-+]?\d+(?:\.\d+)?e([-+]?\d+)$/iu;
/** A time of day: 24-hour, or 12-hour with am/pm ("9:30 PM", "3pm", "3 p.m."). */
const TIME = /(?:^|T|\s)(\d{1,2}):(\d{2})(?::\d{2})?(?:\s*([ap])\.?m\.?(?!\p{L}))?/iu;
/** A date-time's offset from UTC, after it: "Z", "-08:00", "+0530" (not a range's end: "10:00-11:00"). */
const UTC_OFFSET = /(?:T\d{2}:\d{2}|\d{2}:\d{2}:\d{2})(?::\d{2})?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})$/u;
const HOUR_12 = /(?<![\p{L}\d:])(\d{1,2})\s*([ap])\.?m\.?(?!\p{L})/iu;
/** A time written with an h, as in French: "15h30", "9h", "19 h". */
const HOUR_MARK = /^(\d{1,2})\s?h(?:(\d{2}))?$/u;
/** Year first, then month and day: not a year of 1300 to 1499, which Persian and Islamic calendars are in ("۱۴۰۶/۱۱/۲۵"). */
const ISO_DATE = /(?!1[34]\d{2})(\d{4})([-/.])(\d{2})\2(\d{2})/;
/** A month and day in Chinese, Japanese or Korean, in one value, perhaps its year before: "5月17日", "2027년 5월 17일". */
const CJK_MONTH_DAY = /(?:(?<!\d)(\d{4})\s*[年년]\s*)?(?<!\d)(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일号號]/u;
/** Three numbers of one or two digits with one separator, a slash or a dash: a short date, its year first or last. */
const SHORT_DATE = /(?<![\d/.-])(\d{1,2})([/-])(\d{1,2})\2(\d{1,2})(?![\d/.-])/u;
/** A date as Vietnamese calendars write it: "12 tháng 2, 2027", "20 thg 7, 2027", "ngày 5 tháng 4 năm 2027". */
const VIETNAMESE_DATE = /(?<!\d)(\d{1,2})\s+(?:tháng|thg)\s+(\d{1,2}),?\s+(?:năm\s+)?(\d{4})(?!\d)/iu;
/** A year-first date whose month and day may go unpadded, as Chinese and Japanese short dates do: "2027/9/9", "2027-9-9". */
const YEAR_FIRST_DATE = /(?<![\d.])((?:19|20)\d{2})([-/])(\d{1,2})\2(\d{1,2})(?![\d/-])/;
/** A version or other dotted number: three or four parts, or two after a "v" ("v2.10"). */
const VERSION = /^(?:v\d+(?:\.\d+){1,3}|\d+(?:\.\d+){2,3})$/i;
/** Three or more numbers joined by dots: an IPv4 address, a version, an OID. */
const DOTTED_NUMBERS = /^\d{1,6}(?:\.\d{1,6}){2,}$/u;
/**
 * A date with the year last, of four digits or two ("5/14/26": 2026; 70 and on are 1900s), by
 * slashes or dots, or by dashes before a year of four digits ("26-11-2026", day first in India and
 * the Netherlands; "26-11-26" may be anything).
 */
const SLASH_DATE = /(?<!\d)(\d{1,2})([/.]|\. |-(?=\d{1,2}-\d{4}(?!\d)))(\d{1,2})\2(\d{4}|\d{2})(?!\d)/;
/** A month and day with no year, "5/14" or "14/5", read both ways; not the end of a decimal ("4.5/10"). */
const YEARLESS_SLASH_DATE = /(?<![\d/.,])(\d{1,2})\/(\d{1,2})(?![\d/])/;

/**
 * A date of numbers with its year ("7/21/2027", "21.07.27"): its two first numbers, and the day it
 * is when read month first and day first (null where that reading is no date); null when no such date.
 */
export function slashedDateOf(value: string): { a: number; b: number; monthFirst: number | null; dayFirst: number | null } | null {
  const slashed = SLASH_DATE.exec(value);
  if (!slashed) return null;
  const [a, b, written] = [Number(slashed[1]), Number(slashed[3]), slashed[4]];
  const year = written.length === 4 ? Number(written) : Number(written) + (Number(written) < 70 ? 2000 : 1900);
  return { a, b, monthFirst: dayNumber(year, a, b), dayFirst: dayNumber(year, b, a) };
}

/** The two numbers of a month and day with no year ("5/14" or "14/5"), in the order written, or null. */
export function yearlessSlashDateOf(value: string): [number, number] | null {
  const match = YEARLESS_SLASH_DATE.exec(value);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** English month names and their usual abbreviations, by number. */
const MONTH_NAMES = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
/** English weekday names and their usual abbreviations. */
const WEEKDAY_NAMES = 'sun(?:day)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?';
/** A date in words, month first ("May 13, 2026", "Sep 3") or day first ("13 May 2026", "3rd of June"). */
/** Month names a date may be written with: English, and those of other languages (month-names.ts). */
const DATE_MONTH_NAMES = `${MONTH_NAMES}|${FOREIGN_MONTH_NAMES}`;
const MONTH_FIRST = new RegExp(`(?<!\\p{L})(${DATE_MONTH_NAMES})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?!\\d)(?:,?\\s+(\\d{4}))?`, 'iu');
/** A date as airline systems write it, in capitals: "17MAY27", "17MAY" (round one hundred and fifty-two). */
const AIRLINE_MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const AIRLINE_DATE = new RegExp(`(?<![\\p{L}\\p{N}])(\\d{2})(${AIRLINE_MONTHS.join('|')})(\\d{2}|\\d{4})?(?![\\p{L}\\p{N}])`, 'u');
/** Day first, also "27. Dezember", "15 de julio", "1er janvier". */
const DAY_FIRST = new RegExp(`(?<!\\d)(\\d{1,2})(?:st|nd|rd|th|er|\\.)?\\s+(?:of\\s+|de\\s+)?(${DATE_MONTH_NAMES})(?!\\p{L})\\.?(?:,?\\s+(?:de\\s+)?(\\d{4}))?`, 'iu');
/** A day and an abbreviated month of another language, with its dot or a year after it: "17 avr.", "21. Dez. 2027", "10 Kas 2027". */
const DAY_FIRST_ABBREVIATED = new RegExp(`(?<!\\d)(\\d{1,2})\\.?\\s+(?:de\\s+)?(${FOREIGN_MONTH_ABBREVIATIONS})(?:\\.|(?=,?\\s+(?:de\\s+)?\\d{4}(?!\\d)))(?:,?\\s+(?:de\\s+)?(\\d{4}))?`, 'iu');
/** A day and an abbreviated month with neither dot nor year: read only against a month's name before the day ("mar 4 mag"). */
const DAY_THEN_ABBREVIATION = new RegExp(`(?<!\\d)(\\d{1,2})\\.?\\s+(?:de\\s+)?(${FOREIGN_MONTH_ABBREVIATIONS})(?![\\p{L}\\p{N}])`, 'iu');
/** An abbreviated month with its dot, alone: "avr.", "Dez.". */
const ABBREVIATION_ALONE = new RegExp(`^(?:${FOREIGN_MONTH_ABBREVIATIONS})\\.$`, 'iu');
const MONTH_ALONE = new RegExp(`^(?:${DATE_MONTH_NAMES})\\.?$`, 'iu');
const MONTH_AND_YEAR = new RegExp(`^(${DATE_MONTH_NAMES})\\.?,?\\s+(\\d{4})$`, 'iu');
/** Numbers in words, each at its value's index. */
const SPELLED_NUMBERS = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(' ');
/** A word of two to five capitals, standing alone: "TWTR", "HAV", "NASA"; not "SQ388" nor "ABC-123"'s letters. */
const CAPITALS_WORD = /(?<![\p{L}\p{N}_/.-])\p{Lu}{2,5}(?![\p{L}\p{N}_/-]|\.[\p{L}\p{N}])/gu;
/** Numbers of at most this many integer digits are quantities, compared by range; longer ones are identifiers. */
const SMALL_DIGITS = 4;

/**
 * Thousands grouped by commas, dots, apostrophes (Swiss) or spaces (French), perhaps with
 * decimals after the other mark: "1,250", "16,011.50", "1.250.000,00", "3'871", "2 500".
 */
const GROUPED_NUMBER = /^[-+]?\d{1,3}(?:([,.'’ \u00a0\u202f])\d{3})+(?:(?!\1)[.,]\d+)?$/u;
/** Indian grouping, in lakhs and crores: "1,25,000", "7,39,658.50". */
const LAKH_NUMBER = /^[-+]?\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?$/u;

/** A number's value read with thousands separators ("1,250": 1250), or null when it has none. */
function groupedNumberOf(value: string): number | null {
  if (LAKH_NUMBER.test(value)) return Number(value.replaceAll(',', ''));
  // An IPv4 address (octets without leading zeros): "168.254.245.247" is no amount in German
  // grouping, where "1.250.000.000" is one.
  if (isIPv4(value)) return null;
  const grouped = GROUPED_NUMBER.exec(value);
  return grouped ? Number(value.split(grouped[1]).join('').replace(',', '.')) : null;
}

/** A number of at most SMALL_DIGITS integer digits: a quantity, an age, a year (longer ones are ids). */
export function isQuantity(value: string): boolean {
  return NUMBER.test(value) && value.replace(/^[-+]/, '').split(/[.,]/)[0].length <= SMALL_DIGITS;
}

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

/**
 * A number's value, in digits or in words ("seven"), else null. Not with a comma, which may be a
 * decimal mark or a thousands separator ("1,500"): read wrong, it would misorder two values.
 */
export function numberOf(value: string): number | null {
  if (/^[-+]?\d+(?:\.\d+)?$/.test(value)) return Number(value);
  const spelled = SPELLED_NUMBERS.indexOf(value.toLowerCase());
  return spelled >= 0 ? spelled : null;
}

/**
 * What kind of thing a value is, for comparing two of them: a number, a date (any format), a
 * time, words, an email address, else its shape. An answer may copy the larger of two numbers or
 * the first of two names in order; it has no such choice between a city and a temperature.
 */
export function kindOf(value: string): string {
  if (numberOf(value) !== null || /^[-+]?\d[\d.,]*$/.test(value)) return 'number';
  if (dayOf(value) !== null || SLASH_DATE.test(value)) return 'date';
  if (clockOf(value) !== null) return 'time';
  if (EMAIL.test(value)) return 'email';
  if (/^\p{L}[\p{L}\p{M}'’ .-]*$/u.test(value)) return 'words';
  return shapeOf(value);
}

/** The parts of a value between separators: "alice@gmail.com" is alice, gmail, com. */
export const partsOf = (value: string) => value.split(/[@._\-/:\s]+/u);

/** Values of more parts than this are sentences, whose words are judged otherwise (induce.ts). */
const MAX_PARTS_AS_CATEGORIES = 4;
/**
 * A phrase's words count place by place up to this many ("4806 West Park Valley Blvd": the suffix
 * in fifth place may be written "Boulevard"); a word in a place seldom repeated stays free.
 */
export const MAX_PHRASE_WORDS = 8;

/**
 * Each word part of a value of a few ("ava/admin", "ORD-7-express") or each word of a phrase of a
 * few ("ravi root", "4806 West Park Valley Blvd"), by place, and a phrase's last word on its own,
 * where suffixes sit whatever comes before ("Oak Rd", "West Oak Rd"). A part drawn from a few
 * words (a role, a kind, a size) is a category once it repeats (see slot-domain.ts), and a new one
 * is checked. The words of a phrase must repeat more than the parts of an id, as a role does and
 * the words of names and products ("Emma Patel", "wireless mouse") seldom do. Number parts (a
 * date's day, a time's hour) are left to their ranges.
 */
export function wordPlacesOf(value: string, parts = partsOf(value)): Categorical {
  const places: Categorical = {};
  const phrase = /\s/u.test(value);
  if (parts.length < 2 || parts.length > (phrase ? MAX_PHRASE_WORDS : MAX_PARTS_AS_CATEGORIES)) return places;
  const key = phrase ? 'phrase word' : 'part';
  parts.forEach((part, i) => /\p{L}/u.test(part) && (places[`${key} ${i + 1}`] = part.toLowerCase()));
  if (phrase && /\p{L}/u.test(parts.at(-1)!)) places['phrase word last'] = parts.at(-1)!.toLowerCase();
  return places;
}

/**
 * How much of a value's spelling counts: none, its first and last letters, the whole word, each
 * word of a person's name in its place, or (for an identifier the answer ignores) the words inside it.
 */
export type Spelling = boolean | 'whole' | 'name words' | 'taken words' | 'id words' | 'id numbers';

/**
 * Facts standards write into identifiers: check digits and a card's network (check-digits.ts), a
 * phone number's calling code and land (phone-numbers.ts), an IP address's scope
 * (ip-addresses.ts), a file's type by its extension (file-types.ts). Features of a value here;
 * kinds it pairs by beside a category in category-pairs.ts.
 */
export function identifierFactsOf(value: string): Record<string, string> {
  const facts: Record<string, string> = { ...checkDigitFeaturesOf(value), ...phoneFeaturesOf(value) };
  const scope = addressScopeOf(value);
  if (scope !== null) facts['address scope'] = scope;
  const fileType = fileTypeOf(value);
  if (fileType !== null) facts['file type'] = fileType;
  const ssn = ssnKindOf(value);
  if (ssn !== null) facts.ssn = ssn;
  return facts;
}

/** How a phrase's first and last words compare: alphabetically and by length ("lt shorter"). */
function wordOrderOf(value: string): string {
  const words = value.toLowerCase().split(/\s+/u);
  const [first, last] = [words[0], words.at(-1)!];
  const longer = [...first].length - [...last].length;
  return `${first < last ? 'lt' : first > last ? 'gt' : 'eq'} ${longer < 0 ? 'shorter' : longer > 0 ? 'longer' : 'as long'}`;
}

/** A whole number standing as a part of a phrase (partsOf splits "4.50" at its point): read as a number where the answer takes it. */
const TAKEN_NUMBER = /^\d{1,9}$/u;

/**
 * `spelling`: for a value glued to letters in the answer ("{{v1}}es"), its first and last two
 * letters too, on which the letters around it may depend (plurals, possessives, conjugations);
 * 'whole' for a word whose sound decides a word beside it ("an hour", "a house"): only words
 * verified one by one. `literals`: the lower-cased fixed text of the request the value came in
 * (see request-literals.ts), when known: where the value occurs there too is a feature.
 * `regions`: the regions the request names in its fixed text and values (regional-holidays.ts),
 * read only for a date; by default those its fixed text names (none for a value read alone). A
 * template passes its own, its fixed text read once (template-lifecycle.ts).
 */
export function featuresOf(value: string, spelling: Spelling = false, literals?: string, regions?: () => Regions): ValueFeatures {
  // Digits of another script, or a typographic minus: read in ASCII, and how they were written kept (numerals.ts).
  const numerals = asciiNumeralsOf(value);
  if (numerals) {
    const read = featuresOf(numerals.ascii, spelling, literals === undefined ? undefined : inAsciiNumerals(literals), regions);
    return { categorical: { ...read.categorical, shape: shapeOf(value), numerals: numerals.written }, length: [...value].length, ranges: read.ranges };
  }
  const categorical: Categorical = { shape: shapeOf(value) };
  const parts = partsOf(value);
  const takenNumbers: Array<[number, string]> = [];
  if (spelling === 'whole') categorical.word = value.toLowerCase();
  else if (spelling === 'name words' || spelling === 'taken words') {
    // A person's name the answer ignores ("Customer: Emma Patel"): each given name and surname
    // verified in its place, not each pairing of them, which would rarely repeat. A number the
    // answer takes out of a phrase ("809" of "809 JPY" as a call's amount) is read as a number,
    // as in a slot of its own: its range, ending, remainders and facts (below).
    parts.forEach((part, i) => {
      if (spelling === 'taken words' && TAKEN_NUMBER.test(part)) takenNumbers.push([i, part]);
      else categorical[`word ${i + 1}`] = part.toLowerCase();
    });
    // A phrase of which the answer takes one word ("Hello Emma"): which word it takes may follow
    // from how its words compare (the first alphabetically, the longer), as a choice does.
    // Not where a word is a number: its place tells it apart, and its length is its digits'.
    if (spelling === 'taken words' && takenNumbers.length === 0) categorical['first and last word'] = wordOrderOf(value);
  } else if (spelling === true) {
    const lower = value.toLowerCase();
    categorical.start = [...lower].slice(0, 2).join('');
    categorical.end = [...lower].slice(-2).join('');
  }
  Object.assign(categorical, wordPlacesOf(value, parts), urlPathWordsOf(value));
  const first = value.normalize('NFD')[0]?.toLowerCase() ?? '';
  if (/\p{L}/u.test(first)) categorical.initial = VOWELS.has(first) ? 'vowel' : 'consonant';
  // An identifier's capital-letter prefix ("W" in W1234567, "SQ" in SQ388) often says what kind of
  // thing it is (a web order, an airline), and so which tool an answer calls. In a code that mixes
  // letters again after its digits (AB3XYZ, a booking reference) it is more likely chance: a
  // "code prefix", a category only once it repeats (see slot-domain.ts).
  const prefix = /^(\p{Lu}+)\p{N}/u.exec(value);
  if (prefix) categorical[/^\p{Lu}+\p{N}+$/u.test(value) ? 'prefix' : 'code prefix'] = prefix[1];
  // The case of the letters inside identifiers ("7FB3Q9", "#5009d3"): a model may write a
  // booking reference in upper case or a colour in lower case, and shape x does not tell.
  const idLetters = (value.match(/[\p{L}\p{N}]+/gu) ?? []).filter((run) => /\p{N}/u.test(run) && /\p{L}/u.test(run)).join('').replace(/\P{L}/gu, '');
  if (idLetters) categorical['case in ids'] = idLetters === idLetters.toUpperCase() ? 'upper' : idLetters === idLetters.toLowerCase() ? 'lower' : 'mixed';
  // Whether those letters, or a colour's after its "#", are all hex digits: "#1F8BT2" is shaped
  // like "#1F8B02" and like a hash, and is neither.
  const hexLetters = /^(?:#|0x)[\p{L}\p{N}]+$/iu.test(value) ? value.replace(/^(?:#|0x)/i, '').replace(/\P{L}/gu, '') : idLetters;
  if (hexLetters) categorical['hex letters'] = /^[a-f]+$/iu.test(hexLetters) ? 'yes' : 'no';
  // So does an address's domain (a business, a free mailbox, a school): each is verified on its own.
  const emailDomain = emailDomainOf(value);
  if (emailDomain !== null) {
    categorical['email domain'] = emailDomain;
    // And its mailbox: a person's, or one that takes no replies or belongs to a role ("noreply@", "support@").
    categorical.mailbox = mailboxRoleOf(value)!;
  }
  const identifierFacts = identifierFactsOf(value);
  Object.assign(categorical, identifierFacts);
  // A host's top-level domain: "gov" or "mil" says who may hold it (url-parts.ts).
  // Not a file's name ("photos.exe"), whose extension its file type reads.
  const topLevelDomain = (identifierFacts['file type'] ?? 'other') === 'other' ? topLevelDomainOf(value) : null;
  if (topLevelDomain !== null) categorical['top-level domain'] = topLevelDomain;
  if (spelling === 'id words' && emailDomain === null && /\p{N}/u.test(value)) {
    // An ignored identifier's words ("acct-gold-4821", "order_express_991") may name a plan or a kind.
    const inside = value.split(/[-_.:/]+/u).filter((piece) => /^\p{L}{2,}$/u.test(piece));
    if (inside.length > 0) categorical['words in id'] = inside.join(' ').toLowerCase();
  }
  if (/\p{L}/u.test(value)) {
    // Accented letters: a name or word from another language, whose answer may be in that language.
    categorical.accents = /[^\p{ASCII}]/u.test(value) ? 'yes' : 'no';
    // And their script: "Иван" is transliterated where "José" is copied (letter-scripts.ts).
    const scripts = scriptsOf(value);
    if (scripts !== null) categorical.script = scripts;
  }
  // Lower-case words that are not common English words: a brand, a place or a person written in
  // lower case ("linkedin", "austin", "turkey"), or a typo ("piza"), which a model may write its
  // own way. Each is verified on its own, as a name's words are; in a phrase, common words are one
  // category.
  const lowerCaseWords = value.split(/\s+/u).filter((word) => /^\p{Ll}+$/u.test(word));
  if (lowerCaseWords.length > 0) {
    const uncommon = lowerCaseWords.filter((word) => !isCommonWord(word));
    categorical['lower-case words'] = uncommon.length === 0 ? 'common' : uncommon.join(' ');
  }
  // A value that is one common word, or words joined without a space: each word's meaning. One
  // capitalized word is a name's as often as an option's ("Grace", "Grey"): slot-domain.ts checks
  // it only where every verified value was a word of the list.
  const capitalized = capitalizedWordOf(value);
  if (capitalized !== null) categorical['capitalized word'] = capitalized;
  else for (const [i, word] of commonWordsOf(value).entries()) if (word !== null) categorical[`word ${i + 1}`] = word;
  // A brand spelled otherwise than its own way ("Github", "Paypal"): a model writes "GitHub".
  const respelled = value.split(/[^\p{L}\p{N}]+/u).filter((word) => {
    const own = BRAND_SPELLINGS.get(word.toLowerCase());
    return own !== undefined && own !== word;
  });
  if (respelled.length > 0) categorical['brand spelled otherwise'] = respelled.join(' ').toLowerCase();
  // A capitalized word one typo from a place's name ("Pargue", "Chicgo"): a model writes the place
  // meant. Not a common word one letter from a place ("Home", "Leads"), which it would not change.
  const misspelt = value.split(/[^\p{L}]+/u).filter((word) => /^\p{Lu}\p{Ll}{3,}$/u.test(word) && !isCommonWord(word.toLowerCase()) && nearPlaceName(word.toLowerCase()));
  if (misspelt.length > 0) categorical['near a place name'] = misspelt.join(' ').toLowerCase();
  // A place in the United States or elsewhere: imperial units or a state may be added for one.
  const usPlace = usPlaceOf(value);
  if (usPlace !== null) categorical['us place'] = usPlace;
  // A country, or a large city's: an embargo, a currency or a visa rule may follow from it, where
  // no letter shows it ("Ship to Havana" is refused). Each is verified on its own.
  const country = countryOfPlace(value);
  if (country !== null) categorical.country = country;
  // A US state, or a large city's: its own laws may decide (no wine shipped to Utah), so each is
  // verified on its own too (us-states.ts).
  const states = usStatesOf(value);
  if (states !== null) categorical['us state'] = states;
  // A currency's code: a sanctioned one is refused where no letter shows it ("Send 50 SYP").
  const currencies = currencyCodesOf(value);
  if (currencies !== null) categorical['currency code'] = currencies;
  // Words a model turns or lifts out rather than copies: "call my mom" is echoed "call your mom",
  // "tomorrow" in a task title becomes a due date (phrase-words.ts).
  Object.assign(categorical, phraseWordsOf(value));
  // The last word of a short noun phrase: what the thing is ("tomato soup" is a soup), which a
  // menu's or an order's section may refuse where twelve pies and tarts were added.
  const head = headWordOf(value);
  if (head !== null) categorical[HEAD_WORD] = head;
  // A word where a value is missing ("Unknown", "TBD") or that points at someone ("me").
  const placeholder = placeholderOf(value);
  if (placeholder !== null) categorical.placeholder = placeholder;
  // A credential, by its issuer's prefix ("AKIA…", "ghp_…"): posted or committed, it leaks (credentials.ts).
  const credentials = credentialKindsOf(value);
  if (credentials !== null) categorical.credential = credentials;
  // An identifier no one drew at random ("0x0000…dEaD", a burn address; a nil UUID; a PIN like 1234).
  const patterned = patternedIdOf(value);
  if (patterned !== null) categorical['patterned id'] = patterned;
  // Words in capitals of two to five letters: a ticker, an airport, an agency, an acronym. What one
  // stands for is what a model knows of it ("TWTR" is delisted, "HAV" is Havana), which its letters
  // don't show: each is verified on its own, as a country code is; beside digits too ("399 SBNY",
  // an order line), though a Dutch postal code's letters ("1012 AB") are then verified pair by
  // pair. Not a Roman numeral ("XIV"), read as the number it is.
  const capitals = value.match(CAPITALS_WORD)?.filter((word) => romanValueOf(word) === null) ?? null;
  if (capitals?.length) categorical['words in capitals'] = capitals.join(' ');
  // Spacing: a model that copies "Big  Plans" may write "Big Plans", as it may turn a tab or a
  // no-break space into a space; runs of one plain space are no evidence for the others.
  if (/\s/u.test(value)) categorical.spacing = /^\S+(?: \S+)*$/u.test(value) ? 'single spaces' : 'other spaces';
  // A final s: a plural, or a name that reads as one ("the Bahamas", "James'").
  if (/\p{L}$/u.test(value)) categorical['final s'] = /s$/iu.test(value) ? 'yes' : 'no';
  // A word or number that reads the same backwards: its copy cannot be told from its reversal
  // ("level", 4554).
  const characters = [...value.toLowerCase()];
  if (characters.length >= (/\p{L}/u.test(value) ? 3 : 1)) categorical.mirror = characters.join('') === characters.reverse().join('') ? 'yes' : 'no';
  if (literals !== undefined) {
    // Where, not only whether: "Gold members: Alice, Bob. Silver members: Omar." names both
    // tiers' members; the clause a value sits in is what the answer may follow.
    const clause = clauseOf(literals, value.toLowerCase());
    categorical['in fixed text'] = clause === null ? 'no' : `clause ${clause}`;
  }
  const ranges: Record<string, number> = {};
  for (const [i, part] of takenNumbers) {
    const read = featuresOf(part);
    for (const [key, feature] of Object.entries(read.categorical)) categorical[`word ${i + 1} ${key}`] = feature;
    for (const [reading, at] of Object.entries(read.ranges)) ranges[`word ${i + 1} ${reading}`] = at;
  }
  // The numbers inside an identifier an answer describes in words of its own ("Delivery by post"
  // from order ORD-5000 on, "our west warehouse" for odd orders): each keeps the range and the
  // parity verified, as a long number does.
  if (spelling === 'id numbers') {
    parts.forEach((part, i) => {
      if (!/^\d+$/u.test(part)) return;
      ranges[`number in part ${i + 1}`] = Number(part);
      categorical[`parity in part ${i + 1}`] = Number(part.at(-1)) % 2 === 0 ? 'even' : 'odd';
    });
  }
  const spelled = SPELLED_NUMBERS.indexOf(value.toLowerCase());
  if (spelled >= 0) {
    // "one apple", "two apples": a number in words is a number too.
    categorical.unit = spelled === 1 ? 'one' : spelled === 0 ? 'zero' : 'many';
    ranges.number = spelled;
  }
  // "1,250" is a thousand and a quarter or one and a quarter, "1.250" the same in German: read
  // grouped too ("2,100" is no amount between 1.25 and 9.5). A first grouped value has a reading
  // no plain one had, so it is predicted first.
  const grouped = groupedNumberOf(value);
  if (grouped !== null) {
    ranges['number grouped'] = grouped;
    const digits = String(Math.abs(grouped));
    if (Number.isInteger(grouped)) categorical['ending grouped'] = digits.length >= 2 && digits.at(-2) === '1' ? digits.slice(-2) : digits.at(-1)!;
  }
  // Scientific notation ("2.4e-2"): a number, and its power of ten a category, as each order of
  // magnitude may cross a limit (an action level of 1e-3).
  const scientific = SCIENTIFIC.exec(value);
  if (scientific) {
    ranges.number = Number(value);
    categorical.exponent = String(Number(scientific[1]));
  }
  // A unix time ("current_time: 1779600000"), read as a moment below, not as a long number.
  const epoch = epochOf(value);
  if (NUMBER.test(value)) {
    const integer = value.replace(/^[-+]/, '').split(/[.,]/)[0];
    const n = Number(value.replace(',', '.'));
    categorical.unit = Math.abs(n) === 1 ? 'one' : n === 0 ? 'zero' : 'many';
    // Decimal places: "$53.90" is written from 53.9, not copied.
    categorical.decimals = String(value.split(/[.,]/)[1]?.length ?? 0);
    // Written as the shortest form of its value, or not: a JSON number, and a model writing the
    // value itself, turn "7.0", "12.50" and "007" into 7, 12.5 and 7; a copy of "4.5" is no
    // evidence that "7.0" is copied as written.
    categorical['shortest form'] = String(n) === value.replace(',', '.') ? 'yes' : 'no';
    if (integer.length <= SMALL_DIGITS) {
      ranges.number = n;
      // The ending decides ordinals (21st, 13th), parity, plural forms in many languages; teens
      // are their own endings everywhere. An id's parity is enough. Not a fraction's: "80.93"
      // has no ordinal or parity, and its plural does not follow its last whole digit.
      const tens = integer.length >= 2 ? integer.at(-2) : '0';
      if (Number.isInteger(n) && !/[.,]/.test(value)) categorical.ending = tens === '1' ? `1${integer.at(-1)}` : integer.at(-1)!;
      // Remainders the ending cannot show: by three ("Fizz" for 51, every third seat), by four
      // (a leap year: 2044 after 2014 and 2034) and by seven (the weekday in 20 days, a multiple
      // of seven).
      const named = namedQuantityOf(n);
      if (named !== null) categorical['named quantity'] = named;
      if (Number.isInteger(n)) {
        categorical.thirds = String(((n % 3) + 3) % 3);
        categorical.fourths = String(((n % 4) + 4) % 4);
        categorical.sevenths = String(((n % 7) + 7) % 7);
        Object.assign(categorical, numberFactsOf(n));
        // Multiples of a number the fixed text names ("teams of 6"), told by no feature above.
        if (literals !== undefined) for (const d of divisorsNamedIn(literals)) categorical[`multiple of ${d}`] = n % d === 0 ? 'yes' : 'no';
      }
    } else {
      categorical.parity = Number(integer.at(-1)) % 2 === 0 ? 'even' : 'odd';
      categorical.digits = String(integer.length);
      // An amount of five digits or more ("¥45000", 45210 miles, cents) may cross a limit as a
      // small one does; an identifier's range fills as ids come. Only the range seen, not its
      // gaps, where random ids leave wide ones. Not a unix time, read as a moment below.
      if (epoch === null) ranges['long number'] = n;
    }
  }
  // A short code of one letter and a number ("14C", "B12", "e4"): the letter may say what kind
  // (a window or an aisle seat, a terminal) and the number where, each verified on its own. Of two
  // characters, a square or a cell, whose facts may ride on both at once (b6 is a dark square, b5
  // and a6 light ones): verified code by code.
  const code = /^(?:(\p{L})(\d{1,3})|(\d{1,3})(\p{L}))$/u.exec(value);
  if (code) {
    categorical['letter in code'] = (code[1] ?? code[4]).toLowerCase();
    ranges['number in code'] = Number(code[2] ?? code[3]);
    if (value.length === 2) categorical.code = value.toLowerCase();
  }
  // A hex number's last digit holds its low bits: a flag ("0x71c4": bit 0 off), an alignment.
  const hex = /^0x([0-9a-f]+)$/iu.exec(value);
  if (hex) categorical['last hex digit'] = hex[1].at(-1)!.toLowerCase();
  // A Roman numeral is a number whose size an answer may judge ("volume XIV" on another shelf).
  const roman = romanValueOf(value);
  if (roman !== null) ranges.roman = roman;
  // A unix time ("current_time: 1779600000") is a moment like an ISO timestamp: its half hour,
  // weekday and day, in UTC (a fixed zone's local half hours map one to one onto UTC's).
  const time = epoch === null ? clockOf(value) : utcClockOf(epoch);
  /** Days between a date-time's local date and its date in UTC (-1, 0 or 1), when it has an offset. */
  let utcDayShift: number | null = null;
  if (time) {
    // Each half hour verified on its own: opening hours, lunch breaks and shifts do not follow a
    // range ("closed 12 to 2" lies inside the office hours seen) and often turn on the half hour
    // ("we close at 17:30"). Not the minute: timestamps of live traffic only grow, and a new half
    // hour costs one prediction, a new minute would cost nearly every request.
    categorical['half hour'] = `${time.hour}:${time.minute < 30 ? '00' : '30'}`;
    // And the minute in the range verified: a cutoff at 14:45 lies inside the half hour of 14:40.
    ranges['time of day'] = time.hour * 60 + time.minute;
    // Its offset from UTC, each verified on its own, and the time in UTC: "10:00-08:00" is 18:00
    // in London, where every verified "10:00-05:00" was 15:00 (and "06:00-08:00" 14:00).
    const offset = UTC_OFFSET.exec(value);
    if (offset) {
      const zone = offset[1] === 'Z' ? 'Z' : offset[1].replace(/^([+-]\d{2})(\d{2})$/u, '$1:$2');
      categorical['utc offset'] = zone;
      const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/u.exec(zone) ?? ['', '+', '0', '0'];
      const minutesInUtc = time.hour * 60 + time.minute - (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
      const utc = ((minutesInUtc % 1440) + 1440) % 1440;
      categorical['half hour in utc'] = `${Math.floor(utc / 60)}:${utc % 60 < 30 ? '00' : '30'}`;
      ranges['time of day in utc'] = utc;
      utcDayShift = Math.floor(minutesInUtc / 1440);
    }
  }
  const day = dayOf(value) ?? (epoch === null ? null : Math.floor(epoch / 86_400));
  /**
   * Whether a clock is in play, in the value or its request (summer-time.ts): read only for a
   * date, once, since the request's text may be a system prompt of kilobytes (about 40 µs for 5 kB).
   */
  let clocks: boolean | undefined;
  const clockInPlay = () => (clocks ??= time !== null || clocksInPlay(literals));
  let regionsRead: Regions | undefined;
  const regionsNamed = () => (regionsRead ??= regions?.() ?? (literals === undefined ? NO_REGION : regionsIn(literals)));
  if (day !== null) {
    const weekday = weekdayOfDay(day);
    categorical.weekday = String(weekday);
    // And its date in UTC: Friday 20:30 in New York is Saturday in London, where the verified
    // Friday daytimes and other evenings' small hours were weekdays.
    if (utcDayShift !== null) {
      categorical['weekday in utc'] = String(weekdayOfDay(day + utcDayShift));
      ranges['date in utc'] = day + utcDayShift;
    }
    // "Monday 2027-06-17" names a Thursday's date: an answer corrects the weekday, where every
    // verified value named its own.
    const named = weekdayNamed(value) ?? abbreviatedWeekdayOfDate(value);
    if (named !== null) categorical['weekday named'] = named === weekday ? "the date's" : 'another';
    else wordsBeside(categorical, '', value, weekday);
    ranges.date = day;
    // Which regions' clocks are on summer time, where a clock is in play: an offset, a zone's name
    // or the hours between two cities turn on it, and the weeks North America and Europe differ
    // lie inside a year's dates.
    if (clockInPlay()) categorical['summer time'] = summerTimeOnDay(day);
    const { month, dayOfMonth } = calendarOfDay(day);
    placeInYear(ranges, '', month, dayOfMonth);
  }
  // A holiday lies inside the range of ordinary days seen, and may be answered otherwise ("closed").
  const holidays: Record<string, string | null> = { holiday: day === null ? null : holidayOnDay(day) };
  // And a holiday of another calendar, where the request names a region that keeps it: Lunar New
  // Year's week in Shanghai lies inside the range of January's and March's days seen.
  if (day !== null) holidays['regional holiday'] = regionalHolidayOnDay(day, regionsNamed());
  const slashed = slashedDateOf(value);
  if (slashed) {
    const { a, b, monthFirst, dayFirst } = slashed;
    // Each reading's weekday, as a date's (a weekend pickup among weekdays' dates).
    if (monthFirst !== null) {
      ranges['date m/d'] = monthFirst;
      categorical['weekday m/d'] = String(weekdayOfDay(monthFirst));
      if (clockInPlay()) categorical['summer time m/d'] = summerTimeOnDay(monthFirst);
      placeInYear(ranges, '', a, b);
    }
    if (dayFirst !== null) {
      ranges['date d/m'] = dayFirst;
      categorical['weekday d/m'] = String(weekdayOfDay(dayFirst));
      if (clockInPlay()) categorical['summer time d/m'] = summerTimeOnDay(dayFirst);
      placeInYear(ranges, ' d/m', b, a);
    }
    // "la 21.10.2027", "Monday 10/21/2027": whether the weekday it names is each reading's own.
    const named = weekdayNamed(value) ?? abbreviatedWeekdayOfDate(value);
    if (named !== null) {
      if (monthFirst !== null) categorical['weekday named m/d'] = named === weekdayOfDay(monthFirst) ? "the date's" : 'another';
      if (dayFirst !== null) categorical['weekday named d/m'] = named === weekdayOfDay(dayFirst) ? "the date's" : 'another';
    } else {
      if (monthFirst !== null) wordsBeside(categorical, ' m/d', value, weekdayOfDay(monthFirst));
      if (dayFirst !== null) wordsBeside(categorical, ' d/m', value, weekdayOfDay(dayFirst));
    }
    holidays['holiday m/d'] = monthFirst === null ? null : holidayOnDay(monthFirst);
    holidays['holiday d/m'] = dayFirst === null ? null : holidayOnDay(dayFirst);
    holidays['regional holiday m/d'] = monthFirst === null ? null : regionalHolidayOnDay(monthFirst, regionsNamed());
    holidays['regional holiday d/m'] = dayFirst === null ? null : regionalHolidayOnDay(dayFirst, regionsNamed());
  }
  // Three short numbers ("27/12/23", "27/9/7", "09-09-27"): a two-digit year may come first, as
  // Nepali and Chinese short dates write it, or last with dashes. Each reading's weekday and holiday.
  const short = day === null ? SHORT_DATE.exec(value) : null;
  if (short) {
    const [a, b, c] = [Number(short[1]), Number(short[3]), Number(short[4])];
    const readings: Array<[string, number | null]> = [['y/m/d', dayNumber(2000 + a, b, c)]];
    if (slashed === null) readings.push(['m/d', dayNumber(2000 + c, a, b)], ['d/m', dayNumber(2000 + c, b, a)]);
    for (const [reading, on] of readings) {
      if (on === null) continue;
      categorical[`weekday ${reading}`] = String(weekdayOfDay(on));
      holidays[`holiday ${reading}`] = holidayOnDay(on);
    }
  }
  const inWords = monthDayOf(value);
  // A date Rote cannot read ("29 de gener del 2027", "20 Mawrth 2027", "Hul 15, 2027"): its month's
  // name is in a language no reader knows, so no weekday, holiday or range of it is known. Each
  // such date is verified on its own: twenty Wednesdays say nothing of the next.
  if (day === null && slashed === null && inWords === null && DIGIT.test(value) && (holdsUnreadDate(value) || OTHER_CALENDAR_DATE.test(value))) categorical['unread date'] = value.trim().toLowerCase();
  if (inWords && inWords.year === null && dayInSomeYear(inWords.month, inWords.day)) {
    placeInYear(ranges, '', inWords.month, inWords.day);
    holidays.holiday = holidayOn(null, inWords.month, inWords.day);
    holidays['regional holiday'] = regionalHolidayOnYearless(inWords.month, inWords.day, regionsNamed());
    if (clockInPlay()) categorical['summer time'] = summerTimeOn(null, inWords.month, inWords.day);
  }
  const yearless = YEARLESS_SLASH_DATE.exec(value);
  if (yearless) {
    const [a, b] = [Number(yearless[1]), Number(yearless[2])];
    if (a >= 1 && a <= 12 && dayInSomeYear(a, b)) {
      placeInYear(ranges, '', a, b);
      holidays['holiday m/d'] = holidayOn(null, a, b);
      holidays['regional holiday m/d'] = regionalHolidayOnYearless(a, b, regionsNamed());
    }
    if (b >= 1 && b <= 12 && dayInSomeYear(b, a)) {
      placeInYear(ranges, ' d/m', b, a);
      holidays['holiday d/m'] = holidayOn(null, b, a);
      holidays['regional holiday d/m'] = regionalHolidayOnYearless(b, a, regionsNamed());
    }
  }
  // An address's zip and state: "Springfield, NY 62704" may be questioned, where every verified address agreed.
  const zipState = zipAgreementWithin(value);
  if (zipState) categorical['zip and state'] = zipState;
  // Only a holiday is a feature: an ordinary day is as every value stored before was.
  for (const [key, holiday] of Object.entries(holidays)) if (holiday) categorical[key] = holiday;
  const month = MONTH_ALONE.exec(value.trim());
  if (month) {
    // A month alone is one of twelve, each verified on its own, as a weekday is: seasons and
    // high seasons do not follow a range ("June" among January to May and September to November).
    ranges.month = monthNumber(month[0]);
    categorical.month = String(ranges.month);
  }
  // How a month or weekday is written: "Apr 18" after twelve "April 18"s may be written out, as a
  // street suffix may; the day it names is the same, so the ranges above cannot tell.
  const calendarWord = CALENDAR_WORD.exec(value);
  if (calendarWord) categorical['calendar word'] = calendarFormOf(calendarWord[1], calendarWord[2] === '.');
  // Each number of a dotted value in its verified range: an octet of "10.0.300.1" past 255.
  // A subnet's address too ("10.0.0.0/8"; its prefix length is read below).
  const dotted = value.replace(/\/\d{1,2}$/u, '');
  if (DOTTED_NUMBERS.test(dotted)) dotted.split('.').forEach((part, i) => (ranges[`dotted part ${i + 1}`] = Number(part)));
  if (VERSION.test(value)) {
    // Part by part, so 2.10.0 comes after 2.9.9 ("upgrade below 3.0.0").
    const parts = value.replace(/^v/i, '').split('.').map(Number);
    ranges.version = [0, 1, 2, 3].reduce((at, i) => at * 10_000 + Math.min(parts[i] ?? 0, 9_999), 0);
  }
  // A month of a year: a card's expiry ("05/26", which the month-and-day reading, May 26,
  // misorders: it lies before 12/26 and after 11/25), a billing period ("2026-11"), a month and
  // year in words ("Nov 2026", "März 2027").
  const expiry = yearMonthOf(value);
  const yearMonth = expiry ?? monthAndYearInWords(value);
  if (yearMonth) ranges['month of year'] = yearMonth.year * 12 + yearMonth.month;
  // A quarter of a year ("Q3 2026"): in order across years, and which quarter it is.
  const quarter = quarterOf(value);
  if (quarter) {
    ranges['quarter of year'] = quarter.year * 4 + quarter.quarter;
    categorical.quarter = String(quarter.quarter);
  }
  // An ISO week: in order across years, and by its place in the year as a date is.
  const isoWeek = isoWeekOf(value);
  if (isoWeek) {
    ranges['iso week'] = isoWeek.year * 53 + isoWeek.week;
    ranges['week in year'] = isoWeek.week;
  }
  const duration = durationSecondsOf(value);
  if (duration !== null) ranges['duration in seconds'] = duration;
  Object.assign(categorical, rangeEndFeaturesOf(value, ranges, regionsNamed));
  // Numbers inside one token ("25kg", "30x40", "16:9", "10.0.0.0/8", "120/80" where no date is
  // read), each a number with its own features, in order, and their order; not a time's ("10:30"
  // has its half hour).
  const inside = time || !DIGIT.test(value) ? null : numbersInValue(value, !yearless && !slashed, day === null && !inWords && !month && !expiry);
  if (inside) {
    inside.numbers.forEach((number, i) => {
      const inner = featuresOf(number, false, undefined, regionsNamed);
      for (const [key, feature] of Object.entries(inner.categorical)) if (!PLACE_KEY.test(key)) categorical[`${key} of number ${i + 1}`] = feature;
      // A number's range is its unit's: 23 kg lies past every kilogram weight verified, though not past 44 lb.
      for (const [reading, at] of Object.entries(inner.ranges)) ranges[`${reading} ${i + 1}${inside.unit ? ` in ${inside.unit}` : ''}`] = at;
    });
    if (inside.unit) categorical['unit after the numbers'] = inside.unit;
    if (inside.numbers.length > 1) categorical['order of the numbers'] = orderOf(inside.numbers);
  }
  // Two numbers read as a date are a fraction too ("4/3" is April 3, and more than a cup): their order counts.
  const pair = yearless && !inside ? numbersInValue(value, true, false) : null;
  if (pair?.numbers.length === 2) categorical['order of the numbers'] = orderOf(pair.numbers);
  // A number, a time or a date among a phrase's words, where no reading of the whole saw it
  // ("current_time: 1779295568", "age 34"): each read as a value of its own, in order, by its
  // ranges and the facts of its moment. Not a phone's or a card's groups of digits, which are
  // read whole as what they are.
  if (Object.keys(ranges).length === 0 && Object.keys(identifierFacts).length === 0) {
    let k = 0;
    for (const word of valuesInPhrase(value)) {
      // A time with its "am" or "pm" is found as one word: the whole value when it is no time at
      // all ("13:30 pm"), which must not be read again as its own phrase (an endless recursion).
      if (word === value) continue;
      const inner = featuresOf(word, false, undefined, regionsNamed);
      if (Object.keys(inner.ranges).length === 0) continue; // digits without a reading: an id ("ORD-1857")
      k++;
      for (const [key, feature] of Object.entries(inner.categorical)) if (MOMENT_KEY.test(key)) categorical[`${key} of value ${k} in phrase`] = feature;
      for (const [reading, at] of Object.entries(inner.ranges)) ranges[`${reading} of value ${k} in phrase`] = at;
      // A whole number's parity, and no more of its arithmetic: the side of the street of "12 Oak
      // Street", the lift of "Flat 13"; two values, each verified once, where its ending would need ten.
      const parity = wholeNumberParity(word, inner);
      if (parity !== null) categorical[`parity of value ${k} in phrase`] = parity;
    }
  }
  // Which readings the value has at all: a range checks only a value that has its reading, and
  // "14/29" has none of the card expiries' ("05/28": a month of a year, a day of a month).
  const readings = Object.keys(ranges).sort();
  if (readings.length > 0) categorical.readings = readings.join(', ');
  return { categorical, length: [...value].length, ranges };
}

/** Whether each number is below, equal to or above the one before it, as "<", "=", ">". */
function orderOf(numbers: readonly string[]): string {
  const values = numbers.map((number) => Number(number.replace(',', '.')));
  return values.slice(1).map((value, i) => ['<', '=', '>'][1 - Math.sign(value - values[i])]).join('');
}

/**
 * Features that say where a moment falls (a half hour, a weekday, a holiday, summer time) and which
 * readings a value has: what a phrase's number, time or date adds to its ranges. A house number's
 * or a quantity's arithmetic (its ending, its remainders) is left to a value of its own.
 */
const MOMENT_KEY = /^(?:half hour|weekday|holiday|regional holiday|summer time|utc offset|month|quarter|calendar word|readings)(?:$| in utc| m\/d| d\/m| named)/u;

/**
 * Whether a phrase's word is an even or an odd whole number ("12", "123456"), when it is
 * read as a number at all; null for a fraction, a moment, a number in words or no number.
 */
function wholeNumberParity(word: string, inner: ValueFeatures): 'even' | 'odd' | null {
  if (!/^\d+$/u.test(word) || (inner.ranges.number === undefined && inner.ranges['long number'] === undefined)) return null;
  return Number(word.at(-1)) % 2 === 0 ? 'even' : 'odd';
}

/** Features of a value's words by place, categories only once they repeat (slot-domain.ts): not carried over to a part of a value. */
const PLACE_KEY = /^(?:part \d|phrase word |words in id$|code prefix$)/u;

/**
 * The features of a range's two ends ("09:00-12:00": its end's half hour too) and the span
 * between them, when the value holds two times, two dates or two numbers upwards; each end's
 * readings are added to `ranges` as "from ..." and "to ...", the span as "span in ...".
 */
function rangeEndFeaturesOf(value: string, ranges: Record<string, number>, regions: () => Regions): Categorical {
  if (!DIGIT.test(value)) return {};
  for (const { from, to, slash } of rangeSplitsOf(value)) {
    const [start, end] = [pointIn(from), pointIn(to)];
    if (!start || !end || start.scale !== end.scale || (slash && start.scale === 'units')) continue;
    // A range of times of day may end past midnight ("22:00-02:00"); other ranges go upwards.
    const span = start.dayTime && end.dayTime && end.at < start.at ? end.at + 1440 - start.at : end.at - start.at;
    if (span < 0) continue;
    const categorical: Categorical = {};
    for (const [side, text] of [['from', from], ['to', to]] as const) {
      const inner = featuresOf(text, false, undefined, regions);
      for (const [key, feature] of Object.entries(inner.categorical)) if (!PLACE_KEY.test(key)) categorical[`${side} ${key}`] = feature;
      for (const [reading, at] of Object.entries(inner.ranges)) ranges[`${side} ${reading}`] = at;
    }
    ranges[`span in ${start.scale}`] = span;
    return categorical;
  }
  return {};
}

/** Where a value lies on its own scale (see pointOf). */
export type PointScale = 'moment' | 'time' | 'date' | 'number';

/** Where a value lies on its own scale: a moment (a date with a time) or a time of day in minutes, a date in days, a number. */
export function pointOf(value: string): { at: number; scale: PointScale } | null {
  const [day, clock] = [dayOf(value), clockOf(value)];
  if (clock) return day === null ? { at: clock.hour * 60 + clock.minute, scale: 'time' } : { at: day * 1440 + clock.hour * 60 + clock.minute, scale: 'moment' };
  if (day !== null) return { at: day, scale: 'date' };
  const number = numberOf(value);
  return number === null ? null : { at: number, scale: 'number' };
}

/**
 * A range end's place (pointOf): a time of day written as one alone ("09:00", "9am"), a moment, a
 * date, or a quantity in digits ("1,5" too), with the unit its span is counted in.
 */
function pointIn(text: string): { at: number; scale: 'minutes' | 'days' | 'units'; dayTime?: boolean } | null {
  const point = pointOf(text);
  if (point?.scale === 'time') return /^[\d:.\sapm]+$/iu.test(text) ? { at: point.at, scale: 'minutes', dayTime: true } : null;
  if (point?.scale === 'moment') return { at: point.at, scale: 'minutes' };
  if (point?.scale === 'date') return { at: point.at, scale: 'days' };
  return isQuantity(text) ? { at: Number(text.replace(',', '.')), scale: 'units' } : null;
}

/**
 * Multiples a model may name instead of writing the number, most telling first: a thousand, a
 * hundred (percent: "all"), an hour (60 minutes), half (50 percent), half an hour, a quarter, a day
 * (24 hours), a quarter hour, a dozen.
 */
const NAMED_MULTIPLES = [1000, 100, 60, 50, 30, 25, 24, 15, 12];
/** Fractions said in words: "an hour and a half", "a quarter of a cup". */
const NAMED_FRACTIONS = [0.5, 0.25, 0.75];

/**
 * The named quantity a number is ("60": "Snooze 60 minutes" is written "1 hour" though 20, 45, 90
 * and 120 were copied) or is a multiple of, or its named fraction, or null for an unremarkable number.
 * The other features cannot tell: 60's ending, thirds and fourths each occur among 20, 45 and 90.
 */
function namedQuantityOf(n: number): string | null {
  if (n === 0) return null;
  if (!Number.isInteger(n)) {
    const fraction = Math.round((Math.abs(n) % 1) * 100) / 100;
    return NAMED_FRACTIONS.includes(fraction) ? String(fraction) : null;
  }
  // The quantity itself apart from its multiples: "1 hour" for 60 minutes says nothing of 120.
  const multiple = NAMED_MULTIPLES.find((of) => n % of === 0);
  if (multiple === undefined) return null;
  return Math.abs(n) === multiple ? String(multiple) : `multiple of ${multiple}`;
}

/** Unix times of 2001 to 2039, in seconds (ten digits) or milliseconds (thirteen). */
const EPOCH_SECONDS = [1e9, 2.2e9] as const;

/** The unix time a number is, in seconds, or null: ten digits as seconds, thirteen as milliseconds, in 2001-2039. */
function epochOf(value: string): number | null {
  const digits = /^(\d{10}|\d{13})(?:\.\d+)?$/.exec(value)?.[1];
  if (digits === undefined) return null;
  const seconds = digits.length === 13 ? Number(digits) / 1000 : Number(digits);
  return seconds >= EPOCH_SECONDS[0] && seconds < EPOCH_SECONDS[1] ? seconds : null;
}

/** The UTC hour and minute of a unix time in seconds. */
function utcClockOf(seconds: number): { hour: number; minute: number } {
  const moment = new Date(seconds * 1000);
  return { hour: moment.getUTCHours(), minute: moment.getUTCMinutes() };
}

/** A time of day as a 24-hour hour and minute, or null. */
export function clockOf(value: string): { hour: number; minute: number } | null {
  const marked = HOUR_MARK.exec(value.trim());
  if (marked) return Number(marked[1]) < 24 && Number(marked[2] ?? 0) < 60 ? { hour: Number(marked[1]), minute: Number(marked[2] ?? 0) } : null;
  const time = TIME.exec(value);
  const hourOnly = time ? null : HOUR_12.exec(value);
  const [hour, minute, half] = time ? [Number(time[1]), Number(time[2]), time[3]] : hourOnly ? [Number(hourOnly[1]), 0, hourOnly[2]] : [];
  if (hour === undefined || minute === undefined || minute > 59) return null;
  if (half === undefined) return hour < 24 ? { hour, minute } : null;
  if (hour < 1 || hour > 12) return null;
  return { hour: (hour % 12) + (half.toLowerCase() === 'p' ? 12 : 0), minute };
}

/** Words joined without a space: "grey", "Grey", "dark-grey", "/var/reports", "user_name". */
const JOINED_WORDS = /^\/?\p{L}+(?:[-_/]\p{L}+)*\/?$/u;

/**
 * The common English words (english-words.ts) of a value that is one word, or words joined by
 * "-", "_" or "/", in their places, lower-cased; null in a place that holds another word. What
 * such a word means may decide the answer where no letter shows it ("grey" is written "gray" by
 * a colour API, "dark-grey" "dark-gray", "class" is a reserved word, "/var/reports" lies in a
 * system folder, "goose" has its own plural), so each is verified on its own. Not a number's
 * ("seven" is read as 7). Other words are verified as they were: an uncommon one alone, as a
 * lower-case word; a part of joined words once parts repeat ("omar/admin" is a new user of a
 * role seen). A phrase's common words stay one category (notes and reminders would never hit).
 */
function commonWordsOf(value: string): Array<string | null> {
  const trimmed = value.trim();
  if (!JOINED_WORDS.test(trimmed) || numberOf(trimmed) !== null) return [];
  return trimmed.toLowerCase().split(/[-_/]+/u).filter((part) => part !== '').map((word) => (isCommonWord(word) ? word : null));
}

/** The feature of the last word of a short phrase (headWordOf); slot-domain.ts checks it after every other reading. */
export const HEAD_WORD = 'head word';

/** Words a thing's name seldom holds: a determiner, a preposition, a conjunction. */
const NOT_IN_A_NAME = new Set('the a an my your our their his her its some this that these those to for of in on at with and or'.split(' '));

/**
 * The last word of a phrase of two or three lower-case words, when it is a common word: in English
 * the head of a noun phrase, which says what kind of thing the value is ("tomato soup" a soup,
 * "light bulbs" bulbs). "Add tomato soup to the dessert menu" and "Put light bulbs on the produce
 * order" are refused where twelve desserts and twelve vegetables were added (round one hundred and
 * forty-one). Only short phrases without a determiner or a preposition, as names of things are:
 * a task's ("pay the rent") or a query's last word says less of it, and would cost their copies.
 */
function headWordOf(value: string): string | null {
  const words = value.trim().split(/\s+/u);
  if (words.length < 2 || words.length > 3 || !words.every((w) => /^\p{Ll}+$/u.test(w) && !NOT_IN_A_NAME.has(w))) return null;
  const last = words[words.length - 1];
  return isCommonWord(last) ? last : null;
}

/**
 * One capitalized word that the word list holds, lower-cased ("Grey"; "Amber" and "Grace", names
 * as often as words, too), else null. Slot-domain.ts checks it only where every verified value
 * was one: options, not names.
 */
function capitalizedWordOf(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\p{Lu}\p{L}*$/u.test(trimmed) || numberOf(trimmed) !== null) return null;
  return listed(trimmed.toLowerCase()) ? trimmed.toLowerCase() : null;
}

/** A leap year: every month and day a year can have is a date in it. */
const LEAP_YEAR = 2000;

/**
 * Whether a date without a year exists in some year: "April 31" lies between April 30 and May 1
 * in its place in the year, and is no date (a booking for it is refused); read as one, it would
 * pass for the days around it.
 */
const dayInSomeYear = (month: number, day: number) => dayNumber(LEAP_YEAR, month, day) !== null;

/**
 * Where a date lies inside its year and its month, under a reading (month first, or ' d/m'): a
 * quarter, a season, a fiscal year or a half-month pay period turns at a threshold that recurs
 * every year or month, which the range of dates across years cannot show (Q1 dates of 2021 and
 * 2029 surround May 2025).
 */
function placeInYear(ranges: Record<string, number>, reading: string, month: number, day: number): void {
  ranges[`date in year${reading}`] = month * 32 + day;
  ranges[`day of month${reading}`] = day;
}

/** A date's day (days since 1970-01-01): year first with digits, or in words with a year; null when the value holds none. */
export function dayOf(value: string): number | null {
  const date = ISO_DATE.exec(value) ?? YEAR_FIRST_DATE.exec(value);
  if (date) return dayNumber(Number(date[1]), Number(date[3]), Number(date[4]));
  const compact = compactDateOf(value);
  if (compact) return dayNumber(compact.year, compact.month, compact.day);
  const vietnamese = VIETNAMESE_DATE.exec(value);
  if (vietnamese) return dayNumber(Number(vietnamese[3]), Number(vietnamese[2]), Number(vietnamese[1]));
  const inWords = monthDayOf(value);
  return inWords?.year != null ? dayNumber(inWords.year, inWords.month, inWords.day) : null;
}

/** Whether text is a date with its year, or a month and day in words: "21.10.2027", "13 déc.". */
export const namesADate = (text: string) => dayOf(text) !== null || monthDayOf(text) !== null || SLASH_DATE.test(text);

/** A date of numbers in a year of the Persian or Islamic calendar: "1406/2/30", "1448-09-12". */
const OTHER_CALENDAR_DATE = /(?<![\d.])1[34]\d{2}([-/.])\d{1,2}\1\d{1,2}(?![\d/-])/u;
/** A day's number in a date: 1 to 31. */
const DAY_NUMBER = '(?:0?[1-9]|[12]\\d|3[01])';
/**
 * A year a date may name: 1900 to 2099, 1300 to 1499 of the Persian and Islamic calendars, 2443
 * to 2642 of the Buddhist era.
 */
const DATE_YEAR = '(?:19|20|13|14)\\d{2}|2(?:4[4-9]\\d|5\\d{2}|6[0-4]\\d)';
/** A mark that ends an abbreviated word: a dot, Devanagari's "॰", Hebrew's geresh. */
const ABBREVIATION_MARK = '[.॰׳]?';
/** Letters of a word, the joiners some scripts write inside one ("ഒക്‌ടോബർ") among them. */
const WORD_LETTERS = '[\\p{L}\\p{M}\\u200c\\u200d]+';
/** A word, perhaps abbreviated ("ก.ค.", "d’abril"), and a word before it: a connective ("de", "del", "m.") or the month's first ("Deireadh Fómhair"). */
const DATE_WORD = `(?:${WORD_LETTERS}\\.?\\s+)?${WORD_LETTERS}(?:[.’']${WORD_LETTERS})*${ABBREVIATION_MARK}`;
/** A comma, in Latin or Arabic script. */
const COMMA = '[,،]?';
/**
 * A day, a word and a year in any of the orders dates take: "29 de gener del 2027", "Hul 15,
 * 2027", "2027 ഏപ്രിൽ 24". Where the word is no month any reader knows, the value is an unread date.
 */
const UNREAD_DATE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${DAY_NUMBER}[.,]?\\s+${DATE_WORD}${COMMA}\\s+(?:[\\p{L}\\p{M}]{1,4}\\s+)?(?:${DATE_YEAR})|[\\p{L}\\p{M}]+${ABBREVIATION_MARK}\\s+${DAY_NUMBER}${COMMA}\\s+(?:${DATE_YEAR})|(?:${DATE_YEAR})\\.?\\s+${DATE_WORD}\\s+${DAY_NUMBER})(?![\\p{L}\\p{N}])`,
  'u',
);

/**
 * The date no reader knows that text holds across [start, end) (values, with the fixed text around
 * them), with the whole of those values ("Isnin, 21 Disember 2027": a weekday's name in them is
 * verified with the date), lower-cased; null when there is none, or it reads as a date.
 */
export function unreadDateIn(text: string, start: number, end: number): string | null {
  if (!FOUR_DIGITS.test(text)) return null;
  for (const match of text.matchAll(UNREAD_DATES)) {
    const [at, to] = [match.index, match.index + match[0].length];
    if (at >= end || to <= start || !inItsCalendar(match[0])) continue;
    const around = text.slice(Math.min(at, start), Math.max(to, end));
    if (!readsAsDate(match[0]) && !readsAsDate(around)) return around.toLowerCase();
  }
  return null;
}
const UNREAD_DATES = new RegExp(UNREAD_DATE.source, 'gu');
const readsAsDate = (text: string) => dayOf(text) !== null || slashedDateOf(text) !== null || monthDayOf(text) !== null;

/** Whether text holds a date no reader knows, its year in a calendar its script writes. */
const holdsUnreadDate = (text: string) => FOUR_DIGITS.test(text) && [...text.matchAll(UNREAD_DATES)].some((match) => inItsCalendar(match[0]));
/** Four digits together: every unread date has its year (a quick test before the dearer one). */
const FOUR_DIGITS = /\d{4}/u;

/**
 * Whether a date's year is of a calendar its words are written for: 1900 to 2099 in any script;
 * 1300 to 1499 (Persian, Islamic) with Arabic letters; 2443 to 2642 (Buddhist) with Thai. Else a
 * phone's line number ("555-1406 after 5") would make a date.
 */
function inItsCalendar(date: string): boolean {
  const year = /(?<!\d)\d{4}(?!\d)/u.exec(date)?.[0] ?? '';
  if (/^(?:19|20)/u.test(year)) return true;
  return /^1[34]/u.test(year) ? ARABIC_LETTER.test(date) : THAI_LETTER.test(date);
}
const ARABIC_LETTER = /\p{Script=Arabic}/u;
const THAI_LETTER = /\p{Script=Thai}/u;

/** A date of numbers (ISO, year first, or slashed and dotted), and the text either side of it. */
const NUMERIC_DATE = new RegExp(`${ISO_DATE.source}|${YEAR_FIRST_DATE.source.replaceAll('\\2', '\\6')}|${SLASH_DATE.source.replaceAll('\\2', '\\10')}`, 'u');
/** One or two words of letters, the punctuation around them aside: "Saterdag", "Dé Máirt,", "(igandea)". */
const FEW_WORDS = /^[\s,.;:()（）،、-]*([\p{L}\p{M}]+[׳']?(?:[\s.]+[\p{L}\p{M}]+[׳']?)?)[\s,.;:()（）،、-]*$/u;

/**
 * "Saterdag 2027-04-23", "2027/9/9, igandea", "សៅរ៍ 22/10/2027": a date of numbers with one or two
 * words beside it that no reader knows may name a weekday in a language Rote cannot read. The
 * words and the date's weekday (under a reading) are verified together, as a weekday's name is
 * held to its date: "Saterdag" verified beside Saturdays is no Saterdag beside a Wednesday.
 */
function wordsBeside(categorical: Categorical, reading: string, value: string, weekday: number): void {
  const date = NUMERIC_DATE.exec(value);
  if (!date) return;
  const words = FEW_WORDS.exec(`${value.slice(0, date.index)} ${value.slice(date.index + date[0].length)}`)?.[1];
  if (words !== undefined) categorical[`words beside date${reading}`] = `${words.toLowerCase().replace(/[\s.]+/gu, ' ')} on ${WEEKDAYS[weekday]}`;
}

/** A month and a year in words, no day ("Nov 2026", "November 2026", "März 2027"), or null. */
function monthAndYearInWords(value: string): { year: number; month: number } | null {
  const match = MONTH_AND_YEAR.exec(value.trim());
  return match ? { year: Number(match[2]), month: monthNumber(match[1]) } : null;
}

/** The month a word names alone ("November", "Nov.", "März"), 1 to 12, or null. */
export function monthNamed(value: string): number | null {
  const trimmed = value.trim();
  return MONTH_ALONE.test(trimmed) || ABBREVIATION_ALONE.test(trimmed) ? monthNumber(trimmed.replace(/\.$/u, '')) : null;
}

/** A date written with its month in words, the year perhaps left out, or null. */
export function monthDayOf(value: string): { month: number; day: number; year: number | null } | null {
  if (!DIGIT.test(value)) return null;
  const airline = AIRLINE_DATE.exec(value);
  if (airline && Number(airline[1]) >= 1 && Number(airline[1]) <= 31) {
    const year = airline[3] === undefined ? null : Number(airline[3].length === 2 ? `20${airline[3]}` : airline[3]);
    return { month: AIRLINE_MONTHS.indexOf(airline[2]) + 1, day: Number(airline[1]), year };
  }
  const cjk = CJK_MONTH_DAY.exec(value);
  if (cjk && Number(cjk[2]) >= 1 && Number(cjk[2]) <= 12 && Number(cjk[3]) >= 1 && Number(cjk[3]) <= 31) {
    return { month: Number(cjk[2]), day: Number(cjk[3]), year: cjk[1] === undefined ? null : Number(cjk[1]) };
  }
  const monthFirstMatch = MONTH_FIRST.exec(value);
  const dayFirstMatch = DAY_FIRST.exec(value) ?? DAY_FIRST_ABBREVIATED.exec(value) ?? (monthFirstMatch && DAY_THEN_ABBREVIATION.exec(value));
  // "mar 4 mag", "mar. 16 févr.": a month's name after the day wins over a weekday abbreviated
  // like a month before it (Tuesday in French, Spanish, Italian and Romanian).
  const dayFirstWins = dayFirstMatch !== null && (monthFirstMatch === null || (dayFirstMatch.index > monthFirstMatch.index && dayFirstMatch[1] === monthFirstMatch[2]));
  const [monthFirst, dayFirst] = dayFirstWins ? [null, dayFirstMatch] : [monthFirstMatch, null];
  const [monthName, day, year] = monthFirst ? [monthFirst[1], monthFirst[2], monthFirst[3]] : dayFirst ? [dayFirst[2], dayFirst[1], dayFirst[3]] : [];
  if (monthName === undefined || day === undefined || Number(day) < 1 || Number(day) > 31) return null;
  return { month: monthNumber(monthName), day: Number(day), year: year === undefined ? null : Number(year) };
}

/** A month's or weekday's name, full or abbreviated, and a period after it; as a word, not inside an id ("3dec9f"). */
const CALENDAR_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(${MONTH_NAMES}|${WEEKDAY_NAMES})(?![\\p{L}\\p{N}])(\\.?)`, 'iu');
const FULL_CALENDAR_WORD = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/iu;

const WEEKDAY_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(${WEEKDAY_NAMES})(?![\\p{L}\\p{N}])`, 'iu');

/** The weekday of a day since 1970-01-01 (a Thursday), 0 for Sunday to 6. */
export const weekdayOfDay = (day: number) => (((day + 4) % 7) + 7) % 7;

/** The weekdays by number, as weekdayOfDay and weekdayNamed count them. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The weekday a value names as a word ("Friday", "Fri."), 0 for Sunday to 6, or null. */
export function weekdayNamed(value: string): number | null {
  const word = WEEKDAY_WORD.exec(value);
  const prefix = word?.[1].slice(0, 3).toLowerCase();
  return prefix === undefined ? foreignWeekdayNamed(value) : WEEKDAYS.findIndex((name) => name.slice(0, 3).toLowerCase() === prefix);
}

/** "full" for "April" and "May", "short" for "Apr", "short." for "Apr.". */
function calendarFormOf(name: string, period: boolean): string {
  if (FULL_CALENDAR_WORD.test(name)) return 'full';
  return period ? 'short.' : 'short';
}

/** 1 for "Jan" or "January", up to 12. */
function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  const foreign = foreignMonthOf(lower);
  if (foreign !== null) return foreign;
  return ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].findIndex((prefix) => lower.startsWith(prefix)) + 1;
}

/** The month (1 to 12) and day of the month of a day counted since 1970-01-01: dayNumber's inverse. */
export function calendarOfDay(day: number): { month: number; dayOfMonth: number } {
  const date = new Date(day * 86_400_000);
  return { month: date.getUTCMonth() + 1, dayOfMonth: date.getUTCDate() };
}

/** Days since 1970-01-01 of a calendar date, or null when there is no such date (2026-02-30). */
export function dayNumber(year: number, month: number, day: number): number | null {
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
