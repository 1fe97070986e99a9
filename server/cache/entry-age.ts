// How old a cached answer is, and how old it may be: the client's `max-age` and the account's
// entry lifetime both bound it, the stricter winning.

/** Whole seconds since the answer was recorded (or refreshed): the HTTP `Age`. */
export function ageSeconds(answer: { createdAt: Date }, now = Date.now()): number {
  return Math.max(0, Math.floor((now - answer.createdAt.getTime()) / 1000));
}

/** The oldest an answer may be for this request, in seconds; null when nothing bounds it. */
export function maxAgeFor(requested: number | null, accountTtl: number | null): number | null {
  if (requested === null) return accountTtl;
  if (accountTtl === null) return requested;
  return Math.min(requested, accountTtl);
}
