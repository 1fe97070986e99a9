// Whether the clocks of the regions whose agents write most are on summer time on a date. An
// answer that turns a local time into UTC, gives its offset, names its zone ("EST" or "EDT") or the
// hours between two cities changes on the day a region's clocks do, and the weeks North America
// and Europe differ (March 8 to 28 in 2026) lie inside the dates of a year seen around them: so the
// regions' states together are one feature of a date, each combination verified on its own (see
// value-features.ts), and the day of a change is one of its own (a time before 2:00 is on the old
// clock). The current rules, by weekday; a date of a year before them is placed by them as well,
// which keeps the same dates together, as a feature needs, if not the clocks of that year.

/**
 * The days of a month its nth Sunday may fall on (1 the first, -1 the last): the one day in a
 * given year, seven without one.
 */
function sundaysOf(year: number | null, month: number, nth: number): [number, number] {
  if (year === null) {
    const last = month === 2 ? 29 : new Date(Date.UTC(2001, month, 0)).getUTCDate();
    return nth > 0 ? [7 * (nth - 1) + 1, 7 * nth] : [last - 6, last];
  }
  if (nth > 0) {
    const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    const day = 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
    return [day, day];
  }
  const lastDay = new Date(Date.UTC(year, month, 0));
  const day = lastDay.getUTCDate() - lastDay.getUTCDay();
  return [day, day];
}

/** A region's summer time: the Sunday it starts and the Sunday it ends, as [month, nth Sunday]. */
interface SummerRule {
  region: string;
  starts: [number, number];
  ends: [number, number];
}

const RULES: readonly SummerRule[] = [
  // The United States and Canada since 2007: the second Sunday of March to the first of November.
  { region: 'north america', starts: [3, 2], ends: [11, 1] },
  // The European Union and the United Kingdom since 1996: the last Sundays of March and October.
  { region: 'europe', starts: [3, -1], ends: [10, -1] },
  // New South Wales, Victoria, the ACT, Tasmania and South Australia since 2008: the first Sunday of
  // October to the first of April (the southern summer spans the new year).
  { region: 'australia', starts: [10, 1], ends: [4, 1] },
  // New Zealand since 2007: the last Sunday of September to the first of April.
  { region: 'new zealand', starts: [9, -1], ends: [4, 1] },
];

/**
 * A region's clocks on a date: on summer time, on standard time, or changing that day. Without a
 * year, "change week" for the days the change may fall on in some year ("March 10" is summer time
 * in New York in 2024, standard in 2026).
 */
function stateOn(rule: SummerRule, year: number | null, month: number, day: number): string {
  const at = month * 32 + day;
  const [startFirst, startLast] = sundaysOf(year, ...rule.starts).map((d) => rule.starts[0] * 32 + d);
  const [endFirst, endLast] = sundaysOf(year, ...rule.ends).map((d) => rule.ends[0] * 32 + d);
  if ((at >= startFirst && at <= startLast) || (at >= endFirst && at <= endLast)) return year === null ? 'change week' : 'change';
  const inSummer = startLast < endFirst ? at > startLast && at < endFirst : at > startLast || at < endFirst;
  return inSummer ? 'summer' : 'standard';
}

/** The regions' clocks on a date, the year unknown where null, as one value ("north america summer, europe standard, ..."). */
export function summerTimeOn(year: number | null, month: number, day: number): string {
  return RULES.map((rule) => `${rule.region} ${stateOn(rule, year, month, day)}`).join(', ');
}

const DAY_MS = 86_400_000;

/** The same on a day counted from 1970-01-01. */
export function summerTimeOnDay(dayNumber: number): string {
  const date = new Date(dayNumber * DAY_MS);
  return summerTimeOn(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * Whether a request's fixed text brings a clock into play: a time of day, a zone, or words of
 * hours. Summer time only moves an answer that holds a time of day (an offset, a zone's name, the
 * hours between two places), so a date copied where no clock is said is spared verifying each
 * combination ("Remind me to renew the lease on March 16, 2026").
 */
const CLOCK_OR_ZONE =
  /\d:\d\d|\d\s?(?:am|pm|a\.m\.|p\.m\.)(?!\p{L})|(?<!\p{L})(?:times?|clocks?|hours?|o'clock|noon|midnight|morning|afternoon|evening|tonight|zones?|timezones?|daylight|dst|offset|utc|gmt|[ecmp][sd]?t|bst|[cew]est|[cew]et|ist|jst|kst|hkt|sgt|aest|aedt|acst|acdt|awst|nzst|nzdt)(?!\p{L})|(?:america|europe|australia|pacific|asia|africa|atlantic|indian)\/\p{L}/u;

/**
 * The fixed text read last, and whether it brings a clock into play: a template's values are read
 * one after another against the same text on every request it matches, and reading a system
 * prompt of 5 kB takes about 20 µs. One text only, so no tenant's text is kept past the next.
 */
let lastRead: { literals: string; clocks: boolean } | undefined;

/** Whether summer time is a feature of a date in a request with this fixed text (see CLOCK_OR_ZONE); so where the text is not known. */
export function clocksInPlay(literals: string | undefined): boolean {
  if (literals === undefined) return true;
  if (lastRead?.literals !== literals) lastRead = { literals, clocks: CLOCK_OR_ZONE.test(literals) };
  return lastRead.clocks;
}

