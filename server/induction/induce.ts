// Template induction, pure: from a newly cached request and its cached siblings (same parent, same
// generation key), find a template for the last message that every example supports. The contract
// is that an induced template never serves a wrong answer:
//   (a) at least two examples with distinct values support every slot;
//   (b) rendering each example's values into the answer template reproduces its stored answer;
//   (d) every slot is typed and no two slots touch;
//   a slot the answer does not use needs strong evidence: a volatile type, or five distinct values.
// (c), every other cached entry the template matches reproduces too, is checked by the runner.
import { canonicalJson } from '../cache/canonical-json.js';
import { templateAnswerMessage, templateBody } from './apply-bindings.js';
import { isJsonText } from './json-escape.js';
import { isVolatile, slotTypeOf, type SlotType } from './slot-types.js';
import { marker, TextTemplate, type Bindings, type Segment } from './text-template.js';

export interface Example {
  /** The normalized last message; its content is a string. */
  message: Record<string, unknown> & { content: string };
  /** The recorded body, parsed. */
  body: Record<string, unknown>;
}

export type Induced =
  | { ok: true; message: TextTemplate; answer: TextTemplate | null; body: TextTemplate; examples: Bindings[] }
  | { ok: false; reason: string };

const MAX_SLOTS = 4;
/** Distinct values needed where a few agreeing examples prove little (see tryGroup). */
const STRONG_EVIDENCE = 5;
/** Words by which an answer judges its input rather than copying it. */
const JUDGEMENT = /\b(yes|no|not|true|false|correct|incorrect|wrong|right|isn't|aren't|cannot|can't|positive|negative|valid|invalid)\b/i;
const TOKEN = /[A-Za-z0-9_]+(?:[@.:\-/'’][A-Za-z0-9_]+)*|\s+|[^\sA-Za-z0-9_]/g;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

const said = (body: Record<string, unknown>) => canonicalJson(body.choices);
const restOf = (message: Example['message']) => canonicalJson({ ...message, content: null });

export function induce(target: Example, siblings: readonly Example[]): Induced {
  const targetTokens = tokenize(target.message.content);
  const targetRest = restOf(target.message);
  // Group siblings by where they differ from the target.
  const groups = new Map<string, { positions: number[]; examples: Array<{ example: Example; tokens: string[] }> }>();
  for (const sibling of siblings) {
    if (restOf(sibling.message) !== targetRest) continue;
    const tokens = tokenize(sibling.message.content);
    if (tokens.length !== targetTokens.length) continue;
    const positions = tokens.flatMap((token, i) => (token !== targetTokens[i] ? [i] : []));
    if (positions.length === 0 || positions.length > MAX_SLOTS) continue;
    const key = positions.join(',');
    const group = groups.get(key) ?? { positions, examples: [] };
    group.examples.push({ example: sibling, tokens });
    groups.set(key, group);
  }
  if (groups.size === 0) return { ok: false, reason: 'no sibling of the same shape' };

  let lastReason = '';
  for (const group of [...groups.values()].sort((a, b) => b.examples.length - a.examples.length)) {
    const result = tryGroup(target, targetTokens, group.positions, group.examples);
    if (result.ok) return result;
    lastReason = result.reason;
  }
  return { ok: false, reason: lastReason };
}

function tryGroup(
  target: Example,
  targetTokens: string[],
  positions: number[],
  others: Array<{ example: Example; tokens: string[] }>,
): Induced {
  if (positions.some((p, i) => i > 0 && positions[i - 1] === p - 1)) return { ok: false, reason: 'two slots would touch' };
  // A template must say more than it leaves open: more literal words than slots.
  const literalWords = targetTokens.filter((token, i) => !positions.includes(i) && token.trim().length > 0).length;
  if (literalWords <= positions.length) return { ok: false, reason: 'too little literal text around the slots' };
  const all = [{ example: target, tokens: targetTokens }, ...others];
  const names = positions.map((_, i) => `v${i + 1}`);
  const types: SlotType[] = [];
  for (const [i, position] of positions.entries()) {
    const values = all.map((e) => e.tokens[position]);
    const type = slotTypeOf(values);
    if (!type) return { ok: false, reason: `values of slot ${i + 1} share no type` };
    types.push(type);
  }
  const bindingsOf = (tokens: string[]): Bindings => Object.fromEntries(positions.map((p, i) => [names[i], tokens[p]]));
  const examples = all.map((e) => bindingsOf(e.tokens));

  // The message template: the target's tokens with each slot marked, typed.
  const depth = isJsonText(target.message.content) ? 2 : 1;
  const content = targetTokens.map((token, i) => (positions.includes(i) ? marker(names[positions.indexOf(i)], depth) : token)).join('');
  const marked = TextTemplate.fromMarkedText(canonicalJson({ ...target.message, content }))!;
  const message = new TextTemplate(
    marked.segments.map((s): Segment => (typeof s === 'string' ? s : { ...s, type: types[names.indexOf(s.name)] })),
  );

  // The answer template, from the target; then every example must come out as recorded.
  // When no value reaches the answer, the answer is literal: a template without variables.
  const body = templateBody(target.body, examples[0]) ?? new TextTemplate([JSON.stringify({ ...target.body, id: 'cached' })]);
  for (const [i, { example }] of all.entries()) {
    const rendered = body.render(examples[i]);
    if (rendered === null || said(JSON.parse(rendered)) !== said(example.body)) {
      return { ok: false, reason: 'an example does not reproduce its answer' };
    }
    if (JSON.stringify(message.match(canonicalJson(example.message))) !== JSON.stringify(examples[i])) {
      return { ok: false, reason: 'an example does not parse back to its values' };
    }
  }
  // Copying looks alike whether the answer merely repeats a value or also judges it ("Yes, 7 is
  // prime."), so where judging is likely a few agreeing examples are not enough: an answer that
  // judges (yes, no, not, ...) and a number in prose (numbers are computed on; inside JSON or tool
  // arguments they are usually extracted) need STRONG_EVIDENCE distinct values.
  const judges = JUDGEMENT.test(said(target.body));
  for (const [i, name] of names.entries()) {
    const distinct = new Set(examples.map((e) => e[name]));
    if (distinct.size < 2) return { ok: false, reason: `slot ${i + 1} has one value` };
    const uses = body.segments.filter((s): s is Exclude<Segment, string> => typeof s !== 'string' && s.name === name);
    const strong = distinct.size >= STRONG_EVIDENCE;
    if (uses.length === 0 && !isVolatile(types[i], [...distinct]) && !strong) {
      return { ok: false, reason: `slot ${i + 1} (${types[i]}) does not reach the answer and has ${distinct.size} of ${STRONG_EVIDENCE} values` };
    }
    if (uses.length > 0 && judges && !strong) return { ok: false, reason: `the answer judges slot ${i + 1}; ${distinct.size} of ${STRONG_EVIDENCE} values` };
    if (types[i] === 'number' && uses.some((use) => use.depth < 2) && !strong) {
      return { ok: false, reason: `slot ${i + 1} is a number in prose; ${distinct.size} of ${STRONG_EVIDENCE} values` };
    }
  }
  const firstChoice = (target.body.choices as Array<{ message: Record<string, unknown> }>)[0].message;
  return { ok: true, message, answer: templateAnswerMessage(firstChoice as never, examples[0]), body, examples };
}

