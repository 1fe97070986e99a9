// The literal entries of one shape (same number of messages, same generation key), oldest first.
// Every single-turn request of one model shares a shape, so one can hold most of an account;
// induction aligns each new entry with the newest 200 of its shape, which a Set alone only gives
// by reading it whole. The newest are also kept in a short list.
import type { CachedAnswer } from './tree-node.js';

/** Newest entries kept in order; above what induction asks for, so deletions rarely leave it short. */
const RECENT_KEPT = 256;

export class ShapeEntries implements Iterable<CachedAnswer> {
  private readonly all = new Set<CachedAnswer>();
  /** The newest entries, oldest first; trimmed to RECENT_KEPT in batches. */
  private recent: CachedAnswer[] = [];

  get size(): number {
    return this.all.size;
  }

  add(answer: CachedAnswer): void {
    if (this.all.has(answer)) return;
    this.all.add(answer);
    this.recent.push(answer);
    if (this.recent.length >= 2 * RECENT_KEPT) this.recent = this.recent.slice(-RECENT_KEPT);
  }

  delete(answer: CachedAnswer): void {
    if (!this.all.delete(answer)) return;
    const at = this.recent.lastIndexOf(answer);
    if (at >= 0) this.recent.splice(at, 1);
  }

  [Symbol.iterator](): Iterator<CachedAnswer> {
    return this.all[Symbol.iterator]();
  }

  /** The `count` newest entries but `except`, oldest first. */
  newest(count: number, except: CachedAnswer): CachedAnswer[] {
    const recent = this.recent.filter((entry) => entry !== except);
    // The list holds every entry of the shape, or enough of the newest.
    if (recent.length >= count || this.recent.length === this.all.size) return recent.slice(-count);
    // Deletions left the short list short of entries the shape still holds: read them all.
    const rest = [...this.all].filter((entry) => entry !== except);
    return rest.slice(-count);
  }
}
