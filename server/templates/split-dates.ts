// A date whose parts are variables of their own: "2026年11月26日" (year, month and day between
// characters), "November 26, 2026" (a month and day, then the year after a comma), "26 / 11 / 2026".
// No one part says the weekday, the holiday or whether the date is past: twelve Thursdays verified
// part by part say nothing of 2027-11-16, a Tuesday of a year, month and day each seen. The
// lifecycle reads each such date as a variable of its own (template-lifecycle.ts), with the
// features and relations of any date.
//
// So is a date without its year ("May 30", or "5/30" read both ways) where the request names the
// year elsewhere: in its fixed text ("on Wednesday, {{v1}}, 2027", "You plan meetings for 2027")
// or in another value ("Today is {{v1}}", a date with its year). Alone, "May 30" has no weekday
// and no moving holiday; read in 2027 it is a Sunday, and October 11 is Columbus Day (round one
// hundred and forty-seven: both were served after twenty Wednesdays and twelve ordinary days).
// Where the request names no year, a model assumes one, and the date's weekday and holidays are
// read in each year it may assume (round one hundred and forty-eight). So is a month and a day
// written apart in Chinese, Japanese or Korean ("{{v1}}月{{v2}}日", the year in the fixed text or
// nowhere): read as one date without its year (round one hundred and fifty); and a day and a
// month's name apart ("{{v1}}. {{v2}} 2027", round one hundred and fifty-one); and since round one
// hundred and fifty-two a day and a month each after its Vietnamese word ("ngày {{v1}} tháng
// {{v2}}"), two numbers with only a date's separator between them ("2027. {{v1}}. {{v2}}."), a
// month and day in Chinese numerals, and years in the Buddhist era where Thai is written.
import type { Bindings } from './text-template.js';
import { inducedNames, variablesOfDate } from './date-keys.js';
import type { SlotEdges } from './template-lifecycle.js';
import { inAsciiNumerals } from './numerals.js';
import { daysOfMonthAlone } from './days-of-month.js';
import { holidayOn } from './holidays.js';
import { dayNumber, dayOf, monthDayOf, monthNamed, WEEKDAYS, weekdayNamed, weekdayOfDay, yearlessSlashDateOf } from './value-features.js';
import { unreadDatesOf } from './unread-dates.js';
import { abbreviatedWeekday } from './weekday-names.js';

/** A year a date's part may be: four digits, 1900 to 2099. */
const YEAR = /^(?:19|20)\d{2}$/u;
/** A month's or day's number, a day perhaps with its ordinal ending ("26th"). */
const SMALL_NUMBER = /^(\d{1,2})(?:st|nd|rd|th)?$/u;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * What the parts read as a date: "no such date" when they make none (2026-02-30, a month of 26),
 * a value of its own, verified as a date is (an answer may say the date is wrong).
 */
export const NO_SUCH_DATE = 'no such date';

/** The ISO date, or NO_SUCH_DATE. */
function isoDate(year: number, month: number | null, day: number | null): string {
  return month === null || day === null || dayNumber(year, month, day) === null ? NO_SUCH_DATE : `${year}-${pad(month)}-${pad(day)}`;
}

const monthOf = (value: string) => {
  const number = SMALL_NUMBER.exec(value);
  return number && !/\D/u.test(value) ? Number(number[1]) : monthNamed(value);
};
const dayOfMonth = (value: string) => {
  const number = SMALL_NUMBER.exec(value);
  return number ? Number(number[1]) : null;
};

/** The most years of the fixed text a date without its year is read in. */
const MAX_FIXED_YEARS = 3;
const YEAR_IN_TEXT = /(?<!\p{N})(?:19|20)\d{2}(?!\p{N})/gu;

/** A year of the Buddhist era, 1900 to 2099 of the common one, where Thai is written: "2570" is 2027. */
const BUDDHIST_YEAR_IN_TEXT = /(?<!\p{N})2(?:4[4-9]\d|5\d{2}|6[0-3]\d|64[0-2])(?!\p{N})/gu;
const BUDDHIST_ERA = 543;
const THAI_SCRIPT = /\p{Script=Thai}/u;
/** A year in Chinese numerals, before its mark: "二〇二七年". */
const HAN_YEAR_IN_TEXT = /([〇零一二三四五六七八九]{4})\s*年/gu;
const HAN_DIGITS = '〇一二三四五六七八九';

