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
  return plainText(parts.join(' '));
}

/** JSON text lower-cased, its escapes undone. */
const plainText = (json: string) =>
  json
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\[nrtbf]/g, ' ')
    .replace(/\\(.)/g, '$1')
    .toLowerCase();

/** How much fixed text either side of a variable a value may run into. */
const EDGE = 16;

/**
 * The fixed text either side of each variable (up to 16 characters, lower-cased), for what a
 * value says together with it: "+{{v1}}" with "86 10 6552 9988" is a phone number in China,
 * "accounts@{{v1}}.cn" an address there (regional-holidays.ts).
 */
export function slotEdgesOf(messages: readonly RequestMessage[]): Map<string, Array<[string, string]>> {
  const edges = new Map<string, Array<[string, string]>>();
  for (const { template } of messages) {
    const segments = template?.segments ?? [];
    segments.forEach((segment, i) => {
      if (typeof segment === 'string') return;
      const [before, after] = [segments[i - 1], segments[i + 1]];
      const edge: [string, string] = [typeof before === 'string' ? plainText(before.slice(-EDGE)) : '', typeof after === 'string' ? plainText(after.slice(0, EDGE)) : ''];
      (edges.get(segment.name) ?? edges.set(segment.name, []).get(segment.name)!).push(edge);
    });
  }
  return edges;
}
