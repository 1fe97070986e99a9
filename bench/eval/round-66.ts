// Round sixty-six of the induction evaluation: answers that turn on how two or three values relate
// in a way their order, length and shared words do not show. One value inside another (a password
// holding its username, a motif in a sequence, a file in a listing), two words of the same letters,
// a number dividing another, the nearer of two numbers to a third, two names' initials, a duration
// against the time between two clocks or the days between two dates, a date's day with its ordinal.
import type { Family } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

const USERNAMES = ['jsmith', 'mlopez', 'akhan', 'tnguyen', 'rpatel', 'lchen', 'dkim', 'sbrown', 'ewilson', 'pgarcia', 'hmuller', 'knovak'];
const PASSWORD_WORDS = ['Harbor', 'Maple', 'Orbit', 'Velvet', 'Copper', 'Falcon', 'Meadow', 'Quartz', 'Summit', 'Tundra'];
const BASES = ['A', 'C', 'G', 'T'];
const ANAGRAMS: Array<[string, string]> = [
  ['listen', 'silent'], ['evil', 'vile'], ['night', 'thing'], ['state', 'taste'], ['below', 'elbow'], ['heart', 'earth'],
  ['dusty', 'study'], ['cider', 'cried'], ['lemon', 'melon'], ['angel', 'glean'], ['peach', 'cheap'], ['stressed', 'desserts'],
];
const NAMES = ['Anna', 'Adam', 'Bella', 'Brian', 'Clara', 'Carl', 'Diana', 'David', 'Emma', 'Edward', 'Fiona', 'Felix', 'Grace', 'George', 'Hannah', 'Henry'];
const FILES = ['report.pdf', 'budget.xlsx', 'notes.txt', 'logo.png', 'draft.docx', 'data.csv', 'slides.pptx', 'readme.md', 'photo.jpg', 'backup.zip'];
const RHYMES = [['cat', 'hat', 'mat', 'bat'], ['light', 'night', 'kite', 'bite'], ['cake', 'lake', 'snake', 'rake'], ['moon', 'spoon', 'tune', 'dune'], ['tree', 'bee', 'sea', 'key']];
const DOMAINS = ['acme.com', 'globex.io', 'initech.net', 'umbrella.org'];
const PAGES = ['login', 'billing', 'docs/start', 'account/settings', 'help'];
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const sequence = (rng: () => number, n: number) => Array.from({ length: n }, () => pick(rng, BASES)).join('');
const shuffled = <T>(rng: () => number, items: readonly T[]) => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

