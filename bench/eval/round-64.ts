// Round sixty-four of the induction evaluation: answers that turn on two copied values together,
// each of which was verified apart, and values whose shape looks valid where their content is
// not. Served wrong until category-limits.ts kept a time or small number per value of a variable
// of few values: a letter over its weight limit (8 of 13 seeds), a call before office hours in
// New York (5 of 13), a Saturday pickup after 14:00 named as a weekday (3 of 13) or by a date (2
// of 13). Served wrong until they were features: a colour with a letter that is not hex (9 of 13)
// and an IPv4 octet over 255 (7 of 13). The rest were already safe: a moment's weekday and time in
// one value, quantity times price against a budget, three purchases against a gift card, free
// shipping from an amount per country, a drinking age per country (in prose and as a tool call),
// hot by a temperature's unit, a large payment per currency, a warranty's years from a purchase
// date, an hour past 23, an email without a dot in its domain, a percent over 100.
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WORKDAYS = WEEKDAY_NAMES.slice(1, 6);
const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => WEEKDAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()];
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** Shops close at 18:00 on workdays and at 14:00 on Saturdays. */
const closing = (weekday: string) => (weekday === 'Saturday' ? 14 * 60 : 18 * 60);
/** A pickup time: on a Saturday before closing in the first twelve, else anywhere 9:00 to 17:30. */
const pickupTime = (rng: () => number, weekday: string, early: boolean) => clock(between(rng, 18, early && weekday === 'Saturday' ? 27 : 35) * 30);
/** Days of 2027, from 2027-01-04 on. */
const DAY_2027 = 20_822;

const FREE_SHIPPING_FROM: Record<string, number> = { US: 50, UK: 80, Canada: 100, Australia: 120 };
const DRINKING_AGE: Record<string, number> = { Germany: 16, UK: 18, France: 18, US: 21 };
const HOT_FROM: Record<string, number> = { C: 30, F: 86 };
const WEIGHT_LIMIT: Record<string, number> = { letter: 2, parcel: 30, pallet: 1000 };
const CURRENCY_LARGE: Record<string, number> = { USD: 1000, EUR: 1000, JPY: 150_000 };

const octet = (rng: () => number) => between(rng, 1, 254);
const hexDigits = '0123456789ABCDEF';
const NOT_HEX = 'GHKMRTXZ';

