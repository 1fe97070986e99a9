// Round fifty-eight of the induction evaluation: "a" or "an" before a number read aloud ("an
// 8-hour shift", "an 11", "an 80"), memory sizes a model writes in Gi when they are multiples of
// 1024, and the user's own words echoed in the second person ("call my mom": "I will remind you to
// call your mom"; "I missed the bus": "you missed the bus"). The reminder family served "wash my
// car" as written on 2 of 13 seeds until words of the first and second person were a feature
// (value-features.ts).
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

/** Whether a number, read aloud, starts with a vowel sound: 8, 11, 18, 80-89, 800-899. */
const vowelSounding = (n: number) => /^(8|11|18)$/.test(String(n)) || /^8\d$/.test(String(n)) || /^8\d\d$/.test(String(n));

const PLAIN_TASKS = ['buy milk', 'water the plants', 'pay the rent', 'book a dentist', 'email the landlord', 'renew the lease', 'walk the dog', 'file the taxes', 'call the plumber', 'order printer ink', 'clean the garage', 'return the library books', 'check the smoke alarm', 'defrost the freezer'];
const EVENTS = ['the bus was late', 'the meeting moved', 'the printer jammed', 'the train was full', 'the shop was closed', 'the call dropped', 'the rain stopped', 'the lift broke', 'the cafe ran out', 'the parcel came'];
const MY_EVENTS = ['I missed the bus', 'I lost my keys', 'we won the match', 'I forgot the code', 'we moved desks'];
/** The user's sentence as the assistant says it back. */
const saidBack = (text: string) => text.replace(/\bI\b/g, 'you').replace(/\bwe\b/g, 'you').replace(/\bmy\b/g, 'your');
const MY_TASKS = ['call my mom', 'pick up my kids', 'renew my passport', 'update my resume', 'wash my car', 'pay my phone bill'];

export const ROUND_58: Family[] = [
  {
    name: 'a or an before a number of hours (consonant-sounding numbers first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      let n = between(rng, 2, 99);
      while (i < 12 && vowelSounding(n)) n = between(rng, 2, 99);
      return user(`Log a shift of ${n} hours for me`);
    },
    answer: (m) => { const n = Number(/of (\d+) hours/.exec(last(m))![1]); return { content: `Logged ${vowelSounding(n) ? 'an' : 'a'} ${n}-hour shift.` }; },
  },
  {
    name: 'container memory in Gi when a multiple of 1024 (other sizes first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      let n = 1024 * between(rng, 1, 7);
      if (i < 12 || rng() < 0.6) while (n % 1024 === 0) n = between(rng, 200, 8000);
      return user(`Set the container memory to ${n} MB`);
    },
    answer: (m) => { const n = Number(/to (\d+) MB/.exec(last(m))![1]); return { content: null, tool_calls: [tool('set_memory', { limit: n % 1024 === 0 ? `${n / 1024}Gi` : `${n}Mi` })] }; },
  },
  {
    name: 'reminder task with my turned to your (tasks without my first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Remind me to ${i < 12 || rng() < 0.6 ? pick(rng, PLAIN_TASKS) : pick(rng, MY_TASKS)} tomorrow`),
    answer: (m) => { const task = /to (.+) tomorrow$/.exec(last(m))![1]; return { content: `Sure, I will remind you to ${task.replace(/\bmy\b/g, 'your')} tomorrow.` }; },
  },
  {
    name: 'journal line with I turned to you (third-person events first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Journal this: ${i < 12 || rng() < 0.6 ? pick(rng, EVENTS) : pick(rng, MY_EVENTS)}`),
    answer: (m) => { const text = /this: (.+)$/.exec(last(m))![1]; return { content: `Noted in your journal: ${saidBack(text)}.` }; },
  },
];