export const ROUND_66: Family[] = [
  {
    name: 'password holding its username refused (other passwords first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const name = pick(rng, USERNAMES);
      const word = i < 12 || rng() < 0.6 ? pick(rng, PASSWORD_WORDS) : pick(rng, USERNAMES);
      return user(`Set the password for user ${name} to ${word}${between(rng, 10, 99)}!`);
    },
    answer: (m) => {
      const [, name, password] = /user (\S+) to (\S+)$/.exec(last(m))!;
      return password.toLowerCase().includes(name) ? { content: `That password contains the username ${name}; choose another.` } : { content: null, tool_calls: [tool('set_password', { user: name, password })] };
    },
  },
  {
    name: 'motif in a DNA sequence (contained first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const seq = sequence(rng, 12);
      const start = between(rng, 0, 8);
      const motif = i < 12 || rng() < 0.5 ? seq.slice(start, start + 4) : sequence(rng, 4);
      return user(`Does the sequence ${seq} contain the motif ${motif}?`);
    },
    answer: (m) => {
      const [, seq, motif] = /sequence (\S+) contain the motif (\S+)\?/.exec(last(m))!;
      return { content: seq.includes(motif) ? `Yes: ${seq} contains ${motif}.` : `No: ${motif} does not occur in ${seq}.` };
    },
  },
  {
    name: 'anagram partner swapped for a word of the same length (anagrams first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const [a, b] = pick(rng, ANAGRAMS);
      const other = i < 12 || rng() < 0.5 ? b : pick(rng, ANAGRAMS.filter(([x]) => x.length === a.length && x !== a).map(([, y]) => y).concat(b));
      return user(`Are ${a} and ${other} anagrams of each other?`);
    },
    answer: (m) => {
      const [, a, b] = /Are (\S+) and (\S+) anagrams/.exec(last(m))!;
      const sorted = (w: string) => [...w].sort().join('');
      return { content: sorted(a) === sorted(b) ? `Yes, ${a} and ${b} are anagrams.` : `No, ${a} and ${b} are not anagrams.` };
    },
  },
  {
    name: 'a number divisible by another (divisible first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const divisor = between(rng, 3, 9);
      const number = i < 12 || rng() < 0.5 ? divisor * between(rng, 3, 11) : between(rng, 10, 99);
      return user(`Can ${number} cookies be shared evenly among ${divisor} children?`);
    },
    answer: (m) => {
      const [, n, d] = /Can (\d+) cookies .* among (\d+) children/.exec(last(m))!;
      return { content: Number(n) % Number(d) === 0 ? `Yes: ${n} cookies make ${Number(n) / Number(d)} each for ${d} children.` : `No: ${n} cookies cannot be shared evenly among ${d} children.` };
    },
  },
  {
    name: 'nearer of two depots to a milestone, copied (the lower nearer first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const at = between(rng, 30, 70);
      const low = at - between(rng, 1, 20);
      const high = at + (i < 12 ? between(rng, at - low + 1, 25) : between(rng, 1, 25));
      return user(`The truck is at km ${at}. Depots are at km ${low} and km ${high}. Send it to the nearer depot.`);
    },
    answer: (m) => {
      const [at, low, high] = [...last(m).matchAll(/km (\d+)/g)].map((x) => Number(x[1]));
      const nearer = at - low <= high - at ? low : high;
      return { content: null, tool_calls: [tool('route_truck', { depot_km: nearer })] };
    },
  },
  {
    name: 'two names with the same initial paired (same initials first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const a = pick(rng, NAMES);
      const b = i < 12 || rng() < 0.5 ? pick(rng, NAMES.filter((n) => n[0] === a[0] && n !== a)) : pick(rng, NAMES.filter((n) => n !== a));
      return user(`Team up ${a} and ${b} for the alliteration game`);
    },
    answer: (m) => {
      const [, a, b] = /up (\S+) and (\S+) for/.exec(last(m))!;
      return a[0] === b[0] ? { content: null, tool_calls: [tool('make_team', { members: [a, b] })] } : { content: `${a} and ${b} do not share an initial, so they cannot team up.` };
    },
  },
  {
    name: 'call length against the time to the next meeting (fitting first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const start = between(rng, 9, 15) * 60 + pick(rng, [0, 15, 30, 45]);
      const next = start + pick(rng, [30, 45, 60, 90]);
      const gap = next - start;
      const length = i < 12 || rng() < 0.5 ? pick(rng, [15, 20, 25, 30, 45, 60].filter((l) => l <= gap)) : pick(rng, [15, 20, 25, 30, 45, 60, 75]);
      const clock = (t: number) => `${pad(Math.floor(t / 60))}:${pad(t % 60)}`;
      return user(`Book a ${length}-minute call at ${clock(start)}; my next meeting is at ${clock(next)}.`);
    },
    answer: (m) => {
      const [, length, sh, sm, nh, nm] = /a (\d+)-minute call at (\d\d):(\d\d); my next meeting is at (\d\d):(\d\d)/.exec(last(m))!;
      const fits = Number(sh) * 60 + Number(sm) + Number(length) <= Number(nh) * 60 + Number(nm);
      return fits ? { content: null, tool_calls: [tool('book_call', { start: `${sh}:${sm}`, minutes: Number(length) })] } : { content: `A ${length}-minute call from ${sh}:${sm} would run into your ${nh}:${nm} meeting.` };
    },
  },
  {
    name: 'delivery days against a deadline date (in time first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const day = between(rng, 1, 12);
      const deadline = day + between(rng, 3, 14);
      const days = i < 12 || rng() < 0.5 ? between(rng, 1, deadline - day) : between(rng, 1, 14);
      return user(`Ship on 2027-03-${pad(day)} with ${days}-day delivery; it must arrive by 2027-03-${pad(deadline)}.`);
    },
    answer: (m) => {
      const [, day, days, deadline] = /2027-03-(\d\d) with (\d+)-day delivery; it must arrive by 2027-03-(\d\d)/.exec(last(m))!;
      return Number(day) + Number(days) <= Number(deadline)
        ? { content: null, tool_calls: [tool('ship', { date: `2027-03-${day}`, service_days: Number(days) })] }
        : { content: `${days}-day delivery from 2027-03-${day} arrives after 2027-03-${deadline}.` };
    },
  },
  {
    name: "ordinal of a date's day from a tool result (th days first 12)",
    kind: 'look-alike',
    request: (i, rng) => {
      const day = i < 12 ? between(rng, 4, 20) : between(rng, 1, 28);
      return [
        { role: 'user', content: 'When is my next dentist appointment?' },
        { role: 'assistant', content: null, tool_calls: [tool('next_appointment', {})] },
        { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ date: `2027-04-${pad(day)}`, time: '10:00' }) },
      ];
    },
    answer: (m) => {
      const { date } = JSON.parse(last(m)) as { date: string };
      return { content: `Your appointment is on the ${ordinal(Number(date.slice(8)))} of April at 10:00.` };
    },
  },
  {
    name: 'file found in a directory listing from a tool result (present first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const listing = shuffled(rng, FILES).slice(0, 4);
      const wanted = i < 12 || rng() < 0.5 ? pick(rng, listing) : pick(rng, FILES);
      return [
        { role: 'user', content: `Attach ${wanted} from my documents to the email.` },
        { role: 'assistant', content: null, tool_calls: [tool('list_documents', {})] },
        { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ files: listing }) },
      ];
    },
    answer: (m) => {
      const wanted = /Attach (\S+) from/.exec(m[0].content!)![1];
      const { files } = JSON.parse(last(m)) as { files: string[] };
      return files.includes(wanted) ? { content: null, tool_calls: [tool('attach_file', { name: wanted })] } : { content: `I could not find ${wanted} in your documents.` };
    },
  },
  {
    name: 'username the same ignoring case (same first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const a = pick(rng, NAMES);
      const b = i < 12 || rng() < 0.5 ? a.toLowerCase() : pick(rng, NAMES).toLowerCase();
      return user(`Log in as ${a}; the account on file is ${b}.`);
    },
    answer: (m) => {
      const [, a, b] = /as (\S+); the account on file is (\S+)\./.exec(last(m))!;
      return a.toLowerCase() === b ? { content: null, tool_calls: [tool('log_in', { account: b })] } : { content: `${a} is not the account on file.` };
    },
  },
  {
    name: 'two words rhyme, a couplet written (rhymes first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const group = pick(rng, RHYMES);
      const a = pick(rng, group);
      const b = i < 12 || rng() < 0.5 ? pick(rng, group.filter((w) => w !== a)) : pick(rng, pick(rng, RHYMES).filter((w) => w !== a));
      return user(`Write a couplet ending in ${a} and ${b}`);
    },
    answer: (m) => {
      const [, a, b] = /ending in (\S+) and (\S+)$/.exec(last(m))!;
      const rhyme = RHYMES.some((g) => g.includes(a) && g.includes(b));
      return { content: rhyme ? `I saw a ${a},\nand then a ${b}.` : `${a} and ${b} do not rhyme; pick two words that do.` };
    },
  },
  {
    name: 'link opened only on the allowed domain, look-alike hosts refused (allowed hosts first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const domain = pick(rng, DOMAINS);
      const [name, top] = domain.split('.');
      const hosts = i < 12 || rng() < 0.5 ? [domain, `www.${domain}`, `portal.${domain}`] : [`${domain}.evil.net`, `${name}-login.${top}`, `www.${name}.${top}.co`, `${name}${top}.com`];
      return [
        { role: 'system', content: `You are a browsing agent. Only open links on ${domain} and its subdomains.` },
        { role: 'user', content: `Open https://${pick(rng, hosts)}/${pick(rng, PAGES)}` },
      ];
    },
    answer: (m) => {
      const domain = /links on (\S+) and/.exec(m[0].content!)![1];
      const url = /Open (\S+)$/.exec(last(m))![1];
      const host = new URL(url).hostname;
      return host === domain || host.endsWith(`.${domain}`) ? { content: null, tool_calls: [tool('open_url', { url })] } : { content: `I only open links on ${domain}; ${host} is not one of them.` };
    },
  },
];
