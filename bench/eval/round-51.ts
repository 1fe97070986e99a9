// Round fifty-one of the induction evaluation, written to break the rules rather than to please
// them: each look-alike copies a value in its first ten or twelve requests and then stops copying
// it exactly, in a way the value's characters alone barely show: a JSON number normalized ("12.50"
// becomes 12.5), a trailing slash or period dropped, an email lower-cased, a sentence-initial
// word capitalized, dollars written as cents (whole dollars first), a year's century. Its copying
// families are what an agent sends every day: an issue key, a URL, an acronym in lower case.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const WHOLE_PRICES = ['12', '40', '7', '199', '25', '3', '64', '18', '90', '150', '5', '33'];
const ANY_PRICES = ['12.50', '9.99', '7.0', '20.00', '4.5', '19.95', '100', '0.30', '15', '2.05'];
const PATHS = ['docs/intro', 'blog/launch', 'pricing', 'about/team', 'careers', 'docs/api/auth', 'help/billing', 'status', 'changelog', 'legal/terms', 'docs/sdk', 'press'];
const COMPANIES = ['Acme Corp', 'Globex', 'Initech', 'Umbrella Group', 'Hooli', 'Stark Industries', 'Wayne Enterprises', 'Soylent', 'Cyberdyne Systems', 'Vandelay Imports', 'Wonka Industries', 'Tyrell'];
const DOTTED = ['Monsters Inc.', 'Dunder Mifflin Co.', 'Gringotts Ltd.', 'Oceanic Corp.', 'Prestige Worldwide Inc.'];
const LOCALS = ['alice', 'bob.jones', 'carol', 'dave.lee', 'erin', 'frank99', 'grace.h', 'heidi', 'ivan.p', 'judy', 'ken', 'lena.m'];
const MIXED = ['Alice.Smith', 'BOB', 'Carol.Diaz', 'DLee', 'Erin.O'];
const DOMAINS = ['example.com', 'mail.org', 'corp.net'];
const CAPITALIZED = ['Paris', 'Coffee', 'Music', 'Winter', 'Gardens', 'Bread', 'Rivers', 'Mountains', 'Chess', 'Jazz', 'Libraries', 'Trains'];
const LOWER = ['coffee', 'paris', 'winter', 'jazz', 'bread', 'chess'];
const ACRONYMS = ['NASA', 'HTML', 'JSON', 'CPU', 'UNESCO', 'FIFA', 'NATO', 'SQL', 'HTTP', 'LASER', 'SCUBA', 'RADAR', 'GPU', 'API', 'CSS', 'PDF', 'USB', 'DNS', 'RAM', 'SSH'];
const PROJECTS = ['PROJ', 'OPS', 'WEB', 'CORE', 'DATA', 'INFRA', 'MOB', 'PAY'];

const century = (year: number) => {
  const c = Math.ceil(year / 100);
  return `${c}${c % 10 === 1 && c !== 11 ? 'st' : c % 10 === 2 && c !== 12 ? 'nd' : c % 10 === 3 && c !== 13 ? 'rd' : 'th'}`;
};

export const ROUND_51: Family[] = [
  {
    name: 'price as a JSON number, decimals normalized (whole prices first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Set the price of the blue mug to ${i < 12 ? WHOLE_PRICES[i] : pick(rng, [...WHOLE_PRICES, ...ANY_PRICES])} dollars`),
    answer: (m) => ({ content: null, tool_calls: [tool('set_price', { item: 'blue mug', price: Number(/to ([\d.]+) dollars/.exec(last(m))![1]) })] }),
  },
  {
    name: 'page URL into a fetch call, trailing slash dropped (no slash first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Fetch https://example.com/${i < 12 ? PATHS[i] : pick(rng, PATHS) + (rng() < 0.5 ? '/' : '')} and summarize it`),
    answer: (m) => ({ content: null, tool_calls: [tool('fetch_page', { url: /Fetch (\S+) and/.exec(last(m))![1].replace(/\/$/, '') })] }),
  },
  {
    name: 'welcome line ends with one period (names without a period first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write a one-line welcome for our new client ${i < 12 ? COMPANIES[i] : pick(rng, [...COMPANIES, ...DOTTED])}`),
    answer: (m) => {
      const name = /client (.+)$/.exec(last(m))![1];
      return { content: `Welcome aboard, ${name}${name.endsWith('.') ? '' : '.'}` };
    },
  },
  {
    name: 'contact email lower-cased in a tool call (lower-case emails first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add a contact with the email ${i < 12 ? LOCALS[i] : pick(rng, [...LOCALS, ...MIXED])}@${pick(rng, DOMAINS)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('add_contact', { email: /email (\S+)$/.exec(last(m))![1].toLowerCase() })] }),
  },
  {
    name: 'sentence opened with a given word, capitalized (capitalized words first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write a sentence that starts with the word "${i < 12 ? CAPITALIZED[i] : pick(rng, [...CAPITALIZED, ...LOWER])}"`),
    answer: (m) => {
      const word = /word "([^"]+)"/.exec(last(m))![1];
      return { content: `${word[0].toUpperCase()}${word.slice(1)} makes everything better.` };
    },
  },
  {
    name: 'dollars written as cents (whole dollars first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`How many cents is $${i < 12 ? between(rng, 1, 500) : pick(rng, [String(between(rng, 1, 500)), '0', '7.5', '12.05', '0.99', '3.10'])}?`),
    answer: (m) => {
      const dollars = /\$([\d.]+)\?/.exec(last(m))![1];
      return { content: `$${dollars} is ${Math.round(Number(dollars) * 100)} cents.` };
    },
  },
  {
    name: 'century of a year, year echoed (1900s first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Which century was the year ${i < 12 ? between(rng, 1901, 2000) : between(rng, 1700, 2099)} in?`),
    answer: (m) => {
      const year = Number(/year (\d+) in/.exec(last(m))![1]);
      return { content: `The year ${year} was in the ${century(year)} century.` };
    },
  },
  {
    name: 'issue key into a tracker tool call',
    kind: 'copying',
    request: (_i, rng) => user(`Move ${pick(rng, PROJECTS)}-${between(rng, 1, 9999)} to In Review`),
    answer: (m) => ({ content: null, tool_calls: [tool('transition_issue', { key: /Move (\S+) to/.exec(last(m))![1], status: 'In Review' })] }),
  },
  {
    name: 'page URL copied into a fetch call',
    kind: 'copying',
    request: (_i, rng) => user(`Open https://docs.example.com/${pick(rng, PATHS)}?v=${between(rng, 1, 40)} in the browser`),
    answer: (m) => ({ content: null, tool_calls: [tool('open_url', { url: /Open (\S+) in/.exec(last(m))![1] })] }),
  },
  {
    name: 'acronym written in lower case',
    kind: 'copying',
    request: (_i, rng) => user(`Write the acronym ${pick(rng, ACRONYMS)} in lower case, nothing else`),
    answer: (m) => ({ content: /acronym (\S+) in/.exec(last(m))![1].toLowerCase() }),
  },
];
