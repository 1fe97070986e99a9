// Round ninety-six of the induction evaluation: a date whose meaning depends on a category
// beside it. July 1 is Canada Day, a business day in the United States; Bastille Day closes
// France and no one else; one museum closes on Mondays and another on Tuesdays. The date's own
// features (its weekday, its holiday) were each verified, with another country or museum. (The
// tickets family's "two" refuses its templates; the visit family's none.)
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

/** Public holidays on weekdays of 2026, by country. */
const HOLIDAYS: Record<string, string[]> = {
  Canada: ['2026-07-01', '2026-09-07', '2026-11-11'],
  'the United States': ['2026-06-19', '2026-09-07', '2026-11-11'],
  France: ['2026-07-14', '2026-11-11', '2026-05-01'],
  'the United Kingdom': ['2026-05-04', '2026-08-31', '2026-05-25'],
};
const COUNTRIES = Object.keys(HOLIDAYS);
const ALL_HOLIDAYS = [...new Set(Object.values(HOLIDAYS).flat())];

/** A weekday of May to November 2026, ISO. */
function weekday2026(rng: () => number): string {
  for (;;) {
    const date = new Date(Date.UTC(2026, between(rng, 4, 10), between(rng, 1, 28)));
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) return date.toISOString().slice(0, 10);
  }
}

/** Museums and the weekday each is closed (0 Sunday). */
const MUSEUMS: Record<string, number> = { Orsay: 1, Louvre: 2, Rijksmuseum: -1, Prado: -1, Uffizi: 1 };
const weekdayOf = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();
/** A date of January 2027, ISO. */
const january = (rng: () => number) => `2027-01-${String(between(rng, 4, 31)).padStart(2, '0')}`;

export const ROUND_96: Family[] = [
  {
    name: 'a business day by country, a holiday of one country asked for it refused (holidays asked only of other countries first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const country = pick(rng, COUNTRIES);
      const holiday = rng() < 0.5;
      let date = holiday ? pick(rng, ALL_HOLIDAYS) : weekday2026(rng);
      while (i < 12 && HOLIDAYS[country].includes(date)) date = weekday2026(rng);
      return user(`Is ${date} a business day in ${country}?`);
    },
    answer: (m) => {
      const [, date, country] = /^Is (\S+) a business day in (.+)\?$/u.exec(last(m))!;
      return { content: HOLIDAYS[country].includes(date) ? `No, ${date} is a public holiday in ${country}.` : `Yes, ${date} is a business day in ${country}.` };
    },
  },
  {
    name: 'a museum open on a date, the day each one closes refused (other museums on Mondays and Tuesdays first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const museum = pick(rng, Object.keys(MUSEUMS));
      let date = january(rng);
      while (i < 12 && weekdayOf(date) === MUSEUMS[museum]) date = january(rng);
      return user(`Is the ${museum} open on ${date}?`);
    },
    answer: (m) => {
      const [, museum, date] = /^Is the (.+) open on (\S+)\?$/u.exec(last(m))!;
      return { content: weekdayOf(date) === MUSEUMS[museum] ? `No, the ${museum} is closed on ${date}.` : `Yes, the ${museum} is open on ${date}.` };
    },
  },
  {
    name: 'a delivery booked on a date by country, a holiday of that country refused (holidays booked only in other countries first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const country = pick(rng, COUNTRIES);
      let date = rng() < 0.5 ? pick(rng, ALL_HOLIDAYS) : weekday2026(rng);
      while (i < 12 && HOLIDAYS[country].includes(date)) date = weekday2026(rng);
      return user(`Book the courier pickup in ${country} for ${date}`);
    },
    answer: (m) => {
      const [, country, date] = /pickup in (.+) for (\S+)$/u.exec(last(m))!;
      return HOLIDAYS[country].includes(date)
        ? { content: `Couriers do not collect in ${country} on ${date}, a public holiday there. Pick another day.` }
        : { content: null, tool_calls: [tool('book_pickup', { country, date })] };
    },
  },
  {
    name: 'museum tickets booked for a date, the day each museum closes refused (other museums on those days first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const museum = pick(rng, Object.keys(MUSEUMS));
      let date = january(rng);
      while (i < 12 && weekdayOf(date) === MUSEUMS[museum]) date = january(rng);
      return user(`Book two tickets for the ${museum} on ${date}`);
    },
    answer: (m) => {
      const [, museum, date] = /for the (.+) on (\S+)$/u.exec(last(m))!;
      return weekdayOf(date) === MUSEUMS[museum]
        ? { content: `The ${museum} is closed on ${date}; pick another day.` }
        : { content: null, tool_calls: [tool('book_tickets', { museum, date, count: 2 })] };
    },
  },
  {
    name: 'a museum visit booked on a date, the day each museum closes refused (other museums on those days first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const museum = pick(rng, Object.keys(MUSEUMS));
      let date = january(rng);
      while (i < 12 && weekdayOf(date) === MUSEUMS[museum]) date = january(rng);
      return user(`Book a visit to the ${museum} on ${date}`);
    },
    answer: (m) => {
      const [, museum, date] = /visit to the (.+) on (\S+)$/u.exec(last(m))!;
      return weekdayOf(date) === MUSEUMS[museum]
        ? { content: `The ${museum} is closed on ${date}; pick another day.` }
        : { content: null, tool_calls: [tool('book_visit', { museum, date })] };
    },
  },
];
