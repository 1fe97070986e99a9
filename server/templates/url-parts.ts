// The words of a URL's path by place ("orders" in https://shop.example.com/orders/123): a
// section of a site may decide what an answer does with a link (a return, not a ticket). A URL
// has too many parts for the parts of a value to count (value-features.ts), so its path's words
// count on their own, as categories once they repeat (slot-domain.ts).
// And a host's top-level domain, which says who may hold it: a registrar refuses "acme7.gov" or
// "tidepool.mil" where twelve .com and .io names were registered (round one hundred and
// forty-three); a "part" of the value, it would count only once it repeats.

/** A URL, its scheme perhaps left out (a scheme is a token of its own): its path captured. */
const URL = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:[\p{L}\p{N}-]+\.)+(\p{L}{2,})(?::\d+)?(\/[^\s?#]*)?/iu;

/** Path segments counted, from the first. */
export const URL_PATH_PLACES = 4;

/** Each word-like segment of a URL's path by place, lower-cased; none for other values. */
export function urlPathWordsOf(value: string): Record<string, string> {
  const match = URL.exec(value);
  const words: Record<string, string> = {};
  if (!match?.[2]) return words;
  match[2]
    .split('/')
    .filter((segment) => segment !== '')
    .slice(0, URL_PATH_PLACES)
    .forEach((segment, i) => /^\p{L}[\p{L}-]*$/u.test(segment) && (words[`url path word ${i + 1}`] = segment.toLowerCase()));
  return words;
}

/** A URL's or a host name's top-level domain, lower-cased ("gov" in "https://data.gov/x", "edu" in "mit.edu"), else null. */
export function topLevelDomainOf(value: string): string | null {
  const match = URL.exec(value);
  return match !== null && (match[0] === value || /^[/?#:]/u.test(value.slice(match[0].length))) ? match[1].toLowerCase() : null;
}
