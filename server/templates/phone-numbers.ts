// What a telephone number says about where it rings: its country calling code (ITU-T E.164) and,
// among the countries that share +1 (the North American Numbering Plan), the land its area code
// belongs to. "+1 416 555 0134" is Toronto between two US numbers' digits; "+49 30 ..." is Berlin
// in the grouping of "+44 20 ...". An agent quotes a rate, routes a call or texts by these, and
// neither a number's size nor its shape shows them. Categories (see value-features.ts).

/** An international number: a plus, then digits in groups split by spaces, dots, dashes or a parenthesised group. */
const INTERNATIONAL = /^\+\d[\d ().-]*\d$/u;
/** A North American number in its national forms: "(416) 555-0134", "416-555-0134", "416 555 0134", "1-416-555-0134". */
const NORTH_AMERICAN = /^(?:1[ .-]?)?(?:\(([2-9]\d\d)\) ?|([2-9]\d\d)[ .-])[2-9]\d\d[ .-]\d{4}$/u;

/** The country calling codes of two digits; 1 and 7 are the ones of one, and every other is three. */
const TWO_DIGIT_CODES = new Set('20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(' '));

const areas = (codes: string, land: string) => codes.split(' ').map((code) => [code, land] as const);
/** Area codes under +1 outside the United States' states (NANPA's assignments), and the non-geographic ones. */
const AREA_LANDS = new Map<string, string>([
  ...areas('204 226 236 249 250 257 263 289 306 343 354 365 367 368 382 387 403 416 418 428 431 437 438 450 460 468 474 506 514 519 548 579 581 584 587 600 604 613 622 639 647 672 683 705 709 742 753 778 780 782 807 819 825 851 867 873 879 902 905 942', 'CA'),
  ...areas('242', 'BS'), ...areas('246', 'BB'), ...areas('264', 'AI'), ...areas('268', 'AG'), ...areas('284', 'VG'),
  ...areas('345', 'KY'), ...areas('441', 'BM'), ...areas('473', 'GD'), ...areas('649', 'TC'), ...areas('658 876', 'JM'),
  ...areas('664', 'MS'), ...areas('721', 'SX'), ...areas('758', 'LC'), ...areas('767', 'DM'), ...areas('784', 'VC'),
  ...areas('809 829 849', 'DO'), ...areas('868', 'TT'), ...areas('869', 'KN'),
  // The United States' territories: a number there is American, and often not a domestic call.
  ...areas('340', 'VI'), ...areas('670', 'MP'), ...areas('671', 'GU'), ...areas('684', 'AS'), ...areas('787 939', 'PR'),
  ...areas('800 833 844 855 866 877 888', 'toll-free'),
  ...areas('900', 'premium'),
]);

/** Digits in E.164 at most; fewer than 8 after a plus are no full number. */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

export function phoneFeaturesOf(value: string): Record<string, string> {
  if (INTERNATIONAL.test(value)) {
    const digits = value.replace(/\D/gu, '');
    if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return {};
    const code = digits[0] === '1' || digits[0] === '7' ? digits[0] : TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? digits.slice(0, 2) : digits.slice(0, 3);
    return code === '1' && digits.length === 11 ? { 'calling code': code, 'phone land': landOf(digits.slice(1, 4)) } : { 'calling code': code };
  }
  const national = NORTH_AMERICAN.exec(value);
  return national ? { 'phone land': landOf(national[1] ?? national[2]) } : {};
}

/** The land an area code under +1 rings in; the codes not listed are the United States'. */
const landOf = (area: string) => AREA_LANDS.get(area) ?? 'US';
