// Check digits that standards put inside identifiers: a payment card's (Luhn), a barcode's or an
// ISBN-13's (GTIN), an ISBN-10's (mod 11, its last may be X), an IBAN's (ISO 13616, mod 97). A
// number with a wrong one is a typo an agent refuses ("not a valid card number"), and neither
// its size, its shape nor its parity shows it.
// And a card's network, named by its first digits: "we take Visa and American Express" refuses a
// JCB card whose number lies between theirs. Each is a category (see value-features.ts).
// And the test numbers payment processors publish, which no bank issues: "4242 4242 4242 4242"
// is refused in live mode, where its network and check digit are those of a real Visa card.

/** Digits alone or in groups split by single spaces or dashes ("4539 1488 0343 6467", "978-3-16-148410-0"). */
const GROUPED_DIGITS = /^\d+(?:[ -]\d+)*$/u;
/** Fewer digits in groups are a date or a phone number ("2026-05-21"), no number a check digit ends. */
const MIN_GROUPED_DIGITS = 12;
/**
 * An ISBN-10 as printed in four groups ("0-306-40615-2", "0 19 852663 X"), or whole when it ends
 * in X: ten bare digits are far more often a unix time or a phone number than a book.
 */
const ISBN_10 = /^(?:\d{9}X|\d{1,5}([ -])\d{1,7}\1\d{1,7}\1[\dX])$/u;
/** An IBAN: a country, two check digits, then up to 30 letters and digits, maybe in groups of four. */
const IBAN = /^[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}$/u;

/**
 * Test card numbers from Stripe's, Braintree's, Adyen's and PayPal's documentation, the most
 * pasted. Many are made of few digits, which placeholder-values.ts reads as made up too; some
 * ("378282246310005", "6011000990139424") look drawn at random, so only this list tells them.
 */
const TEST_CARDS = new Set([
  '4242424242424242', '4000056655665556', '5555555555554444', '2223003122003222', '5200828282828210', '5105105105105100',
  '378282246310005', '371449635398431', '378734493671000', '6011111111111117', '6011000990139424', '6011000400000000',
  '3056930009020004', '36227206271667', '38520000023237', '30569309025904', '3566002020360505', '3530111333300000',
  '6200000000000005', '4111111111111111', '4012888888881881', '4222222222222', '5431111111111111', '4000000000000002',
  '4000000000009995', '4000000000000069', '4000000000000127', '4000000000000119', '4000002500003155', '4000000000003220',
]);

export function checkDigitFeaturesOf(value: string): Record<string, string> {
  const features: Record<string, string> = {};
  const digits = digitsOf(value);
  if (digits !== null) {
    if (digits.length >= 12 && digits.length <= 19) {
      const valid = luhnValid(digits);
      features.luhn = valid ? 'valid' : 'invalid';
      // Only a number a card could have: a random identifier's first digits name nothing.
      if (valid && digits.length >= 13) features['card network'] = cardNetworkOf(digits);
      if (TEST_CARDS.has(digits)) features['test card'] = 'yes';
    }
    if ([8, 12, 13, 14].includes(digits.length)) features['gtin check'] = gtinValid(digits) ? 'valid' : 'invalid';
    // Nine bare digits are as often an order number: one in ten passes by chance, and costs one verification.
    if (digits.length === 9 && digits === value) features['routing check'] = routingValid(digits) ? 'valid' : 'invalid';
  }
  if (ISBN_10.test(value)) {
    const compact = value.replace(/[ -]/gu, '');
    if (compact.length === 10) features['isbn-10 check'] = isbn10Valid(compact) ? 'valid' : 'invalid';
  }
  if (IBAN.test(value)) {
    const compact = value.replace(/ /gu, '');
    if (compact.length >= 15 && compact.length <= 34) features['iban check'] = ibanValid(compact) ? 'valid' : 'invalid';
  }
  return features;
}

/** The digits of a number written whole or in long enough groups, else null. */
function digitsOf(value: string): string | null {
  if (!GROUPED_DIGITS.test(value)) return null;
  const digits = value.replace(/[ -]/gu, '');
  return digits.length < value.length && digits.length < MIN_GROUPED_DIGITS ? null : digits;
}

/** Luhn's check (ISO/IEC 7812): every second digit from the right doubled, the sum a multiple of ten. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    const d = Number(digits[i]) * (double ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return sum % 10 === 0;
}

/** The GTIN check (EAN-8, UPC-A, EAN-13 and ISBN-13, GTIN-14): weights 3 and 1 from the right. */
function gtinValid(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 1, weight = 1; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return sum % 10 === 0;
}

/** The ABA routing number's check: weights 3, 7, 1 repeated, the sum a multiple of ten. */
function routingValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * [3, 7, 1][i % 3];
  return sum % 10 === 0;
}

/** ISBN-10's check: digits weighted 10 down to 1 (X is 10, last only) sum to a multiple of 11. */
function isbn10Valid(isbn: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (isbn[i] === 'X' ? 10 : Number(isbn[i])) * (10 - i);
  return sum % 11 === 0;
}

/** ISO 13616: the country and check digits moved to the end, letters as 10 to 35, the whole mod 97 is 1. */
function ibanValid(iban: string): boolean {
  let remainder = 0;
  for (const c of iban.slice(4) + iban.slice(0, 4)) {
    const code = /\d/u.test(c) ? c : String(c.charCodeAt(0) - 55);
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The network its issuer identification number names (ISO/IEC 7812 ranges as the networks publish them). */
function cardNetworkOf(digits: string): string {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits[0] === '4') return 'visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'american express';
  if (four === 6011 || two === 65 || (four >= 6440 && four <= 6499)) return 'discover';
  if (four >= 3528 && four <= 3589) return 'jcb';
  if (two === 36 || two === 38 || (four >= 3000 && four <= 3059)) return 'diners club';
  if (two === 62) return 'unionpay';
  return 'other';
}
