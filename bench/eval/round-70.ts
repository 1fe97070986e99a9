// Round seventy of the induction evaluation: normal bands narrower than the gaps random readings
// leave either side, so the band's gap is not the widest by far: body temperature (36.1 to 37.2
// °C: 4 of 13 seeds served "outside the normal range" inside it), resting heart rate (2 of 13),
// tyre pressure (safe). A gap over three times the median, five for whole numbers, is now
// predicted first (slot-domain.ts: sparseAround). A blood pH and museum humidity, still served
// at times, are in limits.ts. Then remainders and places in the year an answer may follow (leap
// years, fizz, a star sign, a season, World Cup years), already safe.
import type { Family } from './families.js';
import { between, drawn, last, outsideOr, pad, pick, user } from './family-kit.js';

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const isLeo = (month: number, day: number) => (month === 7 && day >= 23) || (month === 8 && day <= 22);
const isSummer = (month: number, day: number) => (month === 6 && day >= 21) || month === 7 || month === 8 || (month === 9 && day <= 22);
/** A month and day, drawn until `wanted` holds while `only` does. */
const monthDay = (rng: () => number, only: boolean, wanted: (month: number, day: number) => boolean) => {
  let month = 0;
  let day = 0;
  do [month, day] = [between(rng, 1, 12), between(rng, 1, 28)];
  while (only && !wanted(month, day));
  return `${pad(month)}-${pad(day)}`;
};

export const ROUND_70: Family[] = [
  {
    name: 'body temperature normal from 36.1 to 37.2 °C (outside first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Patient temperature ${(outsideOr(rng, i < 12 || rng() < 0.4, [340, 361, 372, 410]) / 10).toFixed(1)} °C`),
    answer: (m) => {
      const t = Number(/temperature (\S+) °C/.exec(last(m))![1]);
      return { content: t >= 36.1 && t <= 37.2 ? `${t.toFixed(1)} °C is normal.` : `${t.toFixed(1)} °C is outside the normal range; notify the nurse.` };
    },
  },
  {
    name: 'tyre pressure fine from 30 to 35 psi (outside first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Front left tyre reads ${outsideOr(rng, i < 12 || rng() < 0.4, [18, 30, 35, 48])} psi`),
    answer: (m) => {
      const psi = Number(/reads (\d+) psi/.exec(last(m))![1]);
      return { content: psi >= 30 && psi <= 35 ? `${psi} psi is fine.` : `${psi} psi: adjust the pressure to 32 psi.` };
    },
  },
  {
    name: 'resting heart rate normal from 60 to 100 bpm (outside first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Resting heart rate ${outsideOr(rng, i < 12 || rng() < 0.4, [30, 60, 100, 200])} bpm`),
    answer: (m) => {
      const bpm = Number(/rate (\d+) bpm/.exec(last(m))![1]);
      return { content: bpm >= 60 && bpm <= 100 ? `${bpm} bpm is normal.` : `${bpm} bpm is abnormal: book a check-up.` };
    },
  },
  {
    name: 'days in February by year (leap years first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`How many days does February ${drawn(rng, i < 12 || rng() < 0.4, 1990, 2090, isLeap)} have?`),
    answer: (m) => {
      const year = Number(/February (\d+) have/.exec(last(m))![1]);
      return { content: `February ${year} has ${isLeap(year) ? 29 : 28} days.` };
    },
  },
  {
    name: 'fizz for multiples of three (fizz first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`We're playing fizzbuzz. Your turn: ${drawn(rng, i < 12 || rng() < 0.4, 1, 200, (n) => n % 3 === 0 && n % 5 !== 0)}`),
    answer: (m) => {
      const n = Number(/turn: (\d+)$/.exec(last(m))![1]);
      return { content: `${n}: ${n % 15 === 0 ? 'FizzBuzz' : n % 3 === 0 ? 'Fizz' : n % 5 === 0 ? 'Buzz' : 'say the number'}` };
    },
  },
  {
    name: 'star sign Leo from 23 July to 22 August (Leo first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`I was born on ${between(rng, 1950, 2005)}-${monthDay(rng, i < 12 || rng() < 0.4, isLeo)}. What is my star sign?`),
    answer: (m) => {
      const [, month, day] = /born on \d+-(\d+)-(\d+)\./.exec(last(m))!.map(Number);
      return { content: isLeo(month, day) ? 'You are a Leo.' : 'You are not a Leo; ask me about your sign in detail.' };
    },
  },
  {
    name: 'summer from 21 June to 22 September decides a picnic (summer first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Plan a picnic in Paris on ${pick(rng, ['2027', '2028'])}-${monthDay(rng, i < 12 || rng() < 0.4, isSummer)}`),
    answer: (m) => {
      const [, month, day] = /on \d+-(\d+)-(\d+)$/.exec(last(m))!.map(Number);
      return { content: isSummer(month, day) ? 'Summer in Paris: book a spot by the Seine.' : 'Outside summer: pick an indoor venue.' };
    },
  },
  {
    name: 'World Cup years every four from 2002 (cup years first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Summer ${drawn(rng, i < 12 || rng() < 0.4, 1950, 2050, (y) => (y - 2002) % 4 === 0)}: schedule the office TV room`),
    answer: (m) => {
      const year = Number(/Summer (\d+):/.exec(last(m))![1]);
      return { content: (year - 2002) % 4 === 0 ? `Summer ${year}: TV room booked for World Cup matches.` : `Summer ${year}: TV room open as usual.` };
    },
  },
];
