// Round fifty-three of the induction evaluation: two slots that differed in every example and
// then hold the same value (a route from a city to itself, a transfer to oneself, a meeting of
// one person), and long values whose words a model rewrites after twelve exact copies (a street
// suffix written out, a city's abbreviation expanded in a search query).
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const CITIES = ['Paris', 'Berlin', 'Madrid', 'Rome', 'Oslo', 'Lima', 'Tokyo', 'Cairo', 'Delhi', 'Quito', 'Austin', 'Dublin'];
const NAMES = ['Maple', 'Oak', 'Cedar', 'Pine', 'Elm', 'Birch', 'Willow', 'Lake', 'Hill', 'River', 'Park', 'Main'];
const DIRS = ['North', 'South', 'East', 'West'];
const SUFFIX: Record<string, string> = { St: 'Street', Ave: 'Avenue', Rd: 'Road', Blvd: 'Boulevard' };
const PEOPLE = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy'];
/** Two picks that differ in the first 12 requests and are the same one time in three after. */
function pairEqualLate(i: number, rng: () => number, items: readonly string[]): [string, string] {
  const first = pick(rng, items);
  let second = pick(rng, items);
  if (i < 12) while (second === first) second = pick(rng, items);
  else if (rng() < 0.3) second = first;
  return [first, second];
}

export const ROUND_53: Family[] = [
  {
    name: 'route between two cities, the same city answered apart (different cities first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const [from, to] = pairEqualLate(i, rng, CITIES);
      return user(`Plan a train route from ${from} to ${to}`);
    },
    answer: (m) => {
      const [from, to] = /from (\w+) to (\w+)$/.exec(last(m))!.slice(1);
      return from === to ? { content: `You are already in ${from}.` } : { content: null, tool_calls: [tool('plan_route', { from, to })] };
    },
  },
  {
    name: 'transfer between two people, to oneself refused (different people first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const [from, to] = pairEqualLate(i, rng, PEOPLE);
      return user(`Send ${between(rng, 5, 90)} dollars from ${from} to ${to}`);
    },
    answer: (m) => {
      const [amount, from, to] = /Send (\d+) dollars from (\w+) to (\w+)$/.exec(last(m))!.slice(1);
      return { content: from === to ? `${from} cannot send ${amount} dollars to ${to}: same account.` : `Sent ${amount} dollars from ${from} to ${to}.` };
    },
  },
  {
    name: 'meeting of two people, one person alone (pairs first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const [a, b] = pairEqualLate(i, rng, PEOPLE);
      return user(`Book a meeting room for ${a} and ${b}`);
    },
    answer: (m) => {
      const [a, b] = /for (\w+) and (\w+)$/.exec(last(m))!.slice(1);
      return { content: null, tool_calls: [tool('book_room', { attendees: a === b ? [a] : [a, b] })] };
    },
  },
  {
    name: 'street address into a shipping call, suffix written out (written-out suffixes first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const short = i >= 12 && rng() < 0.5;
      const suffix = pick(rng, Object.keys(SUFFIX));
      return user(`Ship the order to ${between(rng, 10, 9999)} ${pick(rng, DIRS)} ${pick(rng, NAMES)} ${short ? suffix : SUFFIX[suffix]} Apt ${between(rng, 1, 40)}`);
    },
    answer: (m) => {
      const address = /order to (.+)$/.exec(last(m))![1].replace(/\b(St|Ave|Rd|Blvd)\b/, (s) => SUFFIX[s]);
      return { content: null, tool_calls: [tool('ship_order', { address })] };
    },
  },
  {
    name: 'long search query, a city abbreviation expanded (no abbreviations first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const place = i >= 12 && rng() < 0.4 ? pick(rng, ['NYC', 'LA', 'SF']) : pick(rng, ['Boston', 'Chicago', 'Denver', 'Seattle', 'Austin', 'Miami']);
      return user(`Search the web for best ${pick(rng, ['pizza', 'sushi', 'tacos', 'ramen', 'bagels'])} places in ${place} open late tonight`);
    },
    answer: (m) => ({ content: null, tool_calls: [tool('web_search', { query: /web for (.+)$/.exec(last(m))![1].replace(/\bNYC\b/, 'New York City').replace(/\bLA\b/, 'Los Angeles').replace(/\bSF\b/, 'San Francisco') })] }),
  },
];
