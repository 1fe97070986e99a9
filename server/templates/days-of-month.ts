// A day of the month said alone ("Put the review on Wednesday the {{v3}}" with "26th",
// "{{v1}}日（水）", "am {{v1}}.", "le mercredi {{v1}}", "Friday 8" as one value) where the request
// names a whole date elsewhere, most often today's ("Today is Thursday, March 11, 2027"). A model
// reads the day in that date's month, or in the next where it has passed: March 26, 2027 is a
// Friday, so "Wednesday the 26th" is corrected, though twenty Wednesdays verified every day
// number and every today's date on its own (rounds one hundred and fifty-two and fifty-three).
// Each reading's weekday and holiday, and whether it is the weekday a value beside it names
// ("Tuesday the 13th"), each with whether the day comes before, on or after the date's own, are
// kept as categories of their own: each verified once, as a yearless date's weekday in each year
// a model may assume is (split-dates.ts).
import type { Bindings } from './text-template.js';
import { variablesOfDate } from './date-keys.js';
import type { SlotEdges } from './template-lifecycle.js';
import { holidayOn } from './holidays.js';
import { inAsciiNumerals } from './numerals.js';
import { dayNumber, dayOf, WEEKDAYS, weekdayNamed, weekdayOfDay } from './value-features.js';
import { weekdaysInPlace } from './weekdays-in-place.js';

/** A day with its English ordinal ending ("26th", "1st"). */
const ORDINAL_DAY = /^(\d{1,2})(?:st|nd|rd|th)$/iu;
const NUMBER = /^\d{1,2}$/u;
/** Fixed text after a day's number that makes it one: an ordinal ending, a CJK day mark, a German ordinal dot. */
const DAY_MARK_AFTER = /^(?:(?:st|nd|rd|th)(?![\p{L}\p{N}])|\s*[日号號일])/u;
/** German "am 26." and "den 26.": a number with a dot is an ordinal there. */
const GERMAN_BEFORE = /(?:^|[^\p{L}])(?:am|den|zum|bis zum|ab dem|vom)\s+$/u;
/** A month's mark before a CJK day ("5月{{v1}}日"): a date in parts, not a day alone. */
const CJK_MONTH_BEFORE = /[月월]\s*$/u;
/** The most whole dates a day alone is read against: a request rarely names more. */
const MAX_REFERENCES = 2;

const ISO_KEY = /^\d{4}-\d{2}-\d{2}$/u;

/** A weekday's name and a day in one value: "Friday 8", "Wednesday the 26th", "mercredi 26", "thứ tư 26". */
const WEEKDAY_THEN_DAY = /^([\p{L}\p{M}]+(?:\s(?!the\s)[\p{L}\p{M}]+)?)[,\s]+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?$/iu;
/** Only spaces or a comma: the text between a weekday's variable and a day's ("{{v2}} {{v3}}"). */
const SPACING = /^[\s,]+$/u;

/** Whether one or two words are a weekday's name: a name of two ("thứ tư", "יום רביעי") only together, not "Wednesday May". */
function isWeekdayName(words: readonly string[]): boolean {
  if (words.length === 1) return weekdayNamed(words[0]) !== null;
  return weekdayNamed(words.join(' ')) !== null && words.every((word) => weekdayNamed(word) === null);
}

/** Whether fixed text ends with a weekday's name, then a space or a comma ("le mercredi ", "Wednesday, "). */
function endsWithWeekday(before: string): boolean {
  const text = before.replace(/[\s,]+$/u, '');
  if (text === before) return false;
  const words = text.split(/\s+/u);
  return isWeekdayName(words.slice(-1)) || (words.length > 1 && isWeekdayName(words.slice(-2)));
}

/**
 * The day of the month a value says alone, where its edges make it one: an ordinal ending, a CJK
 * day mark, a German ordinal dot, or a weekday's name just before it ("mercredi {{v1}}", or a
 * weekday's variable: `afterWeekday`); or a weekday and a day in one value ("Friday 8"); null if not.
 */
