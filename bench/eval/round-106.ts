// Round one hundred and six of the induction evaluation: rounds 104 and 105's rules, written so they
// may not be read. A month named without a year ("August 3", "in August"), beside the city whose
// summer it is not; two bus stops of one line, each with its own minutes past the hour; a street's
// sides by a house number's parity, said in prose.
import type { Family } from './families.js';
import { between, last, MONTHS, pad, pick, tool, user } from './family-kit.js';

const SOUTH = [11, 12, 1, 2, 3];
const NORTH = [6, 7, 8];
/** The months an outdoor pool opens in each city. */
const POOLS: Record<string, number[]> = { Sydney: SOUTH, Melbourne: SOUTH, Auckland: SOUTH, London: NORTH, Berlin: NORTH, Toronto: NORTH };
/** A month (1 to 12) among the given ones, or any. */
const monthIn = (rng: () => number, months: readonly number[] | null) => (months ? pick(rng, months) : between(rng, 1, 12));
/** Each stop's minutes past the hour. */
const STOPS: Record<string, number[]> = { Main: [5, 35], Oak: [20, 50] };
/** Which side of each street odd numbers are on. */
const ODD_SIDE: Record<string, string> = { Elm: 'north', Pine: 'south', Cedar: 'east' };
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Each museum's closing day. */
const CLOSED: Record<string, string> = { Louvre: 'Tuesday', Orsay: 'Monday', Prado: 'Wednesday' };
const other = (side: string) => ({ north: 'south', south: 'north', east: 'west', west: 'east' })[side]!;

export const ROUND_106: Family[] = [
  {
    name: "an outdoor pool's lane reserved on a month and day without a year, the other hemisphere's summer refused (summer first 12)",
    kind: 'look-alike',
    request: (i, rng) => {
      const city = pick(rng, Object.keys(POOLS));
      return user(`Reserve a lane at the outdoor pool in ${city} on ${MONTHS[monthIn(rng, i < 12 || rng() < 0.4 ? POOLS[city] : null) - 1]} ${between(rng, 1, 28)}.`);
    },
    answer: (m) => {
      const [, city, month, day] = /pool in (.+) on (\w+) (\d+)\.$/u.exec(last(m))!;
      return POOLS[city].includes(MONTHS.indexOf(month) + 1)
        ? { content: null, tool_calls: [tool('reserve_lane', { city, month, day: Number(day) })] }
        : { content: `The outdoor pool in ${city} is closed in ${month}.` };
    },
  },
  {
    name: 'whether an outdoor pool is open in a month named alone, the other hemisphere\'s summer answered closed (summer first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const city = pick(rng, Object.keys(POOLS));
      return user(`Is the outdoor pool in ${city} open in ${MONTHS[monthIn(rng, i < 12 || rng() < 0.4 ? POOLS[city] : null) - 1]}?`);
    },
    answer: (m) => {
      const [, city, month] = /pool in (.+) open in (\w+)\?$/u.exec(last(m))!;
      return { content: POOLS[city].includes(MONTHS.indexOf(month) + 1) ? `Yes, the outdoor pool in ${city} is open in ${month}.` : `No, the outdoor pool in ${city} is closed in ${month}.` };
    },
  },
  {
    name: "a bus caught at its stop's minutes past the hour, the other stop's minutes refused (own minutes first 12)",
    kind: 'look-alike',
    request: (i, rng) => {
      const stop = pick(rng, Object.keys(STOPS));
      const minutes = i < 12 || rng() < 0.4 ? STOPS[stop] : [...STOPS.Main, ...STOPS.Oak];
      return user(`Remind me to catch the ${pad(between(rng, 6, 21))}:${pad(pick(rng, minutes))} bus at the ${stop} stop`);
    },
    answer: (m) => {
      const [, time, stop] = /catch the (\d\d:\d\d) bus at the (\w+) stop$/u.exec(last(m))!;
      return STOPS[stop].includes(Number(time.slice(3)))
        ? { content: null, tool_calls: [tool('set_reminder', { time, stop })] }
        : { content: `No bus stops at the ${stop} stop at ${time}; it comes at ${STOPS[stop].join(' and ')} minutes past each hour.` };
    },
  },
  {
    name: "a house's side of its street told by its number's parity, in prose",
    kind: 'look-alike',
    request: (_i, rng) => user(`Which side of ${pick(rng, Object.keys(ODD_SIDE))} Street is number ${between(rng, 1, 400)} on?`),
    answer: (m) => {
      const [, street, n] = /side of (\w+) Street is number (\d+) on\?$/u.exec(last(m))!;
      const side = Number(n) % 2 === 1 ? ODD_SIDE[street] : other(ODD_SIDE[street]);
      return { content: `Number ${n} is on the ${side} side of ${street} Street.` };
    },
  },
  {
    name: 'a lane booked for a month named alone, the other hemisphere\'s summer refused (summer first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const city = pick(rng, Object.keys(POOLS));
      return user(`Book swimmer ${between(rng, 100, 999)} a season lane at the ${city} outdoor pool for ${MONTHS[monthIn(rng, i < 12 || rng() < 0.4 ? POOLS[city] : null) - 1]}`);
    },
    answer: (m) => {
      const [, swimmer, city, month] = /swimmer (\d+) a season lane at the (.+) outdoor pool for (\w+)$/u.exec(last(m))!;
      return POOLS[city].includes(MONTHS.indexOf(month) + 1)
        ? { content: null, tool_calls: [tool('book_season_lane', { swimmer: Number(swimmer), city, month })] }
        : { content: `The ${city} outdoor pool is closed in ${month}; swimmer ${swimmer} was not booked.` };
    },
  },
  {
    name: 'a museum visit booked on a weekday named alone, its closing day refused (open days first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const museum = pick(rng, Object.keys(CLOSED));
      let day = '';
      do day = pick(rng, WEEKDAYS);
      while ((i < 12 || rng() < 0.4) && day === CLOSED[museum]);
      return user(`Book ${between(rng, 2, 9)} tickets for the ${museum} on ${day}`);
    },
    answer: (m) => {
      const [, tickets, museum, day] = /Book (\d) tickets for the (\w+) on (\w+)$/u.exec(last(m))!;
      return day !== CLOSED[museum]
        ? { content: null, tool_calls: [tool('book_visit', { museum, day, tickets: Number(tickets) })] }
        : { content: `The ${museum} is closed on ${day}s; no tickets were booked.` };
    },
  },
  {
    name: 'a city and a month copied into a schedule call',
    kind: 'copying',
    request: (_i, rng) => user(`Get the pool schedule for ${pick(rng, Object.keys(POOLS))} in ${pick(rng, MONTHS)}`),
    answer: (m) => {
      const [, city, month] = /schedule for (.+) in (\w+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('pool_schedule', { city, month })] };
    },
  },
];
