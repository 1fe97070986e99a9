// An ISO 8601 week ("2026-W48", "2026W48-4"), as planning tools and sprints name weeks. Its week
// number is a place in the year (the second half starts at week 27) that no date reading finds.

const ISO_WEEK = /^(\d{4})-?W(\d{2})(?:-?([1-7]))?$/iu;

/** The week's year and number (1 to 53), or null when the value is no ISO week. */
export function isoWeekOf(value: string): { year: number; week: number } | null {
  const match = ISO_WEEK.exec(value);
  if (!match) return null;
  const week = Number(match[2]);
  return week >= 1 && week <= 53 ? { year: Number(match[1]), week } : null;
}
