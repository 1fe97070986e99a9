// A Responses API request (POST /v1/responses) as the cache tree sees it: `instructions` is a
// system message and each `input` item a message (a string input is one user message; items that
// are not messages, such as function_call and function_call_output, are nodes of their own kind).
// The generation key is every other field that can change the answer, marked as a Responses
// request so it can never answer a chat completion, or the other way round.
import type { RequestKey } from '../cache/cache-store.js';
import { generationKey } from '../cache/generation-key.js';
import { messageKey, type ChatMessage } from '../cache/message-key.js';
import { BadRequestError } from '../errors.js';
import { nestingDepth } from './chat-request.js';

export interface ResponsesRequest {
  body: Record<string, unknown>;
  model: string;
  /** Whether Rote may answer it from the cache: not continuing state kept upstream. */
  cacheable: boolean;
  /** `instructions` and each input item as the tree's messages. */
  messages: ChatMessage[];
  key: RequestKey;
}

/** Fields that are in the messages, or that cannot change the answer. */
const NOT_IN_KEY = new Set(['input', 'instructions', 'stream', 'stream_options', 'user', 'metadata', 'store', 'service_tier', 'prompt_cache_key', 'safety_identifier']);

export function parseResponsesRequest(raw: Buffer): ResponsesRequest {
  const text = raw.toString('utf8');
  if (nestingDepth(text) > 100) throw new BadRequestError('json_too_deep', 'The request body nests arrays and objects more than 100 deep.');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (err) {
    throw new BadRequestError('invalid_json', `The request body is not valid JSON: ${(err as Error).message}`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestError('invalid_body', 'The request body must be a JSON object.');
  const request = body as Record<string, unknown>;
  if (typeof request.model !== 'string' || request.model.length === 0) throw new BadRequestError('invalid_model', "'model' is required and must be a non-empty string.", 'model');
  const { input, instructions } = request;
  if (typeof input !== 'string' && !Array.isArray(input)) throw new BadRequestError('invalid_input', "'input' is required: a string or an array of input items.", 'input');
  const messages: ChatMessage[] = [];
  if (typeof instructions === 'string') messages.push({ role: 'system', content: instructions });
  if (typeof input === 'string') messages.push({ role: 'user', content: input });
  else {
    input.forEach((item, i) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new BadRequestError('invalid_input', `input[${i}] must be an object.`, `input[${i}]`);
      const { type, ...rest } = item as Record<string, unknown>;
      // A message item keys like a chat message; any other item by its type.
      messages.push(typeof rest.role === 'string' && (type === undefined || type === 'message') ? (rest as ChatMessage) : { role: `item:${String(type)}`, ...rest });
    });
  }
  if (messages.length === 0) throw new BadRequestError('invalid_input', "'input' must hold at least one item.", 'input');
  const fields = Object.fromEntries(Object.entries(request).filter(([field]) => !NOT_IN_KEY.has(field)));
  return {
    body: request,
    model: request.model,
    cacheable: request.previous_response_id == null && request.background !== true,
    messages,
    key: { messageKeys: messages.map(messageKey), generationKey: generationKey({ ...fields, '(api)': 'responses' }) },
  };
}
