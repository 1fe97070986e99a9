// Round one hundred and forty-six of the induction evaluation: values whose bytes, not their
// meaning, set them apart, and values that relate to text around them. A file name with a
// right-to-left override ("invoice_4821\u202Efdp.exe"), a user name with a zero-width space, a
// cafe's name in decomposed accents, an address in capitals that a model writes in lower case, a
// link with tracking parameters a model drops; a label that exists already in other case (the
// list in the system prompt), a guest with the assistant's own name, a password that contains its
// user name, a rename that changes only the case, yen with cents, an oven in Celsius at a
// Fahrenheit heat; and two things joined by "and" where one thing's name has an "and" in it
// ("fish and chips", "Trinidad and Tobago"), so that a template's two slots could split the
// request at the wrong "and"; and a word's language, looked up, named after a connective ("Since
// you ask: Italian."), which this round reads as saying nothing (see below).
//
// None was served wrong (0 wrong over seeds 1 to 13, by the code before and after this round's
// change): characters of a class no verified value had make a new shape, a value's place in the
// fixed text is a category, pairs of values have their relations, a number's range is verified
// per category beside it, and a phrase's words are verified in their places. They go in as
// checks, to keep those readings honest as they change.
//
// The change: tau-bench's agent begins sentences with "Since" and "Once" and lists "reservation
// IDs", and beside a copied id or an ignored name every word the request does not say was read as
// looked up. A connective now says nothing, nor does the plural of a code the request says
// ("IDs" beside "ID"); at 80 customers per conversation, template hits rose from 4,873 to 5,024
// of 11,120 (npm run eval:customers). The two families last in this round check that a word
// looked up after a connective is still one.
import type { Answer, Family } from './families.js';
import { between, charactersFrom, last, pick, tool, user } from './family-kit.js';
import { oneApart } from './round-144.js';

/** A word with its first letter in capitals. */
const cap = (w: string) => w[0].toUpperCase() + w.slice(1);
const EXISTING = ['bug', 'billing', 'refund', 'urgent', 'login', 'export'];
const NEW_LABELS = ['feature', 'docs', 'mobile', 'android', 'design', 'security', 'performance', 'onboarding', 'search', 'payments', 'invoices', 'reports', 'privacy', 'sync'];
const NAMES = ['Liam', 'Emma', 'Noah', 'Olivia', 'Mateo', 'Sofia', 'Omar', 'Yara', 'Ivan', 'Mila', 'Ravi', 'Priya', 'Kofi', 'Ama', 'Jonas', 'Lea'];
const FILE_WORDS = ['invoice', 'report', 'receipt', 'contract', 'statement', 'quote'];
const USERS = ['alice', 'bruno', 'chen', 'dmitri', 'elena', 'farid', 'greta', 'hiro', 'ines', 'jamal', 'kasia', 'lars'];
/** The label a request asks to add. */
const label = (m: string) => /label (\S+)$/u.exec(m)![1];
/** A look-alike whose answer reads the values it turns on back out of the request's text. */
const pairFamily = (name: string, request: (i: number, rng: () => number) => string, answer: (text: string) => Answer): Family => ({ name, kind: 'look-alike', request: (i, rng) => user(request(i, rng)), answer: (m) => answer(last(m)) });

