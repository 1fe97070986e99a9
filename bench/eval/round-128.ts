// Round one hundred and twenty-eight of the induction evaluation: a local time and its zone,
// where a date decides the offset. A calendar tool takes "15:00 New York time" as UTC, or with
// its offset; a confirmation names the zone ("EST" or "EDT"); an answer gives the hours between
// two cities. Twelve dates on one side of a change to or from summer time, then dates on both
// sides: the copied date is all that differs, and the constant offset, UTC hour, abbreviation or
// hour beside it is wrong past the change. The code before served none wrong where the change
// lies past the dates verified (a date outside their range is predicted first), but 9 over 13
// seeds where it lies between them: 15:00 in London is 11:00 in New York only from March 8 to
// 28 and October 25 to 31 (North America on summer time, Europe not), weeks no wider than the
// gaps between a year's random dates. Which regions are on summer time is now a feature of a
// date (summer-time.ts): 0 wrong.
import type { Family } from './families.js';
import { between, dayOfIso, isoOf, last, pad, tool, user } from './family-kit.js';

/** A zone's offset from UTC in minutes at a local date and hour (Intl's tz data, as a model's calendar tool has). */
const offsetAt = (zone: string, iso: string, hour: number) => {
  const probe = new Date(`${iso}T${pad(hour)}:00:00Z`);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(probe).find((p) => p.type === 'timeZoneName')!.value;
  const m = /GMT([+-])(\d\d):(\d\d)/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
};
const asOffset = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
/** A local date and hour in `zone` as an instant in UTC, ISO with Z. */
const utcOf = (zone: string, iso: string, hour: number) => new Date(Date.parse(`${iso}T${pad(hour)}:00:00Z`) - offsetAt(zone, iso, hour) * 60_000).toISOString().replace('.000Z', 'Z');

/** A date within [from, to] for the first 12 requests, within [from, later] after. */
const dateOf = (i: number, rng: () => number, [from, to, later]: [string, string, string]) =>
  isoOf(between(rng, dayOfIso(from), dayOfIso(i < 12 ? to : later)));

/** A date of 2026, for the first 12 requests one where `skipped` does not hold. */
const dateOf2026 = (i: number, rng: () => number, skipped: (iso: string) => boolean) => {
  let iso = '';
  do iso = isoOf(between(rng, dayOfIso('2026-01-01'), dayOfIso('2026-12-31')));
  while (i < 12 && skipped(iso));
  return iso;
};

/** Hours London is ahead of New York at midday on a date: 5, or 4 in the weeks their changes to summer time differ. */
const londonNewYorkHours = (iso: string) => (offsetAt('Europe/London', iso, 12) - offsetAt('America/New_York', iso, 12)) / 60;
/** Hours Sydney is ahead of New York at midday UTC on a date: 16, 14, or 15 in the weeks only one of them is on summer time. */
const sydneyNewYorkHours = (iso: string) => (offsetAt('Australia/Sydney', iso, 12) - offsetAt('America/New_York', iso, 12)) / 60;

const dateIn = (text: string) => /(\d{4}-\d\d-\d\d)/.exec(text)![1];

/** "Schedule the <title> on <date> at 15:00 New York time", booked in UTC: dates drawn as `dateOf` draws them. */
const newYorkEventInUtc = (name: string, kind: Family['kind'], title: string, dates: [string, string, string]): Family => ({
  name,
  kind,
  request: (i, rng) => user(`Schedule the ${title} on ${dateOf(i, rng, dates)} at 15:00 New York time`),
  answer: (m) => ({ content: null, tool_calls: [tool('create_event', { title, start: utcOf('America/New_York', dateIn(last(m)), 15) })] }),
});

