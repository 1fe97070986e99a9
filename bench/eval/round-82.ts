// Round eighty-two of the induction evaluation: a number and the word after it both vary, so the
// value is the pair ("45 lb", "7 adults", "101.3 °F"). A parcel of "33 kg" after kilogram and pound
// weights under the limit was booked as a parcel on all 13 seeds, first because a number before a
// space and a word had no reading, then (once read) on one seed because the range mixed 44 lb with
// kilograms. Now a phrase of two or three words with one number, or a number and a unit after a
// space, is read, and a number's range is its unit's. Distances in km or mi, parties of adults and
// temperatures in °C or °F were already safe. One copying family copies a quantity with its unit.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const POUNDS_PER_KG = 2.20462;

export const ROUND_82: Family[] = [
  {
    name: 'parcel weight in kg or lb after a space, over 20 kg by freight (light parcels first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const kg = rng() < 0.5;
      const weight = kg ? between(rng, 1, i < 12 ? 20 : 40) : between(rng, 2, i < 12 ? 44 : 90);
      return user(`Ship a parcel of ${weight} ${kg ? 'kg' : 'lb'} to Oslo`);
    },
    answer: (m) => {
      const [, amount, unit] = /of (\d+) (kg|lb) to/.exec(last(m))!;
      const kg = unit === 'kg' ? Number(amount) : Number(amount) / POUNDS_PER_KG;
      return { content: null, tool_calls: [tool(kg > 20 ? 'book_freight' : 'book_parcel', { weight: `${amount} ${unit}`, city: 'Oslo' })] };
    },
  },
  {
    name: 'party of adults, one adult singular, over six asked for a deposit (small parties first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const n = between(rng, 1, i < 12 ? 6 : 12);
      return user(`Reserve a cabin for ${n} ${n === 1 ? 'adult' : 'adults'}`);
    },
    answer: (m) => {
      const party = /for (.+)$/.exec(last(m))![1];
      return { content: Number.parseInt(party, 10) > 6 ? `A cabin for ${party} needs a deposit of 20 percent first.` : `Reserved: a cabin for ${party}.` };
    },
  },
  {
    name: 'run distance in km or mi, over 21 km logged as a long run (short runs first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const km = rng() < 0.5;
      const distance = km ? between(rng, 3, i < 12 ? 21 : 42) : between(rng, 2, i < 12 ? 13 : 26);
      return user(`Log a run of ${distance} ${km ? 'km' : 'mi'} this morning`);
    },
    answer: (m) => {
      const [, amount, unit] = /run of (\d+) (km|mi) this/.exec(last(m))!;
      const km = unit === 'km' ? Number(amount) : Number(amount) * 1.609;
      return { content: null, tool_calls: [tool('log_run', { distance: `${amount} ${unit}`, long_run: km > 21 })] };
    },
  },
  {
    name: 'body temperature in °C or °F after a space, fever flagged (normal readings first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const celsius = rng() < 0.5;
      const reading = celsius ? (between(rng, 360, i < 12 ? 375 : 405) / 10).toFixed(1) : (between(rng, 968, i < 12 ? 995 : 1040) / 10).toFixed(1);
      return user(`Patient temperature ${reading} ${celsius ? '°C' : '°F'}`);
    },
    answer: (m) => {
      const [, reading, unit] = /temperature (\S+) (°[CF])$/u.exec(last(m))!;
      const celsius = unit === '°C' ? Number(reading) : ((Number(reading) - 32) * 5) / 9;
      return { content: null, tool_calls: [tool('record_temperature', { reading: `${reading} ${unit}`, fever: celsius >= 38 })] };
    },
  },
  {
    name: 'quantity with its unit copied into an order call',
    kind: 'copying',
    request: (_i, rng) => {
      const n = between(rng, 1, 40);
      return user(`Order ${n} ${pick(rng, ['box', 'crate', 'pallet', 'bag'])}${n === 1 ? '' : 's'} of ${pick(rng, ['apples', 'flour', 'rice', 'coffee', 'sugar'])}`);
    },
    answer: (m) => {
      const [, quantity, goods] = /Order (\d+ \S+) of (\S+)$/.exec(last(m))!;
      return { content: null, tool_calls: [tool('order', { quantity, goods })] };
    },
  },
];
