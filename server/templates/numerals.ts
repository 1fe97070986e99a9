// Numbers written otherwise than in ASCII: digits of another script (Arabic-Indic "١٧", Persian
// "۱۷", Devanagari "१७", full-width "１７" as Japanese and Chinese input methods type them), a
// typographic minus ("−15", as word processors and models write it), the decimal marks of
// those scripts ("٣٫٥") and vulgar fractions ("1½ cups", "¾"). They are the same numbers, which no
// reading of ASCII digits finds: an age of "١٧" looked like one of "٢٥", "2½" like "1½". Values
// are read in ASCII ("2.5"), and how they were written is a category of its own (a model may
// answer in ASCII digits).

/** A decimal digit of any script but ASCII's. */
const OTHER_DIGIT = /(?![0-9])\p{Nd}/gu;
/** A minus sign before a digit, not a dash between words or numbers ("5–10"). */
const MINUS = /(?<![\p{L}\p{N}])[\u2212\u2012\u2013\ufe63\uff0d](?=\p{Nd})/gu;
/** Decimal and thousands marks of other scripts between digits: Arabic, full-width. */
const MARKS = /(?<=\p{Nd})[\u066b\u066c\uff0e\uff0c](?=\p{Nd})/gu;
const ASCII_MARK: Record<string, string> = { '\u066b': '.', '\u066c': ',', '\uff0e': '.', '\uff0c': ',' };
const DECIMAL_DIGIT = /^\p{Nd}$/u;
/** A vulgar fraction, after the whole number it completes, if any ("1½"). */
const VULGAR_FRACTION = /(?<![\p{N}.,])(\d*)([\u00bc-\u00be\u2150-\u215e])/gu;
const FRACTION_VALUES: Record<string, number> = {
  '¼': 1 / 4, '½': 1 / 2, '¾': 3 / 4, '⅐': 1 / 7, '⅑': 1 / 9, '⅒': 1 / 10, '⅓': 1 / 3, '⅔': 2 / 3, '⅕': 1 / 5,
  '⅖': 2 / 5, '⅗': 3 / 5, '⅘': 4 / 5, '⅙': 1 / 6, '⅚': 5 / 6, '⅛': 1 / 8, '⅜': 3 / 8, '⅝': 5 / 8, '⅞': 7 / 8,
};
/** Decimals a fraction is written with: enough to order any two of them. */
const FRACTION_DECIMALS = 4;

/** The code point's digit value: Unicode assigns each script's digits 0 to 9 in one contiguous run. */
function digitValue(codePoint: number): number {
  let zero = codePoint;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(zero - 1))) zero--;
  return (codePoint - zero) % 10;
}

const hex = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The value with its digits, minus signs and decimal marks in ASCII, and how they were written
 * ("digits U+0660, minus U+2212": each script by its zero); null when the value has none of them.
 */
export function asciiNumeralsOf(value: string): { ascii: string; written: string } | null {
  if (/^[\x00-\x7f]*$/u.test(value)) return null;
  const written = new Set<string>();
  const ascii = value
    .replace(OTHER_DIGIT, (digit) => {
      const codePoint = digit.codePointAt(0)!;
      written.add(`digits ${hex(String.fromCodePoint(codePoint - digitValue(codePoint)))}`);
      return String(digitValue(codePoint));
    })
    .replace(MINUS, (minus) => (written.add(`minus ${hex(minus)}`), '-'))
    .replace(MARKS, (mark) => (written.add(`mark ${hex(mark)}`), ASCII_MARK[mark]))
    .replace(VULGAR_FRACTION, (_all, whole: string, fraction: string) => {
      written.add(`fraction ${fraction}`);
      return String(Number((Number(whole || 0) + FRACTION_VALUES[fraction]).toFixed(FRACTION_DECIMALS)));
    });
  return written.size === 0 ? null : { ascii, written: [...written].sort().join(', ') };
}

/** The value in ASCII numerals (see asciiNumeralsOf), or as it is. */
export const inAsciiNumerals = (value: string) => asciiNumeralsOf(value)?.ascii ?? value;
