// Values written among a phrase's words: "current_time: 1779295568", "now_ms=1779295568123", "ts:1779295568",
// "standup tomorrow at 9:30 am", "cart total 45.00 USD". A variable holds such a phrase when the
// text around a value differs between requests (two agents of one account label the time two
// ways; a span slot takes the label with it), and no reading of the whole phrase sees the number,
// time or date inside it. The answer may turn on it all the same ("Good evening" at 20:00): each
// is read as a value of its own (value-features.ts).

/**
 * Separators between a phrase's words: spaces, the marks that join a label to its value
 * ("now_ms=", "ts:1779295568", but not a time's colon), and brackets ("time(1779295568)").
 */
const SEPARATORS = /[\s=;|()[\]{}<>]+|(?<=\p{L}):(?=\p{N})/u;
/**
 * Marks around a word that are not part of its number: quotes, a currency's sign, a percent sign, a
 * label's colon, a clause's comma, a sentence's full stop ("$45.00", "45%,", "1,250.").
 */
const AROUND = /^["'“‘«\p{Sc}]+|["'”’»%:,.!?]+$/gu;
/** A clock's half of the day written as a word of its own ("9:30 am", "5 p.m."). */
const MERIDIEM = /^[ap]\.?m\.?$/iu;
const DIGIT = /\d/u;

/**
 * The words of a phrase that hold digits, in order, without the marks around them, a time joined
 * to its "am" or "pm". Empty for a value of one word, which is read whole.
 */
export function valuesInPhrase(value: string): string[] {
  const words = value.split(SEPARATORS).filter(Boolean);
  if (words.length < 2) return [];
  const found: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i].replace(AROUND, '');
    if (!DIGIT.test(word)) continue;
    if (i + 1 < words.length && MERIDIEM.test(words[i + 1].replace(/[,;:!?]+$/u, ''))) {
      found.push(`${word} ${words[++i].replace(/[,;:!?]+$/u, '')}`);
    } else found.push(word);
  }
  return found;
}
