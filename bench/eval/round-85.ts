// Round eighty-five of the induction evaluation: a quantity in two numbers apart, each its own
// variable, whose judgement neither number tells alone: a meeting of "2 hours 15 minutes" (two
// hours, and fifteen minutes, each seen in shorter meetings), an order at "14時50分" past a
// 14:45 cutoff, a height of "6 ft 3 in", a price of "12 dollars and 40 cents" (all safe on the
// code before the round: a number is verified per value of a variable of few values). And a
// timestamp's UTC offset, which no feature read: "10:00-08:00" is 18:00 in London.
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

/** Hours and minutes up to `max` minutes in all, from `min`, minutes in steps of five. */
const hoursAndMinutes = (rng: () => number, min: number, max: number) => {
  const total = between(rng, min / 5, max / 5) * 5;
  return [Math.floor(total / 60), total % 60] as const;
};

export const ROUND_85: Family[] = [
  {
    name: 'meeting length in hours and minutes apart, over two hours needs a break (shorter first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const [h, m] = hoursAndMinutes(rng, 60, i < 12 ? 120 : 200);
      return user(`Schedule a workshop lasting ${h} hours ${m} minutes`);
    },
    answer: (m) => {
      const [, h, min] = /lasting (\d+) hours (\d+) minutes$/u.exec(last(m))!;
      const total = Number(h) * 60 + Number(min);
      return { content: null, tool_calls: [tool('schedule_workshop', { duration_minutes: total, coffee_break: total > 120 })] };
    },
  },
  {
    name: 'order time in Japanese, hour and minute apart, same-day shipping until 14:45 (earlier orders first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const minutes = between(rng, 13 * 12, i < 12 ? 14 * 12 + 8 : 15 * 12 + 11) * 5;
      return user(`注文時刻は${Math.floor(minutes / 60)}時${minutes % 60}分です。いつ発送されますか`);
    },
    answer: (m) => {
      const [, h, min] = /(\d+)時(\d+)分/u.exec(last(m))!;
      const sameDay = Number(h) * 60 + Number(min) <= 14 * 60 + 45;
      return { content: sameDay ? `${h}時${min}分のご注文は本日発送します。` : `${h}時${min}分のご注文は明日発送します。` };
    },
  },
  {
    name: 'height in feet and inches apart, over 6 ft 2 in gets the long bed (shorter guests first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const inches = between(rng, 60, i < 12 ? 74 : 79);
      return user(`Guest height: ${Math.floor(inches / 12)} ft ${inches % 12} in`);
    },
    answer: (m) => {
      const [, ft, inch] = /(\d+) ft (\d+) in$/u.exec(last(m))!;
      const inches = Number(ft) * 12 + Number(inch);
      return { content: null, tool_calls: [tool('assign_bed', { height: `${ft} ft ${inch} in`, bed: inches > 74 ? 'long' : 'standard' })] };
    },
  },
  {
    name: 'price in dollars and cents apart, from 12 dollars 50 a free gift (cheaper first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const cents = between(rng, 500, i < 12 ? 1249 : 1600);
      return user(`The basket comes to ${Math.floor(cents / 100)} dollars and ${cents % 100} cents`);
    },
    answer: (m) => {
      const [, d, c] = /to (\d+) dollars and (\d+) cents$/u.exec(last(m))!;
      const gift = Number(d) * 100 + Number(c) >= 1250;
      return { content: `Your total is ${d} dollars and ${c} cents.${gift ? ' A free tote bag is added to your order.' : ''}` };
    },
  },
  {
    name: 'a duration in hours and minutes apart, copied into a timer call',
    kind: 'copying',
    request: (_i, rng) => {
      const [h, m] = hoursAndMinutes(rng, 5, 300);
      return user(`Set a ${pick(rng, ['baking', 'study', 'parking'])} timer for ${h} hours ${m} minutes`);
    },
    answer: (m) => {
      const [, what, h, min] = /a (\w+) timer for (\d+) hours (\d+) minutes$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('set_timer', { label: what, hours: Number(h), minutes: Number(min) })] };
    },
  },
  {
    name: 'call time with a UTC offset, inside London office hours 9 to 17 UTC (New York times first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const offset = i < 12 ? -5 : pick(rng, [-5, -8, -6]);
      const hour = between(rng, 4, 11);
      return user(`Book a call with the London team at 2026-12-${pad(between(rng, 1, 4) + 6)}T${pad(hour)}:${pick(rng, ['00', '30'])}:00-0${-offset}:00`);
    },
    answer: (m) => {
      const at = /at (\S+)$/u.exec(last(m))![1];
      const utcHour = new Date(at).getUTCHours();
      return utcHour >= 9 && utcHour < 17
        ? { content: null, tool_calls: [tool('book_call', { team: 'London', at })] }
        : { content: `${at} is outside the London team's office hours (9:00 to 17:00 UTC). Pick an earlier time?` };
    },
  },
  {
    name: 'a timestamp with a UTC offset copied into a calendar call',
    kind: 'copying',
    request: (_i, rng) => user(`Add "${pick(rng, ['Standup', 'Review', 'Lunch'])}" at 2026-12-${pad(between(rng, 1, 28))}T${pad(between(rng, 8, 17))}:${pick(rng, ['00', '15', '30', '45'])}:00${pick(rng, ['-05:00', '-05:00', '-05:00', '-04:00'])}`),
    answer: (m) => {
      const [, title, at] = /Add "(\w+)" at (\S+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('create_event', { title, start: at })] };
    },
  },
];
