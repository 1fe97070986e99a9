// Identical misses of one account that arrive together: the first goes upstream and the rest wait
// for it, then are answered from what it recorded, as any later repeat would be. Without this an
// agent that fans out the same call (or retries while the first is slow) pays the upstream once
// per copy, and past UPSTREAM_CONCURRENCY_PER_ACCOUNT gets 429s for requests a cache should
// answer. Per process: instances behind a balancer each send their own first copy.
import type { RequestKey } from '../cache/cache-store.js';

export class PendingMisses {
  private readonly pending = new Map<string, Promise<void>>();

  /** The identical miss in flight, if any: settles (never rejects) once it has recorded or failed. */
  inFlight(accountId: string, key: RequestKey): Promise<void> | undefined {
    return this.pending.get(idOf(accountId, key));
  }

  /**
   * Makes this request the one in flight for its key, unless another already is; the returned
   * function, called once it has recorded or failed, lets the waiting ones look again.
   */
  lead(accountId: string, key: RequestKey): () => void {
    const id = idOf(accountId, key);
    if (this.pending.has(id)) return () => undefined;
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    this.pending.set(id, settled);
    return () => {
      if (this.pending.get(id) === settled) this.pending.delete(id);
      settle();
    };
  }
}

const idOf = (accountId: string, key: RequestKey) => `${accountId}\u0000${key.generationKey}\u0000${key.messageKeys.join('\u0000')}`;