/**
 * The years a template's fixed text names, the first three ("2027", "2027-01-05"); in Thai text,
 * Buddhist-era years ("2570"), and years in Chinese numerals ("二〇二七年").
 */
export function yearsIn(literals: string | undefined): number[] {
  if (literals === undefined) return [];
  const years = (literals.match(YEAR_IN_TEXT) ?? []).map(Number);
  if (THAI_SCRIPT.test(literals)) years.push(...(literals.match(BUDDHIST_YEAR_IN_TEXT) ?? []).map((year) => Number(year) - BUDDHIST_ERA));
  for (const [, han] of literals.matchAll(HAN_YEAR_IN_TEXT)) years.push(Number([...han].map((c) => (c === '零' ? 0 : HAN_DIGITS.indexOf(c))).join('')));
  return [...new Set(years)].filter((year) => year >= 1900 && year <= 2099).slice(0, MAX_FIXED_YEARS);
}

/** The year a value names: a year alone, or a date's. */
function yearOf(value: string): number | null {
  if (YEAR.test(value)) return Number(value);
  const day = dayOf(value);
  return day === null ? null : new Date(day * 86_400_000).getUTCFullYear();
}

/**
 * The dates that neighbouring induced variables make together, by a name of their own
 * ("date(v1,v2,v3;y-m-d)"): a year, a month and a day in that order, or a month and day (either order) and
 * then a year, or a month and day in words and then a year: each reading, where the year is
 * one, whether or not the others make a real date. And a month and day without a year, read
 * in each year of `fixedYears` (the fixed text's) and of the other variables ("date(v2;m-d in
 * 2027)", "date(v2;m/d in year of v1)").
 */
export function splitDatesOf(bindings: Bindings, fixedYears: readonly number[] = [], edges?: SlotEdges): Bindings {
  return datesIn(bindings, yearlessOf(bindings, fixedYears, edges));
}

/**
 * The dates the values make (splitDatesOf) and the days a model may take them for: where the
 * request names no year, in each year it may assume (assumedYearDaysOf); a day of the month said
 * alone, in the month of a date the request names and the next (days-of-month.ts); a date whose
 * month no reader knows, whole (unread-dates.ts); a short word before a date's day, with its
 * weekday (wordsBeforeDays). The yearless
 * values are read once for both: a serving template checks them on every hit.
 */
export function datesAndAssumedDaysOf(bindings: Bindings, fixedYears: readonly number[], thisYear: number, edges?: SlotEdges): { dates: Bindings; assumed: Bindings } {
  const yearless = yearlessOf(bindings, fixedYears, edges);
  const dates = datesIn(bindings, yearless);
  return { dates, assumed: { ...assumedDaysIn(yearless, thisYear), ...daysOfMonthAlone(bindings, dates, edges), ...unreadDatesOf(bindings, edges, dates), ...wordsBeforeDays(bindings, dates) } };
}

function datesIn(bindings: Bindings, yearless: readonly Yearless[]): Bindings {
  const names = inducedNames(bindings);
  const dates: Bindings = {};
  for (let i = 0; i + 1 < names.length; i++) {
    const [a, b, c] = [bindings[names[i]], bindings[names[i + 1]], i + 2 < names.length ? bindings[names[i + 2]] : undefined];
    const inWords = YEAR.test(b) ? monthDayOf(a) : null;
    if (inWords && inWords.year === null) dates[`date(${names[i]},${names[i + 1]};m-d,y)`] = isoDate(Number(b), inWords.month, inWords.day);
    if (c === undefined) continue;
    const triple = `${names[i]},${names[i + 1]},${names[i + 2]}`;
    if (YEAR.test(a)) dates[`date(${triple};y-m-d)`] = isoDate(Number(a), monthOf(b), dayOfMonth(c));
    if (YEAR.test(c)) {
      dates[`date(${triple};m-d-y)`] = isoDate(Number(c), monthOf(a), dayOfMonth(b));
      dates[`date(${triple};d-m-y)`] = isoDate(Number(c), monthOf(b), dayOfMonth(a));
    }
  }
  for (const { name, readings, years } of yearless) {
    for (const [which, year] of years) for (const { order, month, day } of readings) dates[`date(${name};${order} in ${which})`] = isoDate(year, month, day);
  }
  return dates;
}

