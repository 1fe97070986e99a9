// Round seventy-four of the induction evaluation: articles of languages the article list lacked.
// Dutch "de" or "het" and Swedish "en" or "ett" before a copied noun, in prose and in a tool
// call's field: "het boek" after twelve de-words. In a tool call, "de bord" was served on 2 of 13
// seeds (4 of 13 drawn alone) until de, het, een, ett and et joined the articles whose next word
// is verified word by word. The rest were already safe.
import type { Family } from './families.js';
import { last, pick, tool, user } from './family-kit.js';

const DUTCH_DE = ['appel', 'tafel', 'stoel', 'lamp', 'fiets', 'auto', 'deur', 'kast', 'jas', 'tas', 'pen', 'trui', 'schoen', 'klok'];
const DUTCH_HET = ['boek', 'huis', 'bed', 'glas', 'mes', 'bord', 'raam', 'kussen', 'schilderij', 'potlood'];
const SWEDISH_EN = ['bil', 'stol', 'lampa', 'cykel', 'bok', 'penna', 'väska', 'klocka', 'tröja', 'sko', 'kopp', 'mobil'];
const SWEDISH_ETT = ['hus', 'bord', 'glas', 'äpple', 'fönster', 'paraply', 'kort', 'schack', 'tåg', 'ur'];

export const ROUND_74: Family[] = [
  {
    name: 'Dutch de or het before a copied noun (de-words first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Voeg ${pick(rng, i < 12 || rng() < 0.5 ? DUTCH_DE : DUTCH_HET)} toe aan mijn mandje`),
    answer: (m) => {
      const noun = /Voeg (\S+) toe/.exec(last(m))![1];
      return { content: `Ik heb ${DUTCH_HET.includes(noun) ? 'het' : 'de'} ${noun} aan je mandje toegevoegd.` };
    },
  },
  {
    name: 'Dutch de or het in a tool call field (de-words first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Voeg ${pick(rng, i < 12 || rng() < 0.5 ? DUTCH_DE : DUTCH_HET)} toe aan de lijst`),
    answer: (m) => {
      const noun = /Voeg (\S+) toe/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('add_item', { item: `${DUTCH_HET.includes(noun) ? 'het' : 'de'} ${noun}` })] };
    },
  },
  {
    name: 'Swedish en or ett before a copied noun (en-words first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Lägg till ${pick(rng, i < 12 || rng() < 0.5 ? SWEDISH_EN : SWEDISH_ETT)} i min varukorg`),
    answer: (m) => {
      const noun = /till (\S+) i min/.exec(last(m))![1];
      return { content: `Jag har lagt till ${SWEDISH_ETT.includes(noun) ? 'ett' : 'en'} ${noun} i din varukorg.` };
    },
  },
  {
    name: 'Swedish en or ett in a tool call field (en-words first 12)',
    kind: 'look-alike',
    request: (i, rng) => user(`Lägg till ${pick(rng, i < 12 || rng() < 0.5 ? SWEDISH_EN : SWEDISH_ETT)} på listan`),
    answer: (m) => {
      const noun = /till (\S+) på/.exec(last(m))![1];
      return { content: null, tool_calls: [tool('add_item', { item: `${SWEDISH_ETT.includes(noun) ? 'ett' : 'en'} ${noun}` })] };
    },
  },
];
