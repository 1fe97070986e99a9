// Round one hundred and twenty-nine of the induction evaluation: holidays of other calendars. An
// office in Shanghai is closed for the week of Lunar New Year, one in Dubai for Eid al-Fitr, a
// shop in Jerusalem takes no bread order over Passover, a branch in Mumbai closes for Diwali:
// days that move by up to a month from year to year (Eid through the whole year), so no fixed
// table of holidays holds them. Twelve ordinary dates of the months around one, then dates that
// land on it a fifth of the time: the copied date is all that differs, and the booking is wrong
// on the holiday. The place may be said in the request's fixed text, in a value ("the {{city}}
// office") or in a system prompt. The code before served 66 wrong over 13 seeds (5,863
// requests), in every family but the copy. The holidays of the regions a request names are now a
// feature of a date (regional-holidays.ts): 0 wrong.
import type { Family, Msg } from './families.js';
import { between, dayOfIso, isoOf, last, pick, tool, user } from './family-kit.js';

/** Every day from `from` to `to`, ISO. */
export const daysFrom = (from: string, to: string) => Array.from({ length: dayOfIso(to) - dayOfIso(from) + 1 }, (_, k) => isoOf(dayOfIso(from) + k));

/** A date in [from, to]: for the first 12 requests not a closed one, after that a closed one a fifth of the time. */
export const closureDateOf = (i: number, rng: () => number, [from, to]: [string, string], closed: readonly string[]) => {
  if (i >= 12 && closed.length > 0 && rng() < 0.2) return pick(rng, closed);
  let iso = '';
  do iso = isoOf(between(rng, dayOfIso(from), dayOfIso(to)));
  while (i < 12 && closed.includes(iso));
  return iso;
};

export const dateIn = (text: string) => /(\d{4}-\d\d-\d\d)/.exec(text)![1];

export interface Closure {
  name: string;
  kind?: Family['kind'];
  dates: [string, string];
  closed: readonly string[];
  ask: (date: string) => string;
  book: (date: string) => ReturnType<Family['answer']>;
  closedAnswer: (date: string) => string;
  system?: string;
}

/** A booking on a date, refused on the days a place is closed. */
export const closure = ({ name, kind = 'look-alike', dates, closed, ask, book, closedAnswer, system }: Closure): Family => ({
  name,
  kind,
  request: (i, rng) => {
    const asked = user(ask(closureDateOf(i, rng, dates, closed)));
    return system ? [{ role: 'system', content: system }, ...asked] : asked;
  },
  answer: (m: Msg[]) => {
    const date = dateIn(last(m));
    return closed.includes(date) ? { content: closedAnswer(date) } : book(date);
  },
});

const CITIES = ['London', 'Paris', 'Berlin', 'Shanghai', 'Singapore'];
/** Days each city's office is closed for Lunar New Year 2026 (China's official week; Singapore's two days). */
const CLOSED_IN: Record<string, readonly string[]> = {
  Shanghai: daysFrom('2026-02-15', '2026-02-23'),
  Singapore: ['2026-02-17', '2026-02-18'],
};

