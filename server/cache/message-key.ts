// The identity of a message in the cache tree. Two messages are the same node when their canonical
// forms are equal: every field counts (role, content, name, tool_calls, tool_call_id, ...), keys are
// sorted, a missing content equals null, and fields that carry nothing (null values, an empty
// tool_calls or annotations list) are dropped, so that an assistant answer echoed back by an SDK
// (which adds `refusal: null`, `annotations: []`) walks into the node it was recorded as.
import { canonicalJson } from './canonical-json.js';

export type ChatMessage = { role: string; content?: unknown } & Record<string, unknown>;

const DROPPED_WHEN_EMPTY = new Set(['tool_calls', 'annotations']);

export function normalizeMessage(message: ChatMessage): Record<string, unknown> {
  const normalized: Record<string, unknown> = { content: null };
  for (const [field, value] of Object.entries(message)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value) && value.length === 0 && DROPPED_WHEN_EMPTY.has(field)) continue;
    normalized[field] = value;
  }
  return normalized;
}

/** The canonical JSON text of a message: the key of its node among its siblings. */
export function messageKey(message: ChatMessage): string {
  // Fast path for the common shape {role, content: string}.
  const fields = Object.keys(message);
  if (fields.length === 2 && typeof message.content === 'string' && typeof message.role === 'string') {
    return `{"content":${JSON.stringify(message.content)},"role":${JSON.stringify(message.role)}}`;
  }
  return canonicalJson(normalizeMessage(message));
}
