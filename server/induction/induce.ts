// Template induction, pure: from a newly cached request and cached requests of the same shape (same
// length, same generation key), propose a template over the whole path that every example supports.
// Any message may be templated: a system prompt's date, an earlier user turn, tool-call arguments and
// ids, tool results. A proposal is only a candidate (templates/template-lifecycle.ts): it serves
// nothing until it has predicted upstream answers right. Still, a candidate must at least:
//   - align: examples differ from the target only inside text fields, in regions of tokens;
//   - give each region a value of a slot class, and put literal text between any two slots;
//   - share one variable where values are equal in every example (the name in the first turn is
//     the name in the answer; two slots that always agree are one, so a later request where they
//     differ does not match at all);
//   - parse every example back to its own values, and render every example's answer exactly.
import { answerContent, isResponsesBody } from '../cache/answer-content.js';
import { canonicalJson } from '../cache/canonical-json.js';
import { padsDigits, templateAnswerMessage, templateBody } from '../templates/apply-bindings.js';
import { codesAmong } from '../templates/code-numbers.js';
import { isJsonText } from '../templates/json-escape.js';
import { wordsChosenByNoun } from '../templates/noun-classed-languages.js';
import { slotEdgesOf } from '../templates/request-literals.js';
import { slotClassOf, type SlotClass } from '../templates/slot-types.js';
import { isQuantity, shapeOf } from '../templates/value-features.js';
import { escapeRegExp, marker, takesWord, TextTemplate, TRANSFORMS, type Bindings, type Segment, type Variable, type WordTransform } from '../templates/text-template.js';
import { CJK_CHARACTER, diffRegions, tokenize, type Region } from './align.js';
import { conditionSet, conditionSetBySystem, dependenceBeyondCopy, isOpaqueId, languageOf } from './answer-signals.js';
import { agreesWithGender, isWordValue } from './gendered-languages.js';

export interface Example {
  /** The canonical key of each request message. */
  keys: readonly string[];
  /** The recorded body, parsed. */
  body: Record<string, unknown>;
}

export interface Proposal {
  /** Per message, its template; null where the message stays literal. */
  messages: Array<TextTemplate | null>;
  answer: TextTemplate | null;
  body: TextTemplate;
  /** The variable values of the target and each supporting example. */
  examples: Bindings[];
  /** Variables where a few agreeing values prove little, so more evidence is needed. */
  risky: string[];
  /** Variables written inside a word of the answer ("{{v1}}es"): their spelling counts. */
  glued: string[];
  /**
   * Variables whose whole word may decide the answer, so only words verified one by one are
   * served: after an article ("an hour", "a house", "la pomme", "le citron"), or words the answer
   * ignores (the customer's country may decide the shipping cost).
   */
  wordByWord: string[];
  /** Identifiers the answer ignores: the words inside them may decide it ("acct-gold-4821"). */
  idWords: string[];
  /** Names of people the answer ignores, labelled so ("Customer: Emma Patel"): each word verified in its place. */
  nameWords: string[];
  /** Identifiers a tool result reports, beside which the answer says words of its own: their numbers keep a range. */
  idNumbers: string[];
  /** Phrases of which the answer copies one word ("Hello Emma" for "Emma Patel"): each word verified in its place. */
  takenWords: string[];
}

export type Induced = ({ ok: true } & Proposal) | { ok: false; reason: string };

const MAX_VARIABLES = 6;

/** A place in the target where examples differ: message, text field, tokens. */
interface Slot {
  message: number;
  field: number;
  tokens: [number, number];
  id: string;
}

type FieldPath = Array<string | number>;

/** The fields of a message that carry text a value can be in; everything else is structure. */
function textFields(message: Record<string, unknown>): Array<{ path: FieldPath; text: string }> {
  const fields: Array<{ path: FieldPath; text: string }> = [];
  const content = message.content;
  if (typeof content === 'string') fields.push({ path: ['content'], text: content });
  else if (Array.isArray(content)) {
    content.forEach((part, i) => {
      if (part && typeof part === 'object' && typeof part.text === 'string') fields.push({ path: ['content', i, 'text'], text: part.text });
    });
  }
  if (Array.isArray(message.tool_calls)) {
    message.tool_calls.forEach((call, i) => {
      if (typeof call?.id === 'string') fields.push({ path: ['tool_calls', i, 'id'], text: call.id });
      if (typeof call?.function?.arguments === 'string') fields.push({ path: ['tool_calls', i, 'function', 'arguments'], text: call.function.arguments });
    });
  }
  if (typeof message.tool_call_id === 'string') fields.push({ path: ['tool_call_id'], text: message.tool_call_id });
  // Responses input items: an item's id, a function call's arguments and call id, its output.
  for (const field of ['id', 'arguments', 'call_id', 'output'] as const) {
    if (typeof message[field] === 'string') fields.push({ path: [field], text: message[field] });
  }
  return fields;
}

function setField(message: Record<string, unknown>, path: FieldPath, value: string): void {
  let at: Record<string | number, unknown> = message;
  for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, unknown>;
  at[path[path.length - 1]] = value;
}

/** A parsed message with its text fields, tokenized once; shared (see parsedKeys), so read-only. */
interface Parsed {
  readonly message: Record<string, unknown>;
  readonly fields: ReadonlyArray<{ readonly path: FieldPath; readonly text: string; readonly tokens: readonly string[] }>;
  readonly skeleton: string;
}

/**
 * Parsed message keys, shared by every induction run. A new request is aligned with up to 200
 * cached siblings, and each sibling with every later request of its shape: parsed once each, not
 * once per run (parsing was a third of induction's time under a stream of misses, measured). A
 * key's parse depends on nothing but the key, so sharing it across accounts shows nobody anything.
 * Bounded by the characters of the keys it holds (a parse takes about ten times its key's size:
 * tokens and the message object, so at most some 20 MB); cleared whole when full.
 */
const parsedKeys = new Map<string, Parsed>();
let parsedChars = 0;
const MAX_PARSED_CHARS = 2_000_000;

/** The key parsed, from `parsedKeys` when it is there. Callers never change what it returns. */
function parse(key: string): Parsed {
  let parsed = parsedKeys.get(key);
  if (!parsed) {
    const message = JSON.parse(key) as Record<string, unknown>;
    const fields = textFields(message).map((field) => ({ ...field, tokens: tokenize(field.text) }));
    const skeleton = structuredClone(message);
    for (const field of fields) setField(skeleton, field.path, '');
    parsed = { message, fields, skeleton: canonicalJson(skeleton) };
    if (parsedChars + key.length > MAX_PARSED_CHARS) {
      parsedKeys.clear();
      parsedChars = 0;
    }
    parsedKeys.set(key, parsed);
    parsedChars += key.length;
  }
  return parsed;
}

/** Where `example` differs from the target, or null when it cannot be an instance of one template. */
function slotsOf(target: readonly Parsed[], example: Example, targetKeys: readonly string[]): Map<string, { slot: Slot; value: string }> | null {
  const slots = new Map<string, { slot: Slot; value: string }>();
  for (let m = 0; m < targetKeys.length; m++) {
    if (example.keys[m] === targetKeys[m]) continue;
    const other = parse(example.keys[m]);
    if (other.skeleton !== target[m].skeleton || other.fields.length !== target[m].fields.length) return null;
    for (let f = 0; f < other.fields.length; f++) {
      const regions = diffRegions(target[m].fields[f].tokens, other.fields[f].tokens);
      if (!regions) return null;
      for (const region of regions) {
        const slot: Slot = { message: m, field: f, tokens: region.a, id: `${m}/${f}/${region.a.join('-')}` };
        slots.set(slot.id, { slot, value: textOf(other.fields[f].tokens, region.b) });
      }
    }
  }
  return slots.size > 0 ? slots : null;
}

const CJK_END = new RegExp(`[${CJK_CHARACTER}]$`, 'u');
const CJK_START = new RegExp(`^[${CJK_CHARACTER}]`, 'u');

const textOf = (tokens: readonly string[], range: Region['a']) => tokens.slice(range[0], range[1]).join('');

/**
 * Variables with a letter or digit (or an apostrophe and a letter) right beside them in the
 * answer. Not a Chinese or Japanese character: those scripts write words without spaces, and
 * their characters do not change with the word beside them ("2028年5月8日に").
 */
