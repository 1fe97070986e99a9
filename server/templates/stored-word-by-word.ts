// A lifecycle stored before a rule that verifies a variable word by word (value by value) may
// serve a value that rule would have it predict first: a status code stored before round one
// hundred and thirty-three ("HTTP 429" after twelve other 4xx codes, code-numbers.ts), a noun
// copied into a Chinese, Japanese, Korean or Thai answer before rounds one hundred and thirty-five
// and thirty-six ("戴上外套", noun-classed-languages.ts). Read back, such a variable is verified
// word by word, as induction now makes it: the values its verified evidence holds serve, a new one
// is predicted first. A lifecycle induced since already holds them so; reading it changes nothing.
import { isWordValue } from '../induction/gendered-languages.js';
import { codesAmong } from './code-numbers.js';
import { wordsChosenByNoun } from './noun-classed-languages.js';
import type { SlotDomainJson } from './slot-domain.js';
import type { LifecycleJson, SlotEdges } from './template-lifecycle.js';
import type { TextTemplate } from './text-template.js';

/** Spellings that hold a value looser than word by word: by its features (false), or glued to text (true). */
const LOOSER = new Set<SlotDomainJson['spelling']>([undefined, false, true]);

/**
 * `json` with each variable today's rules verify word by word so verified: `answer` is its answer
 * template, `edges` and `literals` its request's text around its variables and fixed text
 * (request-literals.ts).
 */
export function withWordByWordRules(json: LifecycleJson, answer: TextTemplate | null, edges: SlotEdges, literals: string): LifecycleJson {
  const valuesOf = (name: string) => json.domains[name]?.values ?? [];
  const wordByWord = new Set([...codesAmong(edges, valuesOf), ...nounWords(answer, edges, literals, valuesOf)]);
  const domains = Object.fromEntries(
    Object.entries(json.domains).map(([name, domain]): [string, SlotDomainJson] => {
      const loose = wordByWord.has(name) && LOOSER.has(domain.spelling) && domain.values.length > 0;
      return [name, loose ? { ...domain, spelling: 'whole', categorical: { ...domain.categorical, word: [...new Set(domain.values.map((value) => value.toLowerCase()))] } } : domain];
    }),
  );
  return { ...json, domains };
}

/** The word variables the answer copies that its language may choose words by (noun-classed-languages.ts), as induce.ts chooses them. */
function nounWords(answer: TextTemplate | null, edges: SlotEdges, literals: string, valuesOf: (name: string) => readonly string[]): string[] {
  if (!answer) return [];
  const ownWords = answer.segments.filter((segment): segment is string => typeof segment === 'string').join(' ');
  return wordsChosenByNoun(ownWords, literals, edges, answer.variables.filter((name) => valuesOf(name).every(isWordValue)));
}
