// What an answer says, for telling whether two answers agree: a chat completion's choices, or a
// Responses body's output items, without the envelope (id, created, usage) and without the ids an
// upstream makes new on every call (tool-call ids; a Responses item's id and call_id). Those ids
// only pair a call with its result in the client's next request, so a served answer may carry the
// ones recorded; comparing them would make every answer with a tool call differ from every other.
import { canonicalJson } from './canonical-json.js';

/** Whether a body is a Responses API body (output items) rather than a chat completion (choices). */
export function isResponsesBody(body: Record<string, unknown>): boolean {
  return Array.isArray(body.output) && !Array.isArray(body.choices);
}

export function answerContent(body: unknown): string {
  const { choices, output } = (body ?? {}) as { choices?: unknown; output?: unknown };
  if (Array.isArray(choices)) return canonicalJson(choices.map(withoutToolCallIds));
  if (Array.isArray(output)) return canonicalJson(output.map(withoutItemIds));
  return canonicalJson(choices ?? null);
}

function withoutToolCallIds(choice: unknown): unknown {
  const message = (choice as { message?: { tool_calls?: unknown } } | null)?.message;
  if (!message || !Array.isArray(message.tool_calls)) return choice;
  const calls = message.tool_calls.map((call: unknown) => {
    if (!call || typeof call !== 'object') return call;
    const { id: _id, ...rest } = call as Record<string, unknown>;
    return rest;
  });
  return { ...(choice as object), message: { ...message, tool_calls: calls } };
}

function withoutItemIds(item: unknown): unknown {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
  const { id: _id, call_id: _callId, ...rest } = item as Record<string, unknown>;
  return rest;
}
