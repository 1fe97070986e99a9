// What the cache matches a request on: the key of each message and the generation key.
import type { RequestKey } from '../cache/cache-store.js';
import { generationKey } from '../cache/generation-key.js';
import { messageKey } from '../cache/message-key.js';
import type { ChatRequest } from './chat-request.js';

export function requestKey(request: ChatRequest): RequestKey {
  return { messageKeys: request.messages.map(messageKey), generationKey: generationKey(request.body) };
}
