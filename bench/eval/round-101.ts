// Round one hundred and one of the induction evaluation: a rule over two values together that
// neither shows alone. A weekly meeting recurs on a date only when it falls on the first date's
// weekday; a car may drive on a day of odd-even rationing only when its plate's last digit and the
// day of the month agree in parity; a fortnightly payday falls on a date a multiple of 14 days
// after the first. Each value alone was verified, each weekday and parity with others.
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

const DAY_MS = 86_400_000;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const dayOfIso = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
/** A day in 2026 or 2027. */
const someDay = (rng: () => number) => dayOfIso('2026-01-05') + between(rng, 0, 600);
const plate = (rng: () => number, odd: boolean | null) => {
  const lastDigit = odd === null ? between(rng, 0, 9) : 2 * between(rng, 0, 4) + (odd ? 1 : 0);
  return `${pick(rng, ['KA', 'DL', 'MH', 'TN'])}-${pad(between(rng, 1, 99))}-${between(rng, 100, 999)}${lastDigit}`;
};

export const ROUND_101: Family[] = [
  {
    name: "a weekly meeting's recurrence on a date, other weekdays refused (whole weeks apart first 12)",
    kind: 'look-alike',
    request: (i, rng) => {
      const first = someDay(rng);
      const gap = i < 12 || rng() < 0.4 ? 7 * between(rng, 1, 20) : between(rng, 1, 140);
      return user(`Our weekly sync started on ${isoOf(first)}. Add an occurrence on ${isoOf(first + gap)}.`);
    },
    answer: (m) => {
      const [, start, date] = /started on (\S+)\. Add an occurrence on (\S+)\.$/u.exec(last(m))!;
      return (dayOfIso(date) - dayOfIso(start)) % 7 === 0
        ? { content: null, tool_calls: [tool('add_occurrence', { series_start: start, date })] }
        : { content: `${date} is not on the weekday of the weekly sync that started on ${start}.` };
    },
  },
  {
    name: "a weekly class's session at a date and time, other weekdays refused (whole weeks apart first 12)",
    kind: 'look-alike',
    request: (i, rng) => {
      const first = someDay(rng);
      const gap = i < 12 || rng() < 0.4 ? 7 * between(rng, 1, 20) : between(rng, 1, 140);
      const at = `T${pad(between(rng, 8, 19))}:${pick(rng, ['00', '30'])}`;
      return user(`The weekly class began ${isoOf(first)}${at}. Book me into the session of ${isoOf(first + gap)}${at}.`);
    },
    answer: (m) => {
      const [, start, session] = /began (\S+)\. Book me into the session of (\S+)\.$/u.exec(last(m))!;
      return (dayOfIso(session.slice(0, 10)) - dayOfIso(start.slice(0, 10))) % 7 === 0
        ? { content: null, tool_calls: [tool('book_session', { session })] }
        : { content: `The weekly class has no session on ${session}; it meets on the weekday of ${start}.` };
    },
  },
  {
    name: 'odd-even rationing: a plate may drive on a day whose parity its last digit shares (agreeing first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const day = between(rng, 1, 28);
      const odd = i < 12 || rng() < 0.4 ? day % 2 === 1 : null;
      return user(`Can ${plate(rng, odd)} drive into the city on March ${day}?`);
    },
    answer: (m) => {
      const [, car, day] = /Can (\S+) drive into the city on March (\d+)\?$/u.exec(last(m))!;
      return Number(car.at(-1)) % 2 === Number(day) % 2
        ? { content: `Yes, ${car} may drive on March ${day}.` }
        : { content: `No, ${car} may not drive on March ${day}: the plate and the date differ in parity.` };
    },
  },
  {
    name: 'a fortnightly payday on a date, dates an odd number of weeks on refused (even weeks apart first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const first = someDay(rng);
      const gap = 7 * (i < 12 || rng() < 0.4 ? 2 * between(rng, 1, 10) : between(rng, 1, 20));
      return user(`Payroll ran first on ${isoOf(first)}, every two weeks. Schedule a bonus with the payroll of ${isoOf(first + gap)}.`);
    },
    answer: (m) => {
      const [, start, date] = /first on (\S+), every two weeks\. Schedule a bonus with the payroll of (\S+)\.$/u.exec(last(m))!;
      return (dayOfIso(date) - dayOfIso(start)) % 14 === 0
        ? { content: null, tool_calls: [tool('schedule_bonus', { payroll_date: date })] }
        : { content: `There is no payroll on ${date}; payroll runs every two weeks from ${start}.` };
    },
  },
  {
    name: 'a series start and a date copied into a recurrence call',
    kind: 'copying',
    request: (_i, rng) => {
      const first = someDay(rng);
      return user(`Repeat the event from ${isoOf(first)} until ${isoOf(first + between(rng, 1, 140))}`);
    },
    answer: (m) => {
      const [, from, until] = /from (\S+) until (\S+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('set_recurrence', { from, until })] };
    },
  },
  {
    name: 'a plate and a day copied into a permit call',
    kind: 'copying',
    request: (_i, rng) => user(`Request a permit for ${plate(rng, null)} on March ${between(rng, 1, 28)}`),
    answer: (m) => {
      const [, car, day] = /for (\S+) on March (\d+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('request_permit', { plate: car, day: `March ${day}` })] };
    },
  },
];
