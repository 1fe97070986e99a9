// How dates read from values are keyed (split-dates.ts): "date(v1,v2;d m in 2027)" names the
// variables a date is read from, then how it was read. Readers beside it (weekdays in place,
// unread dates, words before a day) ask which variables a date holds, and in what order the
// induced variables stand.
import type { Bindings } from './text-template.js';

const DATE_KEY = /^date\(([^;]*);/u;
const INDUCED_NAME = /^v(\d+)$/u;

/** The variables a read date's key names ("date(v1,v2;d m in 2027)": v1 and v2); none for another key. */
export const variablesOfDate = (key: string): string[] => DATE_KEY.exec(key)?.[1].split(',') ?? [];

/** Induced variables (v1, v2, ...) in the order their slots occur (induce.ts names them so). */
export function inducedNames(bindings: Bindings): string[] {
  return Object.keys(bindings)
    .filter((name) => INDUCED_NAME.test(name))
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
}
