// What a request asked, in one short line for the requests table: the text of its last user
// message (or last message). Computed where the request is parsed anyway, and kept with its row.
import { cutText } from '../cut-text.js';

/** Characters kept: enough to recognize a request at a glance. */
const PREVIEW_CHARS = 160;

export type PreviewedMessage = { role?: unknown; content?: unknown; tool_calls?: unknown };

export function requestPreview(messages: readonly PreviewedMessage[]): string | null {
  const last = [...messages].reverse().find((message) => message.role === 'user') ?? messages.at(-1);
  if (!last) return null;
  let text = '';
  if (typeof last.content === 'string') text = last.content;
  else if (Array.isArray(last.content)) text = (last.content as Array<{ text?: unknown }>).map((part) => (typeof part?.text === 'string' ? part.text : '')).join(' ');
  else if (Array.isArray(last.tool_calls)) text = (last.tool_calls as Array<{ function?: { name?: unknown } }>).map((call) => `→ ${String(call?.function?.name ?? 'tool')}()`).join(' ');
  text = text.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return cutText(text, PREVIEW_CHARS);
}
