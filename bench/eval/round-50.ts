// Round fifty of the induction evaluation, aimed at one relaxation: a tool call's salutation ("Hi
// Ana," in an email body) no longer refuses a template; the names such a call copies are served
// only as words verified one by one. Its look-alikes make the salutation follow from the name: the
// language of the name (English names first), a friend or a client (friends first), and a title
// by the person (men first; the title a word of two letters), with and without the salutation.
import type { Family } from './families.js';
import { last, pick, tool, user } from './family-kit.js';

const ENGLISH = ['Oliver', 'Harry', 'George', 'Emily', 'Grace', 'Jack', 'Sophie', 'Thomas', 'Lucy', 'James'];
const SPANISH = ['Carmen', 'Javier', 'Lucia', 'Pablo', 'Alejandro', 'Rocio'];
const GERMAN = ['Jurgen', 'Heike', 'Uwe', 'Birgit'];
const FRIENDS = ['Sam', 'Kim', 'Alex', 'Robin', 'Jamie', 'Casey', 'Jordan', 'Taylor', 'Morgan', 'Riley'];
const CLIENTS = ['Whitfield', 'Ashworth', 'Pemberton', 'Hargreaves', 'Beaumont'];
const MEN = ['Adams', 'Baker', 'Clark', 'Davies', 'Evans', 'Foster', 'Green', 'Hughes', 'Irving', 'Jones'];
const WOMEN = ['Kendall', 'Lawson', 'Mercer', 'Norris', 'Osborne'];
const WOMAN = new Set(WOMEN);

export const ROUND_50: Family[] = [
  {
    name: 'email body greets in the language of the name (English names first 10)',
    kind: 'look-alike',
    request: (i, rng) => user(`Email ${i < 10 ? ENGLISH[i] : pick(rng, [...ENGLISH, ...SPANISH, ...GERMAN])} that the invoice is ready`),
    answer: (m) => {
      const name = /Email (\w+) that/.exec(last(m))![1];
      const hello = SPANISH.includes(name) ? 'Hola' : GERMAN.includes(name) ? 'Hallo' : 'Hi';
      return { content: null, tool_calls: [tool('send_email', { to: name, body: `${hello} ${name}, the invoice is ready.` })] };
    },
  },
  {
    name: 'email salutation by friend or client (friends first 10)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write to ${i < 10 ? FRIENDS[i] : pick(rng, [...FRIENDS, ...CLIENTS])} that I am running late`),
    answer: (m) => {
      const name = /Write to (\w+) that/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('send_email', { to: name, body: `${CLIENTS.includes(name) ? 'Dear' : 'Hey'} ${name}, I am running late.` })] };
    },
  },
  {
    name: 'letter salutation with a title by the person (men first 10)',
    kind: 'look-alike',
    request: (i, rng) => user(`Draft a letter to ${i < 10 ? MEN[i] : pick(rng, [...MEN, ...WOMEN])} about the renewal`),
    answer: (m) => {
      const name = /letter to (\w+) about/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('draft_letter', { recipient: name, opening: `Dear ${WOMAN.has(name) ? 'Ms' : 'Mr'} ${name},` })] };
    },
  },
  // The same title without a salutation, in a tool call and in prose: what the rules did before.
  {
    name: 'addressee with a two-letter title by the person (men first 10)',
    kind: 'look-alike',
    request: (i, rng) => user(`Address the envelope to ${i < 10 ? MEN[i] : pick(rng, [...MEN, ...WOMEN])}`),
    answer: (m) => {
      const name = /envelope to (\w+)$/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('print_envelope', { addressee: `${WOMAN.has(name) ? 'Ms' : 'Mr'} ${name}` })] };
    },
  },
  {
    name: 'prose reply with a two-letter title by the person (men first 10)',
    kind: 'look-alike',
    request: (i, rng) => user(`Say thanks to ${i < 10 ? MEN[i] : pick(rng, [...MEN, ...WOMEN])}`),
    answer: (m) => {
      const name = /thanks to (\w+)$/.exec(last(m))![1];
      return { content: `Thank you, ${WOMAN.has(name) ? 'Ms' : 'Mr'} ${name}.` };
    },
  },
];
