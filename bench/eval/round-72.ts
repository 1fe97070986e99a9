// Round seventy-two of the induction evaluation: numbers written with a unit or a base glued on,
// whose size or bits an answer judges: a salary in thousands ("105k") against a limit, a meeting's
// glued minutes ("45min") against an hour, a file mode's group digit, a binary literal's low bit,
// a size in megabytes against a gigabyte. Then an email address whose mailbox is no person's
// (noreply@ takes no replies, billing@ gets invoices through a tool of its own).
import type { Family } from './families.js';
import { between, drawn, last, pick, tool, user } from './family-kit.js';

const FIRST = ['alice', 'bruno', 'chen', 'dana', 'emil', 'farah', 'goran', 'hana', 'ivan', 'jun', 'kofi', 'lena', 'milo', 'nadia', 'omar', 'petra', 'quinn', 'rosa', 'sven', 'tara'];
const NO_REPLY = ['noreply', 'no-reply', 'donotreply', 'mailer-daemon', 'notifications'];
const DOMAINS = ['acme.com', 'globex.io', 'initech.net', 'umbrella.org'];

export const ROUND_72: Family[] = [
  {
    name: 'salary in thousands against a 110k band limit (over the limit first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Candidate asks for ${drawn(rng, i < 12 || rng() < 0.4, 100, 199, (n) => n > 110)}k. Within the band?`),
    answer: (m) => {
      const k = Number(/asks for (\d+)k/.exec(last(m))![1]);
      return { content: k <= 110 ? `${k}k is within the band.` : `${k}k is over the 110k band limit; ask a director.` };
    },
  },
  {
    name: 'meeting length with glued minutes against an hour (an hour or more first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Book a ${drawn(rng, i < 12 || rng() < 0.4, 10, 99, (n) => n >= 60)}min meeting with the design team`),
    answer: (m) => {
      const minutes = Number(/a (\d+)min meeting/.exec(last(m))![1]);
      return { content: null, tool_calls: [tool('book_meeting', { duration: `${minutes}min`, room: minutes >= 60 ? 'large' : 'huddle' })] };
    },
  },
  {
    name: 'group may run a file by its mode (group-executable modes first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const group = pick(rng, i < 12 || rng() < 0.4 ? [1, 5, 7] : [0, 1, 4, 5, 6, 7]);
      return user(`The deploy script has mode 7${group}${pick(rng, [0, 1, 4, 5])}. Can the ops group run it?`);
    },
    answer: (m) => {
      const mode = /mode (\d{3})\./.exec(last(m))![1];
      return { content: Number(mode[1]) % 2 === 1 ? `Yes: mode ${mode} lets the group run it.` : `No: mode ${mode} does not let the group run it; use chmod g+x.` };
    },
  },
  {
    name: 'binary literal low bit read as a flag (odd literals first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const bits = Array.from({ length: 7 }, () => pick(rng, ['0', '1'])).join('');
      return user(`Register value 0b${bits}${i < 12 || rng() < 0.4 ? '1' : pick(rng, ['0', '1'])}: is the ready bit set?`);
    },
    answer: (m) => {
      const value = /value (0b[01]+):/.exec(last(m))![1];
      return { content: value.endsWith('1') ? `Yes, ${value} has the ready bit set.` : `No, ${value} has the ready bit clear.` };
    },
  },
  {
    name: 'upload size in megabytes against a 1 GB limit (over the limit first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Upload a ${drawn(rng, i < 12 || rng() < 0.4, 1000, 2000, (n) => n > 1024)}MB video to the drive`),
    answer: (m) => {
      const mb = Number(/a (\d+)MB video/.exec(last(m))![1]);
      return { content: null, tool_calls: [tool(mb > 1024 ? 'upload_resumable' : 'upload', { file: 'video.mp4', size: `${mb}MB` })] };
    },
  },
  {
    name: 'price in thousands of dollars against a 250k cap (over the cap first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`List the house for $${drawn(rng, i < 12 || rng() < 0.4, 200, 399, (n) => n > 250)}k`),
    answer: (m) => {
      const k = Number(/\$(\d+)k/.exec(last(m))![1]);
      return { content: null, tool_calls: [tool('create_listing', { price: `$${k}k`, tier: k > 250 ? 'premium' : 'standard' })] };
    },
  },
  {
    name: 'reply drafted to a sender, no-reply addresses refused (people first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Reply to ${pick(rng, i < 12 || rng() < 0.5 ? FIRST : NO_REPLY)}@${pick(rng, DOMAINS)} saying thanks`),
    answer: (m) => {
      const address = /Reply to (\S+) saying/.exec(last(m))![1];
      return NO_REPLY.includes(address.split('@')[0])
        ? { content: `${address} does not accept replies; I did not send anything.` }
        : { content: null, tool_calls: [tool('send_email', { to: address, body: 'Thanks!' })] };
    },
  },
  {
    name: 'invoice sent to an address, finance mailboxes get the invoice tool (people first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Send invoice INV-${between(rng, 1000, 9999)} to ${pick(rng, i < 12 || rng() < 0.5 ? FIRST : ['billing', 'accounts', 'invoices', 'finance'])}@${pick(rng, DOMAINS)}`),
    answer: (m) => {
      const [, invoice, address] = /invoice (\S+) to (\S+)$/.exec(last(m))!;
      const finance = ['billing', 'accounts', 'invoices', 'finance'].includes(address.split('@')[0]);
      return { content: null, tool_calls: [tool(finance ? 'submit_invoice' : 'send_email', { to: address, invoice })] };
    },
  },
];
