// Days an answer about a date may treat unlike the days around them: public holidays and days
// with a name of their own, fixed ("12-25") or moving ("the fourth Thursday of November"), in the
// countries whose agents write most, and a month's last and business days. "Delivery booked for
// 2026-07-04" after twenty ordinary days may be "closed for the holiday": each such day is
// verified on its own (see value-features.ts).

/**
 * Month-day of days named the same date every year. Beside the holidays, days a business treats
 * apart by name though nothing closes: the US tax deadline ("we are fully booked on tax day"),
 * and days shops and schools mark (round one hundred and forty-four: an April 15 inside the
 * April dates seen was served as an ordinary day).
 */
const FIXED: Record<string, string> = {
  '01-01': "new year's day",
  '01-26': 'australia day',
  '02-02': 'groundhog day',
  '02-14': "valentine's day",
  '02-29': 'leap day',
  '03-08': "international women's day",
  '03-14': 'pi day',
  '03-17': "st patrick's day",
  '04-01': "april fools' day",
  '04-15': 'tax day',
  '04-22': 'earth day',
  '05-01': 'may day',
  '05-05': 'cinco de mayo',
  '06-19': 'juneteenth',
  '07-01': 'canada day',
  '07-04': 'independence day',
  '07-14': 'bastille day',
  '08-15': 'assumption',
  '10-03': 'german unity day',
  '10-31': 'halloween',
  '11-01': "all saints' day",
  '11-11': 'veterans day',
  '12-24': 'christmas eve',
  '12-25': 'christmas',
  '12-26': 'boxing day',
  '12-31': "new year's eve",
};

/**
 * Public holidays of a fixed date kept on a weekday when they fall at a weekend, and how many days
 * later that weekday comes, by the holiday's weekday [Saturday, Sunday]. The US keeps a Saturday's
 * on the Friday before and a Sunday's on the Monday after (Juneteenth of 2027 on Friday June 18);
 * Britain, Canada and Australia keep theirs on the Monday after, Christmas and Boxing Day together
 * on the Monday and Tuesday after.
 */
const OBSERVED: Record<string, readonly [readonly number[], readonly number[]]> = {
  juneteenth: [[-1], [1]],
  'independence day': [[-1], [1]],
  'veterans day': [[-1], [1]],
  "new year's day": [[-1, 2], [1]],
  christmas: [[-1, 2], [1, 2]],
  'boxing day': [[2], [2]],
  'canada day': [[2], [1]],
  'australia day': [[2], [1]],
};

/** Days named as the nth weekday of a month: [month, weekday (0 Sunday), nth (-1 the last)]. */
const MOVING: Array<[string, number, number, number]> = [
  ['martin luther king day', 1, 1, 3],
  ["presidents' day", 2, 1, 3],
  ["mother's day", 5, 0, 2],
  ['early may bank holiday', 5, 1, 1],
  ['memorial day', 5, 1, -1],
  ["father's day", 6, 0, 3],
  ['summer bank holiday', 8, 1, -1],
  ['labor day', 9, 1, 1],
  ['columbus day', 10, 1, 2],
  ['thanksgiving', 11, 4, 4],
];

/** Easter Sunday's month and day in a Gregorian year (the anonymous Gregorian computus). */
function easter(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((8 * b + 13) / 25) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return [month, ((h + l - 7 * m + 114) % 31) + 1];
}

const DAY_MS = 86_400_000;

/** How many days a month has (1 January ... 12 December). */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The name of a month's last day, where no holiday falls on it. */
export const MONTH_END = 'last day of the month';
/** A month's first and last weekdays where its first or last day falls at a weekend (a Monday the 2nd, a Friday the 29th). */
const FIRST_BUSINESS_DAY = 'first business day of the month';
const LAST_BUSINESS_DAY = 'last business day of the month';
/**
 * Weekdays named by their place in every month, which IT and finance agents plan around: the
 * second Tuesday, when Microsoft ships its patches, and the third Friday, when monthly options
 * expire (round one hundred and forty-five: each lay inside the weekdays and days of the month
 * seen, and was served as an ordinary day). A company's own rule ("the board meets on the first
 * Monday") has no such name: that is one of the limits (bench/eval/limits.ts).
 */
