// A length of time written as one token: ISO 8601 ("PT4M13S", "P3D", "P1DT2H") as video and
// calendar APIs return it, or compact ("1h30m", "45min", "90s"). Its number hides among letters,
// where no number reading finds it, and an answer may turn on it ("clips over five minutes").

const ISO_DURATION = /^P(?=\d|T\d)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/iu;
const COMPACT_DURATION = /^(?=\d)(?:(\d+)\s*h(?:ours?|rs?)?)?\s*(?:(\d+)\s*m(?:in(?:utes?|s)?)?)?\s*(?:(\d+(?:\.\d+)?)\s*s(?:ec(?:onds?|s)?)?)?$/iu;

const SECONDS = { year: 365 * 86_400, month: 30 * 86_400, week: 7 * 86_400, day: 86_400, hour: 3_600, minute: 60 };

/** The value's length of time in seconds, or null when it is no duration. */
export function durationSecondsOf(value: string): number | null {
  const iso = ISO_DURATION.exec(value);
  const number = (text: string | undefined) => Number((text ?? '0').replace(',', '.'));
  if (iso) {
    const [, years, months, weeks, days, hours, minutes, seconds] = iso;
    return number(years) * SECONDS.year + number(months) * SECONDS.month + number(weeks) * SECONDS.week + number(days) * SECONDS.day + number(hours) * SECONDS.hour + number(minutes) * SECONDS.minute + number(seconds);
  }
  const compact = COMPACT_DURATION.exec(value.trim());
  if (!compact || compact.slice(1).every((part) => part === undefined)) return null;
  const [, hours, minutes, seconds] = compact;
  return number(hours) * SECONDS.hour + number(minutes) * SECONDS.minute + number(seconds);
}
