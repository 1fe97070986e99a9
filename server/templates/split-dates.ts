// A date whose parts are variables of their own: "2026年11月26日" (year, month and day between
// characters), "November 26, 2026" (a month and day, then the year after a comma), "26 / 11 / 2026".
// No one part says the weekday, the holiday or whether the date is past: twelve Thursdays verified
// part by part say nothing of 2027-11-16, a Tuesday of a year, month and day each seen. The
// lifecycle reads each such date as a variable of its own (template-lifecycle.ts), with the
// features and relations of any date.
import type { Bindings } from './text-template.js';
import { dayNumber, monthDayOf, monthNamed } from './value-features.js';

/** A year a date's part may be: four digits, 1900 to 2099. */
const YEAR = /^(?:19|20)\d{2}$/u;
/** A month's or day's number, a day perhaps with its ordinal ending ("26th"). */
const SMALL_NUMBER = /^(\d{1,2})(?:st|nd|rd|th)?$/u;
/** Induced variables are named in the order their slots occur (induce.ts): v1, v2, ... */
const INDUCED_NAME = /^v(\d+)$/u;

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

/**
 * The dates that neighbouring induced variables make together, by a name of their own
 * ("date(v1,v2,v3;y-m-d)"): a year, a month and a day in that order, or a month and day (either order) and
 * then a year, or a month and day in words and then a year: each reading, where the year is
 * one, whether or not the others make a real date.
 */
export function splitDatesOf(bindings: Bindings): Bindings {
  const names = Object.keys(bindings)
    .filter((name) => INDUCED_NAME.test(name))
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
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
  return dates;
}
