// Round one hundred and thirty-seven of the induction evaluation: a value written two ways in one
// account. Two agents of one user (or one agent before and after a release) label the same fact
// differently: "current_time: 1779295568" and "now_ms=1779295568123", "Today: 2026-05-20" and
// "date=2026-05-20", "cart total 75.00 USD" and "total=75.00". Induction aligns what differs
// between requests, so one variable holds the label with the value, and no reading of that phrase
// saw the time, the date or the amount inside it. Each family writes its value one of two ways at
// random; the first twelve values agree by coincidence (mornings, weekdays, large totals, adults,
// ordinary days, new clients, gold members), the next may not. Found by replaying every family in
// one account: the code before served "Good morning!" in the evening there. Two copying families
// and a noise family show the cost. The code before served 28 wrong answers over 13 seeds on the
// first eleven families (a greeting 23 times, wine to a minor twice, no upgrade notice for an old
// client 3 times); a number, a time or a date among a phrase's words is now read as a value of its
// own (server/templates/values-in-phrase.ts): 0 wrong over all twelve.
import type { Family, Msg } from './families.js';
import { between, dayOfIso, isoOf, last, MONTHS, pick, tool, user } from './family-kit.js';

type Rng = () => number;

const DESK = 'You are the front desk assistant of the Harbour View Hotel. Be brief.';
const SHOP = 'You are the checkout assistant of an online bookshop.';

/** A moment in May to August 2026, in unix seconds: a morning (07:00 to 11:59 UTC) or any hour. */
const moment = (rng: Rng, morning: boolean) => {
  const day = dayOfIso('2026-05-01') + between(rng, 0, 110);
  const minute = morning ? between(rng, 7 * 60, 12 * 60 - 1) : between(rng, 0, 24 * 60 - 1);
  return day * 86_400 + minute * 60 + between(rng, 0, 59);
};
const greetingAt = (seconds: number) => {
  const hour = new Date(seconds * 1000).getUTCHours();
  return hour >= 5 && hour < 12 ? 'Good morning!' : hour < 18 && hour >= 12 ? 'Good afternoon!' : 'Good evening!';
};
/** The moment in seconds, from either label. */
const secondsIn = (text: string) => {
  const [, seconds, millis] = /current_time: (\d+)|now_ms=(\d+)/u.exec(text)!;
  return seconds ? Number(seconds) : Math.floor(Number(millis) / 1000);
};

/** A day of 2026 or 2027: a weekday, or any day. */
const someDay = (rng: Rng, weekday: boolean) => {
  let day = 0;
  do day = dayOfIso('2026-03-01') + between(rng, 0, 500);
  while (weekday && [0, 6].includes(new Date(day * 86_400_000).getUTCDay()));
  return isoOf(day);
};
const dateIn = (text: string) => /(\d{4}-\d\d-\d\d)/u.exec(text)![1];
/** US federal holidays on fixed dates, and Thanksgiving and Memorial Day of 2026 and 2027. */
const CLOSED_ON = new Set(['2026-05-25', '2026-07-03', '2026-09-07', '2026-11-26', '2026-12-25', '2027-01-01', '2027-05-31', '2027-07-05', '2027-11-25', '2027-12-24', '2026-11-11', '2027-11-11', '2027-01-18', '2027-02-15', '2026-10-12', '2027-06-18']);

