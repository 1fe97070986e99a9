// Parses and checks a chat-completion request body. Only what Rote relies on is checked; every
// other field goes to the upstream unchanged, for the upstream to judge.
import { BadRequestError } from '../errors.js';
import type { ChatMessage } from '../cache/message-key.js';

export interface ChatRequest {
  body: Record<string, unknown>;
  model: string;
  messages: ChatMessage[];
  stream: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deeper than any real request; recursion over deeper JSON would overflow the stack (a 500). */
const MAX_NESTING = 100;

/** How deep arrays and objects nest in JSON text, counted outside strings without recursion. */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) deepest = Math.max(deepest, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}

export function parseChatRequest(raw: Buffer): ChatRequest {
  let body: unknown;
  try {
    const text = raw.toString('utf8');
    if (nestingDepth(text) > MAX_NESTING) {
      throw new BadRequestError('json_too_deep', `The request body nests arrays and objects more than ${MAX_NESTING} deep.`);
    }
    body = JSON.parse(text);
  } catch (err) {
    if (err instanceof BadRequestError) throw err;
    throw new BadRequestError('invalid_json', `The request body is not valid JSON: ${(err as Error).message}`);
  }
  if (!isRecord(body)) throw new BadRequestError('invalid_body', 'The request body must be a JSON object.');

  const { model, messages, stream } = body;
  if (typeof model !== 'string' || model.length === 0) {
    throw new BadRequestError('invalid_model', "'model' is required and must be a non-empty string.", 'model');
  }
  if (!Array.isArray(messages) || messages.length === 0) {
    throw new BadRequestError('invalid_messages', "'messages' is required and must be a non-empty array.", 'messages');
  }
  messages.forEach(checkMessage);
  if (stream !== undefined && stream !== null && typeof stream !== 'boolean') {
    throw new BadRequestError('invalid_stream', "'stream' must be a boolean.", 'stream');
  }
  return { body, model, messages: messages as ChatMessage[], stream: stream === true };
}

function checkMessage(message: unknown, index: number): void {
  const param = `messages[${index}]`;
  if (!isRecord(message)) throw new BadRequestError('invalid_message', `${param} must be an object.`, param);
  const { role, content } = message;
  if (typeof role !== 'string' || role.length === 0) {
    throw new BadRequestError('invalid_message', `${param}.role is required and must be a string.`, `${param}.role`);
  }
  const contentOk =
    typeof content === 'string' ||
    (Array.isArray(content) && content.every(isRecord)) ||
    // An assistant message that only calls tools has no content.
    (role === 'assistant' && (content === null || content === undefined));
  if (!contentOk) {
    throw new BadRequestError(
      'invalid_message',
      `${param}.content must be a string or an array of content parts${role === 'assistant' ? ' (or null)' : ''}.`,
      `${param}.content`,
    );
  }
  for (const field of ['name', 'tool_call_id'] as const) {
    if (message[field] !== undefined && message[field] !== null && typeof message[field] !== 'string') {
      throw new BadRequestError('invalid_message', `${param}.${field} must be a string.`, `${param}.${field}`);
    }
  }
  if (message.tool_calls !== undefined && message.tool_calls !== null && !Array.isArray(message.tool_calls)) {
    throw new BadRequestError('invalid_message', `${param}.tool_calls must be an array.`, `${param}.tool_calls`);
  }
}
