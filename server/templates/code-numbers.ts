// Numbers that are codes: an HTTP status, an exit code, an error number, a signal. What a code
// means is its own (429 is retried and 428 is not; exit code 127 is a command not found, 122 an
// ordinary failure), so neither its range nor its ending nor its remainders tell one from the
// next: the template verifies each code one by one, as it does a word whose sound decides the
// next ("an hour"). The fixed text beside the number says it is a code: "HTTP 429", "status:
// 503", "exited with code 137", "\"status_code\": 404", "a 502 error", "the API returned 429.".

/** A code word right before the number, then at most a colon, an equals sign, a hash or quotes (a JSON key's); HTTP with its version ("HTTP/1.1 503"). */
const CODE_BEFORE = /(?:^|[^\p{L}])(?:http(?:\/\d(?:\.\d)?)?(?:\s+status)?|code|errno|error|signal)["']?\s*[:=#]?\s*["']?$/u;
/**
 * "Status" alone heads counts too ("Inbox status: 23 unread messages"), as a call's verb does
 * ("returned 3 results"): a code only where no word follows the number ("the API returned 429.").
 */
const STATUS_BEFORE = /(?:^|[^\p{L}])(?:status|returned|responded(?: with)?|answered(?: with)?|failed with)["']?\s*[:=#]?\s*["']?$/u;
const WORD_AFTER = /^\s*\p{L}/u;
/** Or right after it: "a 502 error", "429 response" (not "3 errors", a count). */
const CODE_AFTER = /^["']?\s*(?:error|status|response)(?![\p{L}\p{N}])/u;
/** Codes are short: statuses, exit codes, error numbers and signals have three digits at most; a PIN or a one-time code has more, and is copied, not looked up. */
const SHORT_CODE = /^\d{1,3}$/u;

const isCodeBetween = ([before, after]: readonly [string, string]) =>
  CODE_BEFORE.test(before) || CODE_AFTER.test(after) || (STATUS_BEFORE.test(before) && !WORD_AFTER.test(after));

/** The variables whose fixed text either side (`edges`, request-literals.ts) calls them codes and whose values are all short numbers: each is verified value by value. */
export function codesAmong(edges: ReadonlyMap<string, ReadonlyArray<readonly [string, string]>>, valuesOf: (name: string) => readonly string[]): string[] {
  return [...edges].filter(([name, around]) => around.some(isCodeBetween) && valuesOf(name).every((value) => SHORT_CODE.test(value))).map(([name]) => name);
}