const PATCH_TUESDAY = 'patch tuesday';
const OPTIONS_EXPIRATION = 'monthly options expiration';
/** Names of days that mark a place in a month, not a date of the calendar: they pair by weekday (category-pairs.ts). */
export const PLACES_IN_A_MONTH: ReadonlySet<string> = new Set([MONTH_END, FIRST_BUSINESS_DAY, LAST_BUSINESS_DAY, PATCH_TUESDAY, OPTIONS_EXPIRATION]);

/**
 * The name of the holiday on a date, or null for an ordinary day. Without a year only the fixed
 * ones are known; Easter's days and the moving ones need it.
 */
export function holidayOn(year: number | null, month: number, day: number): string | null {
  const fixed = FIXED[`${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`];
  if (fixed) return fixed;
  // Without a year, February's last day is unknown (28 or 29); every other month's is not.
  if (year === null) return month !== 2 && day === daysIn(2001, month) ? MONTH_END : null;
  const at = Date.UTC(year, month - 1, day);
  const [easterMonth, easterDay] = easter(year);
  const fromEaster = Math.round((at - Date.UTC(year, easterMonth - 1, easterDay)) / DAY_MS);
  if (fromEaster === -2) return 'good friday';
  if (fromEaster === 0) return 'easter';
  if (fromEaster === 1) return 'easter monday';
  const weekday = new Date(at).getUTCDay();
  // Canada's Victoria Day: the Monday before May 25.
  if (month === 5 && weekday === 1 && day >= 18 && day <= 24) return 'victoria day';
  const daysInMonth = daysIn(year, month);
  for (const [name, inMonth, onWeekday, nth] of MOVING) {
    if (month !== inMonth || weekday !== onWeekday) continue;
    if (nth > 0 ? Math.ceil(day / 7) === nth : day + 7 > daysInMonth) return name;
  }
  // Kept across much of Europe (Germany, France, the Netherlands, the Nordic countries).
  if (fromEaster === 39) return 'ascension day';
  if (fromEaster === 50) return 'whit monday';
  // A weekday an office closes in a holiday's place ("closed for the holiday" on Friday 2027-06-18).
  const observed = observedHoliday(at);
  if (observed) return observed;
  // Not holidays, but days with a name an answer may remark on ("a Friday the 13th; are you
  // sure?", "Black Friday: expect delays"): their weekday and day of the month are each ordinary,
  // and are checked apart.
  if (weekday === 5 && day === 13) return 'friday the 13th';
  const daysAfterThanksgiving = (days: number) => {
    const before = new Date(at - days * DAY_MS);
    return holidayOn(before.getUTCFullYear(), before.getUTCMonth() + 1, before.getUTCDate()) === 'thanksgiving';
  };
  if (weekday === 5 && month === 11 && daysAfterThanksgiving(1)) return 'black friday';
  if (weekday === 1 && month >= 11 && daysAfterThanksgiving(4)) return 'cyber monday';
  // The last day of a month closes books, billing runs and pay periods, and lies inside the range
  // of the 25th to the 31st seen (round one hundred and forty-four: April 30 after other late days).
  // Where it falls at a weekend, payroll runs on the Friday before; where the 1st does, a month's
  // first run is on the Monday after.
  if (day === daysInMonth) return MONTH_END;
  if (weekday === 5 && daysInMonth - day <= 2) return LAST_BUSINESS_DAY;
  if (weekday === 1 && (day === 2 || day === 3)) return FIRST_BUSINESS_DAY;
  if (weekday === 2 && Math.ceil(day / 7) === 2) return PATCH_TUESDAY;
  if (weekday === 5 && Math.ceil(day / 7) === 3) return OPTIONS_EXPIRATION;
  return null;
}

/** The fixed holiday a weekday is kept in place of, as "observed <name>", or null. */
function observedHoliday(at: number): string | null {
  // The holiday lies at most one day after or two days before the day it is kept on.
  for (const back of [-1, 1, 2]) {
    const date = new Date(at - back * DAY_MS);
    const name = FIXED[`${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`];
    const weekend = [6, 0].indexOf(date.getUTCDay());
    if (name !== undefined && weekend >= 0 && OBSERVED[name]?.[weekend].includes(back)) return `observed ${name}`;
  }
  return null;
}

/** The holiday on a day counted from 1970-01-01, or null. */
export function holidayOnDay(dayNumber: number): string | null {
  const date = new Date(dayNumber * DAY_MS);
  return holidayOn(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}