function dayAlone(value: string, edges: ReadonlyArray<readonly [string, string]> | undefined, afterWeekday: () => boolean): number | null {
  const ascii = inAsciiNumerals(value);
  const withWeekday = WEEKDAY_THEN_DAY.exec(ascii);
  const afterName = withWeekday && isWeekdayName(withWeekday[1].split(/\s/u)) ? Number(withWeekday[2]) : null;
  const ordinal = ORDINAL_DAY.exec(ascii);
  const number = afterName ?? (ordinal ? Number(ordinal[1]) : NUMBER.test(ascii) && edges?.length ? Number(ascii) : null);
  if (number === null || number < 1 || number > 31) return null;
  if (afterName !== null || ordinal) return number;
  const marked = edges!.every(
    ([before, after]) =>
      (DAY_MARK_AFTER.test(after) && !CJK_MONTH_BEFORE.test(before)) ||
      (GERMAN_BEFORE.test(before) && after.startsWith('.')) ||
      endsWithWeekday(before) ||
      (SPACING.test(before) && afterWeekday()),
  );
  return marked ? number : null;
}

/** The whole dates the request names: a value that is one, and a date its variables make together. */
function referencesOf(bindings: Bindings, dates: Bindings): Array<[string, number]> {
  const references: Array<[string, number]> = [];
  for (const [name, value] of Object.entries(bindings)) {
    const day = dayOf(value);
    if (day !== null) references.push([name, day]);
  }
  for (const [key, iso] of Object.entries(dates)) {
    const day = ISO_KEY.test(iso) ? dayOf(iso) : null;
    if (day !== null) references.push([key, day]);
  }
  return references.slice(0, MAX_REFERENCES);
}

/** The day `day` of the month `months` after a day number's month, its weekday and holiday. */
function dayInMonth(reference: number, months: number, day: number): { weekday: string; holiday: string } {
  const date = new Date(reference * 86_400_000);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const [year, month] = [first.getUTCFullYear(), first.getUTCMonth() + 1];
  const number = dayNumber(year, month, day);
  if (number === null) return { weekday: 'no such day', holiday: 'none' };
  return { weekday: WEEKDAYS[weekdayOfDay(number)].toLowerCase(), holiday: holidayOn(year, month, day) ?? 'none' };
}

/**
 * For each variable that says a day of the month alone and each whole date the request names
 * (`dates`: those its variables make together, split-dates.ts), the day read in that date's
 * month and as the next to come, each with whether it comes before, on or after the date's own
 * day: "weekday(v3;day on or after date(v2;m-d in 2027))": "before friday".
 */
export function daysOfMonthAlone(bindings: Bindings, dates: Bindings, edges?: SlotEdges): Bindings {
  const inDates = new Set(Object.keys(dates).flatMap(variablesOfDate));
  // The values with their weekdays read in place, only where a day alone may need them: a
  // serving template checks every hit, and most hold no day alone.
  let framed: Record<string, string> | undefined;
  const inPlace = () => (framed ??= weekdaysInPlace(bindings, edges));
  const alone = Object.entries(bindings).flatMap(([name, value]): Array<[string, number]> => {
    const previous = () => (/^v(\d+)$/u.test(name) ? inPlace()[`v${Number(name.slice(1)) - 1}`] : undefined);
    const day = inDates.has(name) ? null : dayAlone(value, edges?.get(name), () => weekdayNamed(previous() ?? '') !== null);
    return day === null ? [] : [[name, day]];
  });
  if (alone.length === 0) return {};
  const weekdaysSaid = Object.keys(bindings).flatMap((name): Array<[string, number]> => {
    const named = weekdayNamed(inPlace()[name]);
    return named === null ? [] : [[name, named]];
  });
  const features: Bindings = {};
  for (const [reference, referenceDay] of referencesOf(bindings, dates)) {
    const ownDay = new Date(referenceDay * 86_400_000).getUTCDate();
    for (const [name, day] of alone) {
      if (name === reference) continue;
      const order = day < ownDay ? 'before' : day === ownDay ? 'same' : 'after';
      // The same month's day, and the next to come: the next month's where this one's has passed.
      const readings = [['in month of', dayInMonth(referenceDay, 0, day)], ['on or after', dayInMonth(referenceDay, order === 'before' ? 1 : 0, day)]] as const;
      for (const [which, { weekday, holiday }] of readings) {
        const key = `${name};day ${which} ${reference}`;
        // Each with the order: which reading a model takes, and whether the day has passed, turn on it.
        features[`weekday(${key})`] = `${order} ${weekday}`;
        features[`holiday(${key})`] = `${order} ${holiday}`;
        // "Tuesday the 13th": whether the weekday said beside it is the day's own.
        for (const [said, named] of weekdaysSaid) features[`weekday(${key}) against ${said}`] = `${order} ${WEEKDAYS[named].toLowerCase() === weekday ? 'its own' : 'another'}`;
      }
    }
  }
  return features;
}
