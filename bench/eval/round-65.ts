// Round sixty-five of the induction evaluation: trying to break round sixty-four's limits per
// category. A minimum order per country (a limit below a category's numbers, 3 of 13 seeds) and
// Sunday hours on a 12-hour clock (2 of 13) were served wrong while three numbers of a category's
// own sufficed and one other number past them did: Italy's orders of 42, 48 and 77 beside
// France's of 25 and 27, Sundays at 10:00, 11:00 and 13:00 beside other days to 17:00. Now a
// category needs five, and three of the others must reach the number from its extreme. A party
// size that depends on a weekday named (safe on these draws, unchecked before) is now a pairing
// too. Already safe: a shipping cutoff per service from a tool result beside an hour from the
// user, a price cap with decimals per plan, a night allowance per site in a tool call.
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Parties of up to 10 on weekdays, 6 at the weekend. */
const largestParty = (day: string) => (day === 'Saturday' || day === 'Sunday' ? 6 : 10);
const MIN_ORDER: Record<string, number> = { Germany: 20, France: 25, Spain: 40, Italy: 30 };
const CUTOFF: Record<string, number> = { standard: 17, express: 15, overnight: 13 };
const MAX_PRICE: Record<string, number> = { basic: 9.99, plus: 19.99, pro: 49.99 };
const twelveHour = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;

export const ROUND_65: Family[] = [
  {
    name: 'party size on a weekday, at most 6 at the weekend (small parties first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const day = pick(rng, WEEKDAY_NAMES);
      return user(`Book a table for ${between(rng, 2, i < 12 || rng() < 0.4 ? Math.min(largestParty(day), 6) : 10)} on ${day}`);
    },
    answer: (m) => {
      const [, guests, day] = /for (\d+) on (\w+)/.exec(last(m))!;
      return Number(guests) <= largestParty(day) ? { content: null, tool_calls: [tool('book_table', { guests: Number(guests), day })] } : { content: `On ${day}s we seat at most ${largestParty(day)}; ${guests} guests is too many.` };
    },
  },
  {
    name: 'minimum order by country, the amount below it refused (large orders first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const country = pick(rng, Object.keys(MIN_ORDER));
      return user(`Deliver my ${between(rng, i < 12 || rng() < 0.4 ? MIN_ORDER[country] : 20, 90)} euro order to ${country}`);
    },
    answer: (m) => {
      const [, amount, country] = /my (\d+) euro order to (\w+)/.exec(last(m))!;
      return Number(amount) >= MIN_ORDER[country] ? { content: null, tool_calls: [tool('deliver', { amount: Number(amount), country })] } : { content: `The minimum order to ${country} is ${MIN_ORDER[country]} euros.` };
    },
  },
  {
    name: 'shipping cutoff per service from a tool result, the hour from the user (before cutoff first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const service = pick(rng, Object.keys(CUTOFF));
      const hour = between(rng, 8, i < 12 || rng() < 0.4 ? CUTOFF[service] - 1 : 18);
      return [
        { role: 'user', content: `Can order 5521 still ship today? It is ${pad(hour)}:00 now.` },
        { role: 'assistant', content: null, tool_calls: [tool('get_order', { id: '5521' })] },
        { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ id: '5521', service }) },
      ];
    },
    answer: (m) => {
      const hour = Number(/It is (\d\d):00/.exec(m[0].content!)![1]);
      const { service } = JSON.parse(m[2].content!) as { service: string };
      return { content: hour < CUTOFF[service] ? `Yes: ${service} orders placed at ${pad(hour)}:00 ship today.` : `No: ${service} orders after ${CUTOFF[service]}:00 ship tomorrow.` };
    },
  },
  {
    name: 'store hours on a 12-hour clock, Sundays close at 2 PM (Sunday mornings first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const day = pick(rng, ['Monday', 'Wednesday', 'Friday', 'Sunday', 'Sunday']);
      return user(`Reserve a fitting on ${day} at ${twelveHour(between(rng, 9, i < 12 || rng() < 0.4 ? (day === 'Sunday' ? 13 : 17) : 17))}`);
    },
    answer: (m) => {
      const [, day, hour, half] = /on (\w+) at (\d+) (AM|PM)/.exec(last(m))!;
      const h = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
      return h < (day === 'Sunday' ? 14 : 18) ? { content: null, tool_calls: [tool('reserve_fitting', { day, time: `${hour} ${half}` })] } : { content: `We close at ${day === 'Sunday' ? '2 PM' : '6 PM'} on ${day}s.` };
    },
  },
  {
    name: 'plan price cap with decimals, a price over the plan cap refused (under caps first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const plan = pick(rng, Object.keys(MAX_PRICE));
      const cents = between(rng, 99, i < 12 || rng() < 0.4 ? Math.round(MAX_PRICE[plan] * 100) : 4999);
      return user(`Add a ${(cents / 100).toFixed(2)} add-on to my ${plan} plan`);
    },
    answer: (m) => {
      const [, price, plan] = /Add a (\S+) add-on to my (\w+) plan/.exec(last(m))!;
      return Number(price) <= MAX_PRICE[plan] ? { content: null, tool_calls: [tool('add_addon', { price: Number(price), plan })] } : { content: `Add-ons over ${MAX_PRICE[plan]} are not available on the ${plan} plan.` };
    },
  },
  {
    name: 'night shift allowance by site, the hour in a tool call (day hours first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const site = pick(rng, ['Leeds', 'Bristol', 'Derby']);
      const start = site === 'Derby' ? 20 : 22;
      return user(`Log a shift at ${site} starting ${pad(between(rng, 6, i < 12 || rng() < 0.4 ? start - 1 : 23))}:00`);
    },
    answer: (m) => {
      const [, site, hour] = /at (\w+) starting (\d\d):00/.exec(last(m))!;
      return { content: null, tool_calls: [tool('log_shift', { site, start: `${hour}:00`, night_allowance: Number(hour) >= (site === 'Derby' ? 20 : 22) })] };
    },
  },
];
