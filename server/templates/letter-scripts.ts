// The writing systems a value's letters come from. "Иван" and "José" are both capitalized words
// with letters outside ASCII, yet a badge printer takes only the second as written (the first is
// transliterated, "Ivan"), and a greeting may answer "Привет, Иван!" in the language its script
// says. A name that mixes scripts ("Pаypal" with a Cyrillic "а") is a spoof a mail filter
// quarantines. Latin letters of full width ("Ｔａｎａｋａ", typed with a Japanese input method)
// count apart: a model may write them as ASCII. Each script, and each mixture, is verified on its own.

/** Scripts agents' traffic carries, in the order a mixture is named. Others read as "other". */
const SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Arabic', 'Hebrew', 'Armenian', 'Georgian', 'Devanagari', 'Bengali', 'Tamil', 'Thai', 'Ethiopic', 'Han', 'Hiragana', 'Katakana', 'Hangul'] as const;
const PATTERNS = SCRIPTS.map((script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')] as const);
const ASCII_LETTER = /[a-zA-Z]/u;
const NON_ASCII_LETTER = /(?![a-zA-Z])\p{L}/u;
const FULL_WIDTH_LATIN = /[\uFF21-\uFF3A\uFF41-\uFF5A]/u;
/** Letters several scripts share (the Japanese long-vowel mark "ー" in "ルーシー"): they say none. */
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * The scripts of a value's letters, joined by "+" ("Latin", "Cyrillic", "Latin+Cyrillic"), or
 * null for a value without letters beyond ASCII's (Latin by what they are) or without letters
 * of one script.
 */
export function scriptsOf(value: string): string | null {
  if (!NON_ASCII_LETTER.test(value)) return null;
  const found = new Set<string>();
  for (const letter of value.match(/\p{L}/gu) ?? []) {
    if (ASCII_LETTER.test(letter)) found.add('Latin');
    else if (FULL_WIDTH_LATIN.test(letter)) found.add('full-width Latin');
    else if (SHARED.test(letter)) continue;
    else found.add(PATTERNS.find(([, pattern]) => pattern.test(letter))?.[0] ?? 'other');
  }
  return found.size === 0 ? null : ['full-width Latin', ...SCRIPTS, 'other'].filter((script) => found.has(script)).join('+');
}
