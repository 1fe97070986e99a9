// Round ninety-four of the induction evaluation: a limit set by another value of the request. A
// warranty of one, two or three years against a purchase date, a plan's days of free returns
// against an order date, a ticket's hours of validity against two times: each value alone lies
// where verified ones did, and only the pair says whether the limit has passed.
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

const DAY = 86_400_000;
/** A date `days` before 2026-11-26, ISO. */
const daysBefore = (days: number) => new Date(Date.UTC(2026, 10, 26) - days * DAY).toISOString().slice(0, 10);
const daysSince = (iso: string) => Math.round((Date.UTC(2026, 10, 26) - Date.parse(iso)) / DAY);

export const ROUND_94: Family[] = [
  {
    name: 'a warranty of one to three years from a purchase date, today fixed: one-year warranties past a year refused (three-year ones older first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      // First: three-year warranties bought up to three years ago, and one- and two-year ones
      // within their terms; then one- and two-year ones bought up to three years ago too.
      const years = pick(rng, [1, 2, 3]);
      const days = i < 12 ? between(rng, 5, years * 365 - 5) : between(rng, 5, 3 * 365 - 5);
      return [
        { role: 'system', content: 'Today is 2026-11-26. You handle warranty claims.' },
        { role: 'user', content: `My blender has a ${years}-year warranty and I bought it on ${daysBefore(days)}. It stopped working.` },
      ];
    },
    answer: (m) => {
      const [, years, bought] = /a (\d)-year warranty and I bought it on (\S+)\./u.exec(last(m))!;
      return daysSince(bought) < Number(years) * 365
        ? { content: null, tool_calls: [tool('open_claim', { product: 'blender', purchased: bought })] }
        : { content: `Your ${years}-year warranty from ${bought} has ended, so the repair is not covered.` };
    },
  },
  {
    name: 'free returns within a plan\'s days of an order date, today in the prompt too: basic plans past 14 days refused (premium 60 days first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const plan = pick(rng, ['basic', 'premium']);
      const today = between(rng, 10, 25);
      const days = plan === 'premium' || i >= 12 ? between(rng, 1, 55) : between(rng, 1, 13);
      const ordered = new Date(Date.UTC(2026, 10, today) - days * DAY).toISOString().slice(0, 10);
      return [
        { role: 'system', content: `Today is 2026-11-${pad(today)}. The customer is on the ${plan} plan.` },
        { role: 'user', content: `I want to return the jacket I ordered on ${ordered}.` },
      ];
    },
    answer: (m) => {
      const today = /Today is (\S+)\./u.exec(m[0].content!)![1];
      const plan = /the (\w+) plan/u.exec(m[0].content!)![1];
      const ordered = /ordered on (\S+)\./u.exec(last(m))![1];
      const days = Math.round((Date.parse(today) - Date.parse(ordered)) / DAY);
      return days <= (plan === 'premium' ? 60 : 14)
        ? { content: null, tool_calls: [tool('create_return', { item: 'jacket', ordered })] }
        : { content: `Your ${plan} plan allows returns for ${plan === 'premium' ? 60 : 14} days; the jacket ordered on ${ordered} is past that.` };
    },
  },
  {
    name: 'a transit ticket valid for its hours from a time of purchase: 1-hour tickets past an hour refused (3-hour ones first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const hours = pick(rng, [1, 3]);
      const bought = between(rng, 7 * 60, 18 * 60);
      const later = i < 12 ? between(rng, 5, hours * 60 - 5) : between(rng, 5, 175);
      const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
      return user(`My ${hours}-hour ticket was bought at ${clock(bought)}. Can I board at ${clock(bought + later)}?`);
    },
    answer: (m) => {
      const [, hours, bought, board] = /My (\d)-hour ticket was bought at (\S+)\. Can I board at (\S+)\?/u.exec(last(m))!;
      const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
      return minutes(board) - minutes(bought) < Number(hours) * 60
        ? { content: `Yes, your ticket bought at ${bought} is valid at ${board}.` }
        : { content: `No, a ${hours}-hour ticket bought at ${bought} has expired by ${board}.` };
    },
  },
  {
    name: 'a room type of few and a date copied into a booking',
    kind: 'copying',
    request: (_i, rng) => user(`Book a ${pick(rng, ['single', 'double', 'twin', 'suite'])} room for ${daysBefore(-between(rng, 1, 200))}`),
    answer: (m) => {
      const [, room, date] = /Book a (\w+) room for (\S+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('book_room', { room, date })] };
    },
  },
  {
    name: 'a subscription term of few and a start date copied into a renewal',
    kind: 'copying',
    request: (_i, rng) => user(`Renew my ${pick(rng, [1, 2, 3])}-year subscription starting ${daysBefore(-between(rng, 1, 300))}`),
    answer: (m) => {
      const [, years, start] = /Renew my (\d)-year subscription starting (\S+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('renew_subscription', { years: Number(years), start })] };
    },
  },
];
