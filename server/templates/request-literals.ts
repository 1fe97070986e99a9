// The fixed text of a templated request: every message's words outside its variables. A value that
// also occurs there (the guest named on the VIP list in the system prompt, the guess that equals the
// passphrase it states) may get another answer than values that do not, so whether it does is one
// of the features a serving template checks (see value-features.ts).
import type { TextTemplate } from './text-template.js';

/** One message of a request (a tree node will do): its canonical JSON key, and its template where it has one. */
export interface RequestMessage {
  key: string;
  template: TextTemplate | null;
}

/** The lower-cased fixed text of the messages, JSON escapes undone so words keep their edges. */
export function literalTextOf(messages: readonly RequestMessage[]): string {
  const parts = messages.map(({ key, template }) => (template ? template.segments.filter((s): s is string => typeof s === 'string').join(' ') : key));
  return parts
    .join(' ')
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\[nrtbf]/g, ' ')
    .replace(/\\(.)/g, '$1')
    .toLowerCase();
}
