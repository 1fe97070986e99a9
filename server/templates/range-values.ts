// A value that holds two values as a range: "09:00-12:00", "12-18", "2026-12-01/2026-12-04",
// "9am to 5pm". An answer may turn on either end or on the span between them (a booking over two
// hours, a print job over 20 pages), which the first end's reading alone does not show.

/** What joins a range's two ends: a hyphen or dash, a slash, two dots, or "to"/"until". */
const SEPARATOR = /\s*(?:[-‐‑–—/]|\.\.|\s(?:to|until|till)\s)\s*/giu;

export interface RangeSplit {
  from: string;
  to: string;
  /** Joined by a slash: between two dates an interval ("2026-12-01/2026-12-04"), between two numbers a fraction or a date ("3/4", "5/14"). */
  slash: boolean;
}

/** Every way the value splits into two non-empty sides at one separator, first split first. */
export function rangeSplitsOf(value: string): RangeSplit[] {
  const splits: RangeSplit[] = [];
  for (const match of value.matchAll(SEPARATOR)) {
    const [from, to] = [value.slice(0, match.index).trim(), value.slice(match.index + match[0].length).trim()];
    if (from && to) splits.push({ from, to, slash: match[0].trim() === '/' });
  }
  return splits;
}
