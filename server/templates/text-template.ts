// A template over JSON text: literal segments and variables. It matches the canonical text of a
// request message, or renders a response body. Each variable knows how deep in JSON-in-JSON it
// sits, so its value is unescaped when captured and escaped when rendered.
import { escapeJson, unescapeJson } from './json-escape.js';
import { fitsSlot, type SlotClass } from './slot-types.js';

/** How a value reaches an answer when not verbatim (induced templates only, verified before use). */
export type Transform = 'upper' | 'lower' | 'capital' | 'pad' | WordTransform;
/** Transforms that take one word of a phrase (see TRANSFORMS). */
export type WordTransform = 'first' | 'last' | 'first-lower' | 'last-lower';

export const TRANSFORMS: Record<Transform, (value: string) => string> = {
  upper: (value) => value.toUpperCase(),
  lower: (value) => value.toLowerCase(),
  /** The first letter upper-cased ("alice" at the start of a sentence: "Alice"). */
  capital: (value) => value.charAt(0).toUpperCase() + value.slice(1),
  /** Each single digit of a number, time or date written with two, as clocks and dates write them ("7:00": "07:00"). */
  pad: (value) => value.replace(/(?<![0-9])([0-9])(?![0-9])/g, '0$1'),
  /** The first word of a phrase: a given name from a full name ("Emma Patel": "Hello Emma"). */
  first: (value) => value.split(/\s+/u)[0],
  /** Its last word: a surname ("Emma Patel": "the Patel account"). */
  last: (value) => value.split(/\s+/u).at(-1)!,
  /** Either, lower-cased: a user name or an address spelled from a full name ("emma.patel"). */
  'first-lower': (value) => TRANSFORMS.first(value).toLowerCase(),
  'last-lower': (value) => TRANSFORMS.last(value).toLowerCase(),
};

export const WORD_TRANSFORMS: readonly WordTransform[] = ['first', 'last', 'first-lower', 'last-lower'];
export const takesWord = (transform: Transform | undefined): transform is WordTransform => (WORD_TRANSFORMS as readonly string[]).includes(transform ?? '');

export interface Variable {
  name: string;
  depth: number;
  transform?: Transform;
  /** Induced variables have a class; a value of another class does not match. */
  type?: SlotClass | string;
}

export type Segment = string | Variable;

export type Bindings = Record<string, string>;

/** Marks a variable inside a string before serialization: \uE000<depth><name>\uE001. */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';
const MARKER = new RegExp(`\uE000(\\d)([A-Za-z_][A-Za-z0-9_]*)(?:\\|(${Object.keys(TRANSFORMS).join('|')}))?\uE001`, 'g');

export function marker(name: string, depth: number, transform?: Transform): string {
  return `${MARK_START}${depth}${name}${transform ? `|${transform}` : ''}${MARK_END}`;
}

export function hasMarkerCharacters(text: string): boolean {
  return text.includes(MARK_START) || text.includes(MARK_END);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A capture stays inside one JSON string: no unescaped quote, no dangling backslash.
const CAPTURE_LAZY = '((?:[^"\\\\]|\\\\.)+?)';
const CAPTURE_GREEDY = '((?:[^"\\\\]|\\\\.)+)';

export class TextTemplate {
  /** Total length of literal text: the more, the more specific. */
  readonly specificity: number;
  readonly variables: string[];
  private lazy: RegExp | null = null;
  private greedy: RegExp | null = null;

  constructor(
    readonly segments: readonly Segment[],
    /**
     * Above 0 for an induced request template that revises a demoted one at the same place (see
     * CacheStore.addCandidate): a sibling node of its own, so the demoted entry stays as it was,
     * with its history. Matching reads only the segments.
     */
    readonly revision = 0,
  ) {
    this.specificity = segments.reduce((sum, s) => sum + (typeof s === 'string' ? s.length : 0), 0);
    this.variables = [...new Set(segments.filter((s): s is Variable => typeof s !== 'string').map((s) => s.name))];
  }

  /** Splits serialized JSON text carrying markers into a template; null when it has no variable. */
  static fromMarkedText(text: string): TextTemplate | null {
    const segments: Segment[] = [];
    let last = 0;
    for (const match of text.matchAll(MARKER)) {
      if (match.index > last) segments.push(text.slice(last, match.index));
      segments.push(match[3] ? { name: match[2], depth: Number(match[1]), transform: match[3] as Transform } : { name: match[2], depth: Number(match[1]) });
      last = match.index + match[0].length;
    }
    if (last === 0) return null;
    if (last < text.length) segments.push(text.slice(last));
    return new TextTemplate(segments);
  }

  /** The text a person reads: variables as {{name}}. */
  display(): string {
    return this.segments.map((s) => (typeof s === 'string' ? s : `{{${s.name}${s.transform ? `|${s.transform}` : ''}}}`)).join('');
  }

  /** A stable identity for siblings: two templates with the same key are the same node. */
  key(): string {
    return this.revision > 0 ? `${JSON.stringify(this.segments)}#${this.revision}` : JSON.stringify(this.segments);
  }

  /** The same template as a revision's request (see `revision`). */
  revised(revision: number): TextTemplate {
    return new TextTemplate(this.segments, revision);
  }

  /** Literal text before the first variable, and after the last: what the index files it under. */
  prefix(): string {
    return typeof this.segments[0] === 'string' ? this.segments[0] : '';
  }

  suffix(): string {
    const last = this.segments[this.segments.length - 1];
    return typeof last === 'string' ? last : '';
  }

  /**
   * The bindings under which the template yields `text`, or null when it does not fit, fits more
   * than one way (the leftmost and rightmost parses differ), or gives one variable two values.
   */
  match(text: string, known: Bindings = {}): Bindings | null {
    if (!text.startsWith(this.prefix()) || !text.endsWith(this.suffix())) return null;
    this.lazy ??= this.compile(CAPTURE_LAZY);
    const lazy = this.lazy.exec(text);
    if (!lazy) return null;
    this.greedy ??= this.compile(CAPTURE_GREEDY);
    const greedy = this.greedy.exec(text);
    if (!greedy || greedy.some((group, i) => group !== lazy[i])) return null;

    const bindings: Bindings = { ...known };
    let group = 1;
    for (const segment of this.segments) {
      if (typeof segment === 'string') continue;
      if (segment.transform) return null; // transforms live in answer templates, never matched
      const value = unescapeJson(lazy[group++], segment.depth);
      if (value === null || value.length === 0) return null;
      if (segment.type && !fitsSlot(segment.type, value)) return null;
      const bound = bindings[segment.name];
      if (bound !== undefined && bound !== value) return null;
      bindings[segment.name] = value;
    }
    return bindings;
  }

  /** The text with every variable replaced by its value; null when a variable has no value. */
  render(bindings: Bindings): string | null {
    let text = '';
    for (const segment of this.segments) {
      if (typeof segment === 'string') {
        text += segment;
        continue;
      }
      const value = bindings[segment.name];
      if (value === undefined) return null;
      text += escapeJson(segment.transform ? TRANSFORMS[segment.transform](value) : value, segment.depth);
    }
    return text;
  }

  private compile(capture: string): RegExp {
    const body = this.segments.map((s) => (typeof s === 'string' ? escapeRegExp(s) : capture)).join('');
    return new RegExp(`^${body}$`);
  }
}