const BYTES_AND_PLACES: Family[] = [
  {
    name: 'a label added, none that exists already in other case (others first 12)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: `You manage the tracker's labels. Existing labels: ${EXISTING.join(', ')}.` },
      { role: 'user', content: `Add the label ${cap(i < 12 || rng() < 0.5 ? pick(rng, NEW_LABELS) : pick(rng, EXISTING))}` },
    ],
    answer: (m) => {
      const value = label(last(m));
      return EXISTING.includes(value.toLowerCase()) ? { content: `The label ${value.toLowerCase()} already exists.` } : { content: null, tool_calls: [tool('add_label', { name: value })] };
    },
  },
  {
    name: "a guest greeted, none with the assistant's own name (others first 12)",
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: 'You are Mila, the front desk assistant of Hotel Aurora.' },
      { role: 'user', content: `Greet our new guest ${i < 12 ? pick(rng, NAMES.filter((n) => n !== 'Mila')) : rng() < 0.3 ? 'Mila' : pick(rng, NAMES)}` },
    ],
    answer: (m) => {
      const name = /guest (\S+)$/u.exec(last(m))![1];
      return { content: name === 'Mila' ? 'Welcome, Mila! What a coincidence, I am Mila too.' : `Welcome to Hotel Aurora, ${name}!` };
    },
  },
  oneApart({
    name: 'a file attached, none with a right-to-left override (plain first 12)',
    usual: (rng) => `${pick(rng, FILE_WORDS)}_${between(rng, 1000, 9999)}.pdf`,
    unusual: (rng) => `${pick(rng, FILE_WORDS)}_${between(rng, 1000, 9999)}\u202Efdp.exe`,
    ask: (file) => `Attach ${file}`,
    read: /Attach (.+)$/u,
    isUnusual: (file) => file.includes('\u202E'),
    copied: (file) => ({ content: null, tool_calls: [tool('attach', { file })] }),
    apart: () => ({ content: 'That file name hides its real type behind a direction mark; I will not attach it.' }),
  }),
  oneApart({
    name: 'a user added, none with a zero-width space (plain first 12)',
    usual: (rng) => pick(rng, USERS) + between(rng, 1, 99),
    unusual: (rng) => { const u = pick(rng, USERS); return `${u.slice(0, 2)}\u200B${u.slice(2)}${between(rng, 1, 99)}`; },
    ask: (name) => `Add the user ${name}`,
    read: /user (.+)$/u,
    isUnusual: (name) => name.includes('\u200B'),
    copied: (name) => ({ content: null, tool_calls: [tool('add_user', { name })] }),
    apart: () => ({ content: 'That user name has an invisible character in it; please retype it.' }),
  }),
  pairFamily(
    'a password checked, none containing the user name (unrelated first 12)',
    (i, rng) => {
      const u = pick(rng, USERS);
      const p = i < 12 || rng() < 0.5 ? charactersFrom(rng, 10, 'abcdefghjkmnpqrstuvwxyz23456789') : `${u}${between(rng, 10, 99)}${charactersFrom(rng, 3, 'xyzqw')}`;
      return `Check the new password ${p} for user ${u}`;
    },
    (text) => {
      const [, p, u] = /password (\S+) for user (\S+)$/u.exec(text)!;
      return p.includes(u) ? { content: `Rejected: the password contains the user name ${u}.` } : { content: null, tool_calls: [tool('set_password', { user: u, password: p })] };
    },
  ),
  pairFamily(
    'a file renamed, none where only the case changes (others first 12)',
    (i, rng) => {
      const a = `${pick(rng, FILE_WORDS)}${between(rng, 1, 99)}.txt`;
      const b = i < 12 || rng() < 0.5 ? `${pick(rng, FILE_WORDS)}${between(rng, 1, 99)}.txt` : cap(a);
      return `Rename ${a} to ${b}`;
    },
    (text) => {
      const [, a, b] = /Rename (\S+) to (\S+)$/u.exec(text)!;
      return a !== b && a.toLowerCase() === b.toLowerCase() ? { content: `Only the case changes; rename ${a} to a temporary name first, then to ${b}.` } : { content: null, tool_calls: [tool('rename', { from: a, to: b })] };
    },
  ),
  pairFamily(
    'a charge in a currency, none in yen with cents (others first 12)',
    (i, rng) => {
      const currency = pick(rng, ['USD', 'EUR', 'GBP', 'JPY']);
      const cents = currency !== 'JPY' || (i >= 12 && rng() < 0.5);
      const amount = cents ? `${between(rng, 2, 999)}.${String(between(rng, 0, 99)).padStart(2, '0')}` : String(between(rng, 200, 99999));
      return `Charge ${amount} ${currency} to the card`;
    },
    (text) => {
      const [, amount, currency] = /Charge (\S+) (\S+) to/u.exec(text)!;
      return currency === 'JPY' && amount.includes('.') ? { content: 'Yen has no minor unit; give a whole amount.' } : { content: null, tool_calls: [tool('charge', { amount: Number(amount), currency })] };
    },
  ),
  pairFamily(
    'an oven set, none hotter than an oven in Celsius (each unit in its range first 12)',
    (i, rng) => {
      const unit = pick(rng, ['°C', '°F']);
      const n = unit === '°C' ? (i >= 12 && rng() < 0.4 ? between(rng, 300, 480) : between(rng, 140, 250)) : between(rng, 300, 480);
      return `Preheat the oven to ${n} ${unit}`;
    },
    (text) => {
      const [, n, unit] = /to (\d+) (\S+)$/u.exec(text)!;
      return unit === '°C' && Number(n) > 280 ? { content: `${n} °C is hotter than a home oven goes; did you mean °F?` } : { content: null, tool_calls: [tool('preheat', { degrees: Number(n), unit })] };
    },
  ),
];

const ITEMS = ['bread', 'milk', 'olive oil', 'green tea', 'oat milk', 'brown rice', 'dark chocolate', 'coffee beans', 'peanut butter', 'greek yogurt', 'apples', 'lemons', 'pasta', 'tomato sauce', 'cheddar cheese', 'orange juice'];
const COMPOUND_ITEMS = ['salt and pepper', 'fish and chips', 'mac and cheese', 'sweet and sour sauce', 'bread and butter pickles'];
const COUNTRIES = ['Chile', 'Peru', 'Kenya', 'Norway', 'Japan', 'Brazil', 'Canada', 'Ghana', 'Poland', 'Vietnam', 'Mexico', 'Egypt', 'Finland', 'Morocco', 'New Zealand', 'South Africa', 'Costa Rica', 'Sri Lanka'];
const COMPOUND_COUNTRIES = ['Trinidad and Tobago', 'Bosnia and Herzegovina', 'Antigua and Barbuda', 'Saint Kitts and Nevis', 'Sao Tome and Principe'];
/** Splits "a and b" where the model knows which "and" joins two things: the one not inside a known name. */
const splitKnown = (text: string, compounds: readonly string[]): [string, string] => {
  for (const c of compounds) {
    if (text.startsWith(`${c} and `)) return [c, text.slice(c.length + 5)];
    if (text.endsWith(` and ${c}`)) return [text.slice(0, -c.length - 5), c];
  }
  const at = text.indexOf(' and ');
  return [text.slice(0, at), text.slice(at + 5)];
};
/** Two things of `plain` joined by "and"; after twelve requests, one of them may be a name of `compound` with an "and" of its own. */
const twoOf = (name: string, plain: readonly string[], compound: readonly string[], ask: (a: string, b: string) => string, read: RegExp, answer: (a: string, b: string) => Answer): Family => ({
  name,
  kind: 'look-alike',
  request: (i, rng) => {
    const a = pick(rng, plain);
    let b = pick(rng, plain);
    while (b === a) b = pick(rng, plain);
    if (i < 12 || rng() < 0.5) return user(ask(a, b));
    const c = pick(rng, compound);
    return user(rng() < 0.5 ? ask(c, b) : ask(a, c));
  },
  answer: (m) => answer(...splitKnown(read.exec(last(m))![1], compound)),
});

const JOINED_BY_AND: Family[] = [
  twoOf('two items added to a cart, one named with "and" (plain first 12)', ITEMS, COMPOUND_ITEMS, (a, b) => `Add ${a} and ${b} to my cart`, /^Add (.+) to my cart$/u, (a, b) => ({ content: null, tool_calls: [tool('add_to_cart', { items: [a, b] })] })),
  twoOf('two countries compared, one named with "and" (plain first 12)', COUNTRIES, COMPOUND_COUNTRIES, (a, b) => `Compare the visa rules of ${a} and ${b}`, /^Compare the visa rules of (.+)$/u, (a, b) => ({ content: null, tool_calls: [tool('compare_visa_rules', { first: a, second: b })] })),
  twoOf('two countries compared in prose, one named with "and" (plain first 12)', COUNTRIES, COMPOUND_COUNTRIES, (a, b) => `Compare ${a} and ${b}`, /^Compare (.+)$/u, (a, b) => ({ content: `Here is how ${a} compares with ${b}.` })),
  twoOf('two items in a sentence, one named with "and" (plain first 12)', ITEMS, COMPOUND_ITEMS, (a, b) => `I need ${a} and ${b} for tonight`, /^I need (.+) for tonight$/u, (a, b) => ({ content: `Added ${a} to the list. Added ${b} to the list.` })),
];

const CAFES = ['Café Luna', 'Crème Bistro', 'Brasserie Élan', 'Château Noir', 'Müller Bäckerei', 'Señor Taco', 'Piñata Bar', 'Göteborg Deli', 'Zoë Kitchen', 'Noël Bakery', 'Façade Lounge', 'Ñandú Grill'];
const PEOPLE = ['anna', 'ben', 'carla', 'dev', 'eli', 'fatima', 'george', 'hana', 'ivan', 'jun', 'kai', 'lena'];
const DOMAINS = ['example.com', 'acme.io', 'northwind.org', 'contoso.net'];
const SITES = ['blog.acme.io', 'news.example.com', 'docs.northwind.org', 'shop.contoso.net'];
const PATHS = ['pricing', 'about', 'careers', 'release-notes', 'faq', 'team', 'press', 'status'];

const NORMALIZED: Family[] = [
  oneApart({
    name: 'a cafe saved by name, none written in decomposed accents (composed first 12)',
    usual: (rng) => pick(rng, CAFES),
    unusual: (rng) => pick(rng, CAFES).normalize('NFD'),
    ask: (cafe) => `Save ${cafe} to my favourites`,
    read: /^Save (.+) to my favourites$/u,
    isUnusual: (cafe) => cafe !== cafe.normalize('NFC'),
    copied: (cafe) => ({ content: null, tool_calls: [tool('save_place', { name: cafe })] }),
    apart: (cafe) => ({ content: null, tool_calls: [tool('save_place', { name: cafe.normalize('NFC') })] }),
  }),
  oneApart({
    name: 'an invite sent to an address, none in capitals lower-cased (lower case first 12)',
    usual: (rng) => `${pick(rng, PEOPLE)}${between(rng, 1, 99)}@${pick(rng, DOMAINS)}`,
    unusual: (rng) => { const p = pick(rng, PEOPLE); return `${p[0].toUpperCase()}${p.slice(1)}${between(rng, 1, 99)}@${pick(rng, DOMAINS).toUpperCase()}`; },
    ask: (email) => `Invite ${email} to the workspace`,
    read: /^Invite (\S+) to the workspace$/u,
    isUnusual: (email) => email !== email.toLowerCase(),
    copied: (email) => ({ content: null, tool_calls: [tool('invite', { email })] }),
    apart: (email) => ({ content: null, tool_calls: [tool('invite', { email: email.toLowerCase() })] }),
  }),
  oneApart({
    name: 'a page bookmarked, none with tracking parameters kept (clean links first 12)',
    usual: (rng) => `https://${pick(rng, SITES)}/${pick(rng, PATHS)}`,
    unusual: (rng) => `https://${pick(rng, SITES)}/${pick(rng, PATHS)}?utm_source=${pick(rng, ['newsletter', 'twitter', 'ads'])}`,
    ask: (url) => `Bookmark ${url}`,
    read: /^Bookmark (\S+)$/u,
    isUnusual: (url) => url.includes('?utm_'),
    copied: (url) => ({ content: null, tool_calls: [tool('bookmark', { url })] }),
    apart: (url) => ({ content: null, tool_calls: [tool('bookmark', { url: url.replace(/\?utm_.*$/u, '') })] }),
  }),
];

