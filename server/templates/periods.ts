// Periods written without a day or without separators, as cards, billing, finance and file names
// write them: a month and year ("05/26", "05/2026", "2026-11"), a quarter ("Q3 2026", "2026-Q3"),
// a compact date ("20261126"). Each is a place in time that an answer may judge against today.

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/u;
/** A month and a year alone, as a card's expiry is written: "05/26", "05/2026". */
const MONTH_YEAR = /^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/u;
const QUARTER = /^(?:Q([1-4])[\s-]?(\d{4})|(\d{4})[\s-]?Q([1-4]))$/iu;
const COMPACT_DATE = /^((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/u;

/** A month and year in digits, ISO ("2026-11") or as a card's expiry ("05/26": 2026), or null. */
export function yearMonthOf(value: string): { year: number; month: number } | null {
  const iso = YEAR_MONTH.exec(value);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]) };
  const expiry = MONTH_YEAR.exec(value);
  return expiry ? { year: expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]), month: Number(expiry[1]) } : null;
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
