// Families that show what induction cannot rule out, reported by `npm run eval` but not gated:
// the answer depends on a fact about a value that no feature of it shows, and the first requests
// happen to agree. Audits of new values bound the damage (the template is demoted at its first
// wrong answer); they cannot prevent that first one.
import type { Family, Msg } from './families.js';

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
];
