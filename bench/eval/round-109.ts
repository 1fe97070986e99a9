// Round one hundred and nine of the induction evaluation: what a common word means. A value that is
// one common English word was one category, so any such word served once a few were verified; but
// its meaning may decide the answer where no letter shows it: a button API writes "grey" as
// "gray", JavaScript reserves "class", "/home" is a system folder, "goose" has its own plural
// (28 wrong answers over 13 seeds before). A phrase's common words stay one category, but for
// foods people are allergic to: a nut-free school's menu refuses "pecan pie" (5 over 13 seeds).
// A date without a year that no year has ("April 31") lay between April 30 and May 1 (1 over
// 13). Kept as checks, already safe: "an" before 8, 11, 18 and 80 to 89, and a greeting by the
// local time of a timestamp with an offset.
import type { Family } from './families.js';
import { between, last, MONTHS, pad, pick, tool, user } from './family-kit.js';

/** "an" before a number said with a vowel sound: eight, eleven, eighteen, eighty-. */
const anNumber = (n: number) => /^8/u.test(String(n)) || n === 11 || n === 18;

/** Nouns whose plural adds an s, many sharing first or last letters with the irregular ones. */
const REGULAR = ['jeep', 'ship', 'shoe', 'boot', 'root', 'moth', 'booth', 'cloth', 'cafe', 'safe', 'chef', 'roof', 'pan', 'van', 'fan', 'map', 'toy', 'tool', 'goat', 'knot', 'wing', 'word', 'fork', 'house', 'horse', 'nurse', 'cat', 'dog', 'lamp', 'desk', 'kite', 'tent'];
const IRREGULAR: Record<string, string> = { sheep: 'sheep', knife: 'knives', wife: 'wives', leaf: 'leaves', loaf: 'loaves', wolf: 'wolves', tooth: 'teeth', foot: 'feet', goose: 'geese', mouse: 'mice', man: 'men', woman: 'women', child: 'children', deer: 'deer', fish: 'fish', calf: 'calves', shelf: 'shelves', thief: 'thieves', city: 'cities', party: 'parties', box: 'boxes', bus: 'buses', dish: 'dishes', watch: 'watches' };
const plural = (noun: string) => IRREGULAR[noun] ?? `${noun}s`;

/** Variable names that are common words, and words JavaScript reserves. */
const VARIABLES = ['total', 'count', 'price', 'user', 'items', 'index', 'result', 'value', 'data', 'score', 'speed', 'width', 'height', 'answer', 'player', 'balance', 'message', 'buffer', 'counter', 'offset', 'sum', 'flag', 'label', 'title', 'size', 'amount', 'cart', 'order', 'level', 'timer', 'token', 'stack'];
const RESERVED_JS = ['class', 'return', 'delete', 'switch', 'case', 'default', 'this', 'new', 'void', 'while', 'break', 'continue', 'export', 'import', 'finally', 'throw', 'catch', 'const', 'function', 'yield', 'super', 'static', 'package', 'private', 'public', 'with', 'else', 'enum'];

/** A project's folders, and a Unix system's. */
const FOLDERS = ['photos', 'music', 'drafts', 'invoices', 'projects', 'old', 'backup', 'downloads', 'notes', 'videos', 'archive', 'reports', 'scratch', 'logs', 'uploads', 'builds', 'exports', 'assets', 'samples', 'fonts', 'themes', 'recordings'];
const SYSTEM_FOLDERS = ['home', 'root', 'boot', 'bin', 'etc', 'usr', 'var', 'lib', 'dev', 'proc', 'sys', 'sbin', 'opt'];

/** Colours the API takes as written; "grey" it takes as "gray". */
const COLOURS = ['red', 'blue', 'green', 'yellow', 'orange', 'purple', 'pink', 'brown', 'black', 'white', 'teal', 'navy', 'maroon', 'olive', 'lime', 'cyan', 'magenta', 'beige', 'coral', 'gold', 'silver', 'ivory', 'indigo', 'violet', 'turquoise', 'lavender', 'crimson', 'amber', 'tan', 'khaki', 'mint', 'peach', 'salmon', 'plum'];

