// What a template variable may capture at all, so a slot cannot swallow structure: a `token` is one
// word, number, id, date or email; a `span` a short phrase on one line. Which values an induced
// template may *serve* is narrower and learned from verified evidence (slot-domain.ts).

export type SlotClass = 'token' | 'span';

const TOKEN = /^[-+$€£]?[\p{L}\p{N}][\p{L}\p{N}_.:@/'’+-]{0,63}$/u;
const SPAN = /^[^\s"\\][^\n\r"\\]{0,78}[^\s"\\]$|^[^\s"\\]$/u;
/** Words a span may hold: a name, a city, a product; not a sentence. */
export const MAX_SPAN_WORDS = 6;

export function slotClassOf(values: readonly string[]): SlotClass | null {
  if (values.every((value) => TOKEN.test(value))) return 'token';
  if (values.every((value) => fitsSlot('span', value))) return 'span';
  return null;
}

export function fitsSlot(cls: string, value: string): boolean {
  if (cls === 'span') return SPAN.test(value) && value.split(/\s+/).length <= MAX_SPAN_WORDS;
  // 'token', and the finer types templates induced by earlier versions carry.
  return TOKEN.test(value);
}
