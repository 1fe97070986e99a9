// Turns a literal message or response body into a template from `Cache-Bindings`: every occurrence
// of a bound value in the text a model reads or writes becomes that variable. Only these fields are
// templated: message content (a string or the text of content parts), tool-call arguments, and
// for the Responses API the same in its items (function-call arguments and outputs, output
// messages) and the echoed instructions. Roles, names, ids and the body's other fields (model,
// usage) always stay literal.
import { isResponsesBody } from '../cache/answer-content.js';
import { canonicalJson } from '../cache/canonical-json.js';
import { normalizeMessage, type ChatMessage } from '../cache/message-key.js';
import { isCommonWord } from './english-words.js';
import { isJsonText } from './json-escape.js';
import { hasMarkerCharacters, marker, takesWord, TextTemplate, TRANSFORMS, WORD_TRANSFORMS, type Bindings, type Transform } from './text-template.js';

interface Marking {
  /** Longest values first, so "Anna" wins over "Ann" where both fit; verbatim before transformed. */
  order: Array<[name: string, value: string, transform?: Transform]>;
  used: Set<string>;
}

/** A number, time or date with a single digit that padding would write as two ("7", "7:05", "2026-3-5"). */
export const padsDigits = (value: string) => /^\d+(?:[:/-]\d+)*$/.test(value) && TRANSFORMS.pad(value) !== value;

/** A value of a few words on one line, parted by single spaces. */
const PHRASE = /^\S+(?: \S+){1,5}$/u;
/**
 * A word alone that the first or last word of a phrase may be: of two letters or more, or a whole
 * number ("Flat 20" for "20 Church Lane", where the street's words vary in number).
 */
