// Small builders shared by the evaluation's family files: seeded picks and the messages agents send.
import type { Family, Msg, ToolCall } from './families.js';

export const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
export const between = (rng: () => number, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
/** A draw outside [lo, hi] on either side within [min, max], or anywhere in [min, max]. */
export const outsideOr = (rng: () => number, outside: boolean, [min, lo, hi, max]: [number, number, number, number]) =>
  outside ? (rng() < 0.5 ? between(rng, min, lo - 1) : between(rng, hi + 1, max)) : between(rng, min, max);
/** A whole number in [lo, hi], drawn until `wanted` holds while `only` does. */
export const drawn = (rng: () => number, only: boolean, lo: number, hi: number, wanted: (n: number) => boolean) => {
  let n = 0;
  do n = between(rng, lo, hi);
  while (only && !wanted(n));
  return n;
};
export const pad = (n: number) => String(n).padStart(2, '0');
/** A string of `length` characters drawn from `alphabet`: an id, a key, a hash. */
export const charactersFrom = (rng: () => number, length: number, alphabet: string) => Array.from({ length }, () => alphabet[Math.floor(rng() * alphabet.length)]).join('');
/** English month names, January first. */
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Minutes of a day as HH:MM. */
export const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
export const DAY_MS = 86_400_000;
/** English weekday names, Sunday first, as Date.getUTCDay() counts them. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** A day as a month and day without its year: "May 30". */
export const monthDayOfDate = (day: Date) => `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
/** The weekday of a month and day written at the end of `text` ("... May 30") in `year`. */
export const weekdayIn = (year: number, text: string) => {
  const [, month, day] = /(\w+) (\d+)$/u.exec(text)!;
  return WEEKDAYS[new Date(Date.UTC(year, MONTHS.indexOf(month), Number(day))).getUTCDay()];
};
/** A day counted since 1970-01-01 as YYYY-MM-DD, and back. */
export const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const dayOfIso = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
export const user = (content: string): Msg[] => [{ role: 'user', content }];
export const last = (m: Msg[]) => m[m.length - 1].content ?? '';
export const tool = (name: string, args: unknown, id = 'call_1'): ToolCall => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } });

/** Given names of women and of men, in one language. */
export interface NamesByGender {
  f: readonly string[];
  m: readonly string[];
}
/**
 * A look-alike whose answer says of a person a word in their gender ("registrada", "registrado"):
 * women in the first twelve requests, as a day's sign-ups may be, then either.
 */
export const agreeingWithPerson = (name: string, names: NamesByGender, ask: (person: string) => string, pattern: RegExp, say: (person: string, woman: boolean) => string): Family => ({
  name,
  kind: 'look-alike',
  request: (i, rng) => user(ask(i < 12 || rng() < 0.5 ? pick(rng, names.f) : pick(rng, names.m))),
  answer: (m) => {
    const person = pattern.exec(last(m))![1];
    return { content: say(person, names.f.includes(person)) };
  },
});

/** The word of `words` a phrase opens with, and the rest of it; null when it opens with none. */
export const opening = (phrase: string, words: readonly string[]) => {
  const word = words.find((w) => phrase.startsWith(`${w} `));
  return word ? ([word, phrase.slice(word.length + 1)] as const) : null;
};

/** A request that carries a phrase between fixed words, and the tool call its answer makes. */
export interface LiftedField {
  name: string;
  /** The request's words before and after the phrase. */
  around: readonly [string, string];
  call: string;
  /** The argument the phrase is copied into, and the one a lifted word goes to. */
  key: string;
  field: string;
  words: readonly string[];
  items: readonly string[];
  /** The first twelve requests' phrases (`items` unless set). */
  plain?: readonly string[];
  /** The lifted word as the field holds it. */
  asField?: (word: string) => string;
}

/**
 * A look-alike whose tool lifts a word out of a copied phrase into a field of its own ("white
 * throw pillow": {"item": "throw pillow", "color": "white"}): no such word in the first twelve
 * phrases, then one of `words` before half of them.
 */
export const liftedFromPhrase = ({ name, around: [before, after], call, key, field, words, items, plain = items, asField = (word) => word }: LiftedField): Family => ({
  name,
  kind: 'look-alike',
  request: (i, rng) => user(`${before}${i >= 12 && rng() < 0.5 ? `${pick(rng, words)} ${pick(rng, items)}` : pick(rng, plain)}${after}`),
  answer: (m) => {
    const text = last(m);
    const phrase = text.slice(before.length, text.length - after.length);
    const split = opening(phrase, words);
    return { content: null, tool_calls: [tool(call, split ? { [key]: split[1], [field]: asField(split[0]) } : { [key]: phrase })] };
  },
});

/**
 * The same with the words after the phrase ("burger to go": {"item": "burger", "mode": "to go"}):
 * `items` and `long` (of more words, so that a phrase's length shows nothing) in the first
 * twelve requests, then half the time an item with one of `words` after it.
 */
export const liftedAfterPhrase = (
  name: string,
  [before, call, key, field]: readonly [before: string, call: string, key: string, field: string],
  [items, long]: readonly [readonly string[], readonly string[]],
  words: readonly string[],
  asField: (words: string) => unknown,
): Family => ({
  name,
  kind: 'look-alike',
  request: (i, rng) => user(`${before}${i >= 12 && rng() < 0.5 ? `${pick(rng, items)} ${pick(rng, words)}` : pick(rng, [...items, ...long])}`),
  answer: (m) => {
    const phrase = last(m).slice(before.length);
    const tail = words.find((w) => phrase.endsWith(` ${w}`));
    return { content: null, tool_calls: [tool(call, tail ? { [key]: phrase.slice(0, -tail.length - 1), [field]: asField(tail) } : { [key]: phrase })] };
  },
});
