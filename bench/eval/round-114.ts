// Round one hundred and fourteen of the induction evaluation: a name said in the possessive ("Add
// a lamp to Emma's shopping list", {"owner": "Emma"}). "Emma's" was one token, so the name alone
// was never a value of the request and the call could not copy it (13% after 10, each name
// its own template); a possessive's "'s" is now the sentence's. The look-alike is what the "'s"
// hides: a name ending in s, whose possessive the answer writes with an apostrophe alone.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const NAMES = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Mateo', 'Sofia', 'Lucas', 'Mia', 'Ethan', 'Chloe', 'Arjun', 'Yara', 'Felix', 'Nora', 'Omar', "O'Neil", "D'Arcy"];
const ENDING_IN_S = ['James', 'Chris', 'Agnes', 'Carlos', 'Doris', 'Marcus', 'Lucas', 'Thomas', 'Iris', 'Jonas'];
const ITEMS = ['lamp', 'chair', 'kettle', 'backpack', 'heater', 'mug', 'speaker', 'desk', 'bulb', 'tent', 'frame', 'clock'];

export const ROUND_114: Family[] = [
  {
    name: "an item added to a person's shopping list, the name in the possessive",
    kind: 'copying',
    request: (_i, rng) => user(`Add a ${pick(rng, ITEMS)} to ${pick(rng, NAMES)}'s shopping list`),
    answer: (m) => {
      const [, item, owner] = /Add a (\S+) to (\S+)'s shopping/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('add_to_list', { owner, item })] };
    },
  },
  {
    name: "a person's calendar read for a day, the name in the possessive",
    kind: 'copying',
    request: (_i, rng) => user(`What is on ${pick(rng, NAMES)}'s calendar on 2026-0${between(rng, 1, 9)}-1${between(rng, 0, 9)}?`),
    answer: (m) => {
      const [, owner, day] = /on (\S+)'s calendar on (\S+)\?/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('get_calendar', { owner, day })] };
    },
  },
  {
    name: "an item added to a person's list, confirmed with a possessive written s' after a final s (other names first 12)",
    kind: 'look-alike',
    request: (i, rng) => user(`Add a ${pick(rng, ITEMS)} to ${pick(rng, i < 12 || rng() < 0.6 ? NAMES.filter((name) => !name.endsWith('s')) : ENDING_IN_S)}'s shopping list`),
    answer: (m) => {
      const [, item, owner] = /Add a (\S+) to (\S+)'s shopping/u.exec(last(m))!;
      return { content: `Added a ${item} to ${owner.endsWith('s') ? `${owner}'` : `${owner}'s`} shopping list.` };
    },
  },
];