export const ROUND_128: Family[] = [
  newYorkEventInUtc('standup at 15:00 New York time booked in UTC (winter dates first 12)', 'look-alike', 'standup', ['2026-01-05', '2026-03-06', '2026-04-30']),
  {
    name: 'call at 09:00 Berlin time with its offset (March dates before summer time first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Book the supplier call on ${dateOf(i, rng, ['2026-03-02', '2026-03-27', '2026-04-20'])} at 09:00 Berlin time`),
    answer: (m) => {
      const iso = dateIn(last(m));
      return { content: null, tool_calls: [tool('book_call', { with: 'supplier', start: `${iso}T09:00:00${asOffset(offsetAt('Europe/Berlin', iso, 9))}` })] };
    },
  },
  {
    name: 'reminder at 08:00 Sydney time with its offset (summer time first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Set a reminder to water the garden on ${dateOf(i, rng, ['2026-03-01', '2026-04-03', '2026-04-30'])} at 08:00 Sydney time`),
    answer: (m) => {
      const iso = dateIn(last(m));
      return { content: null, tool_calls: [tool('set_reminder', { text: 'water the garden', at: `${iso}T08:00:00${asOffset(offsetAt('Australia/Sydney', iso, 8))}` })] };
    },
  },
  newYorkEventInUtc('New York time in UTC across the autumn change (October dates first 12)', 'look-alike', 'review', ['2026-10-01', '2026-10-30', '2026-11-30']),
  {
    name: 'hour in New York time copied into UTC (winter dates first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Schedule a demo on ${dateOf(i, rng, ['2026-01-05', '2026-03-06', '2026-04-30'])} at ${between(rng, 8, 17)}:00 New York time`),
    answer: (m) => {
      const iso = dateIn(last(m));
      const hour = Number(/at (\d+):00/.exec(last(m))![1]);
      return { content: null, tool_calls: [tool('create_event', { title: 'demo', start: utcOf('America/New_York', iso, hour) })] };
    },
  },
  {
    name: 'confirmation naming the zone, EST or EDT (winter dates first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Confirm the dentist appointment on ${dateOf(i, rng, ['2026-01-05', '2026-03-06', '2026-04-30'])} at 3 PM New York time`),
    answer: (m) => {
      const iso = dateIn(last(m));
      return { content: `Confirmed: dentist on ${iso} at 3:00 PM ${offsetAt('America/New_York', iso, 15) === -300 ? 'EST' : 'EDT'}.` };
    },
  },
  {
    name: 'confirmation naming London time, GMT or BST (March dates first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Confirm the viewing on ${dateOf(i, rng, ['2026-03-02', '2026-03-27', '2026-04-20'])} at 11:00 London time`),
    answer: (m) => {
      const iso = dateIn(last(m));
      return { content: `Your viewing is booked for ${iso} at 11:00 ${offsetAt('Europe/London', iso, 11) === 0 ? 'GMT' : 'BST'}.` };
    },
  },
  newYorkEventInUtc('sync at 15:00 New York time in UTC, dates April to October (copying)', 'copying', 'sync', ['2026-04-01', '2026-10-20', '2026-10-20']),
  {
    name: 'New York time of a 15:00 London call (dates outside the weeks the changes differ first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const iso = dateOf2026(i, rng, (date) => londonNewYorkHours(date) === 4);
      return user(`A call at 15:00 London time on ${iso}: what time is that in New York?`);
    },
    answer: (m) => {
      const iso = dateIn(last(m));
      return { content: `On ${iso}, 15:00 in London is ${15 - londonNewYorkHours(iso)}:00 in New York.` };
    },
  },
  {
    name: 'London time of a New York standup as a tool call (dates outside the weeks the changes differ first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const iso = dateOf2026(i, rng, (date) => londonNewYorkHours(date) === 4);
      return user(`Add the New York standup at 09:00 on ${iso} to my London calendar`);
    },
    answer: (m) => {
      const iso = dateIn(last(m));
      return { content: null, tool_calls: [tool('add_event', { title: 'New York standup', date: iso, time: `${pad(9 + londonNewYorkHours(iso))}:00`, zone: 'Europe/London' })] };
    },
  },
  {
    name: 'Sydney time of a 17:00 New York call (dates outside the weeks only one side is on summer time first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const iso = dateOf2026(i, rng, (date) => sydneyNewYorkHours(date) === 15);
      return user(`Our New York team meets at 17:00 on ${iso}. What time is that for the Sydney office?`);
    },
    answer: (m) => {
      const iso = dateIn(last(m));
      return { content: `That is ${(17 + sydneyNewYorkHours(iso)) % 24}:00 the next day in Sydney.` };
    },
  },
];
