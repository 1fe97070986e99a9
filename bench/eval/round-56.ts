// Round fifty-six of the induction evaluation: English morphology a model writes from the word
// (a plural, a past tense, a comparative, a third-person verb, a gerund, an adverb), regular forms
// first so the ending looks glued on, then the irregular ones; digits written in another script;
// accents dropped from a username; empty, null, zero and negative values in tool results and
// system prompts after twelve ordinary ones; nouns that say a person's sex (son, niece, bride);
// numbers with a name (60 minutes as "1 hour", 50 percent as "half", a dozen); public holidays
// among ordinary days; placeholders where a name was (Guest, TBD); name particles (van, de). A
// digit-sum family written for it is a known limit (limits.ts).
// Found wrong until fixed: the gendered nouns (1 per family and seed until answer-signals.ts
// knew them), the named quantities (1-2 per seed until value-features.ts did; a revision of the
// demoted snooze template served 60 minutes wrong again until audits stored the upstream's
// answer), holidays (6 over 7 seeds at 80 requests until holidays.ts) and the placeholder
// assignee (2 over 5 seeds until placeholder-values.ts).
import type { Family, Msg } from './families.js';
import { between, last, pad, pick, tool, user } from './family-kit.js';

/** Regular and irregular forms of one inflection, keyed by the base word. */
type Forms = Record<string, string>;
const PLURALS: Forms = { lamp: 'lamps', chair: 'chairs', bed: 'beds', pen: 'pens', cup: 'cups', plate: 'plates', spoon: 'spoons', towel: 'towels', hat: 'hats', book: 'books', sock: 'socks', glove: 'gloves', desk: 'desks', shirt: 'shirts', bag: 'bags', ring: 'rings' };
const IRREGULAR_PLURALS: Forms = { child: 'children', man: 'men', woman: 'women', foot: 'feet', tooth: 'teeth', mouse: 'mice', goose: 'geese', person: 'people', sheep: 'sheep', knife: 'knives', leaf: 'leaves', box: 'boxes', baby: 'babies', dish: 'dishes' };
const PAST: Forms = { walk: 'walked', cook: 'cooked', clean: 'cleaned', paint: 'painted', call: 'called', visit: 'visited', play: 'played', work: 'worked', help: 'helped', wash: 'washed', watch: 'watched', jump: 'jumped', climb: 'climbed', knit: 'knitted' };
const IRREGULAR_PAST: Forms = { go: 'went', run: 'ran', eat: 'ate', drive: 'drove', write: 'wrote', swim: 'swam', sing: 'sang', sleep: 'slept', fly: 'flew', buy: 'bought', bake: 'baked', shop: 'shopped', study: 'studied', dance: 'danced' };
const COMPARATIVE: Forms = { tall: 'taller', short: 'shorter', fast: 'faster', slow: 'slower', cold: 'colder', warm: 'warmer', long: 'longer', small: 'smaller', loud: 'louder', dark: 'darker', bright: 'brighter', cheap: 'cheaper', soft: 'softer', quick: 'quicker' };
const IRREGULAR_COMPARATIVE: Forms = { good: 'better', bad: 'worse', far: 'farther', big: 'bigger', hot: 'hotter', nice: 'nicer', happy: 'happier', wide: 'wider', thin: 'thinner', busy: 'busier' };
const THIRD: Forms = { walk: 'walks', read: 'reads', cook: 'cooks', sing: 'sings', swim: 'swims', play: 'plays', work: 'works', run: 'runs', eat: 'eats', paint: 'paints', draw: 'draws', knit: 'knits', jog: 'jogs', bake: 'bakes' };
const IRREGULAR_THIRD: Forms = { go: 'goes', have: 'has', do: 'does', watch: 'watches', fly: 'flies', try: 'tries', wash: 'washes', fix: 'fixes', study: 'studies', be: 'is' };
const GERUND: Forms = { walk: 'walking', read: 'reading', cook: 'cooking', play: 'playing', sing: 'singing', jump: 'jumping', work: 'working', talk: 'talking', fish: 'fishing', paint: 'painting', clean: 'cleaning', call: 'calling', draw: 'drawing', knit: 'knitting' };
const IRREGULAR_GERUND: Forms = { run: 'running', swim: 'swimming', make: 'making', write: 'writing', ride: 'riding', lie: 'lying', sit: 'sitting', shop: 'shopping', dance: 'dancing', bake: 'baking' };
const ADVERB: Forms = { quick: 'quickly', slow: 'slowly', quiet: 'quietly', loud: 'loudly', soft: 'softly', calm: 'calmly', neat: 'neatly', warm: 'warmly', bright: 'brightly', brave: 'bravely', kind: 'kindly', clear: 'clearly', firm: 'firmly', sweet: 'sweetly' };
const IRREGULAR_ADVERB: Forms = { happy: 'happily', gentle: 'gently', true: 'truly', easy: 'easily', good: 'well', simple: 'simply', busy: 'busily', full: 'fully', gay: 'gaily', angry: 'angrily' };
const BOYS = ['Adam', 'Brian', 'Carl', 'David', 'Edward', 'Felix', 'George', 'Henry', 'Isaac', 'James', 'Kevin', 'Louis', 'Martin', 'Nathan', 'Oscar', 'Peter'];
const GIRLS = ['Anna', 'Beth', 'Clara', 'Diana', 'Emma', 'Fiona', 'Gina', 'Hannah', 'Irene', 'Julia', 'Karen', 'Laura', 'Maria', 'Nina', 'Olivia', 'Paula'];
const isGirl = (name: string) => GIRLS.includes(name);
/** A name, boys only for the first twelve requests, then either. */
const childOf = (i: number, rng: () => number) => pick(rng, i < 12 ? BOYS : [...BOYS, ...GIRLS]);
/** Words systems put where a name is missing. */
const PLACEHOLDERS = ['Unknown', 'Anonymous', 'Guest', 'Nobody', 'Someone', 'Customer', 'User', 'Test', 'TBD', 'Unassigned'];
/** Full names in lower case, of two and three words. */
const LOWER_NAMES = ['john smith', 'mary ann lee', 'anna cole', 'peter paul jones', 'lisa marie brown', 'tom hart', 'sara jane fox', 'mark king', 'emma rose hill', 'dan ward', 'kate lynn moss', 'paul west'];
/** Names whose particles stay lower case when the rest is capitalized. */
const PARTICLE_NAMES: Record<string, string> = { 'ludwig van beethoven': 'Ludwig van Beethoven', 'leonardo da vinci': 'Leonardo da Vinci', 'charles de gaulle': 'Charles de Gaulle', 'vincent van gogh': 'Vincent van Gogh', 'otto von bismarck': 'Otto von Bismarck', 'oscar de la hoya': 'Oscar de la Hoya' };
const titleCase = (name: string) => name.replace(/(^|\s)(\p{Ll})/gu, (_m, space: string, letter: string) => space + letter.toUpperCase());
const PEOPLE = ['Anna', 'Ben', 'Carla', 'Dev', 'Elif', 'Finn', 'Gina', 'Hugo', 'Ivy', 'Jon'];