function gluedVariables(body: TextTemplate): string[] {
  const glued = new Set<string>();
  body.segments.forEach((segment, i) => {
    if (typeof segment === 'string') return;
    const before = body.segments[i - 1];
    const after = body.segments[i + 1];
    // A JSON escape is white space, not a letter: "regards,\\n{{v1}}" is a new line before the name.
    if (typeof before === 'string' && /[\p{L}\p{N}]$/u.test(before) && !/\\[nrt]$/u.test(before) && !CJK_END.test(before)) glued.add(segment.name);
    if (typeof after === 'string' && /^(?:[\p{L}\p{N}]|['’]\p{L})/u.test(after) && !CJK_START.test(after)) glued.add(segment.name);
  });
  return [...glued];
}

/** A verb that agrees in number with the word before it: "the knife is", "the tongs are". */
const AGREEING = /^\s+(?:is|are|was|were|has|have|does|do|isn't|aren't|wasn't|weren't|doesn't|don't)(?![\p{L}])/iu;

/** Variables right before such a verb in the answer: the verb may follow from how the word ends. */
function agreeingVariables(body: TextTemplate): string[] {
  return body.segments.flatMap((segment, i) => {
    const after = body.segments[i + 1];
    return typeof segment !== 'string' && typeof after === 'string' && AGREEING.test(after) ? [segment.name] : [];
  });
}

/** Pronouns that agree in number with a noun named before: "Find them there." after "the scissors". */
const NUMBER_PRONOUNS = /(?<![\p{L}'’])(?:it|its|itself|they|them|their|theirs|themselves|these|those)(?!\p{L})/iu;

/**
 * Variables whose number (one or many) the answer's other words may follow: right before an
 * agreeing verb, or any, when the answer's own words hold a pronoun that agrees ("it", "them").
 */
function numberAgreeing(body: TextTemplate, literalAnswer: string): string[] {
  if (!NUMBER_PRONOUNS.test(literalAnswer)) return agreeingVariables(body);
  return body.segments.flatMap((segment) => (typeof segment === 'string' ? [] : [segment.name]));
}

/**
 * Articles whose form follows the word after them: English a/an, and the gendered ones of French,
 * Spanish, Italian, German, Portuguese, Dutch and the Scandinavian languages (not "o" or "as",
 * which are English words too), with the prepositions they merge into ("au Canada" but "en
 * France", "zum Bahnhof" but "zur Post", "dallo psicologo"; "no", "do", "am" below).
 */
const ARTICLE = new RegExp(
  `(?:^|[^\\p{L}])(?:${[
    'an?|le|la|les|un|une|el|los|las|una|il|lo|gli|uno|der|die|das|den|dem|des|ein|eine|einen|einem|einer|um|uma',
    // Dutch de and het, Swedish en and ett, Danish and Norwegian et: "het boek" after "de appel".
    'de|het|een|ett|et',
    'au|aux|du|en|al|del|zum|zur|im|ins|vom|beim|allo|alla|ai|agli|alle|dello|della|dei|degli|delle|nel|nello|nella|sul|sulla|dal|dalla|ao|aos|à|às|dos|das|pelo|pela',
    'nos|nas|numa|nuns|numas|dum|duma|duns|dumas|pelos|pelas|ans|aufs|fürs|übers|unters|vors|hinters|nei|negli|nelle|sugli|sulle|sullo|dagli|dalle|dallo|coi',
  ].join('|')})\\s+$`,
  'iu',
);
/**
 * Those contractions that are English words too: articles where the answer is not in English
 * (Portuguese "no Brasil" but "na Itália", "do Japão" but "da França", "num hotel"; German "am
 * Bahnhof" but "an der Kirche"), not in "There is no {{item}}".
 */
const ARTICLE_BUT_IN_ENGLISH = /(?:^|[^\p{L}])(?:no|na|do|da|num|am|ums|col|sui|dai)\s+$/iu;
/** The elided article ("l'orange"): its word's gender is hidden, but the next word's sound still decides it. */
const ELIDED = /(?:^|[^\p{L}])[ldLD]['’]$/u;

/** Variables right after an article in the answer: the word decides the article's form ("an hour", "la pomme"). */
function articleVariables(body: TextTemplate, english: boolean): string[] {
  const wordByWord = new Set<string>();
  const article = (text: string) => ARTICLE.test(text) || ELIDED.test(text) || (!english && ARTICLE_BUT_IN_ENGLISH.test(text));
  body.segments.forEach((segment, i) => {
    const before = body.segments[i - 1];
    if (typeof segment !== 'string' && typeof before === 'string' && article(before)) wordByWord.add(segment.name);
  });
  return [...wordByWord];
}

/**
 * Variables the answer capitalizes: how a name is capitalized is a fact about it ("mcdonald" is
 * "McDonald", "ebay" is "eBay"), not the first letter's case alone.
 */
function capitalizedVariables(body: TextTemplate): string[] {
  return body.segments.flatMap((segment) => (typeof segment !== 'string' && segment.transform === 'capital' ? [segment.name] : []));
}

/**
 * Words by which a request speaks of a value's letters ("Sort the letters of", "Remove the vowels
 * from", "Spell it backwards"): what the answer makes of a value then follows from its spelling,
 * and a copy only where the spelling allows it ("rhythm" has no vowels to remove, "abc" is sorted).
 */
const SPELLING = /(?<!\p{L})(?:letters?|vowels?|consonants?|characters?|chars?|spell\w*|revers\w*|backwards?|anagrams?|palindromes?|alphabetic\w*|syllables?|rhym\w*|lettres?|voyelles?|buchstaben?|vokale?|letras?|vocales?|lettere?|vocali)(?!\p{L})/iu;

/** An identifier: letters and digits in one token, or a run of five digits or more. */
function isIdentifier(value: string): boolean {
  return /^#?\d{5,}$/.test(value) || /^#?(?=[\p{L}\p{N}_-]*\p{L})(?=[\p{L}\p{N}_-]*\p{N})[\p{L}\p{N}_-]+$/u.test(value);
}

/** A number or an identifier: what answers compute on or look up. */
function computedOn(value: string): boolean {
  return /^[-+]?\d+(?:[.,]\d+)?$/.test(value) || isIdentifier(value);
}

/**
 * Currency codes and how a request names them: "USD" in a tool call says the "dollars" of the
 * request again, not a fact looked up about a value.
 */
const CURRENCY_CODES = new Map<string, string[]>([
  ['usd', ['dollar', '$']],
  ['eur', ['euro', '€']],
  ['gbp', ['pound', 'sterling', '£']],
  ['jpy', ['yen', '¥']],
  ['chf', ['swiss franc']],
  ['inr', ['rupee', '₹']],
  ['cny', ['yuan', 'renminbi']],
]);

/** Words that carry no fact of their own, for telling a lookup from a copy. */
const FUNCTION_WORDS = new Set(
  'the and for you your yours our are was were has have had been being will would can could should may might must shall this that these those with from into onto about above below over under than then there here what which who whom whose when where why how all any each every some such only own same too very just also now please thanks thank ok okay sure done here its his her their them they she him we us me my mine ours not yet still let lets get got set'.split(' '),
);
/**
 * Words that join a sentence to what came before and state nothing themselves ("Since the
 * reservation is in basic economy, it cannot be changed."): an answer that says one says nothing
 * the request does not. Not "if", "unless" or "otherwise": those set conditions (CONDITION).
 */
const CONNECTIVES = new Set('since once because although though however meanwhile additionally moreover furthermore therefore'.split(' '));

/** Phrases that carry no fact about a value, whose words alone might ("right" in "right now"). */
const IDIOMS = /(?<!\p{L})(?:right now|right away|of course|at the moment|for now|as well)(?!\p{L})/giu;
/** A code of two capitals ("NY", "US", "GB": a zip's state, a city's country). */
const TWO_CAPITALS = /(?<!\p{L})\p{Lu}{2}(?!\p{L})/gu;
const isTwoCapitals = (word: string) => /^\p{Lu}{2}$/u.test(word);
/** Codes of two capitals that state nothing about a value. */
const TWO_CAPITAL_FUNCTION_WORDS = new Set(['OK', 'AM', 'PM']);
/**
 * The words of a text that may state something: three letters or more, lower-cased, and codes of
 * two capitals as written ("US" is no "us").
 */
const WORDS_OR_CODES = new RegExp(`\\p{L}{3,}|${TWO_CAPITALS.source}`, 'gu');
/** SQL's keywords, written in capitals as queries write them: the query's grammar, no fact about a value. */
const SQL_KEYWORDS = /(?<!\p{L})(?:SELECT|FROM|WHERE|AND|OR|NOT|IN|IS|NULL|AS|ON|JOIN|INNER|LEFT|RIGHT|OUTER|ORDER BY|GROUP BY|HAVING|LIMIT|OFFSET|DESC|ASC|DISTINCT|COUNT|SUM|AVG|MIN|MAX|LIKE|BETWEEN|INSERT INTO|VALUES|UPDATE|SET|DELETE|RETURNING)(?!\p{L})/gu;
/** Names joined by underscores (orders_eu, is_vip): each piece of two letters or more states something, "eu" too. */
const SNAKE_CASE = /\p{L}[\p{L}\p{N}]*(?:_[\p{L}\p{N}]+)+/gu;
const snakePieces = (text: string) => (text.match(SNAKE_CASE) ?? []).flatMap((name) => name.toLowerCase().split('_').filter((piece) => /^\p{L}{2}$/u.test(piece) && piece !== 'id'));
const words = (text: string) => {
  const plain = text.replace(IDIOMS, ' ').replace(SQL_KEYWORDS, ' ');
  return [...(plain.match(WORDS_OR_CODES) ?? []).map((word) => (isTwoCapitals(word) ? word : word.toLowerCase())), ...snakePieces(plain)];
};
/** Two-letter words that state nothing, for tool-call arguments, where any other two letters may be a code ("lang": "es"). */
const TWO_LETTER_FUNCTION_WORDS = new Set('to of in on at by is it an or as be do go if me my no so up us we am'.split(' '));
/** A tool call's words: two letters or more, codes in lower case too ("es"); two capitals as written ("US"). */
const argumentWords = (text: string) =>
  (text.match(/\p{L}{2,}/gu) ?? []).map((word) => (isTwoCapitals(word) ? word : word.toLowerCase())).filter((word) => !TWO_LETTER_FUNCTION_WORDS.has(word));
/** Numbers, with what joins their parts: "04/05/2026" is not the "2026-05-04" a request said. */
const NUMBERS_IN = (text: string) => text.match(/\p{N}+(?:[.,/:-]\p{N}+)*/gu) ?? [];
/**
 * Signs that name a place: currency signs and flags. Which one an answer writes beside a copied
 * name is a fact about it ("5 €" for fr-FR, "🇫🇷" for Lyon), as a proper noun would be.
 */
const NAMING_SIGNS = (text: string) => text.match(/\p{Sc}|\p{Regional_Indicator}{2}|\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu) ?? [];

/** The names of the functions the answer calls, chat tool calls and Responses function calls alike. */
function calledFunctions(body: Record<string, unknown>): string[] {
  const names = isResponsesBody(body)
    ? (body.output as Array<{ name?: unknown }>).map((item) => item?.name)
    : ((body.choices as Array<{ message?: { tool_calls?: Array<{ function?: { name?: unknown } }> } }>) ?? []).flatMap((choice) => (choice.message?.tool_calls ?? []).map((call) => call.function?.name));
  return names.filter((name): name is string => typeof name === 'string');
}

/** What the answer says in words: its content and tool-call arguments. */
function answerText(body: Record<string, unknown>): string {
  return answerTexts(body).join('\n');
}

/**
 * Each text of the answer: every choice's content and tool-call arguments; for a Responses body,
 * every output item's text parts and function-call arguments.
 */
function answerTexts(body: Record<string, unknown>): string[] {
  if (isResponsesBody(body)) {
    return (body.output as Array<{ content?: unknown; arguments?: unknown }>).flatMap((item) => [
      ...(Array.isArray(item?.content) ? item.content.map((part: { text?: unknown }) => part?.text) : [item?.content]),
      item?.arguments,
    ]).filter((text): text is string => typeof text === 'string');
  }
  const choices = (body.choices as Array<{ message?: { content?: unknown; tool_calls?: Array<{ function?: { arguments?: unknown } }> } }>) ?? [];
  return choices
    .flatMap((choice) => [choice.message?.content, ...(choice.message?.tool_calls ?? []).map((call) => call.function?.arguments)])
    .filter((text): text is string => typeof text === 'string');
}

/**
 * Letters and the marks between words, no digit: a name, a country code, a plan code
 * (pro_monthly), an address (ann@acme.com), a time zone (Europe/Paris). With digits, a value is
 * an identifier or a timestamp, which an answer ignores as a rule.
 */
const LETTERS_ONLY = /^\p{L}[\p{L}\p{M}'’ ._@/+-]*$/u;

/** Letters only, perhaps a few words: a name, a city, a word of some language. */
const WORDS = /^\p{L}[\p{L}'’ .-]*$/u;

/** Whether a message (its canonical JSON) asks a question of its own, with a question mark or without. */
function isQuestion(key: string): boolean {
  const message = JSON.parse(key) as { content?: unknown };
  return typeof message.content === 'string' && (message.content.includes('?') || ASKS.test(message.content));
}

/** Words that ask for a thing, not for a yes or a no, in the languages seen most. */
const WH_WORD =
  /(?<!\p{L})(?:what|which|who|whom|whose|where|when|why|how|qué|cuál|cuáles|quién|quiénes|dónde|cuándo|cómo|cuánto|cuánta|cuántos|cuántas|quoi|quel|quelle|quels|quelles|qui|où|quand|comment|combien|pourquoi|welche|welcher|welches|wer|wo|wann|wie|warum|cosa|quale|quali|chi|dove|quando|come|quanto|perché|qual|quais|quem|onde)(?!\p{L})/iu;
/** A question opening with an auxiliary: "Is ticket T-7 where it should be?" asks yes or no all the same. */
const AUXILIARY_FIRST = /^(?:(?:is|are|was|were|has|have|had|does|do|did)(?:n['’]t)?|will|would|can|could|should|shall|may|might)(?!\p{L})/iu;
/** A request put as a question: "Can you book a table for Emma?", "Emma is late, could you tell the team?" */
const ASKED_OF_US = /(?<!\p{L})(?:(?:can|could|would|will|may|might|shall|should)\s+(?:you|u|we|i|someone)|please)(?!\p{L})/iu;
/** Words for the user's own things, or for one named before: "Has my refund cleared?", "Has it shipped?" */
const PERSONAL = /(?<!\p{L})(?:i|me|my|mine|we|us|our|ours|it|its|they|them|their|this|that|these|those)(?!\p{L})/iu;
/** Verbs before an "if" that asks rather than sets a condition: "check if it shipped". */
const ASKING_VERBS = 'tell me|let me know|check|see|know|wonder|ask|confirm|verify|find out';
/** A question asked inside a sentence: "Check whether order W7 shipped", "tell me if it cleared". */
const EMBEDDED_QUESTION = new RegExp(`(?<!\\p{L})(?:whether|(?:${ASKING_VERBS})\\s+if)(?!\\p{L})`, 'iu');

/** The text of a user's message, or null for another role or content in parts. */
function userText(key: string): string | null {
  const message = JSON.parse(key) as { role?: unknown; content?: unknown };
  return message.role === 'user' && typeof message.content === 'string' ? message.content : null;
}

/**
 * The sentence of a user's message that asks yes or no, or this or that: a question without a
 * question word ("Has payment PAY-10 cleared?", "Payment PAY-10 cleared?", "¿El pago PAY-10 se ha
 * completado?"), one opening with an auxiliary, one that offers choices ("Is ticket T-7 open or
 * closed?"), one asked within a sentence ("Check whether order W7 shipped"). Null for none; a
 * request put as a question ("Can you greet Emma?") is none.
 */
function polarQuestion(key: string): string | null {
  for (const sentence of (userText(key) ?? '').split(/(?<=[.!?])\s+|\n+/u)) {
    const text = sentence.trim();
    // "Can you check whether order W7 shipped?" is a request to answer yes or no.
    if (EMBEDDED_QUESTION.test(text)) return text;
    if (ASKED_OF_US.test(text)) continue;
    if (text.endsWith('?') && (AUXILIARY_FIRST.test(text) || !WH_WORD.test(text) || /\sor\s/iu.test(text))) return text;
  }
  return null;
}

/**
 * A condition the answer acts on: "Ship order W7 if it is paid, else hold it", "unless",
 * "otherwise". Not an embedded question ("check if it shipped": see EMBEDDED_QUESTION).
 */
const CONDITION = new RegExp(`(?<!(?:${ASKING_VERBS})\\s+)(?<!\\p{L})(?:if|unless|otherwise|else(?=\\s+\\p{L}))(?!\\p{L})`, 'iu');
/** Alternatives a request offers: the word before "or" and the words after it, to the clause's end. */
const OFFERED_OR = /(\p{L}[\p{L}'’-]*)\s*,?\s+or\s+([^.,;:!?\n]+)/giu;

/** A decision a user's message leaves to the answer: a condition it sets, or alternatives of which the answer chose one. */
interface Decision {
  kind: 'condition' | 'choice';
  text: string;
}

/**
 * What a user's message leaves the answer to decide, or null: a condition, or two alternatives of
 * which the answer names one ("Classify order W7 as shipped or pending" "Order W7 is shipped.",
 * a call's {"status": "pending"}). `answerWords` are the answer's words beside its values.
 */
function decisionLeftToAnswer(key: string, answerWords: readonly string[]): Decision | null {
  const text = userText(key);
  if (text === null) return null;
  const condition = CONDITION.exec(text);
  if (condition) return { kind: 'condition', text: condition[0] };
  const says = (word: string) => answerWords.some((other) => other === word || sameStem(other, word));
  for (const [, before, after] of text.toLowerCase().matchAll(OFFERED_OR)) {
    const others = (after.match(/\p{L}{3,}/gu) ?? []).filter((word) => !FUNCTION_WORDS.has(word)).slice(0, 3);
    if (others.length > 0 && says(before) !== others.some(says)) return { kind: 'choice', text: `${before} or ${after.trim()}` };
  }
  return null;
}

/** A question asked without its mark: "Tell me which currency Oslo uses", "look up the capital of Peru". */
const ASKS = /(?<!\p{L})(?:which|what|who|whom|whose|where|when|why|how|tell me|look up|find out)(?!\p{L})/iu;

/**
 * Prose, not a name or an identifier: some word of it (between spaces, punctuation aside) is
 * lower-case letters ("apple", "Arrived late, sadly.", "badly-made"); "Alice", "Kim Min-jun",
 * "a1b2" are not.
 */
const isProse = (value: string) => wordsOf(value).some((word) => /^\p{Ll}+(?:[-'’]\p{Ll}+)*$/u.test(word));

/** Three words or more: a title, a subject line ("Refund Still Missing"); not an id with letters in it. */
const isPhrase = (value: string) => wordsOf(value).length >= 3;

/** The tokens of a value (between spaces, punctuation around them aside) made of letters, hyphens and apostrophes within. */
const wordsOf = (value: string) =>
  value
    .split(/\s+/u)
    .map((token) => token.replace(/^\p{P}+|\p{P}+$/gu, ''))
    .filter((token) => /^\p{L}+(?:[-'’]\p{L}+)*$/u.test(token));

/** A capitalized word or a few: a name, a city, a product. */
const NAME_LIKE = /^\p{Lu}[\p{L}'’.-]*(?: \p{Lu}?[\p{L}'’.-]+){0,3}$/u;

/** Two forms of one word, near enough: "send" and "sent", "order" and "orders", "failed" and "failing". */
function sameStem(a: string, b: string): boolean {
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  if (common >= Math.max(3, Math.min(a.length, b.length) - 1)) return true;
  const stem = stemOf(a);
  return stem.length >= 3 && stem === stemOf(b);
}

/**
 * A word without its English ending: both forms may carry one ("failed", "failing"; "booked",
 * "booking"; "reserved", "reservation"), where the shared start alone is too short to tell.
 */
const stemOf = (word: string) =>
  word
    .replace(/(?:ation|ion|ment|ing|ed|es|s)$/u, '')
    .replace(/e$/u, '')
    .replace(/([^aeiou])\1$/u, '$1');

/** Answers of at most this many sentences (or JSON documents) are judged as a whole. */
const SHORT_ANSWER_UNITS = 3;

/** A sentence of prose, or the string values of one JSON document. */
interface StatedUnit {
  text: string;
  json: boolean;
  /** For a JSON document, its numbers that are call settings ({"limit": 1}). */
  settings?: string[];
}

/**
 * What the answer states, in units a fact about a value would share with it: each sentence of its
 * prose, and all the string values (not the keys) of each JSON document it holds (a tool call's
 * arguments: {"city": "Lyon", "country": "France"}).
 */
function statedUnits(body: Record<string, unknown>): StatedUnit[] {
  // Booleans too: {"is_prime": true} judges as surely as "Yes"; numbers, which may be computed.
  const strings = (value: unknown): string[] =>
    typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number'
      ? [String(value)]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
  const parsed = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  };
  return answerTexts(body).flatMap((text): StatedUnit[] => {
    if (!isJsonText(text)) return sentencesOf(text);
    const document = parsed(text);
    return [{ text: strings(document).join(' '), json: true, settings: settingNumbers(document) }];
  });
}

/**
 * Words of function names that say what a call does, and to the common kinds of record agents
 * act on, whatever value it is given: create_event, search_contacts, book_flight. The other words
 * may be a fact about a copied value, and are judged as words of the answer (play_pop or
 * play_classical for an artist, add_fruit or add_vegetable for a word). The verbs are actions a
 * request asks for in its own words ("Order 3 boxes" calls place_order); verbs of a judgement
 * (approve, reject, flag, return or exchange) are not among them. A known limit: a choice
 * between two of these kinds by a copied value (save_contact for a person, save_note for a
 * thing) looks like either (bench/eval/limits.ts).
 */
const GENERIC_FUNCTION_WORDS = new Set(
  [
    'get set create add update delete remove list search find send fetch lookup look query make post check open close start stop cancel submit read write save load show view run call execute put edit modify change rename move copy upload download track notify reply forward share assign confirm apply convert generate draft compose insert retrieve fill book reserve schedule place buy purchase translate summarize calculate compute validate verify register subscribe unsubscribe invite print export import',
    'symbol code command directory folder patch test tests url web money funds transfer pay refund address settings preferences password subscription shipping callback event events task tasks note notes file files record records item items entry entries message messages email emails mail reminder reminders meeting meetings appointment appointments calendar document documents contact contacts user users account accounts profile order orders ticket tickets issue issues comment comments payment payments invoice invoices cart booking bookings reservation reservations flight flights hotel hotels room rooms details detail info status pull request requests by to for from with of new',
  ]
    .join(' ')
    .split(' '),
);

/** The words of the names of the functions the answer calls (play_pop, addFruit), generic words aside, as one unit, or none. */
function functionNameUnits(body: Record<string, unknown>): StatedUnit[] {
  const words = calledFunctions(body)
    .flatMap((name) => name.split(/[^\p{L}]+|(?<=\p{Ll})(?=\p{Lu})/u))
    .filter((word) => !GENERIC_FUNCTION_WORDS.has(word.toLowerCase()))
    .join(' ');
  return words.trim() ? [{ text: words, json: true }] : [];
}

/** Keys whose numbers say how to make a call, not a fact about what it acts on ({"limit": 1}). */
const SETTING_KEYS = /^(?:limit|page|offset|count|size|page_size|per_page|top_k|top_n|max_results|max_items|n|k|max_tokens|temperature|timeout|retries|version|api_version|decimals|precision)$/i;

/** The numbers under setting keys in a JSON document, at any depth. */
function settingNumbers(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(settingNumbers);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (SETTING_KEYS.test(key) && typeof inner === 'number' ? [String(inner)] : settingNumbers(inner)));
}

/** Prose as units: its sentences and lines. */
const sentencesOf = (text: string): StatedUnit[] => text.split(/(?<=[.!?])\s+|\n+/).map((sentence) => ({ text: sentence, json: false }));

/**
 * Tool-call arguments that say how to make the call, not a fact about a value: units, formats,
 * sort orders ({"city": "Paris", "units": "metric"}). Any other word there is looked up.
 */
const CALL_SETTINGS = new Set(
  'metric imperial celsius fahrenheit kelvin json text markdown html csv xml plain asc desc ascending descending relevance newest oldest latest auto default utc'.split(' '),
);

/** Salutations a message written by a tool call may open with, whatever it is about. */
const SALUTATIONS = new Set(['hi', 'hello', 'hey', 'dear']);

/** Words that start sentences without stating anything about a value. */
const STARTERS = new Set('hello hey dear sorry great welcome please certainly absolutely of course good morning afternoon evening'.split(' '));

/** Capitalized words; unless `all`, not the first of a sentence, which is capitalized anyway. */
function properNouns(text: string, all: boolean): string[] {
  // Whole words: the capital inside "loadSettings" begins no name.
  const nouns = text.match(/(?<!\p{L})\p{Lu}\p{L}{2,}/gu) ?? [];
  const first = text.match(/\p{L}+/u)?.[0];
  return all || nouns[0] !== first ? nouns : nouns.slice(1);
}

/** What joins alternatives: "Oslo or Rome", "the bear or the deer", "of Dubai and Sydney", "A, B". */
const ALTERNATIVES = /^\s*(?:,|;|\/|or|and|vs\.?|versus|nor|than|o|ou|oder|y|et|und)\s*(?:(?:the|a|an)\s+)?$/iu;
/** Items of a JSON list ("Oslo","Rome"), at any depth of escaping. */
const JSON_ITEMS = /^(\\*)"\s*,\s*\1"$/u;
/** Sibling objects of a JSON list: the text between {"city":"Oslo"} and {"city":"Rome"}. */
const JSON_SIBLINGS = /^(\\*)"\s*\}\s*,\s*\{\s*\1"([^"\\]+)\1"\s*:\s*\1"$/u;

/** Whether `between` lists the values on either side as alternatives; `before` is the text before the first. */
function listsAlternatives(before: unknown, between: string): boolean {
  if (ALTERNATIVES.test(between) || JSON_ITEMS.test(between)) return true;
  const siblings = JSON_SIBLINGS.exec(between);
  if (!siblings || typeof before !== 'string') return false;
  const [, escape, key] = siblings;
  return before.endsWith(`${escape}"${key}${escape}":${escape}"`);
}

/** Text with no word or number in it: white space, punctuation, a bullet. */
const MARKS_ONLY = /^[^\p{L}\p{N}]*$/u;
/**
 * What kind of list item this is, for telling items of one list from a value and its label: words,
 * a number, or its shape (finer than value-features.ts's kindOf: two dates in two formats differ).
 */
const listItemKind = (value: string) => (WORDS.test(value) ? 'words' : /^[-+]?\d+(?:[.,]\d+)?$/u.test(value) ? 'number' : shapeOf(value));

/**
 * Why the template is a choice, or null: the request lists values as alternatives and the answer
 * copies some and not others. Which it copies may depend on facts about them that no feature of
 * the values shows (which city is farther north, which animal heavier): agreeing examples prove
 * nothing about the next pair.
 */
function choiceBetween(messages: ReadonlyArray<TextTemplate | null>, used: ReadonlySet<string>, examples: readonly Bindings[]): string | null {
  for (const template of messages) {
    const segments = template?.segments ?? [];
    for (let i = 0; i + 2 < segments.length; i++) {
      const [a, between, b] = [segments[i], segments[i + 1], segments[i + 2]];
      if (typeof a === 'string' || typeof b === 'string' || typeof between !== 'string') continue;
      // Values of one kind parted by marks alone are a list too ("\n- Dubai\n- Perth"); a name
      // and its email in brackets are not.
      const listed = listsAlternatives(segments[i - 1], between) || (MARKS_ONLY.test(between.replace(/\\[nrt]/gu, ' ')) && examples.every((e) => listItemKind(e[a.name]) === listItemKind(e[b.name])));
      if (!listed) continue;
      if (used.has(a.name) !== used.has(b.name)) return `the request offers alternatives ("{{${a.name}}}${between}{{${b.name}}}") and the answer copies one: a choice`;
    }
  }
  return null;
}

/**
 * Why the answer's fixed text holds a piece of a value, or null: a token the request does not
 * say that begins or ends a value in every example ("Alice starts with A.", "A.B." for Ada Bell,
 * "cats ends with s"). The piece is derived from the value, and the next value's may differ.
 */
function partWrittenApart(literalAnswer: string, literalRequest: string, examples: readonly Bindings[]): string | null {
  const requestTokens = new Set(literalRequest.match(/[\p{L}\p{N}]+/gu) ?? []);
  for (const token of new Set(literalAnswer.match(/[\p{L}\p{N}]+/gu) ?? [])) {
    if (requestTokens.has(token)) continue;
    const pieceOf = (value: string) => value.length > token.length && (value.startsWith(token) || value.endsWith(token));
    if (examples.every((example) => Object.values(example).some(pieceOf))) {
      return `the answer writes "${token}", which begins or ends a value in every example: it may be taken from the value`;
    }
  }
  return null;
}

/** Two or three capitalized words: a given name and a surname, perhaps a middle name. */
const FULL_NAME = /^\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{L}'’-]+){1,2}$/u;

/** Text right before a value that says the value is a person: "Customer: ", "the user is ", "Caller = ", a JSON key ("name": "). */
const PERSON_LABEL = /(?<![\p{L}_])(?:customer|user|client|caller|member|guest|patient|passenger|employee|student|traveller|traveler|contact|full|name|speaking with|talking to|logged in as|signed in as)(?:[ _]name)?\\?"?\s*(?::|=|is|-)?\s*\\?"?$/iu;

/** Whether every place a variable stands in the request follows a label that says it is a person. */
function labelledPerson(messages: ReadonlyArray<TextTemplate | null>, name: string): boolean {
  const before = messages.flatMap((template) =>
    (template?.segments ?? []).flatMap((segment, i, segments) => (typeof segment !== 'string' && segment.name === name ? [segments[i - 1]] : [])),
  );
  return before.length > 0 && before.every((text) => typeof text === 'string' && PERSON_LABEL.test(text));
}

/** Whether a message is a tool's result: a chat tool message, or a Responses function call's output (see responses-request.ts). */
const isToolResult = (message: Record<string, unknown>) => message.role === 'tool' || message.role === 'item:function_call_output';
/** A system prompt, under either of its names: the agent's own instructions, the same for every request. */
const isSystemPrompt = (message: Record<string, unknown>) => message.role === 'system' || message.role === 'developer';

/**
 * Variables of tool results that hold other variables too: the record a lookup returned (an
 * order id with its status and date). What an answer says beside such an id, it read there.
 */
function reportedIdentifiers(messages: ReadonlyArray<TextTemplate | null>, parsedTarget: readonly Parsed[]): Set<string> {
  const reported = new Set<string>();
  messages.forEach((template, m) => {
    if (!template || !isToolResult(parsedTarget[m].message)) return;
    const variables = new Set(template.variables);
    if (variables.size >= 2) for (const name of variables) reported.add(name);
  });
  return reported;
}

/**
 * Variables of a system prompt or a tool result that holds other variables too: a sheet the
 * request carries (a product's name beside its price), which an answer may relay when asked.
 */
function sheetVariables(messages: ReadonlyArray<TextTemplate | null>, parsedTarget: readonly Parsed[]): Set<string> {
  const sheet = new Set<string>();
  messages.forEach((template, m) => {
    const message = parsedTarget[m].message;
    if (!template || !(isToolResult(message) || isSystemPrompt(message))) return;
    const variables = new Set(template.variables);
    if (variables.size >= 2) for (const name of variables) sheet.add(name);
  });
  return sheet;
}

/** Whether `text` names `value` as a whole ("35" in "$35.", not in "$350"), case aside. */
const namesWhole = (text: string, value: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(value)}(?![\\p{L}\\p{N}])`, 'iu').test(text);

/** The first choice's message (a Responses body's output items, as one message), for the answer node. */
function firstMessage(body: Record<string, unknown>): Record<string, unknown> | null {
  if (isResponsesBody(body)) return { role: 'assistant', output: body.output };
  const choices = body.choices as Array<{ message?: Record<string, unknown> }> | undefined;
  return choices?.[0]?.message ?? null;
}

/** induce(), all at once. */
export function induce(target: Example, others: readonly Example[]): Induced {
  const steps = induceSteps(target, others);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * induce() in slices of at most about `sliceMs`, yielding to requests in between: one call on a
 * long agent request (a system prompt of pages, tool results) can take tens of milliseconds.
 */
export async function induceInSlices(target: Example, others: readonly Example[], sliceMs: number, pause: () => Promise<unknown>): Promise<Induced> {
  const steps = induceSteps(target, others);
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart > sliceMs) {
      await pause();
      sliceStart = performance.now();
    }
  }
}

/** The work of induce(), pausing (a bare `yield`) between units: an example aligned, one checked. */
function* induceSteps(target: Example, others: readonly Example[]): Generator<void, Induced> {
  const parsedTarget: Parsed[] = [];
  for (const key of target.keys) {
    parsedTarget.push(parse(key));
    yield;
  }
  const differences: Array<{ example: Example; slots: Map<string, { slot: Slot; value: string }> }> = [];
  for (const example of others) {
    if (example.keys.length !== target.keys.length) continue;
    const slots = slotsOf(parsedTarget, example, target.keys);
    if (slots) differences.push({ example, slots });
    yield;
  }
  if (differences.length === 0) return { ok: false, reason: 'no cached request of the same shape differs only in values' };

  // Each distinct set of slots is a possible template; an example fits every template whose slots
  // include its own (where it does not differ, its value is the target's). Most support first.
  const slotSets = new Map<string, Slot[]>();
  for (const { slots } of differences) {
    const set = [...slots.values()].map((s) => s.slot).sort((x, y) => x.message - y.message || x.field - y.field || x.tokens[0] - y.tokens[0]);
    slotSets.set(set.map((s) => s.id).join(' '), set);
  }
  const options = [...slotSets.values()].map((slots) => {
    const ids = new Set(slots.map((s) => s.id));
    const fitting = differences.filter(({ slots: own }) => [...own.keys()].every((id) => ids.has(id)));
    return { slots, fitting };
  });
  options.sort((x, y) => y.fitting.length - x.fitting.length || x.slots.length - y.slots.length);

  let reason = '';
  for (const option of options.slice(0, 8)) {
    const result = yield* propose(target, parsedTarget, option.slots, option.fitting);
    if (result.ok) return result;
    reason = result.reason;
  }
  return { ok: false, reason };
}

function* propose(
  target: Example,
  parsedTarget: readonly Parsed[],
  slots: Slot[],
  fitting: Array<{ example: Example; slots: Map<string, { slot: Slot; value: string }> }>,
): Generator<void, Induced> {
  const targetValue = (slot: Slot) => textOf(parsedTarget[slot.message].fields[slot.field].tokens, slot.tokens);
  // Per slot, its value in the target and in each example.
  const vectors = slots.map((slot) => [targetValue(slot), ...fitting.map(({ slots: own }) => own.get(slot.id)?.value ?? targetValue(slot))]);
  const classes: SlotClass[] = [];
  for (const [i, vector] of vectors.entries()) {
    const cls = slotClassOf(vector);
    if (!cls) return { ok: false, reason: `values of slot ${slots[i].id} are not a word, number, id or short phrase` };
    classes.push(cls);
  }
  // Slots that agree in every example are one variable.
  const names: string[] = [];
  const byVector = new Map<string, string>();
  for (const vector of vectors) {
    const key = JSON.stringify(vector);
    if (!byVector.has(key)) byVector.set(key, `v${byVector.size + 1}`);
    names.push(byVector.get(key)!);
  }
  if (byVector.size > MAX_VARIABLES) return { ok: false, reason: `${byVector.size} variables; at most ${MAX_VARIABLES}` };
  const examples: Bindings[] = vectors[0].map((_, e) => Object.fromEntries(slots.map((_, s) => [names[s], vectors[s][e]])));

  // The message templates: the target's fields with each slot's tokens replaced by its variable.
  const messages: Array<TextTemplate | null> = target.keys.map(() => null);
  let literalWords = 0;
  for (const m of new Set(slots.map((slot) => slot.message))) {
    const marked = structuredClone(parsedTarget[m].message);
    for (const [f, field] of parsedTarget[m].fields.entries()) {
      const own = slots.map((slot, s) => ({ slot, s })).filter(({ slot }) => slot.message === m && slot.field === f);
      if (own.length === 0) continue;
      own.sort((x, y) => x.slot.tokens[0] - y.slot.tokens[0]);
      const depth = isJsonText(field.text) ? 2 : 1;
      let text = '';
      let at = 0;
      for (const { slot, s } of own) {
        const between = field.tokens.slice(at, slot.tokens[0]);
        // Something must part two slots: a word, or a mark ("Liam Garcia (liam@corp.example)");
        // white space alone would let one value's words pass for the other's. A mark that may
        // be in either value leaves two parses, and a request parsed two ways is not matched.
        if (at > 0 && !between.some((token) => /[^\s]/u.test(token))) return { ok: false, reason: 'two slots with only white space between them' };
        literalWords += between.filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
        text += between.join('') + marker(names[s], depth);
        at = slot.tokens[1];
      }
      literalWords += field.tokens.slice(at).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
      setField(marked, field.path, text + field.tokens.slice(at).join(''));
    }
    const template = TextTemplate.fromMarkedText(canonicalJson(marked));
    if (!template) return { ok: false, reason: 'a slot did not survive serialization' };
    messages[m] = new TextTemplate(
      template.segments.map((segment): Segment => (typeof segment === 'string' ? segment : { ...segment, type: classes[names.indexOf(segment.name)] })),
    );
    yield;
  }
  // A template must say as much as it leaves open: words around its slots, and with the messages it
  // keeps as they are ("Look up the caller, then greet them." before a tool result of three
  // values), at least a word per variable ("Send ${{v1}} to {{v2}}").
  const isWord = (token: string) => /[\p{L}\p{N}]/u.test(token);
  const keptWords = parsedTarget.reduce((sum, parsed, m) => (messages[m] ? sum : sum + parsed.fields.reduce((n, field) => n + field.tokens.filter(isWord).length, 0)), 0);
  if (literalWords === 0 || literalWords + keptWords < byVector.size) return { ok: false, reason: 'too little literal text around the slots' };

  // The answer template, from the target; every example must come out as recorded.
  // Values may reach the answer upper- or lower-cased: examples and predictions verify it.
  const all = [target, ...fitting.map((f) => f.example)];
  const bodyOf = (e: number) => templateBody(all[e].body, examples[e], { transforms: true }) ?? new TextTemplate([JSON.stringify({ ...all[e].body, id: 'cached' })]);
  function* reproduces(template: TextTemplate): Generator<void, boolean> {
    for (const [e, example] of all.entries()) {
      const rendered = template.render(examples[e]);
      if (rendered === null || answerContent(JSON.parse(rendered)) !== answerContent(example.body)) return false;
      yield;
    }
    return true;
  }
  let body = bodyOf(0);
  yield;
  // Padding shows only on a value with a single digit ("7:00" written "07:00", "10:00" as it is):
  // where the target's values do not show it, the example with the most such values may.
  if (!(yield* reproduces(body))) {
    const paddable = (e: number) => Object.values(examples[e]).filter(padsDigits).length;
    const padded = examples.reduce((best, _, e) => (paddable(e) > paddable(best) ? e : best), 0);
    if (padded > 0) body = bodyOf(padded);
    if (padded === 0 || !(yield* reproduces(body))) return { ok: false, reason: 'an example does not reproduce its answer' };
  }
  for (const [e, example] of all.entries()) {
    let bindings: Bindings | null = {};
    for (const [m, template] of messages.entries()) {
      if (!bindings) break;
      if (template) bindings = template.match(example.keys[m], bindings);
      else if (example.keys[m] !== target.keys[m]) bindings = null;
    }
    if (!bindings || canonicalJson(bindings) !== canonicalJson(examples[e])) return { ok: false, reason: 'an example does not parse back to its values' };
    yield;
  }

  // The words an answer takes out of a phrase ("Hello Emma" for "Emma Patel") are its values too.
  const wordTaking = body.segments.filter((s): s is Variable & { transform: WordTransform } => typeof s !== 'string' && takesWord(s.transform));
  const values = [...Object.values(examples[0]), ...wordTaking.map((s) => TRANSFORMS[s.transform](examples[0][s.name]))];
  // Longest first: a party of 2 on 2026-12-02 leaves no "026-1" behind, once the date is out.
  const valueForms = [...new Set(values.flatMap((value) => [TRANSFORMS.pad(value), value, value.toUpperCase(), value.toLowerCase()]))].sort((a, b) => b.length - a.length);
  const withoutValues = (text: string) => valueForms.reduce((rest, form) => rest.split(form).join(' '), text);
  const literalAnswer = withoutValues(answerText(target.body));
  // A judgement of a value is in the sentence that names it ("Yes, 7 is prime.") or, in a short
  // answer, anywhere ("Yes."); a long agent answer's "not" elsewhere is about something else.
  const units = statedUnits(target.body);
  const mentions = (unit: StatedUnit) => values.some((value) => unit.text.toLowerCase().includes(value.toLowerCase()));
  const short = units.length <= SHORT_ANSWER_UNITS;
  // Where a fact about a value would be: anywhere in a short answer ("Added Lyon. Country:
  // France."), else in the units that name it.
  const near = (unit: StatedUnit) => short || mentions(unit);
  const judgedText = withoutValues(units.filter(near).map((unit) => unit.text).join('\n'));
  const requestText = target.keys.join('\n');
  const literalRequest = withoutValues(requestText);
  // The variables the answer copies (used by every rule below).
  const named = new Set(body.segments.flatMap((s) => (typeof s !== 'string' ? [s.name] : [])));
  // Random ids the answer ignores, carried along in a system prompt or a tool result, not asked
  // about in a user's words ("Has order 3f2a... shipped?" "Yes" may be a lookup).
  const askedAbout = new Set(messages.flatMap((template, m) => (template && parsedTarget[m].message.role === 'user' ? template.variables : [])));
  const opaque = examples.every((e) => Object.entries(e).every(([name, value]) => !named.has(name) && !askedAbout.has(name) && isOpaqueId(value)));
  const dependence = dependenceBeyondCopy(literalRequest, literalAnswer, judgedText, values, opaque);
  if (dependence) return { ok: false, reason: dependence };
  // A lower-case JSON key is the schema's word, not a piece of the value under it ({"day":
  // "Friday"}); a key like "A" in {"A": ["Alice"]} may be one, and is still checked.
  const part = partWrittenApart(literalAnswer.replace(/\\*"[a-z][a-z_]{2,}\\*"\s*:/gu, ' '), literalRequest, examples);
  if (part) return { ok: false, reason: part };
  // An answer that says something about an identifier that the request does not say is a lookup
  // ("Account 1042 is active."): hidden state no number of agreeing examples can vouch for.
  const requestWords = (requestText.match(/\p{L}{2,}/gu) ?? []).map((word) => word.toLowerCase());
  const lowerRequest = requestText.toLowerCase();
  const requestCodes = new Set(requestText.match(TWO_CAPITALS) ?? []);
  // The plural of a code of two capitals the request says is said by it: "IDs" beside "ID".
  const pluralOfCode = (word: string) => word.length === 3 && word.endsWith('s') && requestCodes.has(word.slice(0, 2).toUpperCase());
  const inRequest = (word: string) =>
    isTwoCapitals(word)
      ? TWO_CAPITAL_FUNCTION_WORDS.has(word) || requestCodes.has(word)
      : FUNCTION_WORDS.has(word) || CONNECTIVES.has(word) || pluralOfCode(word) || requestWords.some((other) => other === word || sameStem(word, other)) || (CURRENCY_CODES.get(word)?.some((name) => lowerRequest.includes(name)) ?? false);
  // Not one a tool result of the request reports on with other values (an order's status and
  // delivery date): the answer relays what the lookup returned ("Estimated delivery: ...").
  const reported = reportedIdentifiers(messages, parsedTarget);
  const identifierInProse = body.segments.some((s) => typeof s !== 'string' && s.depth < 2 && !reported.has(s.name) && examples.some((e) => isIdentifier(e[s.name])));
  if (identifierInProse) {
    const stated = words(literalAnswer).find((word) => !inRequest(word));
    if (stated) return { ok: false, reason: `the answer says "${stated}" about an identifier, which the request does not say (a lookup)` };
  }
  // A reported one: a sentence that names another value the tool result gave may describe it in
  // words of its own ("Estimated delivery: 2026-06-12.", "Order W17 is on its way to Lisbon.");
  // one that names the identifier alone, or no value at all, may still state a fact drawn from
  // the identifier ("It ships from our east warehouse."), and says only what the request does.
  // Such words may still follow from where the id's number lies ("by post" from order 5000 on,
  // "from our west warehouse" for odd orders): then the numbers inside the id keep their range
  // and parity verified.
  const reportedIds = [...reported].filter((name) => body.segments.some((s) => typeof s !== 'string' && s.name === name && s.depth < 2) && examples.some((e) => isIdentifier(e[name])));
  let relayedWords = false;
  for (const unit of reportedIds.length > 0 ? units.filter((u) => !u.json) : []) {
    const names = (text: string, of: string[]) => of.some((name) => text.toLowerCase().includes(examples[0][name].toLowerCase()));
    const stated = words(withoutValues(unit.text)).find((word) => !inRequest(word));
    if (names(unit.text, body.variables.filter((name) => !reportedIds.includes(name)))) {
      relayedWords ||= stated !== undefined;
      continue;
    }
    if (stated) return { ok: false, reason: `the answer says "${stated}" about an identifier a tool result reports, in a sentence naming no other value of it (a lookup)` };
  }
  // A word a tool result reports, relayed in a sentence with words of the answer's own ("Your
  // parcel to Tokyo arrives after customs.", "directly" for Boston), may decide those words as a
  // status does: served word by word, each new one predicted first.
  const relayedNames = [...reported].filter(
    (name) =>
      examples.every((e) => /\p{L}/u.test(e[name]) && !isIdentifier(e[name])) &&
      units.some((unit) => !unit.json && unit.text.toLowerCase().includes(examples[0][name].toLowerCase()) && words(withoutValues(unit.text)).some((word) => !inRequest(word))),
  );
  // So is a proper noun the request does not say, in an answer that copies a name: "Lyon is in
  // France.", {"city": "Lyon", "country": "France"}; or when a word is not copied at all ("Where
  // is Lyon?" "France.", 'Which language is "ciao"?' "Spanish."). The next city may not be French.
  const nameCopied = [...named].some((name) => examples.some((e) => NAME_LIKE.test(e[name]) || WORDS.test(e[name])));
  const wordIgnored = [...byVector.values()].some((name) => !named.has(name) && examples.some((e) => WORDS.test(e[name])));
  const pricedNames = new Set<string>();
  if (nameCopied || wordIgnored) {
    // Anywhere in the answer, however long ("... Travel safe. Country: France."). An ignored
    // word: any capitalized word counts, the first of a sentence too ("France.").
    const requestSigns = new Set(NAMING_SIGNS(requestText));
    // A currency sign on an amount a tool result reports ("costs $89.99" for {"price": "89.99"})
    // may say how the shop writes prices, or where a copied name is ("Delivery to Lyon: 5 €"):
    // then the names are served word by word, each verified once.
    const reportedAmounts = [...reported].map((name) => examples[0][name]).filter((value) => /^\d+(?:[.,]\d+)?$/.test(value));
    const signsOnReported = (text: string) =>
      reportedAmounts.reduce((rest, amount) => {
        const at = amount.replace(/[.]/g, '\\.');
        return rest.replace(new RegExp(`\\p{Sc}\\s?(?=${at}(?!\\d))|(?<=(?<!\\d)${at})\\s?\\p{Sc}`, 'gu'), ' ');
      }, text);
    for (const unit of units) {
      const rest = withoutValues(unit.text);
      const newSign = (sign: string) => !requestSigns.has(sign);
      const unpricedSign = NAMING_SIGNS(withoutValues(signsOnReported(unit.text))).find(newSign);
      if (NAMING_SIGNS(rest).some(newSign) && unpricedSign === undefined) {
        for (const name of named) if (examples.every((e) => NAME_LIKE.test(e[name]) || WORDS.test(e[name]))) pricedNames.add(name);
      }
      const stated = properNouns(rest, unit.json || wordIgnored).find((noun) => !inRequest(noun.toLowerCase()) && !STARTERS.has(noun.toLowerCase())) ?? unpricedSign;
      if (stated) return { ok: false, reason: `the answer names "${stated}" beside a name it copies, which the request does not say (a lookup)` };
    }
  }
  // In a tool call every argument is something the call acts on, so beside a value it copies (a
  // name, an id) any word the request does not say is looked up, in lower case too: {"brand":
  // "Nike", "department": "sportswear"}, {"order_id": "W1234567", "priority": "normal"}. Words
  // that say how to make the call are not ({"units": "metric"}).
  // The calls of one answer act together: a second call may carry the looked-up word. Which
  // function is called is a word too when the call copies words (play_pop or play_classical for an
  // artist); an identifier's kind shows in its prefix, a feature of its own.
  const wordsCopied = [...named].some((name) => examples.every((e) => WORDS.test(e[name]) || isProse(e[name])));
  const callUnits = [...units.filter((u) => u.json), ...(wordsCopied ? functionNameUnits(target.body) : [])];
  // A salutation is the one exception ("Hi Ana," in an email body): it may follow from the name's
  // language ("Hola"), so the names such a call copies are served only as words verified one by one.
  const greetedNames: string[] = [];
  for (const unit of units.some((u) => u.json && mentions(u)) ? callUnits : []) {
    const unstated = argumentWords(withoutValues(unit.text)).filter((word) => !inRequest(word) && !CALL_SETTINGS.has(word));
    const stated = unstated.find((word) => !SALUTATIONS.has(word));
    if (stated) return { ok: false, reason: `the answer's tool call says "${stated}" beside a value it copies, which the request does not say (a lookup)` };
    if (unstated.length > 0) greetedNames.push(...[...named].filter((name) => examples.every((e) => NAME_LIKE.test(e[name]))));
  }
  // Asked a question about a name (or a domain, a file, any value with letters), an answer that
  // says beside it any word the request does not is a lookup, in lower case too ("Which currency
  // is used in Oslo?" "Oslo uses the krone."; the first twenty cities may all use the euro; "What
  // kind of site is bbc.com?"). Told to do something, it is not: "Say hello to Alice" "Hello
  // Alice, nice to meet you."
  const lettersCopied = [...named].some((name) => examples.every((e) => /\p{L}/u.test(e[name])));
  // Unless the sentence relays a sheet the request carries, naming two of its values ("How much
  // is the Aurora Lamp?" "The Aurora Lamp costs $35." from a product sheet in the system prompt):
  // its own words are then served only beside names verified one by one, as a tool result's are.
  const sheet = sheetVariables(messages, parsedTarget);
  const sheetNames: string[] = [];
  if (lettersCopied && isQuestion(target.keys.at(-1) ?? '')) {
    for (const unit of units.filter(near)) {
      const stated = words(withoutValues(unit.text)).find((word) => !inRequest(word) && !STARTERS.has(word) && !(unit.json && CALL_SETTINGS.has(word)));
      if (!stated) continue;
      const relayed = [...named].filter((name) => namesWhole(unit.text, examples[0][name]));
      if (relayed.length >= 2 && relayed.every((name) => sheet.has(name))) {
        sheetNames.push(...relayed.filter((name) => examples.every((e) => /\p{L}/u.test(e[name]) && !isIdentifier(e[name]))));
        continue;
      }
      return { ok: false, reason: `asked about a value, the answer says "${stated}" beside it, which the request does not say (a lookup)` };
    }
  }
  // A classification: an answer that ignores words of prose (a ticket's text, "apple"), or states
  // beside prose it copies a word or number the request does not say ({"item": "apple", "aisle":
  // "fruit"}, "garden has 2 vowels"). The kind of the next one is a fact about it no feature shows.
  // Names are not prose: "Hello Alice, nice to meet you." states nothing about Alice.
  // Words a tool result reports with other values (an order's status, "shipped", beside its
  // date) are served word by word instead: a status has few words, each verified once.
  // A time or date the request writes with single digits may come back padded ("at 8:00": "08:00").
  const requestNumbers = new Set(NUMBERS_IN(requestText).flatMap((n) => (/[.,]/.test(n) ? [n] : [n, n.replace(/(?<!\p{N})(\p{N})(?!\p{N})/gu, '0$1')])));
  const reportedWords: string[] = [];
  for (const name of new Set(byVector.values())) {
    if (reported.has(name) && examples.every((e) => isProse(e[name]) || isPhrase(e[name]))) {
      reportedWords.push(name);
      continue;
    }
    // One ignored word ("Plan: team") is a category: verified word by word, as a capitalized one
    // is (ignoredWords below), once nothing in the answer names a class of it (the loop below).
    const oneWord = examples.every((e) => /^\p{L}+$/u.test(e[name]));
    if (!named.has(name) && !oneWord && examples.every((e) => isProse(e[name]) || isPhrase(e[name]))) {
      return { ok: false, reason: `the answer ignores the words "${examples[0][name]}": it may classify them` };
    }
    if (!examples.every((e) => isProse(e[name]))) continue;
    // Anywhere in the answer: the label may be on a line or in a sentence of its own ("Aisle: fruit.").
    for (const unit of units) {
      const rest = withoutValues(unit.text);
      const stated = words(rest).find((word) => !inRequest(word) && !STARTERS.has(word) && !(unit.json && CALL_SETTINGS.has(word)));
      if (stated) return { ok: false, reason: `the answer says "${stated}" beside the words "${examples[0][name]}", which the request does not say (it may classify them)` };
    }
  }
  // A number the request does not say, in an answer that copies words, a number or an id, may be
  // counted or looked up from them ("garden has 2 vowels", {"word": "garden", "vowels": 2},
  // "February 2023 has 28 days", {"guest": "Ugo", "table": 1}, {"order_id": "W1000006", "level":
  // 2}), wherever it stands ("Month: February 2023\nSeason: winter\nDays: 28"): the next one's
  // may differ. Not a call setting ({"limit": 1}). So may one computed from numbers the answer
  // ignores ("You are about 30 years old." born in 1959, now 1989; "The total is 100.").
  for (const name of byVector.values()) {
    const prose = examples.every((e) => isProse(e[name]));
    const quantity = examples.every((e) => isQuantity(e[name]));
    if (!named.has(name) && !quantity) continue;
    if (!prose && !quantity && !examples.every((e) => WORDS.test(e[name]) || isIdentifier(e[name]))) continue;
    for (const unit of units) {
      const counted = NUMBERS_IN(withoutValues(unit.text)).find((n) => !requestNumbers.has(n) && !unit.settings?.includes(n));
      if (counted) return { ok: false, reason: `the answer says ${counted} beside "${examples[0][name]}", which the request does not say (counted from it?)` };
    }
  }
  // Risky: where a few agreeing values prove little. A variable the answer ignores (the answer may
  // still depend on it); a number or an identifier written into prose (answers compute on numbers,
  // and state looked-up facts about identifiers: "Account 1042 is active.").
  const inProse = new Set(body.segments.flatMap((s) => (typeof s !== 'string' && s.depth < 2 ? [s.name] : [])));
  const risky = [...byVector.values()].filter((name) => !named.has(name) || (inProse.has(name) && examples.some((e) => computedOn(e[name]))));
  const choice = choiceBetween(messages, named, examples);
  if (choice) return { ok: false, reason: choice };
  // A word the answer ignores may still decide it, in a way no feature of it shows (the customer's
  // country, the shipping cost; an address's domain, the discount): each new one is predicted
  // before it is served. Not a word that is part of an identifier in the same request (the
  // customer's name in the user id noah_walker_1234): it names what the identifier names, and
  // identifiers are judged as such.
  const pieces = (value: string) => value.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const partOfIdentifier = (name: string) =>
    examples.every((e) => [...byVector.values()].some((other) => other !== name && isIdentifier(e[other]) && pieces(e[name]).every((piece) => pieces(e[other]).includes(piece))));
  // Nor one made of the words of a value the answer copies and of parts every example shares
  // ("priya@corp.example" beside "Priya Kowalski"): it says nothing the copied value does not.
  const spelledFromCopies = (name: string) =>
    examples.every((e) => {
      const copied = [...named].filter((other) => other !== name).flatMap((other) => pieces(e[other]));
      return pieces(e[name]).every((piece, i) => copied.includes(piece) || examples.every((x) => pieces(x[name])[i] === piece));
    });
  // Nor, for the same reason, does it need the larger evidence of an ignored variable: its
  // distinct values are the copied value's, which has its own.
  const spelledIgnored = new Set([...byVector.values()].filter((name) => !named.has(name) && spelledFromCopies(name)));
  const ignoredWords = [...byVector.values()].filter((name) => !named.has(name) && examples.every((e) => LETTERS_ONLY.test(e[name])) && !partOfIdentifier(name) && !spelledIgnored.has(name));
  // Unless it is a person's full name the request calls one ("Customer: Emma Patel", "the
  // signed-in user is ..."): then each given name and surname is verified in its place, not each
  // pairing, which would rarely repeat. A country or a plan is not labelled as a person.
  const nameWords = ignoredWords.filter((name) => examples.every((e) => FULL_NAME.test(e[name])) && labelledPerson(messages, name));
  // A phrase whose first or last word alone the answer copies: which word is the given name
  // ("Tanaka Kenji", "Mary Ann") is a fact about the words, each verified in its place.
  const takenWords = [...new Set(wordTaking.map((s) => s.name))];
  // In languages whose words agree with a person's gender ("María está cansada", "Juan está
  // cansado") or a noun's, every word the answer copies, word by word: no feature of a name or a
  // noun shows its gender (gendered-languages.ts). Its own words, not its calls' keys. So in
  // languages that choose a counter or a verb by what a noun names ("一本" for a book, "戴" for a
  // hat, "한 마리" for a dog): nothing in the noun shows it (noun-classed-languages.ts). Not a
  // name the request marks as a person's ("客户：张伟", "민수 씨"), which chooses nothing unless
  // the answer says what the name decides: a gender ("他", "先生"), a person or a company ("这位", "这家").
  const ownWords = withoutValues(units.map((unit) => unit.text).join('\n'));
  const wordValues = [...named].filter((name) => examples.every((e) => isWordValue(e[name])));
  const edges = slotEdgesOf(messages.map((template) => ({ key: '', template })));
  const agreeing = agreesWithGender(literalRequest, ownWords) ? wordValues : wordsChosenByNoun(ownWords, literalRequest, edges, wordValues);
  // A request about letters: every value with letters that the answer copies, word by word.
  const spelled = SPELLING.test(literalRequest) ? [...named].filter((name) => examples.some((e) => /\p{L}/u.test(e[name]))) : [];
  // So may the words inside an identifier it ignores: a plan ("acct-gold-4821"), a kind of order.
  // Not words that are other values of the same request (the customer's name in noah_walker_1234).
  const wordsOfOthers = (name: string) =>
    examples.every((e) => {
      const others = [...byVector.values()].filter((other) => other !== name).flatMap((other) => pieces(e[other]));
      return pieces(e[name]).filter((piece) => /^\p{L}{2,}$/u.test(piece)).every((piece) => others.includes(piece));
    });
  const ignoredIdentifiers = [...byVector.values()].filter((name) => !named.has(name) && examples.every((e) => isIdentifier(e[name])) && !wordsOfOthers(name));

  // Asked yes or no about a value (named in the question or the answer), or about the user's own
  // things ("Has my refund cleared?" beside an account id, "Has it shipped?" after an order
  // number), an answer in prose is a yes or a no, whether or not it says so ("Has payment PAY-10
  // cleared?" "Payment PAY-10: cleared."): the next payment may not have.
  const polar = polarQuestion(target.keys.at(-1) ?? '');
  const aboutValue = (text: string) => values.some((value) => text.includes(value));
  if (polar && units.some((unit) => !unit.json && near(unit) && (aboutValue(polar) || aboutValue(unit.text) || PERSONAL.test(polar)))) {
    return { ok: false, reason: `the request asks yes or no ("${polar}"): an answer in prose judges what it asks about` };
  }

  // Told to decide ("Ship order W7 if it is paid, else hold it", "Update order W7 to shipped or
  // pending"), the answer's choice follows from what the request does not carry: a prose answer,
  // or any answer that names one alternative and not the other, is a decision.
  const decisionWords = [...words(literalAnswer), ...argumentWords(literalAnswer), ...functionNameUnits(target.body).flatMap((unit) => argumentWords(unit.text))];
  const decision = decisionLeftToAnswer(target.keys.at(-1) ?? '', decisionWords);
  // A condition decides a prose answer, or a call that does what the request says ("ship_order"), not a lookup first.
  const literalRequestWords = new Set(words(literalRequest));
  const acted = () => units.some((unit) => !unit.json) || decisionWords.some((word) => !FUNCTION_WORDS.has(word) && literalRequestWords.has(word));
  if (decision && (decision.kind === 'choice' || acted())) {
    return { ok: false, reason: `the request leaves a decision to the answer ("${decision.text}"): the next value may be decided otherwise` };
  }
  // A condition on the value itself ("my kid's watchlist", "only if it's spicy") is judged by what a
  // model knows of the value, whatever the call: a lookup cannot tell a film's rating either. Read
  // in a user's own message that holds a value, and in a system prompt only where it names an
  // audience or a diet: its other policies ("allowed", "eligible") hold for every request alike.
  const userTextWithValues = messages.flatMap((template, m) => (template && template.variables.length > 0 && parsedTarget[m].message.role === 'user' ? [withoutValues(target.keys[m])] : []));
  const systemText = messages.flatMap((_, m) => (isSystemPrompt(parsedTarget[m].message) ? [target.keys[m]] : []));
  const condition = conditionSet(userTextWithValues.join('\n')) ?? conditionSetBySystem(systemText.join('\n'));
  if (condition) return { ok: false, reason: `the request sets a condition ("${condition}") a value may fail, by what a model knows of it: the answer may refuse one` };

  // A number the request calls a code ("HTTP 429", "exit code 137"): each code means its own thing (code-numbers.ts).
  const codes = codesAmong(edges, (name) => examples.map((e) => e[name] ?? ''));
  const first = firstMessage(target.body);
  const answer = first ? templateAnswerMessage(first as never, examples[0]) : null;
  return { ok: true, messages, answer, body, examples, risky: risky.filter((name) => !spelledIgnored.has(name)), glued: [...new Set([...gluedVariables(body), ...numberAgreeing(body, literalAnswer).filter((name) => examples.every((e) => isProse(e[name])))])], wordByWord: [...new Set([...articleVariables(body, languageOf(literalAnswer) === 'en'), ...capitalizedVariables(body), ...ignoredWords, ...spelled, ...agreeing, ...reportedWords, ...relayedNames, ...pricedNames, ...greetedNames, ...sheetNames, ...codes])], idWords: ignoredIdentifiers, nameWords, idNumbers: relayedWords ? reportedIds : [], takenWords };
}
