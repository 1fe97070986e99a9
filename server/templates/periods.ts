// Periods written without a day or without separators, as billing, finance and file names write
// them: an ISO year-month ("2026-11"), a quarter ("Q3 2026", "2026-Q3"), a compact date
// ("20261126"). Each is a place in time that an answer may judge against today.

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/u;
const QUARTER = /^(?:Q([1-4])[\s-]?(\d{4})|(\d{4})[\s-]?Q([1-4]))$/iu;
const COMPACT_DATE = /^((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/u;

/** An ISO year-month's year and month, or null. */
export function isoYearMonthOf(value: string): { year: number; month: number } | null {
  const match = YEAR_MONTH.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/** A quarter's year and number (1 to 4), or null. */
export function quarterOf(value: string): { year: number; quarter: number } | null {
  const match = QUARTER.exec(value.trim());
  if (!match) return null;
  return { year: Number(match[2] ?? match[3]), quarter: Number(match[1] ?? match[4]) };
}

/** A compact date's year, month and day ("20261126"), or null. */
export function compactDateOf(value: string): { year: number; month: number; day: number } | null {
  const match = COMPACT_DATE.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}
