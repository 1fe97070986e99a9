// Weekdays as calendars of other locales abbreviate them beside a date: "mer. 13 déc. 2027",
// "fre 20 okt.", "пт, 5 янв.", "10 Kas 2027 Cmt", "ma 29 apr 2027". Alone, most of these are words
// or syllables of other languages too ("do", "ma", "to", "per", "min"), so they are read as
// weekdays only beside a date: as the first or last word of a value that is one, or as a value of
// their own next to a variable that is one. Round one hundred and fifty-four: "So., 3. März 2027"
// (a Wednesday) was served as a Sunday's meeting after twenty requests that named their own day.
import { variablesOfDate } from './date-keys.js';
import { namesADate, WEEKDAYS } from './value-features.js';
import { abbreviatedWeekday, framedWeekdays } from './weekday-names.js';

const isDate = (text: string | undefined) => text !== undefined && namesADate(text);

/**
 * The values as framedWeekdays reads them, and an abbreviated weekday beside a date written out
 * in English ("fre 20 okt." reads "Friday 20 okt.", "mer" before "13 déc." reads "Wednesday"), so
 * that relations hold it to the date as any weekday's name.
 */
export function weekdaysInPlace(bindings: Record<string, string>, edges?: ReadonlyMap<string, ReadonlyArray<readonly [string, string]>>): Record<string, string> {
  const framed = framedWeekdays(bindings, edges);
  // Variables a date of several parts, or a date with the fixed text's year, is read from ("date(v2,v3;d m in 2027)").
  const inDates = new Set(Object.keys(bindings).flatMap(variablesOfDate));
  const dated = (name: string) => inDates.has(name) || isDate(bindings[name]);
  for (const [name, value] of Object.entries(bindings)) {
    const words = value.trim().split(/\s+/u);
    // A dot the fixed text holds ("{{v1}}., " with "So") is the abbreviation's.
    const dotAfter = words.length === 1 && (edges?.get(name) ?? []).some(([, after]) => after.startsWith('.'));
    const [first, last] = [abbreviatedWeekday(dotAfter ? `${words[0]}.` : words[0]), abbreviatedWeekday(words.at(-1)!)];
    if (words.length > 1 && first !== null && (inDates.has(name) || isDate(words.slice(1).join(' ')))) framed[name] = [WEEKDAYS[first], ...words.slice(1)].join(' ');
    else if (words.length > 1 && last !== null && (inDates.has(name) || isDate(words.slice(0, -1).join(' ')))) framed[name] = [...words.slice(0, -1), WEEKDAYS[last]].join(' ');
    else if (words.length === 1 && first !== null) {
      const index = /^v(\d+)$/u.exec(name)?.[1];
      if (index !== undefined && [`v${Number(index) - 1}`, `v${Number(index) + 1}`].some(dated)) framed[name] = WEEKDAYS[first];
    }
  }
  return framed;
}