export const ROUND_137: Family[] = [
  {
    name: 'greeting by a unix time labelled two ways, seconds or milliseconds (mornings first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const seconds = moment(rng, i < 12 || rng() < 0.4);
      const labelled = rng() < 0.5 ? `current_time: ${seconds}` : `now_ms=${seconds * 1000 + between(rng, 0, 999)}`;
      return [{ role: 'system', content: `${DESK} ${labelled}` }, { role: 'user', content: 'Greet me in two words.' }];
    },
    answer: (m) => ({ content: greetingAt(secondsIn(m[0].content ?? '')) }),
  },
  {
    name: 'front desk open on weekdays, the date labelled two ways (weekdays first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const date = someDay(rng, i < 12 || rng() < 0.5);
      return [{ role: 'system', content: `${DESK} ${rng() < 0.5 ? `Today: ${date}` : `date=${date}`}` }, { role: 'user', content: 'Is the spa open today?' }];
    },
    answer: (m) => {
      const weekday = new Date(`${dateIn(m[0].content ?? '')}T00:00:00Z`).getUTCDay();
      return { content: [0, 6].includes(weekday) ? 'The spa is closed at weekends.' : 'The spa is open until 8 pm today.' };
    },
  },
  {
    name: 'gym classes on weekdays, the date written in words or in ISO (weekdays first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const date = someDay(rng, i < 12 || rng() < 0.5);
      const [year, month, day] = date.split('-').map(Number);
      const written = rng() < 0.5 ? `Today is ${MONTHS[month - 1]} ${day}, ${year}.` : `today=${date}`;
      return [{ role: 'system', content: `You book classes at the Riverside Gym. ${written}` }, { role: 'user', content: 'Book me into the noon class.' }];
    },
    answer: (m) => {
      const text = m[0].content ?? '';
      const words = /Today is (\w+) (\d+), (\d+)\./u.exec(text);
      const date = words ? isoOf(Date.UTC(Number(words[3]), MONTHS.indexOf(words[1]), Number(words[2])) / 86_400_000) : dateIn(text);
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      return [0, 6].includes(weekday) ? { content: 'There is no noon class at weekends.' } : { content: null, tool_calls: [tool('book_class', { slot: 'noon' })] };
    },
  },
  {
    name: 'a unix time glued to its label or in brackets, the greeting by its hour (mornings first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const seconds = moment(rng, i < 12 || rng() < 0.4);
      const labelled = pick(rng, [`ts:${seconds}`, `time(${seconds})`, `[now ${seconds}]`]);
      return [{ role: 'system', content: `${DESK} ${labelled}` }, { role: 'user', content: 'Greet me in two words.' }];
    },
    answer: (m) => ({ content: greetingAt(Number(/(\d{10})/u.exec(m[0].content ?? '')![1])) }),
  },
  {
    name: 'shipping free from $50, the cart total labelled two ways (large totals first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const total = i < 12 || rng() < 0.5 ? between(rng, 5000, 19999) : between(rng, 500, 4999);
      const amount = `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`;
      return [{ role: 'system', content: `${SHOP} ${rng() < 0.5 ? `cart total ${amount} USD` : `total=${amount}`}` }, { role: 'user', content: 'Do I pay for shipping?' }];
    },
    answer: (m) => {
      const total = Number(/(\d+\.\d\d)/u.exec(m[0].content ?? '')![1]);
      return { content: total >= 50 ? 'Shipping is free on this order.' : 'Shipping costs $4.99 on orders under $50.' };
    },
  },
  {
    name: 'wine offered to adults, the age labelled two ways (adults first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const age = i < 12 || rng() < 0.5 ? between(rng, 21, 80) : between(rng, 13, 20);
      return [{ role: 'system', content: `${DESK} ${rng() < 0.5 ? `Guest profile: age ${age}` : `guest_age=${age}`}` }, { role: 'user', content: 'What drinks can you bring to my room?' }];
    },
    answer: (m) => {
      const age = Number(/(?:age |guest_age=)(\d+)/u.exec(m[0].content ?? '')![1]);
      return { content: age >= 21 ? 'We can bring wine, beer, juice or tea.' : 'We can bring juice, soda or tea.' };
    },
  },
  {
    name: 'office closed on holidays, the date labelled two ways (ordinary days first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const date = i < 12 || rng() < 0.6 ? someDay(rng, true) : pick(rng, [...CLOSED_ON]);
      return [{ role: 'system', content: `You answer for the city permit office. ${rng() < 0.5 ? `Date: ${date}` : `d=${date}`}` }, { role: 'user', content: 'Can I drop off my form today?' }];
    },
    answer: (m) => ({ content: CLOSED_ON.has(dateIn(m[0].content ?? '')) ? 'The office is closed today for the holiday.' : 'The counter is open from 9 to 4 today.' }),
  },
  {
    name: 'upgrade required below version 3, the client version labelled two ways (new clients first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const major = i < 12 || rng() < 0.5 ? between(rng, 3, 6) : between(rng, 1, 2);
      const version = `${major}.${between(rng, 0, 12)}.${between(rng, 0, 9)}`;
      return [{ role: 'system', content: `You are the support bot of the Tally app. ${rng() < 0.5 ? `Client version: ${version}` : `v=${version}`}` }, { role: 'user', content: 'Sync is not working.' }];
    },
    answer: (m) => {
      const major = Number(/(?:version: |v=)(\d+)\./u.exec(m[0].content ?? '')![1]);
      return { content: major >= 3 ? 'Please sign out and back in; that resets sync.' : 'Please update the app: versions before 3.0 can no longer sync.' };
    },
  },
  {
    name: 'lounge access by membership tier, the tier labelled two ways (gold and platinum first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const tier = pick(rng, i < 12 || rng() < 0.4 ? ['gold', 'platinum'] : ['silver', 'bronze', 'basic']);
      const labelled = pick(rng, [`plan: ${tier}`, `tier=${tier}`, `membership(${tier})`]);
      return [{ role: 'system', content: `You are the assistant of SkyWays airline. Member ${labelled}` }, { role: 'user', content: 'Can I use the lounge before my flight?' }];
    },
    answer: (m) => ({ content: /gold|platinum/u.test(m[0].content ?? '') ? 'Lounge access is included with your membership.' : 'Lounge access costs $40 with your membership.' }),
  },
  {
    name: 'a question answered whatever the time, labelled two ways (noise)',
    kind: 'noise',
    request: (_i, rng) => {
      const seconds = moment(rng, false);
      return [{ role: 'system', content: `${DESK} ${rng() < 0.5 ? `current_time: ${seconds}` : `now_ms=${seconds * 1000 + between(rng, 0, 999)}`}` }, { role: 'user', content: 'Is there parking at the hotel?' }];
    },
    answer: () => ({ content: 'Yes, guests park free in the garage under the hotel.' }),
  },
  {
    name: 'a workout logged for a date labelled two ways (copying)',
    kind: 'copying',
    request: (_i, rng) => {
      const date = someDay(rng, false);
      return [{ role: 'system', content: `You log workouts for the user. ${rng() < 0.5 ? `Today: ${date}` : `date=${date}`}` }, user(`Log a ${pick(rng, ['run', 'swim', 'ride', 'walk', 'climb'])} of ${between(rng, 10, 90)} minutes`)[0]];
    },
    answer: (m) => {
      const [, kind, minutes] = /Log a (\w+) of (\d+) minutes/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('log_workout', { date: dateIn(m[0].content ?? ''), kind, minutes: Number(minutes) })] };
    },
  },
  {
    name: 'an order id labelled two ways, copied into a status call (copying)',
    kind: 'copying',
    request: (_i, rng) => {
      const id = `${between(rng, 100000, 999999)}`;
      return [{ role: 'system', content: `${SHOP} ${rng() < 0.5 ? `Current order: #${id}` : `order_id=${id}`}` }, { role: 'user', content: 'Where is my order?' }] as Msg[];
    },
    answer: (m) => ({ content: null, tool_calls: [tool('order_status', { order_id: /(\d{6})/u.exec(m[0].content ?? '')![1] })] }),
  },
];