/**
 * Where the request names no year, a month and day without one is read in each year a model may
 * take it for: one not told the date takes the year its training ended, up to three before the
 * clock's, and one told nothing of the year may take the next. What a model could answer
 * differently by in each year is kept, each verified as a category is: the day's weekday
 * ("weekday(v1;m-d in this year - 2)": "2024 thursday") and a holiday the year makes of it beyond
 * those of its month and day alone, read with the value ("holiday(v1;m-d in this year)": "2026
 * thanksgiving", "2026 none"). A model takes one year, so each year is verified apart. The years
 * are written in the values, so that what was verified vouches for nothing once the clock's year
 * turns. A date's range and gaps, which would cost its copies their hits, are not kept.
 */
export function assumedYearDaysOf(bindings: Bindings, fixedYears: readonly number[], thisYear: number, edges?: SlotEdges): Bindings {
  return assumedDaysIn(yearlessOf(bindings, fixedYears, edges), thisYear);
}

function assumedDaysIn(yearless: readonly Yearless[], thisYear: number): Bindings {
  const days: Bindings = {};
  for (const { name, readings, years } of yearless) {
    if (years.length > 0) continue;
    for (const { order, month, day } of readings) {
      const inEveryYear = holidayOn(null, month, day);
      for (let offset = -YEARS_BACK; offset <= 1; offset++) {
        const year = thisYear + offset;
        const { weekday, holiday } = dayInYear(year, month, day);
        const which = offset === 0 ? 'this year' : `this year ${offset < 0 ? '-' : '+'} ${Math.abs(offset)}`;
        days[`weekday(${name};${order} in ${which})`] = `${year} ${weekday}`;
        days[`holiday(${name};${order} in ${which})`] = `${year} ${holiday !== null && holiday !== inEveryYear ? holiday : 'none'}`;
      }
    }
  }
  return days;
}

/** How many years before the clock's a model may take a date to be in: its training's end. */
const YEARS_BACK = 3;

/** A day's weekday in `year` ("no such day": February 29 of a common year) and its holiday, if any. */
function dayInYear(year: number, month: number, day: number): { weekday: string; holiday: string | null } {
  const number = dayNumber(year, month, day);
  if (number === null) return { weekday: 'no such day', holiday: null };
  return { weekday: WEEKDAYS[weekdayOfDay(number)].toLowerCase(), holiday: holidayOn(year, month, day) };
}

/** A month and day read without a year, and how it was written ("m-d", "d/m", "d.m."). */
type Reading = { order: string; month: number; day: number };

interface Yearless {
  name: string;
  readings: Reading[];
  /** The years the request names, each by where: "2027" (its fixed text), "year of v1". */
  years: Array<[string, number]>;
}

/**
 * The variables holding a month and day without a year, but for one in words just before a year
 * (one date with it); and the pairs of neighbouring variables that write a month and a day apart
 * (monthAndDayApart), named "v1,v2".
 */
function yearlessOf(bindings: Bindings, fixedYears: readonly number[], edges?: SlotEdges): Yearless[] {
  const names = inducedNames(bindings);
  const yearsBeside = (own: readonly string[]) => {
    const years: Array<[string, number]> = fixedYears.map((year) => [String(year), year]);
    for (const other of names) {
      const year = own.includes(other) ? null : yearOf(bindings[other]);
      if (year !== null) years.push([`year of ${other}`, year]);
    }
    return years;
  };
  const alone = names.flatMap((name, i): Yearless[] => {
    const readings = yearlessReadingsOf(bindings[name], edges?.get(name));
    if (readings.length === 0 || (readings[0].order === 'm-d' && i + 1 < names.length && YEAR.test(bindings[names[i + 1]]))) return [];
    const years = yearsBeside([name]);
    // "08-09" is a date only where the request names a year; else more likely a range ("10-12 people").
    if (years.length === 0 && readings[0].order.includes('dash')) return [];
    return [{ name, readings, years }];
  });
  const apart = names.slice(1).flatMap((second, i): Yearless[] => {
    const first = names[i];
    const readings = monthAndDayApart(bindings[first], bindings[second], edges?.get(first), edges?.get(second));
    // A year just before or after is one date with them (y-m-d, d-m-y above).
    const yearBeside = [names[i - 1], names[i + 2]].some((name) => name !== undefined && YEAR.test(inAsciiNumerals(bindings[name])));
    if (readings.length === 0 || yearBeside) return [];
    const years = yearsBeside([first, second]);
    if (years.length === 0 && readings[0].order.includes('dash')) return [];
    return [{ name: `${first},${second}`, readings, years }];
  });
  return [...alone, ...apart];
}

