// Round one hundred and five of the induction evaluation: a timetable in one value. Trains leave at
// 15 and 45 minutes past each hour, a bus at 5 and 25 past; payroll runs on the 1st and the 15th,
// payday is every other Friday. Each other time lies in a half hour and a range verified, each
// other date on a weekday and in a range verified, though no verified value was ever off the
// timetable.
import type { Family } from './families.js';
import { between, clock, dayOfIso, isoOf, last, pick, tool, user } from './family-kit.js';

const minuteOf = (time: string) => Number(time.slice(3, 5));
/** A time from 06:00 to 21:55 at one of the given minutes past the hour, or at any fifth minute. */
const timeAt = (rng: () => number, minutes: readonly number[] | null) => clock(60 * between(rng, 6, 21) + (minutes ? pick(rng, minutes) : 5 * between(rng, 0, 11)));
/** A day of 2026 or 2027 on one of the given days of the month, or on any day. */
const dayOn = (rng: () => number, days: readonly number[] | null) => {
  let day = 0;
  do day = dayOfIso('2026-01-01') + between(rng, 0, 700);
  while (days !== null && !days.includes(Number(isoOf(day).slice(8))));
  return isoOf(day);
};
/** A Friday every other week from 2026-01-09. */
const FIRST_PAYDAY = dayOfIso('2026-01-09');
const CLUBS: Record<string, number> = { chess: 1, poetry: 15, hiking: 8 };

export const ROUND_105: Family[] = [
  {
    name: 'a train at 15 or 45 minutes past the hour booked, other times refused (timetabled first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Trains to the airport leave at 15 and 45 minutes past each hour. Book me on the ${timeAt(rng, i < 12 || rng() < 0.4 ? [15, 45] : null)} train.`),
    answer: (m) => {
      const time = /on the (\d\d:\d\d) train\.$/u.exec(last(m))![1];
      return [15, 45].includes(minuteOf(time))
        ? { content: null, tool_calls: [tool('book_train', { departure: time })] }
        : { content: `No train leaves at ${time}; they leave at 15 and 45 minutes past each hour.` };
    },
  },
  {
    name: 'a bus at 5 or 25 minutes past the hour caught, other times refused (timetabled first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`The 7 bus stops here at 5 and 25 minutes past each hour. Remind me to catch the ${timeAt(rng, i < 12 || rng() < 0.4 ? [5, 25] : null)} bus.`),
    answer: (m) => {
      const time = /catch the (\d\d:\d\d) bus\.$/u.exec(last(m))![1];
      return [5, 25].includes(minuteOf(time))
        ? { content: null, tool_calls: [tool('set_reminder', { time, note: 'catch the 7 bus' })] }
        : { content: `The 7 bus does not stop at ${time}: it comes at 5 and 25 minutes past each hour.` };
    },
  },
  {
    name: 'a payroll run on the 1st or the 15th scheduled, other days refused (payroll days first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Our payroll runs on the 1st and the 15th of each month. Schedule a payroll run on ${dayOn(rng, i < 12 || rng() < 0.4 ? [1, 15] : null)}.`),
    answer: (m) => {
      const date = /payroll run on (\S+)\.$/u.exec(last(m))![1];
      return ['01', '15'].includes(date.slice(8))
        ? { content: null, tool_calls: [tool('schedule_payroll', { date })] }
        : { content: `${date} is not a payroll day: payroll runs on the 1st and the 15th.` };
    },
  },
  {
    name: 'contractors paid on a fortnightly payday, the Fridays between refused (paydays first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const weeks = between(rng, 0, 90);
      return user(`Payday is every other Friday. Pay the contractors on ${isoOf(FIRST_PAYDAY + 7 * (i < 12 || rng() < 0.4 ? 2 * Math.floor(weeks / 2) : weeks))}.`);
    },
    answer: (m) => {
      const date = /contractors on (\S+)\.$/u.exec(last(m))![1];
      return (dayOfIso(date) - FIRST_PAYDAY) % 14 === 0
        ? { content: null, tool_calls: [tool('pay_contractors', { date })] }
        : { content: `${date} is not a payday; payday is every other Friday.` };
    },
  },
  {
    name: "a club's monthly meeting added on its own day of the month, other clubs' days refused (own days first 12)",
    kind: 'look-alike',
    request: (i, rng) => {
      const club = pick(rng, Object.keys(CLUBS));
      return user(`Add the ${club} club's monthly meeting on ${dayOn(rng, i < 12 || rng() < 0.4 ? [CLUBS[club]] : Object.values(CLUBS))}`);
    },
    answer: (m) => {
      const [, club, date] = /Add the (\w+) club's monthly meeting on (\S+)$/u.exec(last(m))!;
      return Number(date.slice(8)) === CLUBS[club]
        ? { content: null, tool_calls: [tool('add_meeting', { club, date })] }
        : { content: `The ${club} club meets on day ${CLUBS[club]} of each month, not on ${date}.` };
    },
  },
  {
    name: 'a departure time copied into a ride call',
    kind: 'copying',
    request: (_i, rng) => user(`Book a taxi to the station for ${timeAt(rng, null)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('book_taxi', { pickup: /for (\S+)$/u.exec(last(m))![1], destination: 'station' })] }),
  },
  {
    name: 'a due date copied into an invoice call',
    kind: 'copying',
    request: (_i, rng) => user(`Create an invoice due on ${dayOn(rng, null)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('create_invoice', { due: /due on (\S+)$/u.exec(last(m))![1] })] }),
  },
];
