// What an induced variable may hold. A slot is typed by the values its examples show, so it cannot
// swallow structure: a number slot never matches a sentence.

export type SlotType = 'uuid' | 'timestamp' | 'email' | 'date' | 'time' | 'number' | 'hex' | 'id' | 'word';

const PATTERNS: Record<SlotType, RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  timestamp: /^(?:\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?|1\d{9}(?:\d{3})?)$/,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
  date: /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4})$/,
  time: /^\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/,
  number: /^-?\d{1,15}(?:\.\d{1,10})?$/,
  hex: /^(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{16,64}$/i,
  id: /^(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/,
  word: /^[A-Za-z][A-Za-z'’-]{0,39}$/,
};

/** Most specific first: the first type every value fits is the slot's type. */
const ORDER: SlotType[] = ['uuid', 'timestamp', 'email', 'date', 'time', 'number', 'hex', 'id', 'word'];

/** Values that change on every call by nature: an answer cannot sensibly depend on them. */
const VOLATILE = new Set<SlotType>(['uuid', 'timestamp', 'hex']);

export function slotTypeOf(values: readonly string[]): SlotType | null {
  return ORDER.find((type) => values.every((value) => PATTERNS[type].test(value))) ?? null;
}

export function fitsSlot(type: SlotType, value: string): boolean {
  return PATTERNS[type].test(value);
}

export function isVolatile(type: SlotType, values: readonly string[]): boolean {
  // A clock time with seconds is a reading of the clock, not a question.
  return VOLATILE.has(type) || (type === 'time' && values.every((value) => /:\d{2}:\d{2}/.test(value)));
}