/**
 * A month and a day two neighbouring variables write: numbers with their CJK marks after them
 * ("{{v1}}月{{v2}}日") or their Vietnamese words before them ("ngày {{v1}} tháng {{v2}}"), a day
 * and a month's name either way round ("{{v1}}. {{v2}} 2027", "{{v1}} {{v2}}, 2027"), or two
 * numbers with a date's separator between them (numbersApart); none if not.
 */
function monthAndDayApart(first: string, second: string, firstEdges?: ReadonlyArray<readonly [string, string]>, secondEdges?: ReadonlyArray<readonly [string, string]>): Reading[] {
  const [m, d] = [markedNumber(first, firstEdges, CJK_MONTH), markedNumber(second, secondEdges, CJK_DAY)];
  if (m !== null && d !== null) return [{ order: 'm-d', month: m, day: d }];
  const vm = numberMarkedBefore(second, secondEdges, VIETNAMESE_MONTH);
  // The day after "ngày", or just before "tháng" as calendars write it ("{{v1}} tháng {{v2}}, 2027").
  const vd = numberMarkedBefore(first, firstEdges, VIETNAMESE_DAY) ?? (vm !== null && (secondEdges ?? []).every(([before]) => VIETNAMESE_MONTH_ALONE.test(before.normalize('NFC'))) ? dayOfMonth(withoutWeekday(inAsciiNumerals(first))) : null);
  if (vd !== null && vm !== null) return [{ order: 'd m', month: vm, day: vd }];
  const named = [monthBeforeEdges(first, firstEdges), monthBeforeEdges(second, secondEdges)];
  // A weekday may open the day's value ("{{v1}}. {{v2}} 2027" with "onsdag 9" and "mars"): it is held to the date apart.
  const numbered = [dayOfMonth(withoutWeekday(inAsciiNumerals(first))), dayOfMonth(withoutWeekday(inAsciiNumerals(second)))];
  if (numbered[0] !== null && named[1] !== null) return [{ order: 'd m', month: named[1], day: numbered[0] }];
  if (named[0] !== null && numbered[1] !== null) return [{ order: 'm d', month: named[0], day: numbered[1] }];
  return numbersApart(first, second, firstEdges, secondEdges);
}

/** A word said before a day's number in one value ("čt 20", "Thứ 7, 20", "pi 23"), and what follows it. */
const WORD_BEFORE_DAY = /^([\p{L}\p{M}]+(?:\s+[\p{L}\p{M}\d]+)?)\.?,?\s+(?=\d)/u;
/** A word of three letters at most: an abbreviated weekday no table holds (Slovak "pi", Azerbaijani "Ş"). */
const SHORT_WORD = /^[\p{L}\p{M}]{1,3}$/u;
const isWeekday = (word: string) => abbreviatedWeekday(word) !== null || weekdayNamed(word) !== null;

/**
 * A day's number without the weekday said before it in the same value ("čt 20", "Mon 20"): the
 * weekday is held to the date apart (weekdays-in-place.ts). So without a word of three letters at
 * most that no table knows ("pi 23"): it is held to the date's weekday (wordsBeforeDays).
 */
const withoutWeekday = (value: string) => value.replace(WORD_BEFORE_DAY, (said: string, word: string) => (isWeekday(word) || SHORT_WORD.test(word) ? '' : said));

