// Round fifty-four of the induction evaluation: round fifty-three's rewritten word, in values of
// five and six words, where a phrase's words were not counted place by place (only up to four).
// A street suffix written out ("Blvd" as "Boulevard") in a call and in prose, and an abbreviation
// in a long meeting title. Both address families served the suffix as written on 6 of 11 seeds
// before places up to eight were counted (value-features.ts).
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const NAMES = ['Maple', 'Oak', 'Cedar', 'Pine', 'Elm', 'Birch', 'Willow', 'Lake', 'Hill', 'River', 'Park', 'Main'];
const SECOND = ['Grove', 'Valley', 'Ridge', 'Creek', 'Forest', 'Meadow', 'Harbor', 'Spring'];
const DIRS = ['North', 'South', 'East', 'West'];
const SUFFIX: Record<string, string> = { St: 'Street', Ave: 'Avenue', Rd: 'Road', Blvd: 'Boulevard' };
const address = (i: number, rng: () => number) => {
  const short = i >= 12 && rng() < 0.5;
  const suffix = pick(rng, Object.keys(SUFFIX));
  return `${between(rng, 10, 9999)} ${pick(rng, DIRS)} ${pick(rng, NAMES)} ${pick(rng, SECOND)} ${short ? suffix : SUFFIX[suffix]}`;
};
const expand = (text: string) => text.replace(/\b(St|Ave|Rd|Blvd)\b/, (s) => SUFFIX[s]);
export const ROUND_54: Family[] = [
  {
    name: 'five-word street address into a call, suffix written out (written-out first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Ship the order to ${address(i, rng)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('ship_order', { address: expand(/order to (.+)$/.exec(last(m))![1]) })] }),
  },
  {
    name: 'five-word street address in prose, suffix written out (written-out first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Confirm delivery to ${address(i, rng)} please`),
    answer: (m) => ({ content: `Delivery confirmed to ${expand(/delivery to (.+) please$/.exec(last(m))![1])}.` }),
  },
  {
    name: 'six-word meeting title, abbreviation written out (no abbreviations first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const team = pick(rng, ['Design', 'Sales', 'Platform', 'Growth', 'Support', 'Finance']);
      const kind = i >= 12 && rng() < 0.4 ? pick(rng, ['Mtg', 'Sync']) : pick(rng, ['Meeting', 'Review', 'Planning']);
      return user(`Create a calendar event called Weekly ${team} Team ${kind} With Leads`);
    },
    answer: (m) => ({ content: null, tool_calls: [tool('create_event', { title: /called (.+)$/.exec(last(m))![1].replace(/\bMtg\b/, 'Meeting') })] }),
  },
];
