// A currency's ISO 4217 code inside a value ("RUB", "50 SYP"). What a model knows of a currency (a
// sanctioned one, one a bank does not trade) may decide an answer where no letter shows it: "Send
// 50 SYP" is refused where twelve other codes of three capitals were sent (round one hundred and
// forty-one). Each code is verified on its own, as a country is (value-features.ts). The codes are
// the runtime's own list (Intl), so a code that is also a word in capitals ("ALL", "TOP") is one too.

const CODES = new Set(Intl.supportedValuesOf('currency'));
const THREE_CAPITALS = /(?<![\p{L}\p{N}])\p{Lu}{3}(?![\p{L}\p{N}])/gu;

/** The currency codes a value holds, sorted and joined, or null. */
export function currencyCodesOf(value: string): string | null {
  const codes = (value.match(THREE_CAPITALS) ?? []).filter((code) => CODES.has(code));
  return codes.length > 0 ? [...new Set(codes)].sort().join(' ') : null;
}