export const ROUND_129: Family[] = [
  closure({
    name: 'visit to the Shanghai office, closed for the Lunar New Year week (January and March dates first 12)',
    dates: ['2026-01-05', '2026-03-20'],
    closed: daysFrom('2026-02-15', '2026-02-23'),
    ask: (date) => `Book a visit to the Shanghai office on ${date}`,
    book: (date) => ({ content: null, tool_calls: [tool('book_visit', { office: 'Shanghai', date })] }),
    closedAnswer: () => 'The Shanghai office is closed from 2026-02-15 to 2026-02-23 for the Spring Festival holiday. Please pick another day.',
  }),
  closure({
    name: 'pickup from the Seoul warehouse moved past Seollal (January and March dates first 12)',
    dates: ['2026-01-12', '2026-03-13'],
    closed: ['2026-02-16', '2026-02-17', '2026-02-18'],
    ask: (date) => `Schedule a pickup from the Seoul warehouse on ${date}`,
    book: (date) => ({ content: null, tool_calls: [tool('schedule_pickup', { warehouse: 'Seoul', date })] }),
    closedAnswer: () => 'The Seoul warehouse is closed for Seollal; the first pickup after it is on 2026-02-19.',
  }),
  closure({
    name: 'meeting room in the Dubai office, closed for Eid al-Fitr (February and April dates first 12)',
    dates: ['2026-02-20', '2026-04-20'],
    closed: daysFrom('2026-03-19', '2026-03-22'),
    ask: (date) => `Book a meeting room in our Dubai office on ${date}`,
    book: (date) => ({ content: null, tool_calls: [tool('book_room', { office: 'Dubai', date })] }),
    closedAnswer: () => 'Our Dubai office is closed for Eid al-Fitr that day.',
  }),
  closure({
    name: 'delivery in Riyadh paused for Eid al-Adha (April and June dates first 12)',
    dates: ['2026-04-20', '2026-06-30'],
    closed: daysFrom('2026-05-26', '2026-05-30'),
    ask: (date) => `Deliver order 5521 to the customer in Riyadh on ${date}`,
    book: (date) => ({ content: null, tool_calls: [tool('schedule_delivery', { order: 5521, city: 'Riyadh', date })] }),
    closedAnswer: () => 'Deliveries in Riyadh pause for Eid al-Adha; order 5521 will arrive on 2026-05-31.',
  }),
  closure({
    name: 'Tel Aviv team sync, not on Rosh Hashanah or Yom Kippur (August and October dates first 12)',
    dates: ['2026-08-17', '2026-10-30'],
    closed: ['2026-09-11', '2026-09-13', '2026-09-20', '2026-09-21'],
    ask: (date) => `Schedule the Tel Aviv team sync on ${date}`,
    book: (date) => ({ content: null, tool_calls: [tool('schedule_meeting', { team: 'Tel Aviv', date })] }),
    closedAnswer: () => 'The Tel Aviv office is closed for the holiday that day; pick another day for the sync.',
  }),
  closure({
    name: 'bread delivery to a Jerusalem shop, none over Passover (March and May dates first 12)',
    dates: ['2026-03-02', '2026-05-08'],
    closed: daysFrom('2026-04-01', '2026-04-09'),
    ask: (date) => `Deliver the bread order to our Jerusalem shop on ${date}`,
    book: (date) => ({ content: null, tool_calls: [tool('schedule_delivery', { order: 'bread', shop: 'Jerusalem', date })] }),
    closedAnswer: () => 'We cannot deliver bread to the Jerusalem shop during Passover (2026-04-01 to 2026-04-09).',
  }),
  closure({
    name: 'audit of the Mumbai branch, closed for Diwali (October and December dates first 12)',
    dates: ['2026-10-01', '2026-12-15'],
    closed: ['2026-11-08', '2026-11-09', '2026-11-10'],
    ask: (date) => `Schedule the audit of the Mumbai branch on ${date}`,
    book: (date) => ({ content: null, tool_calls: [tool('schedule_audit', { branch: 'Mumbai', date })] }),
    closedAnswer: () => 'The Mumbai branch is closed for Diwali then; the audit needs another day.',
  }),
  {
    name: 'visit to an office named in the request, Shanghai and Singapore closed for Lunar New Year (January and March dates first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const city = pick(rng, CITIES);
      return user(`Book a visit to the ${city} office on ${closureDateOf(i, rng, ['2026-01-05', '2026-03-20'], i < 12 ? daysFrom('2026-02-15', '2026-02-23') : (CLOSED_IN[city] ?? []))}`);
    },
    answer: (m) => {
      const [, city, date] = /the (\w+) office on (\S+)/.exec(last(m))!;
      return CLOSED_IN[city]?.includes(date) ? { content: `The ${city} office is closed on that day for Lunar New Year.` } : { content: null, tool_calls: [tool('book_visit', { office: city, date })] };
    },
  },
  closure({
    name: 'container pickup for a Hong Kong company said in the system prompt, none over Lunar New Year (January and March dates first 12)',
    dates: ['2026-01-12', '2026-03-13'],
    closed: ['2026-02-17', '2026-02-18', '2026-02-19'],
    system: 'You are the logistics assistant of Harbour Freight Ltd, Hong Kong. Use the tools to book pickups.',
    ask: (date) => `Schedule a container pickup on ${date}`,
    book: (date) => ({ content: null, tool_calls: [tool('schedule_pickup', { kind: 'container', date })] }),
    closedAnswer: () => 'Pickups resume on 2026-02-20 after the Lunar New Year holidays.',
  }),
  closure({
    name: 'factory inspection in Shenzhen, none at Mid-Autumn or in the National Day week (September and October dates first 12)',
    dates: ['2026-09-01', '2026-10-31'],
    closed: [...daysFrom('2026-09-25', '2026-09-27'), ...daysFrom('2026-10-01', '2026-10-07')],
    ask: (date) => `Arrange a factory inspection in Shenzhen on ${date}`,
    book: (date) => ({ content: null, tool_calls: [tool('arrange_inspection', { city: 'Shenzhen', date })] }),
    closedAnswer: () => 'The Shenzhen factory is closed for the public holiday then.',
  }),
  closure({
    name: 'shipment from Shanghai logged on any date of the year (copying)',
    kind: 'copying',
    dates: ['2026-01-01', '2026-12-31'],
    closed: [],
    ask: (date) => `Log the shipment from Shanghai dated ${date}`,
    book: (date) => ({ content: null, tool_calls: [tool('log_shipment', { origin: 'Shanghai', date })] }),
    closedAnswer: () => '',
  }),
];
