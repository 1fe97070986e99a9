// Round one hundred and forty-eight of the induction evaluation: round one hundred and forty-seven's
// dates without their year, where the request names no year at all and the model assumes one.
// "What day of the week is March 5?" is answered for the year the model takes to be current: the
// clock's, as a model told the date would, or up to three years before it, as a model not told
// the date takes the year its training ended. "Set up the meeting on Wednesday, May 30" is
// corrected when May 30 of that year is not a Wednesday; "Deliver the parcel on September 7" is
// refused on Labor Day.
//
// The code before served six of the seven wrong, 45 over seeds 1 to 13 (round one hundred and
// forty-seven's reading needs a year the request names). A date without its year, where the
// request names none, is now read in each year from three before the clock's to the next
// (split-dates.ts); read only from the last year to the next, a model taking it for two years
// back was still served 2 wrong: a leap day between moves the weekdays of March on but not those
// of January. The families draw their dates from the clock's year, so that they mean the same
// whichever year they run in. The copy of a meeting day checks what that costs: such a date's
// weekday and named days are now verified in each of the five years.
import type { Answer, Family } from './families.js';
import { between, DAY_MS, last, monthDayOfDate, MONTHS, pick, tool, user, weekdayIn } from './family-kit.js';

const THIS_YEAR = new Date().getUTCFullYear();
/** A day of `year`. */
const dayIn = (year: number, rng: () => number) => new Date(Date.UTC(year, 0, 1) + between(rng, 0, 364) * DAY_MS);
/** A day of `year` on `weekday` for the first `first` requests, then on it or another at even odds. */
const onWeekdayFirst = (year: number, weekday: number, first: number) => (i: number, rng: () => number) => {
  const other = i >= first && rng() < 0.5;
  for (;;) {
    const day = dayIn(year, rng);
    if ((day.getUTCDay() === weekday) !== other) return monthDayOfDate(day);
  }
};

/** A month's nth weekday (-1: the last) in `year`, as "September 7". */
const nthWeekday = (year: number, month: number, weekday: number, nth: number) => {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  let day = 1 + ((weekday - first + 7) % 7) + 7 * (nth - 1);
  if (nth < 0) while (day + 7 <= new Date(Date.UTC(year, month, 0)).getUTCDate()) day += 7;
  return `${MONTHS[month - 1]} ${day}`;
};
/** US federal holidays that move, in `year`: Martin Luther King, Presidents', Memorial, Labor and Columbus Day, Thanksgiving. */
const movingHolidays = (year: number) => [nthWeekday(year, 1, 1, 3), nthWeekday(year, 2, 1, 3), nthWeekday(year, 5, 1, -1), nthWeekday(year, 9, 1, 1), nthWeekday(year, 10, 1, 2), nthWeekday(year, 11, 4, 4)];

/** How a model's year is named, by how many years it is before the clock's. */
const YEARS_BACK = ['this year', 'last year', 'two years back', 'three years back'];

const meetingOnWednesday = (back: number): Family => {
  const year = THIS_YEAR - back;
  const date = onWeekdayFirst(year, 3, 20);
  return {
    name: `a Wednesday meeting, no year anywhere, the model taking it for ${YEARS_BACK[back]} (Wednesdays first 20)`,
    kind: 'look-alike',
    request: (i, rng) => user(`Set up the meeting on Wednesday, ${date(i, rng)}`),
    answer: (m): Answer => {
      const day = /Wednesday, (\w+ \d+)$/u.exec(last(m))![1];
      const real = weekdayIn(year, day);
      return real === 'Wednesday' ? { content: null, tool_calls: [tool('create_meeting', { date: day })] } : { content: `${day} is a ${real}, not a Wednesday. Which did you mean?` };
    },
  };
};

const thursday = onWeekdayFirst(THIS_YEAR, 4, 20);
const holidays = movingHolidays(THIS_YEAR);

export const ROUND_148: Family[] = [
  meetingOnWednesday(0),
  meetingOnWednesday(1),
  meetingOnWednesday(2),
  meetingOnWednesday(3),
  {
    name: 'the weekday of a date, no year anywhere (Thursdays first 20)',
    kind: 'look-alike',
    request: (i, rng) => user(`What day of the week is ${thursday(i, rng)}?`),
    answer: (m) => {
      const day = /is (\w+ \d+)\?$/u.exec(last(m))![1];
      return { content: `${day} is a ${weekdayIn(THIS_YEAR, day)}.` };
    },
  },
  {
    name: 'a delivery day, no year anywhere, none on a holiday that moves (ordinary days first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      if (i >= 12 && rng() < 0.4) return user(`Deliver the parcel on ${pick(rng, holidays)}`);
      for (;;) {
        const day = monthDayOfDate(dayIn(THIS_YEAR, rng));
        if (!holidays.includes(day)) return user(`Deliver the parcel on ${day}`);
      }
    },
    answer: (m) => {
      const day = /on (\w+ \d+)$/u.exec(last(m))![1];
      return holidays.includes(day) ? { content: `${day} is a federal holiday; we do not deliver then.` } : { content: null, tool_calls: [tool('schedule_delivery', { date: day })] };
    },
  },
  {
    name: 'a meeting day copied, no year anywhere (copying)',
    kind: 'copying',
    request: (_i, rng) => user(`Book the meeting room for ${monthDayOfDate(dayIn(THIS_YEAR, rng))}`),
    answer: (m) => ({ content: null, tool_calls: [tool('book_room', { date: /for (\w+ \d+)$/u.exec(last(m))![1] })] }),
  },
];