/**
 * The short word no table knows said before the day a date is read from ("{{v1}}. {{v2}}. 2027"
 * with "pi 23" and "12": Slovak Friday beside December 23, a Thursday), with the date's weekday:
 * "word before date(v1,v2;d.m. in 2027)": "pi on Thursday", verified as an assumed day is. Round
 * one hundred and fifty-five: the pairing was never checked, and "pi 23. 12. 2027" was served.
 */
function wordsBeforeDays(bindings: Bindings, dates: Bindings): Bindings {
  const words: Bindings = {};
  for (const [key, iso] of Object.entries(dates)) {
    const [first] = variablesOfDate(key);
    const word = first === undefined ? undefined : WORD_BEFORE_DAY.exec(inAsciiNumerals(bindings[first] ?? ''))?.[1];
    if (word === undefined || !SHORT_WORD.test(word) || isWeekday(word)) continue;
    const day = dayOf(iso);
    words[`word before ${key}`] = `${word.toLowerCase()} on ${day === null ? NO_SUCH_DATE : WEEKDAYS[weekdayOfDay(day)]}`;
  }
  return words;
}


/** What may stand between a month and a day written as numbers in variables of their own: a dot, a slash or a dash, spaces around it. */
const DATE_SEPARATOR = /^\s*([./-])\s*$/u;

/**
 * Two numbers with only a date's separator between them ("2027. {{v1}}. {{v2}}.", "{{v1}} / {{v2}} / 2027"):
 * month then day after a year ("2027. 5. 17.", Korean and Hungarian; "2027/5/17"), else read as
 * one value of the same shape is (yearlessReadingsOf: a slash both ways, a dot day first where a
 * dot follows, a dash both ways where a year is named). Round one hundred and fifty-two.
 */
function numbersApart(first: string, second: string, firstEdges?: ReadonlyArray<readonly [string, string]>, secondEdges?: ReadonlyArray<readonly [string, string]>): Reading[] {
  const [a, b] = [withoutWeekday(inAsciiNumerals(first)), inAsciiNumerals(second)];
  if (!/^\d{1,2}$/u.test(a) || !/^\d{1,2}$/u.test(b) || !firstEdges?.length || !secondEdges?.length) return [];
  const between = new Set(firstEdges.map(([, after]) => after));
  const separator = between.size === 1 ? DATE_SEPARATOR.exec([...between][0]) : null;
  if (!separator || !secondEdges.every(([before]) => between.has(before))) return [];
  const yearBefore = new RegExp(`(?:19|20)\\d{2}\\s*[${separator[1]}]\\s*$`, 'u');
  if (firstEdges.every(([before]) => yearBefore.test(inAsciiNumerals(before)))) return [{ order: `y${separator[1]}m${separator[1]}d`, month: Number(a), day: Number(b) }];
  return yearlessReadingsOf(`${a}${separator[1]}${b}`, secondEdges);
}

/** A month's name, or an abbreviation whose dot the fixed text after it holds ("{{v2}}. de 2027" with "dez"); null if not. */
function monthBeforeEdges(value: string, edges?: ReadonlyArray<readonly [string, string]>): number | null {
  const named = monthNamed(value);
  if (named !== null || !edges?.length || !edges.every(([, after]) => after.startsWith('.'))) return named;
  return monthNamed(`${value}.`);
}

/**
 * A day and an abbreviated month that read as a date only with the fixed text after them: "{{v1}}
 * 2027" with "25 Ara" or "dom 4 mag" (an abbreviation needs its dot or a year: value-features.ts).
 * Yearless: the year is the fixed text's.
 */
function dayAndMonthBeforeEdges(value: string, edges?: ReadonlyArray<readonly [string, string]>): { month: number; day: number; year: null } | null {
  if (!edges?.length || !/^(?:[\p{L}\p{M}]+\.?,?\s+)?\d{1,2}\.?\s+[\p{L}\p{M}]+$/u.test(value)) return null;
  const read = edges.map(([, after]) => monthDayOf(`${value}${after}`));
  const [one] = read;
  return one && read.every((r) => r?.month === one.month && r.day === one.day) ? { month: one.month, day: one.day, year: null } : null;
}

