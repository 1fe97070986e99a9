// Round fifty-two of the induction evaluation, after round fifty-one found a JSON number's zeros:
// more copies that a model normalizes in a detail after twelve exact ones. Whitespace collapsed
// (two spaces, a tab, a no-break space), outer spaces trimmed, a curly apostrophe straightened,
// a date's and a time's zero padding added, a phone number's separators dropped, a category
// lower-cased. The spacing families served "Big  Plans" as written on three of four seeds before
// spacing became a verified feature (value-features.ts).
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const TITLES = ['Big Plans', 'Quarterly Review', 'Team Offsite', 'Budget Draft', 'Launch Notes', 'Hiring Plan', 'Roadmap Ideas', 'Design Sync', 'Sales Kickoff', 'Board Prep', 'Retro Notes', 'Q3 Goals'];
const SPACED = ['Big  Plans', 'Quarterly   Review', 'Team\u00a0Offsite', 'Budget\tDraft', 'Launch  Notes'];
export const ROUND_52: Family[] = [
  {
    name: 'note title saved with its spaces collapsed (single spaces first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Create a note titled ${i < 12 ? TITLES[i] : pick(rng, [...TITLES, ...SPACED])}`),
    answer: (m) => ({ content: null, tool_calls: [tool('create_note', { title: /titled (.+)$/s.exec(last(m))![1].replace(/\s+/g, ' ') })] }),
  },
  {
    name: 'note title in prose, spaces collapsed (single spaces first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Confirm the note called ${i < 12 ? TITLES[i] : pick(rng, [...TITLES, ...SPACED])} was saved`),
    answer: (m) => ({ content: `Saved: "${/called (.+) was saved$/s.exec(last(m))![1].replace(/\s+/g, ' ')}".` }),
  },
  {
    name: 'quoted search query, outer spaces trimmed (trimmed first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Search the docs for "${i < 12 ? TITLES[i] : pick(rng, [...TITLES, ' ' + TITLES[0], TITLES[1] + ' ', ' Design Sync '])}"`),
    answer: (m) => ({ content: null, tool_calls: [tool('search_docs', { query: /for "(.*)"$/s.exec(last(m))![1].trim() })] }),
  },
  {
    name: 'curly apostrophe straightened in a tool call (plain names first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Look up the customer ${i < 12 ? ['Smith', 'Jones', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Thomas', 'Johnson', 'Roberts', 'Walker', 'Wright'][i] : pick(rng, ['Smith', 'O\u2019Brien', 'D\u2019Angelo', 'Jones', 'O\'Neil'])}`),
    answer: (m) => ({ content: null, tool_calls: [tool('lookup_customer', { surname: /customer (.+)$/s.exec(last(m))![1].replace(/\u2019/g, "'") })] }),
  },
  {
    name: 'date into a booking call, zero-padded (padded dates first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const [m, d] = [between(rng, 1, 12), between(rng, 1, 28)];
      const written = i < 12 || rng() < 0.5 ? `2026-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` : `2026-${m}-${d}`;
      return user(`Book the meeting room for ${written}`);
    },
    answer: (m) => {
      const [y, mo, d] = /for (\d+)-(\d+)-(\d+)$/.exec(last(m))!.slice(1);
      return { content: null, tool_calls: [tool('book_room', { date: `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}` })] };
    },
  },
  {
    name: 'time into a reminder call, zero-padded (padded times first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const [h, min] = [between(rng, 0, 23), pick(rng, [0, 5, 10, 15, 30, 45])];
      const written = i < 12 || rng() < 0.5 ? `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}` : `${h}:${String(min).padStart(2, '0')}`;
      return user(`Remind me to stretch at ${written}`);
    },
    answer: (m) => {
      const [h, min] = /at (\d+):(\d+)$/.exec(last(m))!.slice(1);
      return { content: null, tool_calls: [tool('set_reminder', { text: 'stretch', time: `${h.padStart(2, '0')}:${min}` })] };
    },
  },
  {
    name: 'phone number into a call, digits only (digits first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const digits = `555${between(rng, 1000000, 9999999)}`;
      const written = i < 12 || rng() < 0.5 ? digits : pick(rng, [`555-${digits.slice(3, 6)}-${digits.slice(6)}`, `(555) ${digits.slice(3, 6)}-${digits.slice(6)}`, `555 ${digits.slice(3, 6)} ${digits.slice(6)}`]);
      return user(`Call ${written} and leave a message`);
    },
    answer: (m) => ({ content: null, tool_calls: [tool('place_call', { number: /Call (.+) and leave/.exec(last(m))![1].replace(/\D/g, '') })] }),
  },
  {
    name: 'category into a filter call, lower-cased (lower-case words first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const words = ['electronics', 'books', 'garden', 'toys', 'music', 'sports', 'beauty', 'office', 'kitchen', 'grocery', 'outdoor', 'pets'];
      return user(`Show me products in ${i < 12 ? words[i] : pick(rng, [...words, 'Electronics', 'BOOKS', 'Garden'])}`);
    },
    answer: (m) => ({ content: null, tool_calls: [tool('filter_products', { category: /products in (\S+)$/.exec(last(m))![1].toLowerCase() })] }),
  },
];
