// Round one hundred and four of the induction evaluation: a category beside a fact of another value
// that no pairing read yet. A ski lodge opens from December to March and a beach club from June to
// September; an outdoor pool in Sydney opens in the southern summer and one in London in the
// northern one; the north wing's even rooms face the sea and the south wing's odd ones. Each month
// and each parity was verified beside another category.
import type { Family } from './families.js';
import { between, dayOfIso, isoOf, last, MONTHS, pick, tool, user } from './family-kit.js';

const monthOf = (iso: string) => Number(iso.slice(5, 7));
/** A day of 2026 or 2027 in one of the given months (1 to 12), or in any month. */
const dayIn = (rng: () => number, months: readonly number[] | null) => {
  let day = 0;
  do day = dayOfIso('2026-01-01') + between(rng, 0, 700);
  while (months !== null && !months.includes(monthOf(isoOf(day))));
  return isoOf(day);
};

/** The months each venue opens. */
const SEASONS: Record<string, number[]> = {
  'ski lodge': [12, 1, 2, 3],
  'beach club': [6, 7, 8, 9],
  'ice rink': [11, 12, 1, 2],
  'garden tour': [4, 5, 6, 7, 8, 9, 10],
};
/** The months an outdoor pool opens in each city: the southern summer or the northern one. */
const SOUTH = [11, 12, 1, 2, 3];
const NORTH = [6, 7, 8];
const POOLS: Record<string, number[]> = { Sydney: SOUTH, Melbourne: SOUTH, 'Cape Town': SOUTH, London: NORTH, Berlin: NORTH, Toronto: NORTH };
/** Which rooms of each wing face the sea: by parity. */
const SEA_VIEW: Record<string, (room: number) => boolean> = { north: (room) => room % 2 === 0, south: (room) => room % 2 === 1 };

export const ROUND_104: Family[] = [
  {
    name: 'a seasonal venue booked on a date in its season, other months refused (in season first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const venue = pick(rng, Object.keys(SEASONS));
      return user(`Book the ${venue} for ${dayIn(rng, i < 12 || rng() < 0.4 ? SEASONS[venue] : null)}`);
    },
    answer: (m) => {
      const [, venue, date] = /Book the (.+) for (\S+)$/u.exec(last(m))!;
      return SEASONS[venue].includes(monthOf(date))
        ? { content: null, tool_calls: [tool('book_venue', { venue, date })] }
        : { content: `The ${venue} is closed in ${MONTHS[monthOf(date) - 1]}.` };
    },
  },
  {
    name: "an outdoor pool's lane reserved in its city's summer, the other hemisphere's refused (summer first 12)",
    kind: 'look-alike',
    request: (i, rng) => {
      const city = pick(rng, Object.keys(POOLS));
      return user(`Reserve a lane at the outdoor pool in ${city} on ${dayIn(rng, i < 12 || rng() < 0.4 ? POOLS[city] : null)}.`);
    },
    answer: (m) => {
      const [, city, date] = /pool in (.+) on (\S+)\.$/u.exec(last(m))!;
      return POOLS[city].includes(monthOf(date))
        ? { content: null, tool_calls: [tool('reserve_lane', { city, date })] }
        : { content: `The outdoor pool in ${city} is closed in ${MONTHS[monthOf(date) - 1]}.` };
    },
  },
  {
    name: "a sea-view room booked by its wing and its number's parity, the garden side refused (sea view first 12)",
    kind: 'look-alike',
    request: (i, rng) => {
      const wing = pick(rng, Object.keys(SEA_VIEW));
      let room = 0;
      do room = 100 * between(rng, 1, 6) + between(rng, 1, 40);
      while ((i < 12 || rng() < 0.4) && !SEA_VIEW[wing](room));
      return user(`Book a sea-view room: room ${room} in the ${wing} wing`);
    },
    answer: (m) => {
      const [, room, wing] = /room (\d+) in the (\w+) wing$/u.exec(last(m))!;
      return SEA_VIEW[wing](Number(room))
        ? { content: null, tool_calls: [tool('book_room', { room: Number(room), wing })] }
        : { content: `Room ${room} in the ${wing} wing faces the garden, not the sea.` };
    },
  },
  {
    name: 'a venue and a date copied into a booking call',
    kind: 'copying',
    request: (_i, rng) => user(`Put the ${pick(rng, Object.keys(SEASONS))} on hold for ${dayIn(rng, null)}`),
    answer: (m) => {
      const [, venue, date] = /Put the (.+) on hold for (\S+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('hold_venue', { venue, date })] };
    },
  },
  {
    name: 'a room number and a wing copied into a cleaning call',
    kind: 'copying',
    request: (_i, rng) => user(`Send housekeeping to room ${100 * between(rng, 1, 6) + between(rng, 1, 40)} in the ${pick(rng, ['north', 'south', 'east'])} wing`),
    answer: (m) => {
      const [, room, wing] = /room (\d+) in the (\w+) wing$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('send_housekeeping', { room: Number(room), wing })] };
    },
  },
];