/** A month and day, or a day and month, with a dash between: read so where the request names a year. */
const DASHED = /^(\d{1,2})-(\d{1,2})$/u;
/** A day and month between dots, perhaps the dot after them too ("19.11", "19.11."). */
const DOTTED = /^(\d+)\.(\d+)(\.?)$/u;

/** A month's number and the mark after it in Chinese, Japanese and Korean ("5月", "5월"), and a day's ("17日", "17号", "17일"). */
const CJK_MONTH = /^(\d{1,2})\s*[月월]/u;
const CJK_DAY = /^(\d{1,2})\s*[日号號일]/u;

/** A day's and a month's number after the Vietnamese words for them ("ngày 17 tháng 5"). */
const VIETNAMESE_DAY = /(?:^|[^\p{L}\p{M}])ngày\s*$/iu;
const VIETNAMESE_MONTH = /(?:^|[^\p{L}\p{M}])(?:tháng|thg)\s*$/iu;
/** Only the word for month between a day and its month: " tháng ", " thg ". */
const VIETNAMESE_MONTH_ALONE = /^\s*(?:tháng|thg)\s*$/iu;

/** The number a value writes where the fixed text before every place it stands ends with the mark; null if not. */
function numberMarkedBefore(value: string | undefined, edges: ReadonlyArray<readonly [string, string]> | undefined, mark: RegExp): number | null {
  if (value === undefined || !edges?.length) return null;
  const number = /^\d{1,2}$/u.exec(inAsciiNumerals(value));
  return number && edges.every(([before]) => mark.test(before.normalize('NFC'))) ? Number(number[0]) : null;
}

/** A month's or day's number in Chinese numerals, 1 to 39 ("五", "十七", "三十一"), or null. */
function hanNumberOf(value: string): number | null {
  const match = /^(?:([二三]?)十)?([一二三四五六七八九]?)$/u.exec(value);
  if (!match || value === '') return null;
  const tens = !value.includes('十') ? 0 : match[1] ? HAN_DIGITS.indexOf(match[1]) : 1;
  return tens * 10 + (match[2] ? HAN_DIGITS.indexOf(match[2]) : 0);
}

/** The number a value writes with the mark after it, in the value or in the fixed text after every place it stands; null if not. */
function markedNumber(value: string | undefined, edges: ReadonlyArray<readonly [string, string]> | undefined, mark: RegExp): number | null {
  if (value === undefined) return null;
  const ascii = String(hanNumberOf(value) ?? inAsciiNumerals(value));
  const afters = edges?.length ? edges.map(([, after]) => after) : [''];
  const read = afters.map((after) => mark.exec(`${ascii}${after}`));
  return read.every((match) => match !== null) ? Number(read[0]![1]) : null;
}

/**
 * A month and day a value writes without a year: in words, with a slash or a dash read both
 * ways (a dash only where the request names a year: yearlessOf), or day
 * first between dots with a dot after ("19.11.", German and most of Europe), in the value or the
 * fixed text after it. Any number with a dot after it reads so, "12.50." as no such date: one
 * verified reading holds every later value to it.
 */
function yearlessReadingsOf(value: string, edges?: ReadonlyArray<readonly [string, string]>): Reading[] {
  const inWords = dayAndMonthBeforeEdges(value, edges) ?? monthDayOf(value);
  if (inWords) return inWords.year === null ? [{ order: 'm-d', month: inWords.month, day: inWords.day }] : [];
  const dashed = DASHED.exec(value);
  if (dashed) return [{ order: 'm-d dash', month: Number(dashed[1]), day: Number(dashed[2]) }, { order: 'd-m dash', month: Number(dashed[2]), day: Number(dashed[1]) }];
  const dotted = DOTTED.exec(value);
  if (dotted && (dotted[3] === '.' || (edges !== undefined && edges.length > 0 && edges.every(([, after]) => after.startsWith('.'))))) {
    return [{ order: 'd.m.', month: Number(dotted[2]), day: Number(dotted[1]) }];
  }
  const slashed = yearlessSlashDateOf(value);
  if (!slashed) return [];
  const [a, b] = slashed;
  return [{ order: 'm/d', month: a, day: b }, { order: 'd/m', month: b, day: a }];
}