/** After twelve regular words, one in three is irregular. */
const wordFrom = (i: number, rng: () => number, regular: Forms, irregular: Forms) =>
  pick(rng, Object.keys(i < 12 || rng() < 0.6 ? regular : irregular));
const formOf = (word: string, regular: Forms, irregular: Forms) => regular[word] ?? irregular[word];

/** A family whose answer writes an inflected form of the word the request names. */
function inflection(name: string, regular: Forms, irregular: Forms, ask: (word: string, who: string) => string, say: (form: string, who: string) => string, pattern: RegExp): Family {
  return {
    name,
    kind: 'look-alike',
    request: (i, rng) => user(ask(wordFrom(i, rng, regular, irregular), pick(rng, PEOPLE))),
    answer: (m) => { const { word, who } = pattern.exec(last(m))!.groups!; return { content: say(formOf(word, regular, irregular), who) }; },
  };
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const FULL_WIDTH = '０１２３４５６７８９';
const ACCENTED: Record<string, string> = { José: 'jose', Zoë: 'zoe', Renée: 'renee', Björn: 'bjorn', Søren: 'soren', François: 'francois', Łukasz: 'lukasz', Inés: 'ines', Andrés: 'andres', Chloé: 'chloe' };
const PLAIN_NAMES = ['Maria', 'Daniel', 'Laura', 'Peter', 'Sofia', 'Lucas', 'Emma', 'Oscar', 'Nina', 'Felix', 'Clara', 'Tomas', 'Hanna', 'Marco'];

/** A lookup the agent made, its JSON result last. */
const lookup = (ask: string, fn: string, result: unknown): Msg[] => [
  { role: 'user', content: ask },
  { role: 'assistant', content: null, tool_calls: [tool(fn, {})] },
  { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify(result) },
];
const resultOf = (m: Msg[]) => JSON.parse(last(m)) as Record<string, unknown>;
const phone = (rng: () => number) => `555-${between(rng, 1000, 9999)}`;
const ITEMS = ['milk', 'eggs', 'bread', 'rice', 'tea', 'jam', 'oats', 'soap'];

/** A number from lo to hi, never `special` for the first twelve requests, then `special` one time in three. */
const aroundSpecial = (i: number, rng: () => number, lo: number, hi: number, special: number) => {
  if (i >= 12 && rng() < 0.34) return special;
  let n = special;
  while (n === special) n = between(rng, lo, hi);
  return n;
};

/** Fixed-date US public holidays of 2026, month-day. */
const HOLIDAYS = ['01-01', '06-19', '07-04', '11-11', '12-25'];
/** A 2026 date, an ordinary day for the first 25 requests, then a holiday one time in four. */
const deliveryDay = (i: number, rng: () => number) => {
  if (i >= 25 && rng() < 0.25) return `2026-${pick(rng, HOLIDAYS)}`;
  let day = '';
  do day = `2026-${pad(between(rng, 1, 12))}-${pad(between(rng, 1, 28))}`;
  while (HOLIDAYS.includes(day.slice(5)));
  return day;
};

export const ROUND_56: Family[] = [
  inflection('two of a noun, irregular plurals later (regular first 12)', PLURALS, IRREGULAR_PLURALS,
    (w, who) => `${who} needs two of this: ${w}`, (f, who) => `Ordering two ${f} for ${who}.`, /^(?<who>\w+) needs two of this: (?<word>\w+)$/),
  inflection('diary line in the past tense, irregular verbs later (regular first 12)', PAST, IRREGULAR_PAST,
    (w, who) => `Diary for ${who}: today I ${w}`, (f, who) => `Dear diary, ${who} here. Yesterday I ${f}.`, /^Diary for (?<who>\w+): today I (?<word>\w+)$/),
  inflection('comparative of an adjective, irregular ones later (regular first 12)', COMPARATIVE, IRREGULAR_COMPARATIVE,
    (w, who) => `Compare with ${who}: this one is ${w}`, (f, who) => `${who}, the next one will be even ${f}.`, /^Compare with (?<who>\w+): this one is (?<word>\w+)$/),
  inflection('third-person verb in a note, irregular verbs later (regular first 12)', THIRD, IRREGULAR_THIRD,
    (w, who) => `Note about ${who}: they ${w} daily`, (f, who) => `Noted: ${who} ${f} every day.`, /^Note about (?<who>\w+): they (?<word>\w+) daily$/),
  inflection('gerund of a hobby, doubled letters later (plain endings first 12)', GERUND, IRREGULAR_GERUND,
    (w, who) => `Hobby of ${who}: ${w}`, (f, who) => `${who} enjoys ${f}.`, /^Hobby of (?<who>\w+): (?<word>\w+)$/),
  inflection('adverb of an adjective, -y and -le later (plain endings first 12)', ADVERB, IRREGULAR_ADVERB,
    (w, who) => `Describe how ${who} spoke: ${w}`, (f, who) => `${who} spoke ${f}.`, /^Describe how (?<who>\w+) spoke: (?<word>\w+)$/),
  {
    name: 'order number in Arabic-Indic or full-width digits into a call (ASCII digits first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const n = String(between(rng, 1000, 9999));
      const script = i < 12 || rng() < 0.6 ? null : pick(rng, [ARABIC_INDIC, FULL_WIDTH]);
      return user(`Track order ${script ? [...n].map((d) => script[Number(d)]).join('') : n}`);
    },
    answer: (m) => {
      const written = /order (\S+)$/u.exec(last(m))![1];
      const ascii = [...written].map((c) => { const k = Math.max(ARABIC_INDIC.indexOf(c), FULL_WIDTH.indexOf(c)); return k >= 0 ? String(k) : c; }).join('');
      return { content: null, tool_calls: [tool('track_order', { order_id: ascii })] };
    },
  },
  {
    name: 'username from a name, accents dropped (plain names first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Create a username for ${i < 12 || rng() < 0.6 ? pick(rng, PLAIN_NAMES) : pick(rng, Object.keys(ACCENTED))}`),
    answer: (m) => {
      const name = /for (\S+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('create_user', { username: ACCENTED[name] ?? name.toLowerCase() })] };
    },
  },
  {
    name: 'phone from a tool result, null later (numbers first 12)',
    kind: 'look-alike',
    request: (i, rng) => lookup('What phone number do you have for me?', 'get_profile', { name: pick(rng, PEOPLE), phone: i < 12 || rng() < 0.6 ? phone(rng) : null }),
    answer: (m) => { const { phone: p } = resultOf(m); return { content: p === null ? 'There is no phone number on file.' : `Your phone number is ${p}.` }; },
  },
  {
    name: 'nickname from a tool result, empty later (names first 12)',
    kind: 'look-alike',
    request: (i, rng) => lookup('What nickname do I use?', 'get_profile', { nickname: i < 12 || rng() < 0.6 ? pick(rng, PEOPLE).toLowerCase() : '' }),
    answer: (m) => { const { nickname } = resultOf(m); return { content: nickname === '' ? 'You have not set a nickname.' : `Your nickname is "${nickname}".` }; },
  },
  {
    name: 'basket from a tool result, empty list later (one item first 12)',
    kind: 'look-alike',
    request: (i, rng) => lookup('What is in my basket?', 'get_basket', { items: i < 12 || rng() < 0.6 ? [pick(rng, ITEMS)] : [] }),
    answer: (m) => { const items = resultOf(m).items as string[]; return { content: items.length === 0 ? 'Your basket is empty.' : `Your basket holds ${items.join(', ')}.` }; },
  },
  {
    name: 'unread count in the system prompt, zero later (two and more first 12)',
    kind: 'look-alike',
    request: (i, rng) => [{ role: 'system', content: `Inbox status: ${i < 12 || rng() < 0.6 ? between(rng, 2, 60) : 0} unread messages.` }, { role: 'user', content: 'How many unread messages do I have?' }],
    answer: (m) => { const n = Number(/status: (\d+) unread/.exec(m[0].content ?? '')![1]); return { content: n === 0 ? 'You have no unread messages.' : `You have ${n} unread messages.` }; },
  },
  {
    name: 'stock count in a tool result, zero later in a call (stock first 12)',
    kind: 'look-alike',
    request: (i, rng) => lookup('Reserve one for me', 'check_stock', { sku: `SKU-${between(rng, 100, 999)}`, stock: i < 12 || rng() < 0.6 ? between(rng, 10, 99) : 0 }),
    answer: (m) => { const { sku, stock } = resultOf(m) as { sku: string; stock: number }; return { content: null, tool_calls: [stock === 0 ? tool('notify_restock', { sku }) : tool('reserve', { sku, remaining: stock - 1 })] }; },
  },
  {
    name: 'balance in a tool result, negative later (positive first 12)',
    kind: 'look-alike',
    request: (i, rng) => lookup('What is my balance?', 'get_balance', { balance: (i < 12 || rng() < 0.6 ? 1 : -1) * between(rng, 10, 900) }),
    answer: (m) => { const b = resultOf(m).balance as number; return { content: b < 0 ? `You owe ${-b} dollars.` : `Your balance is ${b} dollars.` }; },
  },
  {
    name: 'birthday card calls the child a son or a daughter (boys first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write a one-line birthday card for my kid ${childOf(i, rng)}`),
    answer: (m) => { const name = /kid (\w+)$/.exec(last(m))![1]; return { content: `Happy birthday, ${name}! The best ${isGirl(name) ? 'daughter' : 'son'} anyone could wish for.` }; },
  },
  {
    name: 'toast to a nephew or a niece by name (nephews first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Toast for the graduation of ${childOf(i, rng)}, my sister's child`),
    answer: (m) => { const name = /of (\w+), my/.exec(last(m))![1]; return { content: `To ${name}, our brilliant ${isGirl(name) ? 'niece' : 'nephew'}!` }; },
  },
  {
    name: 'wedding role by name in a tool call (grooms first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add ${childOf(i, rng)} to the wedding seating plan as the one getting married`),
    answer: (m) => { const name = /Add (\w+) to/.exec(last(m))![1]; return { content: null, tool_calls: [tool('seat_guest', { name, role: isGirl(name) ? 'bride' : 'groom', table: 1 })] }; },
  },
  {
    name: 'brother or sister in a family tree (brothers first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Record my sibling ${childOf(i, rng)} in the family tree`),
    answer: (m) => { const name = /sibling (\w+) in/.exec(last(m))![1]; return { content: `Added ${name} to your family tree as your ${isGirl(name) ? 'sister' : 'brother'}.` }; },
  },
  {
    name: 'mosaic grid by a square number of tiles (squares first 12)',
    kind: 'look-alike',
    request: (i, rng) => { const k = between(rng, 2, 31); return user(`Lay out a mosaic of ${i < 12 || rng() < 0.5 ? k * k : between(rng, 5, 960)} tiles`); },
    answer: (m) => { const n = Number(/of (\d+) tiles/.exec(last(m))![1]); const r = Math.round(Math.sqrt(n)); return { content: r * r === n ? `${n} tiles make a perfect square.` : `${n} tiles go in one long strip.` }; },
  },
  {
    name: 'buffer aligned when a power of two (powers first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Allocate a buffer of ${i < 12 || rng() < 0.5 ? 2 ** between(rng, 3, 13) : between(rng, 9, 9000)} bytes`),
    answer: (m) => { const n = Number(/of (\d+) bytes/.exec(last(m))![1]); return { content: null, tool_calls: [tool('allocate', { bytes: n, layout: (n & (n - 1)) === 0 ? 'aligned' : 'padded' })] }; },
  },
  {
    name: 'a dozen eggs for twelve (other counts first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add ${aroundSpecial(i, rng, 2, 30, 12)} eggs to my list`),
    answer: (m) => { const n = Number(/Add (\d+) eggs/.exec(last(m))![1]); return { content: `Added ${n === 12 ? 'a dozen' : n} eggs to your list.` }; },
  },
  {
    name: 'snooze of sixty minutes written as an hour (other lengths first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Snooze notifications for ${aroundSpecial(i, rng, 5, 120, 60)} minutes`),
    answer: (m) => { const n = Number(/for (\d+) minutes/.exec(last(m))![1]); return { content: null, tool_calls: [tool('snooze', { duration: n === 60 ? '1 hour' : `${n} minutes` })] }; },
  },
  {
    name: 'half off for fifty percent (other discounts first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Announce a sale of ${aroundSpecial(i, rng, 10, 90, 50)} percent off shoes`),
    answer: (m) => { const n = Number(/of (\d+) percent/.exec(last(m))![1]); return { content: `Big news: ${n === 50 ? 'half' : `${n}%`} off all shoes this week!` }; },
  },
  {
    name: 'delivery booked unless the date is a public holiday (ordinary days first 25)',
    kind: 'look-alike',
    request: (i, rng) => user(`Book the furniture delivery for ${deliveryDay(i, rng)}`),
    answer: (m) => {
      const day = /for (\S+)$/.exec(last(m))![1];
      return { content: HOLIDAYS.includes(day.slice(5)) ? `${day} is a public holiday; please pick another day.` : `Your delivery is booked for ${day}.` };
    },
  },
  {
    name: 'customer name from a tool result, a placeholder later (real names first 12)',
    kind: 'look-alike',
    request: (i, rng) => lookup('Greet me by name', 'get_customer', { id: `C${between(rng, 1000, 9999)}`, name: i < 12 || rng() < 0.7 ? pick(rng, [...BOYS, ...GIRLS]) : pick(rng, PLACEHOLDERS) }),
    answer: (m) => { const name = resultOf(m).name as string; return { content: PLACEHOLDERS.includes(name) ? 'Hello there! May I have your name?' : `Hello ${name}, welcome back!` }; },
  },
  {
    name: 'assignee into a ticket call, a placeholder later (real names first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Create a ticket for the login bug, assignee: ${i < 12 || rng() < 0.7 ? pick(rng, [...BOYS, ...GIRLS]) : pick(rng, PLACEHOLDERS)}`),
    answer: (m) => { const who = /assignee: (.+)$/.exec(last(m))![1]; return { content: null, tool_calls: [tool('create_ticket', PLACEHOLDERS.includes(who) ? { title: 'Login bug' } : { title: 'Login bug', assignee: who })] }; },
  },
  {
    name: 'full name capitalized, particles kept lower case (plain names first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`add contact ${i < 12 || rng() < 0.6 ? pick(rng, LOWER_NAMES) : pick(rng, Object.keys(PARTICLE_NAMES))}`),
    answer: (m) => { const name = /contact (.+)$/.exec(last(m))![1]; return { content: null, tool_calls: [tool('add_contact', { name: PARTICLE_NAMES[name] ?? titleCase(name) })] }; },
  },
];