const TAKEN_WORD = /^(?:\p{L}[\p{L}\p{M}'’-]*\p{L}|\d+)$/u;

function marking(bindings: Bindings, transforms = false): Marking {
  const order: Marking['order'] = Object.entries(bindings);
  if (transforms) {
    // Upper-, lower- and capital-cased values too, where they differ and are long enough not to be
    // chance; a number, time or date with its single digits also written as two (examples and
    // predictions verify either).
    for (const [name, value] of Object.entries(bindings)) {
      if (padsDigits(value)) order.push([name, TRANSFORMS.pad(value), 'pad']);
      // A phrase's first or last word alone ("Hello Emma" for "Emma Patel"), a word of letters.
      if (PHRASE.test(value)) {
        const forms = new Set<string>();
        for (const transform of WORD_TRANSFORMS) {
          const word = TRANSFORMS[transform](value);
          if (TAKEN_WORD.test(word) && !forms.has(word)) order.push([name, word, transform]);
          forms.add(word);
        }
      }
      if (value.length < 3 || !/\p{L}/u.test(value)) continue;
      const forms = new Set<string>([value]);
      for (const transform of ['upper', 'lower', 'capital'] as const) {
        const changed = TRANSFORMS[transform](value);
        if (!forms.has(changed)) order.push([name, changed, transform]);
        forms.add(changed);
      }
    }
  }
  order.sort((a, b) => b[1].length - a[1].length || Number(Boolean(a[2])) - Number(Boolean(b[2])));
  return { order, used: new Set() };
}

/** Whether text[at, at + length) is no part of a longer word ("Ann" in "Annual" is not). */
const wholeWordAt = (text: string, at: number, length: number) => !/[\p{L}\p{N}\p{M}]/u.test(text.charAt(at - 1) + text.charAt(at + length));

/** Transforms that change a value's case: what they write is also found inside words by chance. */
const CASE_TRANSFORMS: ReadonlySet<Transform | undefined> = new Set(['upper', 'lower', 'capital']);

/** The longest ending an inflection adds to a word ("-ing"). */
const SHORT_ENDING = 3;
/**
 * Whether text[at, at + length) lies by chance inside a longer common English word: "ava" (Ava
 * lower-cased) in "available", "tom" in "customer". Marking it there would break the word for every
 * other value. Not where the value begins the word and a short ending follows: "cars" and "booked"
 * may be "Car" and "Book" inflected, which examples and predictions then verify.
 */
const insideCommonWord = (text: string, at: number, length: number) => {
  if (wholeWordAt(text, at, length)) return false;
  let start = at;
  let end = at + length;
  while (start > 0 && /\p{L}/u.test(text.charAt(start - 1))) start--;
  while (end < text.length && /\p{L}/u.test(text.charAt(end))) end++;
  if (start === at && end - (at + length) <= SHORT_ENDING) return false;
  return isCommonWord(text.slice(start, end).toLowerCase());
};

/** `text` with each bound value marked; values inside JSON text are looked for in escaped form. */
function markString(text: string, marks: Marking): string {
  if (hasMarkerCharacters(text)) return text;
  const depth = isJsonText(text) ? 2 : 1;
  const needles = marks.order.map(([name, value, transform]) => [name, depth === 2 ? JSON.stringify(value).slice(1, -1) : value, transform] as const);
  let out = '';
  let i = 0;
  outer: while (i < text.length) {
    for (const [name, needle, transform] of needles) {
      if (
        needle.length > 0 &&
        text.startsWith(needle, i) &&
        (!takesWord(transform) || wholeWordAt(text, i, needle.length)) &&
        !(CASE_TRANSFORMS.has(transform) && insideCommonWord(text, i, needle.length))
      ) {
        out += marker(name, depth, transform);
        marks.used.add(name);
        i += needle.length;
        continue outer;
      }
    }
    out += text[i++];
  }
  return out;
}

function markContent(content: unknown, marks: Marking): unknown {
  if (typeof content === 'string') return markString(content, marks);
  if (Array.isArray(content)) {
    return content.map((part) =>
      part && typeof part === 'object' && typeof part.text === 'string' ? { ...part, text: markString(part.text, marks) } : part,
    );
  }
  return content;
}

function markToolCalls(calls: unknown, marks: Marking): unknown {
  if (!Array.isArray(calls)) return calls;
  return calls.map((call) => {
    const args = call?.function?.arguments;
    return typeof args === 'string' ? { ...call, function: { ...call.function, arguments: markString(args, marks) } } : call;
  });
}

/**
 * A chat message, or a Responses input or output item: its content, tool calls, and an item's
 * `arguments` (function_call) and `output` (function_call_output text, or the answer's items).
 */
function markMessage(message: Record<string, unknown>, marks: Marking): Record<string, unknown> {
  const marked: Record<string, unknown> = { ...message, content: markContent(message.content, marks) };
  if (message.tool_calls) marked.tool_calls = markToolCalls(message.tool_calls, marks);
  if (typeof message.arguments === 'string') marked.arguments = markString(message.arguments, marks);
  if (typeof message.output === 'string') marked.output = markString(message.output, marks);
  else if (Array.isArray(message.output)) marked.output = markItems(message.output, marks);
  return marked;
}

function markItems(items: unknown[], marks: Marking): unknown[] {
  return items.map((item) => (item && typeof item === 'object' && !Array.isArray(item) ? markMessage(item as Record<string, unknown>, marks) : item));
}

/** The message as a template, or null when no bound value occurs in it. */
export function templateMessage(message: ChatMessage, bindings: Bindings): { template: TextTemplate; used: Set<string> } | null {
  const marks = marking(bindings);
  const text = canonicalJson(markMessage(normalizeMessage(message), marks));
  const template = TextTemplate.fromMarkedText(text);
  return template ? { template, used: marks.used } : null;
}

/**
 * The response body (with `id: "cached"`, as a hit returns it) as a template, given the variables
 * the request carries; null when none of them occurs in the answer. A chat completion's choices
 * are templated, or a Responses body's output items and echoed instructions. A template hit's id
 * is "cached" for both: for Responses it is no response the upstream holds, so it cannot be
 * continued with previous_response_id.
 */
export function templateBody(body: Record<string, unknown>, bindings: Bindings, options: { transforms?: boolean } = {}): TextTemplate | null {
  const marks = marking(bindings, options.transforms);
  if (isResponsesBody(body)) {
    const output = markItems(body.output as unknown[], marks);
    const instructions = typeof body.instructions === 'string' ? markString(body.instructions, marks) : body.instructions;
    return TextTemplate.fromMarkedText(JSON.stringify({ ...body, id: 'cached', instructions, output }));
  }
  const choices = Array.isArray(body.choices)
    ? body.choices.map((choice: Record<string, unknown>) =>
        choice?.message && typeof choice.message === 'object'
          ? { ...choice, message: markMessage(choice.message as Record<string, unknown>, marks) }
          : choice,
      )
    : body.choices;
  return TextTemplate.fromMarkedText(JSON.stringify({ ...body, id: 'cached', choices }));
}

/** The first choice's message as a template, for the answer node. */
export function templateAnswerMessage(message: ChatMessage, bindings: Bindings): TextTemplate | null {
  return templateMessage(message, bindings)?.template ?? null;
}
