// How many upstream calls one account may have in flight at once, so that one tenant's hung or
// slow calls cannot take every upstream connection from the others. Past the limit a miss is
// answered 429 at once (with Retry-After), which OpenAI clients retry on their own.
import { AppError } from '../errors.js';

export class AccountSlots {
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly perAccount: number) {}

  /** Takes a slot for the account; the returned function gives it back (once). */
  take(accountId: string): () => void {
    const used = this.inFlight.get(accountId) ?? 0;
    if (used >= this.perAccount) {
      throw new AppError(429, 'invalid_request_error', 'too_many_upstream_requests', `This account already has ${used} requests waiting on the upstream (UPSTREAM_CONCURRENCY_PER_ACCOUNT); retry shortly.`);
    }
    this.inFlight.set(accountId, used + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(accountId) ?? 1) - 1;
      if (left > 0) this.inFlight.set(accountId, left);
      else this.inFlight.delete(accountId);
    };
  }
}
