// Reads an upstream answer and decides whether it may be cached: only a 2xx JSON body whose every
// choice is complete (has a message and a finish_reason) is stored.
import type { ChatMessage } from '../cache/message-key.js';
import { usageOf, type Usage } from '../cache/usage.js';

export interface CacheableAnswer {
  /** The first choice's message: it becomes the assistant node the conversation continues through. */
  message: ChatMessage;
  usage: Usage;
  /** The parsed body. */
  body: Record<string, unknown>;
}

/** The parsed answer when it can be cached; null otherwise. */
export function cacheableAnswer(status: number, contentType: string | undefined, body: Buffer): CacheableAnswer | null {
  if (status < 200 || status >= 300) return null;
  if (!contentType?.includes('json')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  const choices = (parsed as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices) || choices.length === 0) return null;
  for (const choice of choices) {
    const message = choice?.message;
    if (typeof message !== 'object' || message === null || typeof message.role !== 'string') return null;
    if (typeof choice.finish_reason !== 'string') return null;
  }
  return { message: choices[0].message as ChatMessage, usage: usageOf(parsed), body: parsed as Record<string, unknown> };
}
