// The English word list (the `word-list` package: 274,000 lower-case words, few of them names of
// people, brands or places), for one question: is a lower-case word a common word? A model copies
// "keyboard" as written, but may write "linkedin" as "LinkedIn", "austin" as "Austin" and "piza"
// as "pizza"; nothing else in such a word's letters says so. Read once when the server starts
// (about 90 ms, 13 MB), sorted, and searched by halves.
import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';
import { PROPER_NOUNS } from './proper-nouns.js';

const WORDS: readonly string[] = readFileSync(wordListPath, 'utf8').split('\n').sort();

/** Whether a lower-case word is a common English word: in the word list, and not a place's or person's name. */
export function isCommonWord(word: string): boolean {
  return !PROPER_NOUNS.has(word) && listed(word);
}

/** Whether a lower-case word is in the word list, a name's too ("amber", "olive", "grace"). */
export function listed(word: string): boolean {
  let low = 0;
  let high = WORDS.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = WORDS[middle];
    if (at === word) return true;
    if (at < word) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
