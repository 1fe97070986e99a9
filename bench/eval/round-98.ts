// Round ninety-eight of the induction evaluation: a value's length or size held to a rule of the
// category beside it. A bank wants passwords of 12 characters, a mail account 8; a carrier takes
// carry-on bags to 7 kg and another to 10; a form field takes a name of 20 letters and a code of 6.
// Each length was verified, with another category.
import type { Family } from './families.js';
import { between, last, pick, tool, user } from './family-kit.js';

const WORDS = ['river', 'maple', 'stone', 'cloud', 'amber', 'falcon', 'cedar', 'harbor', 'violet', 'quartz', 'meadow', 'ember'];
/** A password of `length` characters: words, a digit run and a sign. */
function password(rng: () => number, length: number): string {
  let text = '';
  while (text.length < length - 3) text += pick(rng, WORDS).replace(/^./u, (c) => (rng() < 0.5 ? c.toUpperCase() : c));
  return `${text.slice(0, length - 3)}${between(rng, 10, 99)}${pick(rng, ['!', '#', '$', '%'])}`;
}
/** Minimum lengths by system. */
const MINIMUM: Record<string, number> = { bank: 12, mail: 8, forum: 6 };

export const ROUND_98: Family[] = [
  {
    name: "a new password by system, a bank password shorter than the bank's 12 refused (mail passwords of 8 to 11 first 12)",
    kind: 'look-alike',
    request: (i, rng) => {
      const system = pick(rng, Object.keys(MINIMUM));
      const length = system === 'bank' && i < 12 ? between(rng, 12, 16) : between(rng, MINIMUM[system], 16);
      return user(`Set my ${system} password to ${password(rng, i >= 12 && system === 'bank' && rng() < 0.5 ? between(rng, 8, 11) : length)}`);
    },
    answer: (m) => {
      const [, system, value] = /^Set my (\w+) password to (\S+)$/u.exec(last(m))!;
      return value.length >= MINIMUM[system]
        ? { content: null, tool_calls: [tool('set_password', { system, password: value })] }
        : { content: `Your ${system} password must be at least ${MINIMUM[system]} characters; ${value} is too short.` };
    },
  },
];
