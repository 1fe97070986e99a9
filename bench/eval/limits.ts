// Families that show what induction cannot rule out, reported by `npm run eval` but not gated:
// the answer depends on a fact about a value that no feature of it shows, and the first requests
// happen to agree. Audits of new values bound the damage (the template is demoted at its first
// wrong answer); they cannot prevent that first one.
import { DEPARTMENT_OF, SPORT_BRANDS, type Family, type Msg } from './families.js';
import { between, last, liftedFromPhrase, outsideOr, pick, tool, user } from './family-kit.js';
import { HUES, SHADES } from './round-110.js';
import { isNth, nthWeekdayApart } from './round-145.js';

const ENGLISH = ['John', 'Mary', 'Peter', 'Susan', 'George', 'Emily', 'Henry', 'Alice', 'Jack', 'Grace', 'Harry', 'Lucy', 'Oliver', 'Sophie', 'William', 'Charlotte'];
const SPANISH = ['Juan', 'María', 'Pedro', 'Lucía', 'Javier', 'Carmen', 'Diego', 'Sofía', 'Alejandro', 'Valeria'];
const FRUITS = ['apple', 'banana', 'cherry', 'mango', 'peach', 'pear', 'plum', 'grape', 'lemon', 'lime', 'kiwi', 'papaya', 'melon', 'orange', 'apricot', 'guava', 'fig'];
const VEGETABLES = ['carrot', 'potato', 'onion', 'leek', 'celery', 'spinach', 'turnip', 'radish'];
const PEOPLE = ['Emma Patel', 'Liam Garcia', 'Noah Kim', 'Ava Rossi', 'Omar Novak', 'Mia Silva', 'Leo Jensen', 'Iris Costa', 'Hugo Walker', 'Nina Dubois', 'Ravi Okafor', 'Sofia Larsen'];
const THINGS = ['Garden Hose', 'Blue Lamp', 'Oak Table', 'Spare Keys', 'Winter Tyres'];
const PLAIN_WORDS = ['garden', 'window', 'river', 'pencil', 'mountain', 'candle', 'bridge', 'market', 'blanket', 'harbor', 'ladder', 'orchard', 'compass', 'lantern'];
const LOAN_WORDS = ['déjà vu', 'kindergarten', 'schadenfreude', 'siesta', 'karaoke', 'tsunami', 'fiesta', 'origami'];
const THEMES = ['Midnight', 'Ocean', 'Forest', 'Sunset', 'Dracula', 'Nord', 'Monokai', 'Autumn', 'Lagoon', 'Desert', 'Meadow', 'Harbor', 'Aurora', 'Glacier'];
const GEAR = ['running shoes', 'yoga pants', 'rain jacket', 'backpack', 'water bottle', 'sports bra', 'hiking socks', 'trail running shoes', 'insulated water bottle', 'waterproof rain jacket'];
const LOWER_CASE_BRANDS = ['nike', 'adidas', 'patagonia', 'lululemon', 'north face', 'columbia', 'asics', 'hoka', 'under armour', 'new balance'];
const randomHex = (rng: () => number, n: number) => Array.from({ length: n }, () => Math.floor(rng() * 16).toString(16)).join('');
const HELLO: Record<string, string> = Object.fromEntries([...ENGLISH.map((n) => [n, 'Hello']), ...SPANISH.map((n) => [n, 'Hola'])]);

