// Dates whose month no reader knows, made by values with the fixed text around them: "{{v1}} de
// {{v2}} del 2027" with "29" and "gener" (Catalan), "{{v1}} Mawrth 2027" (Welsh). Neither value
// alone is a date, so no value's features say the date's weekday; twenty Wednesdays' days and
// months, each seen, say nothing of the next pairing. Each such date is a value of its own
// ("unread date(v1,v2)": "29 de gener del 2027"), verified whole as an assumed day is
// (template-lifecycle.ts): a date never verified is predicted before it is served. Round one
// hundred and fifty-five: Intl's long dates of thirty locales were served for the wrong weekday.
import { inducedNames, variablesOfDate } from './date-keys.js';
import { inAsciiNumerals } from './numerals.js';
import type { Bindings } from './text-template.js';
import type { SlotEdges } from './template-lifecycle.js';
import { unreadDateIn } from './value-features.js';

/** Characters of fixed text read on either side: a date's words are near its numbers. */
const CONTEXT = 40;
/** The most fixed text between two values that may hold one date's parts ("de", " del ", ", "). */
const MAX_BETWEEN = 12;

/**
 * The unread dates the values make with their fixed text, by "unread date(v1)" or "unread
 * date(v1,v2)"; not of variables a date read from them holds (`dates`, split-dates.ts).
 */
export function unreadDatesOf(bindings: Bindings, edges?: SlotEdges, dates: Bindings = {}): Bindings {
  if (edges === undefined) return {};
  const read = new Set(Object.keys(dates).flatMap(variablesOfDate));
  const names = inducedNames(bindings).filter((name) => !read.has(name));
  const found: Bindings = {};
  for (const [i, name] of names.entries()) {
    const [before, after] = edges.get(name)?.[0] ?? [];
    if (before === undefined || after === undefined) continue;
    const [tail, value] = [inAsciiNumerals(before.slice(-CONTEXT)), inAsciiNumerals(bindings[name])];
    // With the next value, where only a little fixed text lies between them.
    const next = names[i + 1];
    const [nextBefore, nextAfter] = (next === undefined ? undefined : edges.get(next)?.[0]) ?? [];
    if (next !== undefined && nextBefore === after && nextAfter !== undefined && after.length <= MAX_BETWEEN) {
      const nextValue = inAsciiNumerals(bindings[next]);
      const text = `${tail}${value}${inAsciiNumerals(after)}${nextValue}${inAsciiNumerals(nextAfter.slice(0, CONTEXT))}`;
      const date = unreadDateIn(text, tail.length, tail.length + value.length + after.length + nextValue.length);
      if (date !== null) {
        found[`unread date(${name},${next})`] = date;
        continue;
      }
    }
    const date = unreadDateIn(`${tail}${value}${inAsciiNumerals(after.slice(0, CONTEXT))}`, tail.length, tail.length + value.length);
    if (date !== null) found[`unread date(${name})`] = date;
  }
  return found;
}
