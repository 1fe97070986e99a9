// Whether a text is in a language whose words agree with a person's gender: a participle ("María
// quedó registrada", "Juan quedó registrado"), a role noun ("als Teilnehmerin"), a verb ("Anna
// została dodana", "Анна добавлена"), a vocative ("Γεια σου, Νίκο" for Νίκος). No feature of a
// name shows its gender, nor a noun's ("leche añadida", "pan añadido"), so induce.ts verifies
// every word such an answer copies one by one. The test leans towards yes: a language of few
// agreeing words (Dutch, Swedish), or none (Turkish), costs repeated predictions; a missed one, a
// wrong answer.
import { listed } from '../templates/english-words.js';
import { STOP_WORDS } from './answer-signals.js';

/** Common short words of languages with grammatical gender beyond those answer-signals.ts tells apart. */
const MORE_STOP_WORDS: Record<string, Set<string>> = {
  nl: new Set('de het een en is zijn van voor je jij ik mijn met niet op naar bij wat hoe deze dat'.split(' ')),
  pl: new Set('i w z na do się jest są nie to że od po o dla jak co ten ta jego jej mój moja'.split(' ')),
  cs: new Set('a v na je jsou se do z že pro jak co ten ta to byl byla bylo není'.split(' ')),
  ro: new Set('și în la este sunt de pe cu pentru un o ce care nu mai din'.split(' ')),
};

/** The short words of every language but English that answer-signals.ts and this file know. */
const GENDERED_STOP_WORDS = Object.entries({ ...STOP_WORDS, ...MORE_STOP_WORDS })
  .filter(([language]) => language !== 'en')
  .map(([, stop]) => stop);

/**
 * Scripts whose languages agree with a person's gender throughout: Russian and the other Slavic
 * languages in Cyrillic, Greek, Arabic, Hebrew, Hindi. (Chinese, Japanese and Korean do not.)
 */
const GENDERED_SCRIPT = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}]/u;

/** Letters of Polish, Czech, Slovak, Romanian and Lithuanian in the Latin script (Vietnamese's "ă" costs a prediction). */
const GENDERED_LETTERS = /[łąęśćńźżřěůșțăŁĄĘŚĆŃŹŻŘĚŮȘȚĂ]/u;

/** A value made of words, in any script: a name, a country, a noun ("leche"). */
export const isWordValue = (value: string) => /^\p{L}[\p{L}\p{M}'’ .-]*$/u.test(value);

/**
 * Whether an answer's own words (`answerText`: its prose and its calls' argument values, without
 * the values it copies or the calls' keys) may agree with a person or a thing: written in such a
 * script or with such letters; with its request's fixed words (`requestText`, for a short
 * answer's sake), in such a language by their short words; or saying a word of four letters or
 * more that is not English and that the request does not say ("registrada ✅", "ho gayi"), in a
 * language we cannot tell. An English word of a trade ("webhook", "config") costs the same.
 */
export function agreesWithGender(requestText: string, answerText: string): boolean {
  if (GENDERED_SCRIPT.test(answerText) || GENDERED_LETTERS.test(answerText)) return true;
  const tokensOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const requestTokens = tokensOf(requestText);
  const tokens = [...requestTokens, ...tokensOf(answerText)];
  const hits = (stop: Set<string>) => tokens.filter((token) => stop.has(token)).length;
  const english = hits(STOP_WORDS.en);
  const gendered = Math.max(...GENDERED_STOP_WORDS.map(hits));
  // More of another language's short words than of English's, not twice as many: English has "a", "in" and "de" too.
  if (gendered >= 2 && gendered > english) return true;
  const said = new Set(requestTokens);
  const ownWords = answerText.match(/(?<![\p{L}\p{N}_])\p{Ll}{4,}(?![\p{L}\p{N}_])/gu) ?? [];
  return ownWords.some((word) => !said.has(word) && !listed(word));
}
