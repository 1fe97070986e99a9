// Templates from a client's Cache-Bindings (spec section 4, rules 1-3): every occurrence of a bound
// value in the request's messages becomes its placeholder, and so does every occurrence in the
// answer. A binding whose value occurs in no request message is ignored: no later request could
// give it a value.
import type { RecordTemplates } from '../cache/cache-tree.js';
import type { ChatMessage } from '../cache/message-key.js';
import { templateAnswerMessage, templateBody, templateMessage } from './apply-bindings.js';
import { BadRequestError } from '../errors.js';
import type { Bindings, TextTemplate } from './text-template.js';

/**
 * Refuses bindings that would leave a templated message with no literal words: "{{q}}" alone
 * matches any prompt at all, and would answer every one with the same response.
 */
export function assertLiteralTextRemains(messages: ChatMessage[], bindings: Bindings): void {
  messages.forEach((message, i) => {
    const template = templateMessage(message, bindings)?.template;
    if (template && !hasLiteralWords(template)) {
      throw new BadRequestError(
        'invalid_cache_bindings',
        `Invalid Cache-Bindings header: the bound values cover all of messages[${i}]'s text; a template needs literal words beside its variables.`,
      );
    }
  });
}

function hasLiteralWords(template: TextTemplate): boolean {
  const message = JSON.parse(template.render(Object.fromEntries(template.variables.map((name) => [name, ' ']))) ?? '{}') as { content?: unknown; tool_calls?: Array<{ function?: { arguments?: unknown } }>; arguments?: unknown; output?: unknown };
  const texts = [
    typeof message.content === 'string' ? message.content : Array.isArray(message.content) ? message.content.map((part: { text?: unknown }) => (typeof part?.text === 'string' ? part.text : '')).join(' ') : '',
    ...(message.tool_calls ?? []).map((call) => (typeof call.function?.arguments === 'string' ? call.function.arguments : '')),
    // Responses items: a function call's arguments, a function call's output.
    typeof message.arguments === 'string' ? message.arguments : '',
    typeof message.output === 'string' ? message.output : '',
  ];
  return texts.some((text) => /[\p{L}\p{N}]/u.test(text));
}

export function manualTemplates(
  messages: ChatMessage[],
  answerMessage: ChatMessage,
  body: Record<string, unknown>,
  bindings: Bindings,
  now = new Date(),
): RecordTemplates | null {
  const used = new Set<string>();
  const templates = messages.map((message) => {
    const templated = templateMessage(message, bindings);
    templated?.used.forEach((name) => used.add(name));
    return templated?.template ?? null;
  });
  if (used.size === 0) return null;
  const usedBindings = Object.fromEntries(Object.entries(bindings).filter(([name]) => used.has(name)));
  return {
    messages: templates,
    answer: templateAnswerMessage(answerMessage, usedBindings),
    body: templateBody(body, usedBindings),
    provenance: { kind: 'manual', createdAt: now.toISOString(), examples: [usedBindings] },
  };
}