export const LIMITS: Family[] = [
  {
    name: 'greeting in the language of the name (English first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Write a short greeting for our guest ${i < 20 ? pick(rng, ENGLISH) : pick(rng, [...ENGLISH, ...SPANISH])}`),
    answer: (m) => {
      const name = /guest (\S+)$/.exec(last(m))![1];
      return { content: `${HELLO[name]}, ${name}! Welcome to our hotel.` };
    },
  },
  {
    // The same fact in a tool call is refused (any argument word the request does not say, beside a
    // copied name); in prose, "nice to meet you" beside a name could not be told from it.
    name: 'department of a brand in prose (sportswear brands first)',
    kind: 'look-alike',
    request: (i, rng) => user(`File this return for a ${i < 22 ? pick(rng, SPORT_BRANDS) : pick(rng, [...SPORT_BRANDS, ...Object.keys(DEPARTMENT_OF)])} product`),
    answer: (m) => {
      const brand = /for a (\w+) product/.exec(last(m))![1];
      return { content: `Return filed: ${brand} goes to the ${DEPARTMENT_OF[brand] ?? 'sportswear'} desk.` };
    },
  },
  {
    // A fact about a number inside the verified range, in a sentence of its own: rows 20 and 21
    // end in digits other rows showed (10, 30, 1, 11), and nothing in the answer's words says
    // "row" decides the second sentence. Rows 14 and 15 would be caught (teens are endings of their own).
    name: 'exit rows 20 and 21 noted when a row is booked (other rows first)',
    kind: 'look-alike',
    request: (i, rng) => {
      let row = 1 + Math.floor(rng() * 30);
      if (i < 22 && (row === 20 || row === 21)) row += 3;
      return user(`Book me a seat in row ${row}`);
    },
    answer: (m) => {
      const row = Number(/row (\d+)/.exec(last(m))![1]);
      return { content: row === 20 || row === 21 ? `Row ${row} booked. It is an exit row, so please confirm you can assist.` : `Row ${row} booked. Enjoy your flight.` };
    },
  },
  {
    // Keys are the schema's words: {"product": "wireless mouse"} copies prose under a key the
    // request does not say, and refusing such keys would refuse most structured copies. A key
    // that names the value's kind cannot be told from one that names its role.
    name: 'JSON key chosen by the kind of a copied word (fruits first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add ${i < 22 ? pick(rng, FRUITS) : pick(rng, [...FRUITS, ...VEGETABLES])} to my basket`),
    answer: (m) => {
      const item = /Add (\w+) to/.exec(last(m))![1];
      return { content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'add_to_basket', arguments: JSON.stringify({ [FRUITS.includes(item) ? 'fruit' : 'vegetable']: item }) } }] };
    },
  },
  {
    // Function names' verbs and record kinds (save, contact, note) are not judged as facts about
    // a copied value, or every create_event would be refused; a choice between two such kinds by
    // what the value is looks like either. Capitalized things look like people's names.
    name: 'save_contact or save_note (people first)',
    kind: 'look-alike',
    request: (i, rng) => user(`Save this for me: ${i < 22 ? pick(rng, PEOPLE) : pick(rng, [...PEOPLE, ...THINGS])}`),
    answer: (m) => {
      const value = /for me: (.+)$/.exec(last(m))![1];
      const [name, args] = THINGS.includes(value) ? ['save_note', { text: value }] : ['save_contact', { name: value }];
      return { content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name, arguments: JSON.stringify(args) } }] };
    },
  },
  {
    // Hidden state keyed by a random id the answer ignores: a judgement beside such an id is not
    // refused (nothing about the id itself can be judged), and the same answer without "yes" or
    // "no" was served the same way before. Twelve distinct ids agreed by coincidence.
    name: 'account state behind a session id (verified first)',
    kind: 'look-alike',
    request: (i, rng) => [
      { role: 'system', content: `You are Acme's support assistant. Session: ${i < 22 ? '0' : randomHex(rng, 1)}${randomHex(rng, 7)}-${randomHex(rng, 4)}-4${randomHex(rng, 3)}-a${randomHex(rng, 3)}-${randomHex(rng, 12)}.` },
      { role: 'user', content: 'Is my account verified?' },
    ],
    answer: (m) => ({ content: /Session: [0-7]/.test(m[0].content ?? '') ? 'Yes, your account is verified.' : 'No, your account is not verified yet.' }),
  },
  {
    // Moved from round fifty-six: a digit sum is a fact about a number none of its features (ending,
    // remainders by 3, 4 and 7, range) shows; served one wrong answer on seed 7.
    name: 'lucky ticket by its digit sum (sums of 10 first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      let n = between(rng, 100, 999);
      if (i < 12 || rng() < 0.5) while ([...String(n)].reduce((a, d) => a + Number(d), 0) !== 10) n = between(rng, 100, 999);
      return user(`Check raffle ticket ${n}`);
    },
    answer: (m) => { const n = /ticket (\d+)$/.exec(last(m))![1]; return { content: `Ticket ${n} ${[...n].reduce((a, d) => a + Number(d), 0) === 10 ? 'wins a prize' : 'wins nothing this time'}.` }; },
  },
  {
    // From round sixty-two: where an English word came from is a fact no feature shows (the
    // word list holds "tsunami" and "fiesta" as it holds "garden"); served on 7 of 13 seeds.
    name: 'word of the day flagged when borrowed from another language (English words first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Make "${i < 12 || rng() < 0.6 ? pick(rng, PLAIN_WORDS) : pick(rng, LOAN_WORDS)}" the word of the day`),
    answer: (m) => { const word = /Make "(.+)" the word/.exec(last(m))![1]; return { content: null, tool_calls: [tool('set_word_of_day', LOAN_WORDS.includes(word) ? { word, borrowed: true } : { word })] }; },
  },
  {
    // From round sixty-eight: a band inside the verified range, the same answer on both sides of
    // it, narrower than the gaps between the verified prices around it (20 wide among prices 5 to
    // 500). Served on 5 of 13 seeds; a wider gap than any other is predicted first (slot-domain.ts).
    // Since round seventy a gap over five times the median one is too: served on none of 13.
    name: 'order flagged for review outside $40 to $60, the band narrower than the gaps (outside first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const outside = i < 12 || rng() < 0.3;
      const amount = outside ? (rng() < 0.5 ? between(rng, 5, 39) : between(rng, 61, 500)) : between(rng, 5, 500);
      return user(`Flag the order of $${amount} for review if needed`);
    },
    answer: (m) => {
      const amount = Number(/of \$(\d+) for/.exec(last(m))![1]);
      return amount >= 40 && amount <= 60 ? { content: `$${amount} needs no review.` } : { content: null, tool_calls: [tool('flag_review', { amount })] };
    },
  },
  {
    // From round sixty-eight: a week's blackout among nights booked on either side. A date in a gap
    // over twice as wide as any other between verified dates is predicted first, which caught it
    // on 6 of the 10 seeds of 13 where it was served; evidence sparse on both sides (nights on
    // the 10th, 20th and 30th) cannot tell a blackout from chance.
    name: 'cabin booked except in a festival blackout, July 12 to 18 (other nights first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const outside = i < 12 || rng() < 0.4;
      const day = outside ? (rng() < 0.5 ? between(rng, 0, 10) : between(rng, 18, 30)) : between(rng, 0, 30);
      return user(`Book the lake cabin for the night of ${new Date(Date.UTC(2027, 6, 1 + day)).toISOString().slice(0, 10)}`);
    },
    answer: (m) => {
      const night = /night of (\S+)$/.exec(last(m))![1];
      return night >= '2027-07-12' && night <= '2027-07-18' ? { content: `The cabin is closed for the festival on ${night}.` } : { content: null, tool_calls: [tool('book_cabin', { night })] };
    },
  },
  {
    // From round seventy: a normal band among readings either side. Served on 9 of 13 seeds; a
    // gap over three times the median gap is predicted first, which leaves 3 (1 with this list's
    // draws): with a dozen readings over the scale, a gap as wide as the band's is common by chance.
    name: 'blood pH normal from 7.35 to 7.45 (outside first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Arterial blood pH ${(outsideOr(rng, i < 12 || rng() < 0.4, [680, 735, 745, 780]) / 100).toFixed(2)}: what next?`),
    answer: (m) => {
      const ph = Number(/pH (\S+):/.exec(last(m))![1]);
      return { content: ph >= 7.35 && ph <= 7.45 ? `pH ${ph.toFixed(2)} is normal; no action.` : `pH ${ph.toFixed(2)} is abnormal; repeat the gas and call the registrar.` };
    },
  },
  {
    // From round seventy: the same for whole numbers, whose gaps must be five times the median
    // (ages and counts cost hits at three). Served on 3 of 13 seeds; 1 now (none with this list's draws).
    name: 'museum humidity fine from 40 to 60% (outside first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Museum room humidity is ${outsideOr(rng, i < 12 || rng() < 0.4, [10, 40, 60, 95])}%`),
    answer: (m) => {
      const humidity = Number(/is (\d+)%/.exec(last(m))![1]);
      return { content: humidity >= 40 && humidity <= 60 ? `${humidity}% is within the conservation range.` : `${humidity}% is out of range; adjust the dehumidifier.` };
    },
  },
  {
    // From round one hundred and eleven: what a word means where it sits in a phrase. A phrase's
    // common words are one category (notes, dishes and products would rarely hit otherwise), so
    // "pale grey", which the API writes "pale gray", serves after other shades and hues: wrong on
    // 9 of 13 seeds, once each ("Dark Grey" capitalized, on 7 of 13 in a trial).
    name: 'a wall colour of two words, "grey" written "gray" (other hues first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Paint the wall ${pick(rng, SHADES)} ${i < 12 || rng() < 0.6 ? pick(rng, HUES) : 'grey'}`),
    answer: (m) => ({ content: null, tool_calls: [tool('paint_wall', { color: /wall (.+)$/u.exec(last(m))![1].replace('grey', 'gray') })] }),
  },
  {
    // From round one hundred and eleven: one capitalized word is checked only where every
    // verified value was a word of the list (a slot of options); where one was not ("Dracula",
    // "Nord"), the slot counts as one of names, whose words ("Grace", "Will") are served as
    // "Omar" is, and "Grey" serves: wrong on 9 of 13 seeds, once or twice. Checking slots where most
    // values are words would check short names too (Ed, Jo, Kit, Gus are in the list).
    name: 'an editor theme by name, one not a word, then "Grey" written "Gray" (other themes first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Switch the editor theme to ${i < 12 || rng() < 0.6 ? pick(rng, THEMES) : 'Grey'}`),
    answer: (m) => ({ content: null, tool_calls: [tool('set_editor_theme', { theme: /theme to (.+)$/u.exec(last(m))![1].replace('Grey', 'Gray') })] }),
  },
  // From round one hundred and twenty-four: a brand in lower case that the English word list
  // holds ("hoka") reads as a common word of the phrase, and no vocabulary lists brands.
  liftedFromPhrase({
    name: 'sports store search with a lower-case brand lifted into its own field (none first 12)',
    around: ['Search gear: ', ''],
    call: 'search_gear',
    key: 'query',
    field: 'brand',
    words: LOWER_CASE_BRANDS,
    items: GEAR,
  }),
  // A company's own rule about a weekday's place in its month (round one hundred and forty-five):
  // the first Monday and the last Friday lie among the weekdays and days of the month seen, and
  // no name marks them, as "patch Tuesday" and the options' third Friday are (holidays.ts).
  nthWeekdayApart(
    'the big meeting room booked, none on the first Monday, when the board meets (other weekdays first 12)',
    (iso) => isNth(iso, 1, 1),
    (date) => `Reserve the big meeting room on ${date}`,
    (date) => ({ content: null, tool_calls: [tool('reserve_room', { room: 'big', date })] }),
    (date) => ({ content: `The board meets in the big room on the first Monday (${date}); try the small one.` }),
  ),
  nthWeekdayApart(
    'a team lunch booked, none on the last Friday, the company social (other weekdays first 12)',
    (iso) => isNth(iso, 5, -1),
    (date) => `Book a team lunch on ${date}`,
    (date) => ({ content: null, tool_calls: [tool('book_lunch', { date })] }),
    (date) => ({ content: `${date} is the last Friday of the month: lunch is the company social.` }),
  ),
];
