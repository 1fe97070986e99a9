// Round forty-eight of the induction evaluation, written with the padding transform (a single
// digit written as two: "7:30" as "07:30"): two families it should reach, and three look-alikes
// whose answers pad the first values the same way and then do something else: a 12-hour clock
// after the morning hours, agent numbers padded to three digits after one- and two-digit ones,
// and minutes written as hours and minutes after values under an hour.
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

const MINUTES = ['00', '15', '30', '45'];
const MEETINGS = ['standup', 'retro', 'interview', 'workshop', 'demo', 'offsite'];
const CONTACTS = ['Alice', 'Bruno', 'Chen', 'Dana', 'Eli', 'Fatima', 'Goran', 'Hiro', 'Ines', 'Jonas'];

export const ROUND_48: Family[] = [
  {
    name: 'call scheduled at a time, hour padded to two digits',
    kind: 'copying',
    request: (_i, rng) => user(`Schedule a call with ${pick(rng, CONTACTS)} at ${between(rng, 6, 18)}:${pick(rng, MINUTES)}`),
    answer: (m) => {
      const [, who, h, mm] = /with (\w+) at (\d+):(\d+)$/.exec(last(m))!;
      return { content: null, tool_calls: [tool('schedule_call', { contact: who, time: `${pad(Number(h))}:${mm}` })] };
    },
  },
  {
    name: 'room number written as a two-digit code',
    kind: 'copying',
    request: (_i, rng) => user(`Book room ${between(rng, 1, 24)} for the ${pick(rng, MEETINGS)}`),
    answer: (m) => {
      const [, n, what] = /room (\d+) for the (\w+)$/.exec(last(m))!;
      return { content: null, tool_calls: [tool('book_room', { room: `R${pad(Number(n))}`, purpose: what })] };
    },
  },
  {
    name: '12-hour clock (morning hours first 9)',
    kind: 'look-alike',
    request: (i, rng) => user(`Set an alarm at ${i < 9 ? between(rng, 1, 11) : between(rng, 1, 23)}:00`),
    answer: (m) => {
      const h = Number(/at (\d+):00$/.exec(last(m))![1]);
      return { content: null, tool_calls: [tool('set_alarm', { time: `${pad(h % 12 || 12)}:00` })] };
    },
  },
  {
    name: 'agent number padded to three digits (one and two digits first 10)',
    kind: 'look-alike',
    request: (i, rng) => user(`Show the file of agent ${i < 10 ? between(rng, 1, 99) : between(rng, 1, 999)}`),
    answer: (m) => {
      const n = /agent (\d+)$/.exec(last(m))![1];
      return { content: `Agent ${n.padStart(3, '0')}: file opened.` };
    },
  },
  {
    name: 'minutes as hours and minutes (under an hour first 10)',
    kind: 'look-alike',
    request: (i, rng) => user(`Log ${i < 10 ? between(rng, 1, 59) : between(rng, 1, 180)} minutes of work`),
    answer: (m) => {
      const n = Number(/Log (\d+) minutes/.exec(last(m))![1]);
      return { content: null, tool_calls: [tool('log_time', { duration: `${pad(Math.floor(n / 60))}:${pad(n % 60)}` })] };
    },
  },
];
