// Token alignment of two texts: where they differ, as regions of tokens. Tokens are Unicode words
// (letters and digits, joined by . : @ - / ' inside, a possessive's "'s" apart: dates, emails, ids
// stay one token; so does an IPv6 address, its "::" too, and a phone number written "(713)
// 742-8106"), single Chinese and Japanese characters (written without spaces between words, a run
// of them is a sentence: a value among them is a region of characters), amounts with thousands
// commas ("$16,011", "Rs 1,25,000"; not a JSON array's "[101,202]"), runs of white space, and
// single other characters.
import { differingRange } from '../differing-range.js';

/** A Chinese or Japanese character (a regex class body): a token of its own. */
export const CJK_CHARACTER = String.raw`\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}`;
/** A word's character: a letter, digit or underscore of any other script. */
const WORD_CHARACTER = String.raw`(?![${CJK_CHARACTER}])[\p{L}\p{N}_]`;
/** A group of an IPv6 address: up to four hex digits. */
const HEXTET = '[0-9A-Fa-f]{1,4}';
/**
 * An IPv6 address with its zeros compressed ("fe80::1", "2001:db8::8a2e:370", "::ffff:10.0.0.1"),
 * maybe with a zone: the "::" that would split it is inside it. A full one is a word joined by ":".
 */
const COMPRESSED_IPV6 = String.raw`(?<![\p{L}\p{N}_:.])(?:${HEXTET}(?::${HEXTET})*::(?:${HEXTET}(?::${HEXTET})*)?|::${HEXTET}(?::${HEXTET})*)(?:\.\d{1,3}){0,3}(?:%[\p{L}\p{N}_.]+)?(?![\p{L}\p{N}_:])`;
/** A North American phone number in its national form, "(713) 742-8106": its parenthesis would split it at the area code. */
const PARENTHESISED_PHONE = String.raw`(?<![\p{L}\p{N}_])\(\d{3}\) ?\d{3}[-.]\d{4}(?![\p{L}\p{N}_])`;
/**
 * An apostrophe inside a word ("O'Brien", "d'Souza"), not a possessive's "'s" ("Emma's list"):
 * the name is the value, and "'s" the sentence's.
 */
const APOSTROPHE_INSIDE = String.raw`['’](?![sS](?![\p{L}\p{N}_]))`;
const TOKEN = new RegExp(
  String.raw`${COMPRESSED_IPV6}|${PARENTHESISED_PHONE}|(?<=^|[\s$€£¥₹("'])\p{N}{1,3}(?:,\p{N}{2})*(?:,\p{N}{3})+(?:\.\p{N}+)?(?![\p{L}\p{N}_,])|[${CJK_CHARACTER}]|(?:${WORD_CHARACTER})+(?:(?:[@.:\-/]|${APOSTROPHE_INSIDE})(?:${WORD_CHARACTER})+)*|\s+|[^\s\p{L}\p{N}_]`,
  'gu',
);

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** Tokens [start, end) in each text that differ; every region is non-empty on both sides. */
export interface Region {
  a: [number, number];
  b: [number, number];
}

/** Past this many differing tokens in the middle, the texts are not two instances of one template. */
const MAX_MIDDLE = 160;

const isSpace = (token: string) => /^\s+$/u.test(token);

/**
 * The regions where `a` and `b` differ, or null when they cannot be aligned as one template with
 * different values (an insertion, or too much differs). Regions separated only by white space are
 * one region: "Mary Ann" against "Bob Lee" is one value, not two.
 */
export function diffRegions(a: readonly string[], b: readonly string[]): Region[] | null {
  const [start, endA, endB] = differingRange(a, b);
  if (endA === start && endB === start) return [];
  // Equally long middles align token by token: a long tool result whose customer's names and ids
  // all changed, one token for one, is one template with several values (and O(n) to find).
  if (endA - start === endB - start) return mergeAcrossSpace(positionalRegions(a, b, start, endA), a);
  if (endA - start > MAX_MIDDLE || endB - start > MAX_MIDDLE) return null;

  // Longest common subsequence of the middles, then the unmatched runs between matches.
  const n = endA - start;
  const m = endB - start;
  const lcs: Uint16Array[] = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i][j] = a[start + i] === b[start + j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const regions: Region[] = [];
  let i = 0;
  let j = 0;
  let open: Region | null = null;
  const close = () => {
    if (open) regions.push(open);
    open = null;
  };
  while (i < n || j < m) {
    if (i < n && j < m && a[start + i] === b[start + j] && lcs[i][j] === lcs[i + 1][j + 1] + 1) {
      close();
      i++;
      j++;
      continue;
    }
    open ??= { a: [start + i, start + i], b: [start + j, start + j] };
    if (i < n && (j >= m || lcs[i + 1][j] >= lcs[i][j + 1])) open.a[1] = start + ++i;
    else open.b[1] = start + ++j;
  }
  close();
  for (const region of regions) {
    if (region.a[0] === region.a[1] || region.b[0] === region.b[1]) return null;
  }
  return mergeAcrossSpace(regions, a);
}

/** Runs of positions in [start, end) where a and b (equally long there) differ. */
function positionalRegions(a: readonly string[], b: readonly string[], start: number, end: number): Region[] {
  const regions: Region[] = [];
  for (let i = start; i < end; i++) {
    if (a[i] === b[i]) continue;
    const last = regions[regions.length - 1];
    if (last && last.a[1] === i) {
      last.a[1] = i + 1;
      last.b[1] = i + 1;
    } else regions.push({ a: [i, i + 1], b: [i, i + 1] });
  }
  return regions;
}

function mergeAcrossSpace(regions: Region[], a: readonly string[]): Region[] {
  const merged: Region[] = [];
  for (const region of regions) {
    const last = merged[merged.length - 1];
    if (last && a.slice(last.a[1], region.a[0]).every(isSpace)) {
      last.a[1] = region.a[1];
      last.b[1] = region.b[1];
    } else merged.push({ a: [...region.a], b: [...region.b] });
  }
  return merged;
}
