// Roman numerals name numbers ("volume XIV", "Super Bowl LVIII", "Henry VIII"): an answer may
// judge their size as it would a number's, which no feature of their letters shows.

/** Written the standard way, up to 3999: "IIII" or "VX" is a word, not a numeral. */
const ROMAN = /^M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/;
const DIGITS: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

/**
 * The number an upper-case Roman numeral of two letters or more names, else null. Not one letter:
 * "C" or "D" is as likely a grade, a seat or a size, and "I" a pronoun.
 */
export function romanValueOf(value: string): number | null {
  if (value.length < 2 || !ROMAN.test(value)) return null;
  let total = 0;
  for (let i = 0; i < value.length; i++) {
    const digit = DIGITS[value[i]];
    total += i + 1 < value.length && digit < DIGITS[value[i + 1]] ? -digit : digit;
  }
  return total;
}
