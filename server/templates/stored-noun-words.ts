// A lifecycle stored before words chosen by what a noun names were verified (round one hundred and
// thirty-five's counters, round one hundred and thirty-six's verbs: noun-classed-languages.ts)
// may serve a noun it never verified into a Chinese, Japanese, Korean or Thai answer ("戴上外套").
// Read back, such a template's copied word values are verified word by word, as induction now
// makes them: the words its verified values hold serve, a new one is predicted first. A lifecycle
// induced since already holds them so; reading it changes nothing.
import { isWordValue } from '../induction/gendered-languages.js';
import { choosesWordsByNoun, marksPerson, saysGender } from './noun-classed-languages.js';
import type { SlotDomainJson } from './slot-domain.js';
import type { LifecycleJson, SlotEdges } from './template-lifecycle.js';
import type { TextTemplate } from './text-template.js';

/** Spellings that hold a value looser than word by word: by its features (false), or glued to text (true). */
const LOOSER = new Set<SlotDomainJson['spelling']>([undefined, false, true]);

/**
 * `json` with each word variable that `answer` copies among words of such a language verified word
 * by word; `edges` and `literals` are its request's text around its variables and fixed text
 * (request-literals.ts), for a name the request marks as a person's, which stays as it was.
 */
export function withNounWordsVerified(json: LifecycleJson, answer: TextTemplate | null, edges: SlotEdges, literals: string): LifecycleJson {
  const ownWords = (answer?.segments ?? []).filter((segment): segment is string => typeof segment === 'string').join(' ');
  if (!answer || !choosesWordsByNoun(ownWords)) return json;
  const copied = new Set(answer.variables);
  const person = (name: string) => marksPerson((edges.get(name) ?? []).map(([before, after]) => ({ before, after }))) && !saysGender(ownWords, literals);
  const domains = Object.fromEntries(
    Object.entries(json.domains).map(([name, domain]): [string, SlotDomainJson] => {
      const words = copied.has(name) && LOOSER.has(domain.spelling) && domain.values.length > 0 && domain.values.every(isWordValue) && !person(name);
      return [name, words ? { ...domain, spelling: 'whole', categorical: { ...domain.categorical, word: [...new Set(domain.values.map((value) => value.toLowerCase()))] } } : domain];
    }),
  );
  return { ...json, domains };
}
