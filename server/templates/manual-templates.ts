// Templates from a client's Cache-Bindings (spec section 4, rules 1-3): every occurrence of a bound
// value in the request's messages becomes its placeholder, and so does every occurrence in the
// answer. A binding whose value occurs in no request message is ignored: no later request could
// give it a value.
import type { RecordTemplates } from '../cache/cache-tree.js';
import type { ChatMessage } from '../cache/message-key.js';
import { templateAnswerMessage, templateBody, templateMessage } from './apply-bindings.js';
import type { Bindings } from './text-template.js';

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
