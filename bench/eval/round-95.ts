// Round ninety-five of the induction evaluation: two values of few kinds whose pairing decides
// the answer, each verified beside others but never the two together. Two medicines each safe
// with others and not with each other; a product each country takes but one; a branch open on
// Sundays and one that is not.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const DRUGS = ['warfarin', 'ibuprofen', 'acetaminophen', 'omeprazole', 'sertraline', 'tramadol', 'metformin', 'loratadine'];
/** Pairs that must not be taken together (bleeding, serotonin syndrome), in either order. */
const UNSAFE = new Set(['warfarin ibuprofen', 'sertraline tramadol', 'warfarin omeprazole', 'ibuprofen sertraline']);
const unsafe = (a: string, b: string) => UNSAFE.has(`${a} ${b}`) || UNSAFE.has(`${b} ${a}`);

const PRODUCTS = ['books', 'shoes', 'lithium batteries', 'perfume', 'coffee beans'];
const COUNTRIES = ['Canada', 'Japan', 'Germany', 'Australia', 'Mexico'];
/** Products a country's customs refuse by post. */
const BANNED = new Set(['lithium batteries Japan', 'perfume Australia', 'coffee beans Australia', 'lithium batteries Mexico']);

/** December 2026 dates: the 7th is a Monday. */
const decemberDate = (rng: () => number, weekend: boolean) => {
  const week = 7 * between(rng, 0, 2);
  return `2026-12-${String(7 + week + (weekend ? pick(rng, [5, 6]) : between(rng, 0, 4))).padStart(2, '0')}`;
};
const isWeekend = (iso: string) => [0, 6].includes(new Date(`${iso}T12:00:00Z`).getUTCDay());
const BRANCHES = ['downtown', 'airport', 'harbour', 'suburban'];

export const ROUND_95: Family[] = [
  {
    name: 'two medicines taken together, pairs of medicines each verified safe with others refused (safe pairs first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      let [a, b] = [pick(rng, DRUGS), pick(rng, DRUGS)];
      while (a === b || (i < 12 && unsafe(a, b))) [a, b] = [pick(rng, DRUGS), pick(rng, DRUGS)];
      return user(`Can I take ${a} with ${b}?`);
    },
    answer: (m) => {
      const [, a, b] = /take (\w+) with (\w+)\?/u.exec(last(m))!;
      return { content: unsafe(a, b) ? `No, do not take ${a} with ${b} without asking your doctor.` : `Yes, you can take ${a} with ${b}.` };
    },
  },
  {
    name: 'a parcel of a product to a country, products a country bans refused (allowed pairs first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      let [product, country] = [pick(rng, PRODUCTS), pick(rng, COUNTRIES)];
      while (i < 12 && BANNED.has(`${product} ${country}`)) [product, country] = [pick(rng, PRODUCTS), pick(rng, COUNTRIES)];
      return user(`Ship a box of ${product} to ${country}`);
    },
    answer: (m) => {
      const [, product, country] = /box of (.+) to (\w+)$/u.exec(last(m))!;
      return BANNED.has(`${product} ${country}`)
        ? { content: `Customs in ${country} do not accept ${product} by post, so I cannot ship this box.` }
        : { content: null, tool_calls: [tool('create_shipment', { contents: product, destination: country })] };
    },
  },
  {
    name: 'a branch open on a date, the suburban branch (closed at weekends) on a Saturday refused (weekdays there first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const branch = pick(rng, BRANCHES);
      return user(`Is the ${branch} branch open on ${decemberDate(rng, (branch !== 'suburban' || i >= 12) && rng() < 0.4)}?`);
    },
    answer: (m) => {
      const [, branch, date] = /the (\w+) branch open on (\S+)\?/u.exec(last(m))!;
      return { content: branch === 'suburban' && isWeekend(date) ? `No, the ${branch} branch is closed on ${date}.` : `Yes, the ${branch} branch is open on ${date}.` };
    },
  },
];
