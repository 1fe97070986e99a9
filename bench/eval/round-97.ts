// Round ninety-seven of the induction evaluation: a value whose format must match a category
// beside it. A Canadian postal code is no US ZIP code; a UK mobile number is no German one; a
// card's number has the length its network issues. Each value's format was verified, with the
// category it belongs to.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const digits = (rng: () => number, n: number) => Array.from({ length: n }, () => between(rng, 0, 9)).join('');
const letter = (rng: () => number) => pick(rng, [...'ABCEGHJKLMNPRSTVXY']);
/** A postal code in the format of each country. */
const POSTAL: Record<string, (rng: () => number) => string> = {
  'the United States': (rng) => digits(rng, 5),
  Canada: (rng) => `${letter(rng)}${between(rng, 0, 9)}${letter(rng)} ${between(rng, 0, 9)}${letter(rng)}${between(rng, 0, 9)}`,
  Germany: (rng) => digits(rng, 5),
  'the Netherlands': (rng) => `${between(rng, 1, 9)}${digits(rng, 3)} ${letter(rng)}${letter(rng)}`,
};
const FORMATS: Record<string, RegExp> = { 'the United States': /^\d{5}$/u, Canada: /^[A-Z]\d[A-Z] \d[A-Z]\d$/u, Germany: /^\d{5}$/u, 'the Netherlands': /^\d{4} [A-Z]{2}$/u };
const COUNTRIES = Object.keys(POSTAL);

export const ROUND_97: Family[] = [
  {
    name: "a postal code in its country's format, a Canadian code said to be American or Dutch refused (matching formats first 12)",
    kind: 'look-alike',
    request: (i, rng) => {
      const country = pick(rng, COUNTRIES);
      const code = POSTAL[i >= 12 && rng() < 0.4 ? pick(rng, COUNTRIES) : country](rng);
      return user(`Ship the order to postal code ${code} in ${country}`);
    },
    answer: (m) => {
      const [, code, country] = /postal code (.+) in (.+)$/u.exec(last(m))!;
      return FORMATS[country].test(code)
        ? { content: null, tool_calls: [tool('set_shipping', { postal_code: code, country })] }
        : { content: `${code} is not a postal code of ${country}; please check the address.` };
    },
  },
  {
    name: 'a postal code and its country copied into a shipping call',
    kind: 'copying',
    request: (_i, rng) => {
      const country = pick(rng, COUNTRIES);
      return user(`Use postal code ${POSTAL[country](rng)} in ${country} for shipping`);
    },
    answer: (m) => {
      const [, code, country] = /postal code (.+) in (.+) for shipping$/u.exec(last(m))!;
      return { content: null, tool_calls: [tool('set_shipping', { postal_code: code, country })] };
    },
  },
];
