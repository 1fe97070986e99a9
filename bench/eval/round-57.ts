// Round fifty-seven of the induction evaluation: identifiers a model writes in its own case (a
// booking reference upper-cased, a colour lower-cased), a priority that follows from a word inside
// a copied title, and "a" or "an" before a test said letter by letter ("an MRI"). The reference
// and colour families served the value as written on 9 of 10 seed runs until the letter case
// inside identifiers was a feature (value-features.ts).
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A booking reference of six letters and digits, starting with a digit, in upper case. */
const reference = (rng: () => number) => String(between(rng, 2, 9)) + Array.from({ length: 5 }, () => ALNUM[between(rng, 0, ALNUM.length - 1)]).join('');
const HEX = '0123456789abcdef';
/** A six-digit hex colour with letters and digits mixed, lower case. */
const colour = (rng: () => number) => {
  let hex = '';
  while (!/\d/.test(hex) || !/[a-f]/.test(hex)) hex = Array.from({ length: 6 }, () => HEX[between(rng, 0, 15)]).join('');
  return hex;
};

const CHORES = ['renew the domain', 'update the docs', 'fix the login page', 'call the supplier', 'order printer paper', 'review the budget', 'book the venue', 'clean the inbox', 'back up the laptop', 'test the new form', 'reply to the auditor', 'plan the offsite', 'archive old files', 'check the invoices'];
const URGENT = ['server is down', 'payment page crashed', 'data leak reported', 'site is offline', 'checkout is broken'];

/** Acronyms said letter by letter: those whose first letter sounds like a vowel take "an". */
const CONSONANT_SOUNDING = ['CT', 'PET', 'DNA', 'BMI', 'ECG', 'TB', 'PCR', 'DEXA', 'CBC', 'GP', 'VO2', 'BP'];
const VOWEL_SOUNDING = ['MRI', 'X-ray', 'HIV', 'STD', 'LFT', 'MMR', 'NHS', 'RSV', 'FBC', 'HbA1c'];
const anBefore = (acronym: string) => (VOWEL_SOUNDING.includes(acronym) ? 'an' : 'a');

export const ROUND_57: Family[] = [
  {
    name: 'booking reference upper-cased in a call (upper-case references first 12)',
    kind: 'look-alike',
    request: (i, rng) => { const ref = reference(rng); return user(`Look up booking ${i < 12 || rng() < 0.6 ? ref : ref.toLowerCase()}`); },
    answer: (m) => ({ content: null, tool_calls: [tool('get_booking', { reference: /booking (\S+)$/.exec(last(m))![1].toUpperCase() })] }),
  },
  {
    name: 'theme colour lower-cased in a call (lower-case colours first 12)',
    kind: 'look-alike',
    request: (i, rng) => { const hex = colour(rng); return user(`Set the theme colour to #${i < 12 || rng() < 0.6 ? hex : hex.toUpperCase()}`); },
    answer: (m) => ({ content: null, tool_calls: [tool('set_theme', { colour: /to (#\S+)$/.exec(last(m))![1].toLowerCase() })] }),
  },
  {
    name: 'task priority from an urgent word inside the title (calm tasks first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Create a task: ${i < 12 || rng() < 0.6 ? pick(rng, CHORES) : `urgent ${pick(rng, URGENT)}`}`),
    answer: (m) => { const title = /task: (.+)$/.exec(last(m))![1]; return { content: null, tool_calls: [tool('create_task', { title, priority: title.startsWith('urgent') ? 'high' : 'normal' })] }; },
  },
  {
    name: 'task priority from a trailing ASAP (calm tasks first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Create a task: ${pick(rng, CHORES)}${i < 12 || rng() < 0.6 ? '' : ' asap'}`),
    answer: (m) => { const title = /task: (.+)$/.exec(last(m))![1]; return { content: null, tool_calls: [tool('create_task', { title, priority: title.endsWith('asap') ? 'high' : 'normal' })] }; },
  },
  {
    name: 'a or an before a test said letter by letter (consonant sounds first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Book me in for this test: ${i < 12 || rng() < 0.6 ? pick(rng, CONSONANT_SOUNDING) : pick(rng, VOWEL_SOUNDING)}`),
    answer: (m) => { const test = /test: (\S+)$/.exec(last(m))![1]; return { content: `You are booked in for ${anBefore(test)} ${test} test.` }; },
  },
];