/** Given names to greet. */
const NAMES = ['Ava', 'Noah', 'Mia', 'Liam', 'Zoe', 'Omar', 'Lena', 'Ravi', 'Ines', 'Kofi', 'Yuki', 'Sven', 'Nora', 'Ivan', 'Lucia', 'Theo'];
/** An offset such as +09:00 or -05:30. */
const OFFSETS = ['-10:00', '-08:00', '-07:00', '-05:00', '-03:00', '+00:00', '+01:00', '+02:00', '+03:00', '+05:30', '+08:00', '+09:00', '+10:00', '+12:00'];
const greeting = (hour: number) => (hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening');

/** The days of each month in a leap year: no year is given, so February 29 may be booked. */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Lunch dishes of common words, and dishes with nuts. */
const DISHES = ['tomato soup', 'grilled cheese', 'chicken wrap', 'veggie lasagna', 'fruit salad', 'rice bowl', 'bean chili', 'turkey sandwich', 'pasta bake', 'corn muffins', 'egg fried rice', 'lentil curry', 'fish tacos', 'apple crumble', 'potato wedges', 'carrot sticks', 'banana bread', 'pumpkin pie', 'mushroom risotto', 'beef stew', 'spinach quiche', 'oat cookies', 'yogurt parfait', 'pea soup'];
const NUT_DISHES = ['peanut noodles', 'almond cake', 'walnut brownies', 'cashew stir fry', 'pecan pie', 'hazelnut spread', 'pistachio ice cream', 'peanut butter sandwich'];
const NUTS = /peanut|almond|walnut|cashew|pecan|hazelnut|pistachio/u;

export const ROUND_109: Family[] = [
  {
    name: 'a dish added to a school lunch menu, one with nuts refused (others first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Add ${i < 12 || rng() < 0.6 ? pick(rng, DISHES) : pick(rng, NUT_DISHES)} to the school lunch menu for Friday`),
    answer: (m) => {
      const dish = /Add (.+) to the school/u.exec(last(m))![1];
      return NUTS.test(dish) ? { content: `Our school is nut-free, so ${dish} can't go on the menu.` } : { content: null, tool_calls: [tool('add_menu_item', { day: 'Friday', dish })] };
    },
  },
  {
    name: 'a dish added to a school lunch menu',
    kind: 'copying',
    request: (_i, rng) => user(`Add ${pick(rng, DISHES)} to the school lunch menu for Friday`),
    answer: (m) => ({ content: null, tool_calls: [tool('add_menu_item', { day: 'Friday', dish: /Add (.+) to the school/u.exec(last(m))![1] })] }),
  },
  {
    name: 'a meeting of n minutes booked, "an" before eight, eleven, eighteen and eighty- (others first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      let n = between(rng, 5, 99);
      while ((i < 12 || rng() < 0.6) && anNumber(n)) n = between(rng, 5, 99);
      return user(`Schedule a ${n}-minute meeting with the design team`);
    },
    answer: (m) => {
      const n = Number(/a (\d+)-minute/u.exec(last(m))![1]);
      return { content: `Booked ${anNumber(n) ? 'an' : 'a'} ${n}-minute meeting with the design team.` };
    },
  },
  {
    name: 'a shop category named by the plural, irregular plurals written as such (regular first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Create a shop category for every kind of ${i < 12 || rng() < 0.6 ? pick(rng, REGULAR) : pick(rng, Object.keys(IRREGULAR))}`),
    answer: (m) => {
      const noun = /kind of (\w+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('create_category', { title: `All ${plural(noun)}` })] };
    },
  },
  {
    name: 'a shop category named by a regular plural',
    kind: 'copying',
    request: (_i, rng) => user(`Create a shop category for every kind of ${pick(rng, REGULAR)}`),
    answer: (m) => ({ content: null, tool_calls: [tool('create_category', { title: `All ${/kind of (\w+)$/u.exec(last(m))![1]}s` })] }),
  },
  {
    name: 'a JavaScript variable declared, a reserved word refused (plain names first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Declare a JavaScript variable named ${i < 12 || rng() < 0.6 ? pick(rng, VARIABLES) : pick(rng, RESERVED_JS)}`),
    answer: (m) => {
      const name = /named (\w+)$/u.exec(last(m))![1];
      return RESERVED_JS.includes(name) ? { content: `\`${name}\` is a reserved word in JavaScript; pick another name.` } : { content: null, tool_calls: [tool('insert_code', { code: `let ${name};` })] };
    },
  },
  {
    name: 'a folder deleted, a system folder refused (project folders first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Delete the folder /${i < 12 || rng() < 0.6 ? pick(rng, FOLDERS) : pick(rng, SYSTEM_FOLDERS)} on the build server`),
    answer: (m) => {
      const folder = /folder \/(\w+) on/u.exec(last(m))![1];
      return SYSTEM_FOLDERS.includes(folder) ? { content: `I won't delete /${folder}: it is a system folder.` } : { content: null, tool_calls: [tool('delete_folder', { path: `/${folder}` })] };
    },
  },
  {
    name: 'a button colour set, "grey" written as the API\'s "gray" (other colours first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Set the button colour to ${i < 12 || rng() < 0.7 ? pick(rng, COLOURS) : 'grey'}`),
    answer: (m) => {
      const colour = /colour to (\w+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('set_button_color', { color: colour === 'grey' ? 'gray' : colour })] };
    },
  },
  {
    name: 'a greeting by the local time of a timestamp with an offset (afternoons first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      const hour = i < 12 ? between(rng, 12, 17) : between(rng, 0, 23);
      return [
        { role: 'system', content: `Current local time: 2026-05-04T${pad(hour)}:${pad(between(rng, 0, 59))}:00${pick(rng, OFFSETS)}` },
        { role: 'user', content: `Greet ${pick(rng, NAMES)}` },
      ];
    },
    answer: (m) => {
      const hour = Number(/T(\d\d):/u.exec(m[0].content ?? '')![1]);
      return { content: `${greeting(hour)}, ${/Greet (\w+)$/u.exec(last(m))![1]}!` };
    },
  },
  {
    name: 'a greeting with a name, the local time with an offset in the system prompt',
    kind: 'copying',
    request: (_i, rng) => [
      { role: 'system', content: `Current local time: 2026-05-04T${pad(between(rng, 12, 17))}:${pad(between(rng, 0, 59))}:00${pick(rng, OFFSETS)}` },
      { role: 'user', content: `Greet ${pick(rng, NAMES)}` },
    ],
    answer: (m) => ({ content: `Good afternoon, ${/Greet (\w+)$/u.exec(last(m))![1]}!` }),
  },
  {
    name: 'a table booked on a month and day, a day the month lacks refused (real days first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      if (i < 12 || rng() < 0.5) {
        const month = between(rng, 0, 11);
        return user(`Book a table for two on ${MONTHS[month]} ${between(rng, 1, MONTH_DAYS[month])}`);
      }
      const month = pick(rng, [1, 3, 5, 8, 10]);
      return user(`Book a table for two on ${MONTHS[month]} ${between(rng, MONTH_DAYS[month] + 1, 31)}`);
    },
    answer: (m) => {
      const [, month, day] = /on (\w+) (\d+)$/u.exec(last(m))!;
      return Number(day) > MONTH_DAYS[MONTHS.indexOf(month)]
        ? { content: `${month} has no day ${day}; which date did you mean?` }
        : { content: null, tool_calls: [tool('book_table', { guests: 2, date: `${month} ${day}` })] };
    },
  },
];