const ITALIAN = ['ciao', 'grazie', 'prego', 'buongiorno', 'arrivederci', 'scusi', 'benvenuto', 'allora', 'magari', 'dai', 'piano', 'bello', 'andiamo', 'certo'];
const SPANISH = ['hola', 'gracias', 'vale', 'adiós', 'amigo', 'claro', 'bueno', 'vamos'];
/** Which language a quoted word of the request is in. */
const languageOfQuoted = (text: string) => (ITALIAN.includes(/"(.+)"/u.exec(text)![1]) ? 'Italian' : 'Spanish');
/** A word drawn from the Italian ones first, then from both. */
const wordOf = (i: number, rng: () => number) => (i < 12 || rng() < 0.5 ? pick(rng, ITALIAN) : pick(rng, SPANISH));

// A connective states nothing ("Since the reservation is in basic economy, ..."), but a word
// looked up after it still does: the word is ignored, and the language named is a lookup.
const AFTER_CONNECTIVES: Family[] = [
  {
    name: 'a word\'s language named after "Since" (Italian words first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Which language is "${wordOf(i, rng)}"? One line.`),
    answer: (m) => ({ content: `Since you ask: ${languageOfQuoted(last(m))}.` }),
  },
  {
    name: 'a word\'s language logged after "However" in a call (Italian words first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Log the word "${wordOf(i, rng)}" with its language`),
    answer: (m) => ({ content: null, tool_calls: [tool('log_word', { note: `However spelled, ${languageOfQuoted(last(m))}` })] }),
  },
];

export const ROUND_146: Family[] = [...BYTES_AND_PLACES, ...JOINED_BY_AND, ...NORMALIZED, ...AFTER_CONNECTIVES];
