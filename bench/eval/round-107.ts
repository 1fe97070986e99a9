// Round one hundred and seven of the induction evaluation: facts no feature read yet. A name's
// script: a badge printer takes Latin letters, so a Cyrillic or Greek name is transliterated
// where a Latin one with accents is copied; a greeting answered in the language a name's script
// says; a sender whose name mixes scripts (a Cyrillic "а" in "Pаypal") quarantined; a name typed
// in full-width letters ("Ｔａｎａｋａ") opened as "Tanaka". Each looked like the accented Latin
// values verified before it in every feature read (29 wrong answers over 13 seeds). And three that the features already read, kept as checks: a size that must be a
// power of two (multiples of 16 between have the remainders powers of two have), a table name
// SQL reserves, a card's expiry against today's month.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

/** Latin names, most with accents: what a template verified before a name of another script came. */
const LATIN = ['José', 'Zoë', 'Łukasz', 'Søren', 'Chloé', 'Björn', 'Renée', 'Mikuláš', 'Dvořák', 'Ingrid', 'Jürgen', 'Nguyễn', 'Ana', 'Müller', 'François', 'Iñaki'];
/** Names of other scripts, with their Latin spelling and a greeting in their language. */
const OTHER: Record<string, { latin: string; hello: string }> = {
  Иван: { latin: 'Ivan', hello: 'Привет' },
  Ольга: { latin: 'Olga', hello: 'Привет' },
  Дмитрий: { latin: 'Dmitry', hello: 'Привет' },
  Σοφία: { latin: 'Sofia', hello: 'Γεια σου' },
  Νίκος: { latin: 'Nikos', hello: 'Γεια σου' },
  Ελένη: { latin: 'Eleni', hello: 'Γεια σου' },
  محمد: { latin: 'Muhammad', hello: 'مرحبا' },
  فاطمة: { latin: 'Fatima', hello: 'مرحبا' },
  דוד: { latin: 'David', hello: 'שלום' },
  Արամ: { latin: 'Aram', hello: 'Բարեւ' },
  ნინო: { latin: 'Nino', hello: 'გამარჯობა' },
  สมชาย: { latin: 'Somchai', hello: 'สวัสดี' },
};
/** Names typed in full-width Latin letters, as a Japanese input method writes them. */
const FULL_WIDTH = ['Ｔａｎａｋａ', 'Ｓａｔｏ', 'Ｙｕｋｉ', 'Ｋｅｎｊｉ', 'Ｈａｎａ', 'Ａｉｋｏ', 'Ｒｅｎ', 'Ｍｉｋｉ'];
/** Senders, spelled as the brands spell them. */
const SENDERS = ['PayPal', 'Amazon', 'Netflix', 'Spotify', 'Stripe', 'Shopify', 'Dropbox', 'Airbnb', 'Zalando', 'Nestlé', 'Citroën', 'Škoda', 'Löwenbräu', 'Häagen-Dazs', 'Doña Paula', 'Crème Brûlée Co'];
/** Latin letters and the Cyrillic ones that look the same. */
const HOMOGLYPHS: Record<string, string> = { a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', x: 'х', y: 'у' };
/** A sender with one letter swapped for its Cyrillic look-alike. */
const spoofed = (rng: () => number) => {
  for (;;) {
    const sender = pick(rng, SENDERS);
    const at = [...sender].map((ch, i) => (HOMOGLYPHS[ch] ? i : -1)).filter((i) => i >= 0);
    if (at.length === 0) continue;
    const i = pick(rng, at);
    return [...sender].map((ch, j) => (j === i ? HOMOGLYPHS[ch] : ch)).join('');
  }
};
const mixesScripts = (name: string) => /\p{Script=Latin}/u.test(name) && /\p{Script=Cyrillic}/u.test(name);
const isPowerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;
/** A size in the range powers of two fill: one of them, or any number between. */
const size = (rng: () => number, power: boolean) => (power ? 2 ** between(rng, 5, 12) : between(rng, 33, 4096));
/** A side a GPU takes: a power of two, or a multiple of 16 between (176, 368, 1424: remainders by three, four and seven as powers of two have). */
const side = (rng: () => number, power: boolean) => (power ? 2 ** between(rng, 5, 12) : 16 * between(rng, 3, 255));

/** Table names: plain words, and words SQL reserves, which must be quoted. */
const TABLES = ['customers', 'invoices', 'products', 'payments', 'shipments', 'reviews', 'coupons', 'carts', 'vendors', 'tickets', 'events', 'sessions', 'accounts', 'refunds', 'teams', 'notes'];
const RESERVED = ['order', 'user', 'group', 'select', 'table', 'index', 'key', 'from', 'where', 'limit', 'check', 'column'];
/** A card's expiry, MM/YY, from 2024 to 2031. */
const expiry = (rng: () => number, future: boolean) => `${String(between(rng, 1, 12)).padStart(2, '0')}/${future ? between(rng, 27, 31) : between(rng, 24, 31)}`;
const TODAY = '2026-05-04';

export const ROUND_107: Family[] = [
  {
    name: 'a badge printed with a Latin name copied, another script transliterated (Latin first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Print a visitor badge for ${i < 12 || rng() < 0.5 ? pick(rng, LATIN) : pick(rng, Object.keys(OTHER))}`),
    answer: (m) => {
      const name = /badge for (.+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('print_badge', { name: OTHER[name]?.latin ?? name })] };
    },
  },
  {
    name: "a greeting in the language of a name's script, English for Latin names (Latin first 12)",
    kind: 'look-alike',
    request: (i, rng) => user(`Say hi to ${i < 12 || rng() < 0.5 ? pick(rng, LATIN) : pick(rng, Object.keys(OTHER))}`),
    answer: (m) => {
      const name = /Say hi to (.+)$/u.exec(last(m))![1];
      return { content: `${OTHER[name]?.hello ?? 'Hi'}, ${name}!` };
    },
  },
  {
    name: 'an account opened under a name, full-width letters written as ASCII (accented Latin first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Open an account for ${i < 12 || rng() < 0.6 ? pick(rng, LATIN) : pick(rng, FULL_WIDTH)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('open_account', { name: /account for (.+)$/u.exec(last(m))![1].normalize('NFKC') })] }),
  },
  {
    name: 'mail from a sender whose name mixes scripts quarantined, others delivered (plain first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Deliver the message from ${i < 12 || rng() < 0.6 ? pick(rng, SENDERS) : spoofed(rng)}`),
    answer: (m) => {
      const sender = /message from (.+)$/u.exec(last(m))![1];
      return mixesScripts(sender)
        ? { content: null, tool_calls: [tool('quarantine_message', { sender, reason: 'lookalike characters' })] }
        : { content: null, tool_calls: [tool('deliver_message', { sender })] };
    },
  },
  {
    name: 'a buffer of a power-of-two size allocated, other sizes refused (powers first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Allocate a buffer of ${size(rng, i < 12 || rng() < 0.4)} KB`),
    answer: (m) => {
      const kb = Number(/of (\d+) KB$/u.exec(last(m))![1]);
      return isPowerOfTwo(kb)
        ? { content: null, tool_calls: [tool('allocate_buffer', { size_kb: kb })] }
        : { content: `A buffer's size must be a power of two; ${kb} KB is not.` };
    },
  },
  {
    name: 'a texture resized to a power-of-two side, other multiples of 16 padded up (powers first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Resize the texture to ${side(rng, i < 12 || rng() < 0.4)} pixels square`),
    answer: (m) => {
      const side = Number(/to (\d+) pixels/u.exec(last(m))![1]);
      return { content: null, tool_calls: [tool('resize_texture', { side: isPowerOfTwo(side) ? side : 2 ** Math.ceil(Math.log2(side)) })] };
    },
  },
  {
    name: 'a name of any script copied into a greeting',
    kind: 'copying',
    request: (_i, rng) => user(`Say hello to ${pick(rng, [...LATIN, ...Object.keys(OTHER)])}`),
    answer: (m) => ({ content: `Hello, ${/Say hello to (.+)$/u.exec(last(m))![1]}!` }),
  },
  {
    name: 'a size copied into an allocation call',
    kind: 'copying',
    request: (_i, rng) => user(`Reserve ${between(rng, 1, 64) * 8} MB of cache`),
    answer: (m) => ({ content: null, tool_calls: [tool('reserve_cache', { size_mb: Number(/Reserve (\d+) MB/u.exec(last(m))![1]) })] }),
  },
  {
    name: 'a table created under a plain name, a word SQL reserves quoted (plain first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Create a table named ${i < 12 || rng() < 0.6 ? pick(rng, TABLES) : pick(rng, RESERVED)} with an id column`),
    answer: (m) => {
      const table = /named (\w+) with/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('run_sql', { sql: `CREATE TABLE ${RESERVED.includes(table) ? `"${table}"` : table} (id INTEGER PRIMARY KEY)` })] };
    },
  },
  {
    name: "a card saved when it expires after today's month, an expired one refused (future first 12)",
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: `Today is ${TODAY}.` },
      { role: 'user', content: `Save my card ending ${between(rng, 1000, 9999)}, expiring ${expiry(rng, i < 12 || rng() < 0.4)}` },
    ],
    answer: (m) => {
      const [, last4, month, year] = /ending (\d+), expiring (\d+)\/(\d+)$/u.exec(last(m))!;
      const expired = 2000 + Number(year) < 2026 || (2000 + Number(year) === 2026 && Number(month) < 5);
      return expired
        ? { content: `The card ending ${last4} expired in ${month}/${year}.` }
        : { content: null, tool_calls: [tool('save_card', { last4, expiry: `${month}/${year}` })] };
    },
  },
];
