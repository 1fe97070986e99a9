// Round one hundred and twelve of the induction evaluation: a full name of which the answer copies
// one word, the given name in a greeting or the surname on a booking. Until this round an answer
// could copy a phrase only whole, so these copying families never hit (a signed-in user's profile
// greeted by first name: 0%); now a phrase's first or last word is a transform of its own. The
// look-alikes are what would make that word the wrong one: a name written surname first, a
// given name of two words, a surname with a particle, a user name spelled from a name with accents
// or an apostrophe.
import type { Family, Msg } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const GIVEN = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Mateo', 'Sofia', 'Lucas', 'Mia', 'Ethan', 'Chloe', 'Arjun', 'Yara', 'Felix', 'Nora', 'Omar', 'Hugo', 'Ines'];
const SURNAMES = ['Patel', 'Garcia', 'Rossi', 'Novak', 'Silva', 'Jensen', 'Costa', 'Walker', 'Dubois', 'Okafor', 'Larsen', 'Moreau', 'Haddad', 'Fischer'];
/** Names written surname first, as in Japan, Korea, China and Hungary: the given name is the last word. */
const SURNAME_FIRST: Array<[surname: string, given: string]> = [['Tanaka', 'Kenji'], ['Sato', 'Yuki'], ['Kim', 'Minji'], ['Park', 'Jisoo'], ['Wang', 'Fang'], ['Nagy', 'Anna'], ['Kovacs', 'Peter'], ['Suzuki', 'Haruto'], ['Li', 'Wei'], ['Choi', 'Seojun']];
/** Given names of two words, greeted whole. */
const DOUBLE_GIVEN = ['Mary Ann', 'Anna Maria', 'Jean Paul', 'Mary Kate', 'Jose Luis', 'Sarah Jane', 'Ana Sofia', 'Juan Carlos'];
const PARTICLES = ['van', 'de', 'von', 'da', 'del', 'van der'];
/** Names with accents, folded to ASCII in a user name; names with an apostrophe or a hyphen, spelled without it. */
const ACCENTED = ['Zoë Martin', 'José Ruiz', 'Chloé Blanc', 'Renée Roy', 'Jürgen Weber', 'Inés Gómez', 'Søren Holm', 'Łukasz Nowak'];
const MARKED = ["Liam O'Brien", "Ava D'Souza", 'Noah Smith-Jones', 'Mia Lloyd-Webb', "Omar O'Neil", 'Ines Garcia-Lopez'];
const userName = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').replace('Ł', 'L').replace('ø', 'o').toLowerCase().replace(/['-]/g, '').replace(' ', '.');
const FRUITS = ['apple', 'banana', 'cherry', 'grape', 'kiwi', 'lemon', 'mango', 'melon', 'olive', 'peach', 'pear', 'plum', 'quince', 'berry', 'date', 'fig', 'lime', 'papaya'];
/** Two different fruits, the later alphabetically first when `reversed`. */
const pair = (rng: () => number, reversed: boolean) => {
  const a = pick(rng, FRUITS);
  let b = pick(rng, FRUITS);
  while (b === a) b = pick(rng, FRUITS);
  return (a > b) === reversed ? `${a} ${b}` : `${b} ${a}`;
};

const sys = (content: string): Msg => ({ role: 'system', content });
const profile = (name: string) => [sys(`You are Acme's assistant.\nSigned-in user:\n- name: ${name}\n- plan: Pro\nBe brief.`), { role: 'user', content: 'Hello!' }] as Msg[];
const nameIn = (m: Msg[]) => /- name: (.+)\n/u.exec(m[0].content ?? '')![1];
const western = (rng: () => number) => `${pick(rng, GIVEN)} ${pick(rng, SURNAMES)}`;

export const ROUND_112: Family[] = [
  {
    name: "a signed-in user's full name in the system prompt, greeted by the given name",
    kind: 'copying',
    request: (_i, rng) => profile(western(rng)),
    answer: (m) => ({ content: `Hello ${nameIn(m).split(' ')[0]}! How can I help you today?` }),
  },
  {
    name: 'a guest named in full, the table booked under the surname',
    kind: 'copying',
    request: (_i, rng) => user(`Book a table for ${between(rng, 2, 8)} under the name ${western(rng)}`),
    answer: (m) => {
      const [, party, name] = /for (\d+) under the name (.+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('book_table', { party: Number(party), surname: name.split(' ').at(-1) })] };
    },
  },
  {
    name: 'a user account created with a user name spelled from the full name',
    kind: 'copying',
    request: (_i, rng) => user(`Create an account for ${western(rng)}`),
    answer: (m) => {
      const name = /for (.+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('create_user', { display_name: name, username: userName(name) })] };
    },
  },
  {
    name: 'a user name spelled from the full name, accents folded and marks dropped (plain names first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Create an account for ${i < 12 || rng() < 0.6 ? western(rng) : pick(rng, rng() < 0.5 ? ACCENTED : MARKED)}`),
    answer: (m) => {
      const name = /for (.+)$/u.exec(last(m))![1];
      return { content: null, tool_calls: [tool('create_user', { display_name: name, username: userName(name) })] };
    },
  },
  {
    name: 'a greeting by the given name, names written surname first among them (given name first 12)',
    kind: 'look-alike',
    request: (i, rng) => {
      if (i < 12 || rng() < 0.6) return profile(western(rng));
      const [surname, given] = pick(rng, SURNAME_FIRST);
      return profile(`${surname} ${given}`);
    },
    answer: (m) => {
      const name = nameIn(m);
      const eastern = SURNAME_FIRST.find(([surname, given]) => name === `${surname} ${given}`);
      return { content: `Hello ${eastern ? eastern[1] : name.split(' ')[0]}! How can I help you today?` };
    },
  },
  {
    name: 'a greeting by the given name, a given name of two words greeted whole (one-word given names first 12)',
    kind: 'look-alike',
    request: (i, rng) => profile(i < 12 || rng() < 0.6 ? western(rng) : pick(rng, DOUBLE_GIVEN)),
    answer: (m) => {
      const name = nameIn(m);
      return { content: `Hello ${DOUBLE_GIVEN.includes(name) ? name : name.split(' ')[0]}! How can I help you today?` };
    },
  },
  {
    name: 'the word that comes first alphabetically, of two parted by a space (pairs in reverse order first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Which comes first alphabetically: ${pair(rng, i < 12 || rng() < 0.5)}`),
    answer: (m) => {
      const words = /alphabetically: (.+)$/u.exec(last(m))![1].split(' ');
      return { content: `${words[0] < words[1] ? words[0] : words[1]} comes first.` };
    },
  },
  {
    name: 'a table booked under the surname, a surname with a particle kept whole (plain surnames first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Book a table for ${between(rng, 2, 8)} under the name ${i < 12 || rng() < 0.6 ? western(rng) : `${pick(rng, GIVEN)} ${pick(rng, PARTICLES)} ${pick(rng, SURNAMES)}`}`),
    answer: (m) => {
      const [, party, name] = /for (\d+) under the name (.+)$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('book_table', { party: Number(party), surname: name.split(' ').slice(1).join(' ') })] };
    },
  },
];