export const ROUND_64: Family[] = [
  {
    name: 'pickup on a weekday at a time, Saturdays close at 14:00 (Saturday mornings first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const weekday = pick(rng, [...WORKDAYS, 'Saturday', 'Saturday']);
      return user(`Schedule my pickup on ${weekday} at ${pickupTime(rng, weekday, i < 12 || rng() < 0.4)}`);
    },
    answer: (m) => {
      const [, weekday, time] = /on (\w+) at (\d\d:\d\d)/.exec(last(m))!;
      return minutesOf(time) < closing(weekday) ? { content: null, tool_calls: [tool('schedule_pickup', { day: weekday, time })] } : { content: `We close at ${clock(closing(weekday))} on ${weekday}s, so ${time} is not available.` };
    },
  },
  {
    name: 'pickup on a date at a time, Saturdays close at 14:00 (Saturday mornings first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const date = isoDay(DAY_2027 + between(rng, 0, 300));
      return user(`Schedule my pickup on ${date} at ${pickupTime(rng, weekdayOf(date), i < 12 || rng() < 0.4)}`);
    },
    answer: (m) => {
      const [, date, time] = /on (\S+) at (\d\d:\d\d)/.exec(last(m))!;
      const weekday = weekdayOf(date);
      if (weekday === 'Sunday') return { content: `We are closed on Sundays; ${date} is a Sunday.` };
      return minutesOf(time) < closing(weekday) ? { content: null, tool_calls: [tool('schedule_pickup', { date, time })] } : { content: `We close at ${clock(closing(weekday))} on ${weekday}s, so ${time} on ${date} is not available.` };
    },
  },
  {
    name: 'pickup at a moment in one value, Saturdays close at 14:00 (Saturday mornings first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const date = isoDay(DAY_2027 + between(rng, 0, 300));
      return user(`Schedule my pickup for ${date} ${pickupTime(rng, weekdayOf(date), i < 12 || rng() < 0.4)} please`);
    },
    answer: (m) => {
      const [, moment, date, time] = /for ((\S+) (\d\d:\d\d)) please/.exec(last(m))!;
      const weekday = weekdayOf(date);
      if (weekday === 'Sunday') return { content: `We are closed on Sundays.` };
      return minutesOf(time) < closing(weekday) ? { content: null, tool_calls: [tool('schedule_pickup', { at: moment })] } : { content: `We close early on ${weekday}s: ${moment} is not available.` };
    },
  },
  {
    name: 'tickets within a budget, quantity times price (within first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const price = between(rng, 15, 60);
      const budget = between(rng, 10, 30) * 10;
      const most = Math.max(1, Math.floor(budget / price));
      const quantity = i < 12 || rng() < 0.5 ? between(rng, 1, most) : between(rng, most + 1, most + 4);
      return user(`Buy ${quantity} tickets at $${price} each, my budget is $${budget}`);
    },
    answer: (m) => {
      const [, q, p, b] = /Buy (\d+) tickets at \$(\d+) each, my budget is \$(\d+)/.exec(last(m))!.map(Number);
      return q * p <= b ? { content: null, tool_calls: [tool('buy_tickets', { quantity: q, price: p, budget: b })] } : { content: `${q} tickets at $${p} cost more than your $${b} budget.` };
    },
  },
  {
    name: 'three purchases against a gift card (sums under first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const card = between(rng, 60, 150);
      const under = i < 12 || rng() < 0.5;
      const a = between(rng, 5, Math.floor(card / 3));
      const b = between(rng, 5, Math.floor(card / 3));
      const c = under ? between(rng, 5, card - a - b) : between(rng, card - a - b + 1, card - 5);
      return user(`Can I pay $${a}, $${b} and $${c} with my $${card} gift card?`);
    },
    answer: (m) => {
      const [a, b, c, card] = [...last(m).matchAll(/\$(\d+)/g)].map((x) => Number(x[1]));
      return a + b + c <= card ? { content: null, tool_calls: [tool('checkout', { prices: [a, b, c], gift_card: card })] } : { content: `No: $${a}, $${b} and $${c} come to more than your $${card} card.` };
    },
  },
  {
    name: 'free shipping from an amount that depends on the country (free orders first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const country = pick(rng, Object.keys(FREE_SHIPPING_FROM));
      const amount = i < 12 || rng() < 0.4 ? between(rng, FREE_SHIPPING_FROM[country], 200) : between(rng, 50, 200);
      return user(`Ship my $${amount} order to ${country}`);
    },
    answer: (m) => {
      const [, amount, country] = /my \$(\d+) order to (\w+)/.exec(last(m))!;
      return Number(amount) >= FREE_SHIPPING_FROM[country] ? { content: null, tool_calls: [tool('ship_order', { amount: Number(amount), country, shipping: 'free' })] } : { content: `Shipping your $${amount} order to ${country} costs $15.` };
    },
  },
  {
    name: 'drinking age that depends on the country (adults everywhere first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const country = pick(rng, Object.keys(DRINKING_AGE));
      const age = i < 12 || rng() < 0.4 ? between(rng, 21, 40) : between(rng, 16, 22);
      return user(`Can a ${age}-year-old buy beer in ${country}?`);
    },
    answer: (m) => {
      const [, age, country] = /a (\d+)-year-old buy beer in (\w+)\?/.exec(last(m))!;
      return { content: `${Number(age) >= DRINKING_AGE[country] ? 'Yes' : 'No'}: a ${age}-year-old ${Number(age) >= DRINKING_AGE[country] ? 'can' : 'cannot'} buy beer in ${country}.` };
    },
  },
  {
    name: 'drinking age that depends on the country, as a tool call (adults everywhere first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const country = pick(rng, Object.keys(DRINKING_AGE));
      const age = i < 12 || rng() < 0.4 ? between(rng, 18, 40) : between(rng, 16, 22);
      return user(`Add beer to the cart of a ${age}-year-old customer in ${country}`);
    },
    answer: (m) => {
      const [, age, country] = /of a (\d+)-year-old customer in (\w+)/.exec(last(m))!;
      return Number(age) >= DRINKING_AGE[country] ? { content: null, tool_calls: [tool('add_to_cart', { item: 'beer', age: Number(age), country })] } : { content: `Sorry, a ${age}-year-old cannot buy beer in ${country}.` };
    },
  },
  {
    name: 'hot or not by a temperature and its unit (hot in both first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const unit = pick(rng, ['C', 'F']);
      const degrees = i < 12 || rng() < 0.4 ? (unit === 'C' ? between(rng, 30, 40) : between(rng, 86, 100)) : between(rng, 30, 100);
      return user(`It is ${degrees} degrees ${unit} outside, is that hot?`);
    },
    answer: (m) => {
      const [, degrees, unit] = /It is (\d+) degrees (\w) outside/.exec(last(m))!;
      return { content: Number(degrees) >= HOT_FROM[unit] ? `Yes, ${degrees} degrees ${unit} is hot. Stay in the shade.` : `No, ${degrees} degrees ${unit} is not hot.` };
    },
  },
  {
    name: 'shipping method by weight limit per service (within limits first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const service = pick(rng, Object.keys(WEIGHT_LIMIT));
      const kg = i < 12 || rng() < 0.4 ? between(rng, 1, WEIGHT_LIMIT[service]) : between(rng, 1, 40);
      return user(`Send a ${kg} kg package by ${service}`);
    },
    answer: (m) => {
      const [, kg, service] = /a (\d+) kg package by (\w+)/.exec(last(m))!;
      return Number(kg) <= WEIGHT_LIMIT[service] ? { content: null, tool_calls: [tool('send', { kg: Number(kg), service })] } : { content: `A ${kg} kg package is over the ${service} limit of ${WEIGHT_LIMIT[service]} kg.` };
    },
  },
  {
    name: 'large payment flag by amount and currency (small amounts first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const currency = pick(rng, Object.keys(CURRENCY_LARGE));
      const amount = i < 12 || rng() < 0.4 ? (currency === 'JPY' ? between(rng, 100, 999) : between(rng, 10, 999)) : between(rng, 100, 999) * (currency === 'JPY' ? 1 : between(rng, 1, 3));
      return user(`Pay ${amount} ${currency} to the supplier`);
    },
    answer: (m) => {
      const [, amount, currency] = /Pay (\d+) (\w+) to/.exec(last(m))!;
      return { content: null, tool_calls: [tool('pay', { amount: Number(amount), currency, review: Number(amount) >= CURRENCY_LARGE[currency] })] };
    },
  },
  {
    name: 'warranty still valid by purchase date and years, against a fixed today (valid first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const years = between(rng, 1, 3);
      // Today is 2027-06-01; valid when bought less than `years` years before.
      const back = i < 12 || rng() < 0.4 ? between(rng, 10, years * 365 - 10) : between(rng, 10, 1000);
      return [{ role: 'system', content: 'Today is 2027-06-01.' }, { role: 'user', content: `I bought it on ${isoDay(20_970 - back)} with a ${years}-year warranty. Is it covered?` }];
    },
    answer: (m) => {
      const [, date, years] = /on (\S+) with a (\d)-year warranty/.exec(last(m))!;
      const end = `${Number(date.slice(0, 4)) + Number(years)}${date.slice(4)}`;
      return { content: end > '2027-06-01' ? `Yes, bought on ${date} with ${years} years, it is covered.` : `No, bought on ${date} with ${years} years, it is no longer covered.` };
    },
  },
  {
    name: 'firewall rule for an IPv4 address, an octet over 255 refused (valid addresses first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const parts = [octet(rng), octet(rng), octet(rng), octet(rng)];
      if (i >= 12 && rng() < 0.4) parts[between(rng, 0, 3)] = between(rng, 256, 299);
      return user(`Allow traffic from ${parts.join('.')}`);
    },
    answer: (m) => {
      const address = /from (\S+)$/.exec(last(m))![1];
      return address.split('.').every((part) => Number(part) <= 255) ? { content: null, tool_calls: [tool('allow_ip', { address })] } : { content: `${address} is not a valid IPv4 address.` };
    },
  },
  {
    name: 'theme colour set, a colour that is not hex refused (hex colours first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const digits = Array.from({ length: 6 }, () => pick(rng, [...hexDigits]));
      if (i >= 12 && rng() < 0.4) digits[between(rng, 0, 5)] = pick(rng, [...NOT_HEX]);
      return user(`Set the theme colour to #${digits.join('')}`);
    },
    answer: (m) => {
      const colour = /to (#\S+)$/.exec(last(m))![1];
      return /^#[0-9A-F]{6}$/.test(colour) ? { content: null, tool_calls: [tool('set_theme', { colour })] } : { content: `${colour} is not a hex colour.` };
    },
  },
  {
    name: 'alarm set, an hour past 23 refused (real times first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Set an alarm for ${pad(i >= 12 && rng() < 0.3 ? between(rng, 24, 29) : between(rng, 0, 23))}:${pad(between(rng, 0, 11) * 5)}`),
    answer: (m) => {
      const time = /for (\d\d:\d\d)$/.exec(last(m))![1];
      return Number(time.slice(0, 2)) <= 23 ? { content: null, tool_calls: [tool('set_alarm', { time })] } : { content: `${time} is not a time of day.` };
    },
  },
  {
    name: 'invite by email, an address without a dot in its domain refused (full domains first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const mailbox = pick(rng, ['ana', 'bo.li', 'kim', 'raj', 'eva.m', 'tom', 'lee', 'ida', 'max', 'zoe', 'nia', 'ken']);
      const domain = pick(rng, ['acme', 'globex', 'initech', 'umbrella', 'hooli', 'vandelay']);
      return user(`Invite ${mailbox}@${domain}${i >= 12 && rng() < 0.4 ? '' : pick(rng, ['.com', '.io', '.org', '.net'])} to the workspace`);
    },
    answer: (m) => {
      const email = /Invite (\S+) to/.exec(last(m))![1];
      return /@[^@]+\.\w+$/.test(email) ? { content: null, tool_calls: [tool('invite', { email })] } : { content: `${email} has no domain ending; please check the address.` };
    },
  },
  {
    name: 'discount code applied, a percent over 100 refused (real percents first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Create a discount of ${i >= 12 && rng() < 0.3 ? between(rng, 101, 150) : between(rng, 5, 100)}% for spring`),
    answer: (m) => {
      const percent = Number(/of (\d+)%/.exec(last(m))![1]);
      return percent <= 100 ? { content: null, tool_calls: [tool('create_discount', { percent, name: 'spring' })] } : { content: `A discount of ${percent}% is more than the price.` };
    },
  },
  {
    name: 'meeting across time zones, a start before 9:00 in the other city questioned (office hours first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const city = pick(rng, ['London', 'Berlin', 'New York']);
      const earliest = city === 'New York' ? 15 : 9;
      return user(`Set a call with the ${city} team at ${clock(between(rng, i < 12 || rng() < 0.4 ? earliest * 2 : 18, 34) * 30)} London time`);
    },
    answer: (m) => {
      const [, city, time] = /the (.+) team at (\d\d:\d\d) London/.exec(last(m))!;
      const offset = { London: 0, Berlin: 1, 'New York': -5 }[city]!;
      const local = minutesOf(time) + offset * 60;
      return local >= 9 * 60 ? { content: null, tool_calls: [tool('schedule_call', { team: city, time })] } : { content: `${time} in London is ${clock(local)} in ${city}, before office hours there.` };
    },
  },
];
