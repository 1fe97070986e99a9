// What the cache matches a request on: the key of each message and the generation key.
import type { RequestKey } from '../cache/cache-store.js';
import { generationKey } from '../cache/generation-key.js';
import { messageKey } from '../cache/message-key.js';
import { parseChatRequest, type ChatRequest } from './chat-request.js';
import { parseResponsesRequest } from './responses-request.js';

export function requestKey(request: ChatRequest): RequestKey {
  return { messageKeys: request.messages.map(messageKey), generationKey: generationKey(request.body) };
}

/** The key within a namespace (Cache-Namespace): a cache of its own, whose entries never answer another's requests. */
export function inNamespace(key: RequestKey, namespace: string | null | undefined): RequestKey {
  return namespace ? { ...key, generationKey: `namespace:${namespace}\u0000${key.generationKey}` } : key;
}

/** The key of a logged request body (chat or Responses), or null when it is not a valid request. */
export function requestKeyOfBody(raw: Buffer): RequestKey | null {
  try {
    const body = JSON.parse(raw.toString('utf8')) as { messages?: unknown };
    return body && 'messages' in body ? requestKey(parseChatRequest(raw)) : parseResponsesRequest(raw).key;
  } catch {
    return null;
  }
}
