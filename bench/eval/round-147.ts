// Round one hundred and forty-seven of the induction evaluation: a date written without its year,
// where the request names the year elsewhere. "Set up the meeting on Wednesday, May 30, 2027"
// after twenty Wednesdays: the value is "May 30", the year is fixed text after it, and May 30 of
// 2027 is a Sunday, which a model points out. The year may also stand in the system prompt ("You
// plan meetings for the year 2027"), or come in another value ("Today is 2027-01-12"); the date
// may be written "5/30"; the weekday may be a value too, or part of the copied one ("Monday May
// 13"). And a moving holiday: "Deliver the parcel on October 11, 2027" is Columbus Day, but
// October 11 alone is no holiday of every year.
//
// The code before served six of the seven wrong: 46 wrong over seeds 1 to 13 (the seventh, the
// weekday a value of its own before a fixed year, only with more requests: 1 wrong in 100 on seed
// 2). A date alone had no weekday and only the holidays of a fixed date. A date without its year
// is now read in each year the request names, in its fixed text or another value, as a date its
// variables make together is (split-dates.ts): its weekday and its holidays are verified as any
// date's. 0 wrong over the same seeds after, over chat completions and the Responses API.
import type { Answer, Family, Msg } from './families.js';
import { between, DAY_MS, last, monthDayOfDate, pick, tool, user, weekdayIn, WEEKDAYS } from './family-kit.js';

/** Requests before the first whose weekday may be wrong: enough for a template to serve. */
const RIGHT_FIRST = 20;
/** A day of 2027, `from` days after January 1 or later. */
const dayOf2027 = (rng: () => number, from = 0) => new Date(Date.UTC(2027, 0, 1) + between(rng, from, 364) * DAY_MS);
/** A Wednesday of 2027, or after the first requests another day at even odds. */
const wednesdayFirst = (i: number, rng: () => number, from = 0) => {
  const other = i >= RIGHT_FIRST && rng() < 0.5;
  for (;;) {
    const day = dayOf2027(rng, from);
    if ((day.getUTCDay() === 3) !== other) return day;
  }
};
/** A meeting set up on the weekday said, or the weekday corrected. */
const meetingOn = (said: string, date: string, real: string, set: Answer): Answer => (real === said ? set : { content: `${date} is a ${real}, not a ${said}. Which did you mean?` });
const setUp = (date: string): Answer => ({ content: null, tool_calls: [tool('create_meeting', { date })] });

/** US federal holidays of 2027 as observed (July 4 on Monday the 5th, Christmas and the next New Year's Day on the Fridays before), and Easter's Friday and Sunday. */
const HOLIDAYS_2027 = ['January 1', 'January 18', 'February 15', 'March 26', 'March 28', 'May 31', 'June 18', 'July 5', 'September 6', 'October 11', 'November 11', 'November 25', 'December 24', 'December 31'];

