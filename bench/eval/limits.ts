// Families that show what induction cannot rule out, reported by `npm run eval` but not gated:
// the answer depends on a fact about a value that no feature of it shows, and the first requests
// happen to agree. Audits of new values bound the damage (the template is demoted at its first
// wrong answer); they cannot prevent that first one.
import { DEPARTMENT_OF, SPORT_BRANDS, type Family, type Msg } from './families.js';

const user = (content: string): Msg[] => [{ role: 'user', content }];
const last = (m: Msg[]) => m[m.length - 1].content ?? '';
const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
const ENGLISH = ['John', 'Mary', 'Peter', 'Susan', 'George', 'Emily', 'Henry', 'Alice', 'Jack', 'Grace', 'Harry', 'Lucy', 'Oliver', 'Sophie', 'William', 'Charlotte'];
const SPANISH = ['Juan', 'María', 'Pedro', 'Lucía', 'Javier', 'Carmen', 'Diego', 'Sofía', 'Alejandro', 'Valeria'];
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
];