const A_WEDNESDAY: Family[] = [
  {
    name: 'a Wednesday meeting, the year after the date (Wednesdays first 20)',
    kind: 'look-alike',
    request: (i, rng) => user(`Set up the meeting on Wednesday, ${monthDayOfDate(wednesdayFirst(i, rng))}, 2027`),
    answer: (m) => {
      const date = /Wednesday, (\w+ \d+), 2027$/u.exec(last(m))![1];
      return meetingOn('Wednesday', date, weekdayIn(2027, date), setUp(`${date}, 2027`));
    },
  },
  {
    name: 'a Wednesday meeting, the year in the system prompt (Wednesdays first 20)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: 'You plan meetings for the year 2027.' },
      { role: 'user', content: `Set up the meeting on Wednesday, ${monthDayOfDate(wednesdayFirst(i, rng))}` },
    ],
    answer: (m) => {
      const date = /Wednesday, (\w+ \d+)$/u.exec(last(m))![1];
      return meetingOn('Wednesday', date, weekdayIn(2027, date), setUp(`${date}, 2027`));
    },
  },
  {
    name: "a Wednesday meeting, the year in today's date (Wednesdays first 20)",
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: `Today is ${pick(rng, ['2027-01-11', '2027-01-12', '2027-01-13', '2027-01-14'])}.` },
      { role: 'user', content: `Set up the meeting on Wednesday, ${monthDayOfDate(wednesdayFirst(i, rng, 30))}` },
    ],
    answer: (m: Msg[]) => {
      const date = /Wednesday, (\w+ \d+)$/u.exec(last(m))![1];
      const year = Number(/Today is (\d{4})/u.exec(m[0].content ?? '')![1]);
      return meetingOn('Wednesday', date, weekdayIn(year, date), setUp(date));
    },
  },
  {
    name: 'a Wednesday meeting in US numbers, the year in the system prompt (Wednesdays first 20)',
    kind: 'look-alike',
    request: (i, rng) => {
      const day = wednesdayFirst(i, rng);
      return [
        { role: 'system', content: 'You plan meetings for the year 2027.' },
        { role: 'user', content: `Set up the meeting on Wednesday ${day.getUTCMonth() + 1}/${day.getUTCDate()}` },
      ];
    },
    answer: (m) => {
      const [, month, day] = /Wednesday (\d+)\/(\d+)$/u.exec(last(m))!;
      const real = WEEKDAYS[new Date(Date.UTC(2027, Number(month) - 1, Number(day))).getUTCDay()];
      return meetingOn('Wednesday', `${month}/${day}`, real, setUp(`${month}/${day}/2027`));
    },
  },
];

/** A day of 2027 and the weekday said with it: its own, or after the first requests another at even odds. */
const dayWithWeekday = (i: number, rng: () => number) => {
  const day = dayOf2027(rng);
  const wrong = i >= RIGHT_FIRST && rng() < 0.5;
  return { date: monthDayOfDate(day), weekday: WEEKDAYS[wrong ? (day.getUTCDay() + between(rng, 1, 6)) % 7 : day.getUTCDay()] };
};

const ANY_WEEKDAY: Family[] = [
  {
    name: 'a meeting with its weekday, the year after the date (right weekdays first 20)',
    kind: 'look-alike',
    request: (i, rng) => {
      const { date, weekday } = dayWithWeekday(i, rng);
      return user(`Set up the meeting on ${weekday}, ${date}, 2027`);
    },
    answer: (m) => {
      const [, weekday, date] = /on (\w+), (\w+ \d+), 2027$/u.exec(last(m))!;
      return meetingOn(weekday, date, weekdayIn(2027, date), setUp(`${date}, 2027`));
    },
  },
  {
    name: 'a meeting with its weekday copied whole, the year in the system prompt (right weekdays first 20)',
    kind: 'look-alike',
    request: (i, rng) => {
      const { date, weekday } = dayWithWeekday(i, rng);
      return [
        { role: 'system', content: 'You plan meetings for the year 2027.' },
        { role: 'user', content: `Set up the meeting on ${weekday} ${date}` },
      ];
    },
    answer: (m) => {
      const [, weekday, date] = /on (\w+) (\w+ \d+)$/u.exec(last(m))!;
      return meetingOn(weekday, date, weekdayIn(2027, date), { content: `Meeting set for ${weekday} ${date}.` });
    },
  },
  {
    name: 'a delivery day, none on a holiday that moves (ordinary days first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      if (i >= 12 && rng() < 0.4) return user(`Deliver the parcel on ${pick(rng, HOLIDAYS_2027)}, 2027`);
      for (;;) {
        const date = monthDayOfDate(dayOf2027(rng));
        if (!HOLIDAYS_2027.includes(date)) return user(`Deliver the parcel on ${date}, 2027`);
      }
    },
    answer: (m) => {
      const date = /on (\w+ \d+), 2027$/u.exec(last(m))![1];
      return HOLIDAYS_2027.includes(date) ? { content: `${date}, 2027 is a federal holiday; we do not deliver then.` } : { content: null, tool_calls: [tool('schedule_delivery', { date: `${date}, 2027` })] };
    },
  },
];

export const ROUND_147: Family[] = [...A_WEDNESDAY, ...ANY_WEEKDAY];
