// Batches writes off the request path: items are pushed synchronously and written together every
// `intervalMs` (or sooner when a batch fills). Flushes never overlap; `close()` writes what is left.
//
// A failed batch is one of two things, told apart by the error and by probing the database:
//   - an outage (a connection-class error, or the probe fails too): nothing is dropped. The batch
//     goes back to the head of the queue and is retried with backoff for as long as it takes. The
//     queue is bounded: once full, push() refuses new items so the caller can answer without
//     recording (and say so).
//   - a bad item (the database answers): the batch is split in halves, recursively, until the bad
//     item stands alone; it is quarantined with a logged reason and every other item is written.
//     One tenant's bad row never costs another tenant anything.
import type { Logger } from '../logger.js';
import { isTransientWriteError } from './write-errors.js';

export interface WriteBehindOptions<T> {
  intervalMs: number;
  maxBatch?: number;
  /** Items held (during an outage) before push() refuses more. */
  maxQueue?: number;
  /** Whether the database answers at all. Without one, every failure counts as an outage: retried, never dropped. */
  probe?: () => Promise<boolean>;
  /** What a quarantined item is, for the log line: ids, never contents. */
  describe?: (item: T) => Record<string, unknown>;
}

export interface WriterHealth {
  pending: number;
  /** Why writes are waiting, when the database is unreachable. */
  outage: string | null;
  outageSince: Date | null;
  quarantined: number;
  /** Items refused because the queue was full. */
  refused: number;
}

const MAX_BACKOFF_MS = 5_000;

export class WriteBehind<T> {
  private queue: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private failures = 0;
  private closed = false;
  private outage: { since: Date; reason: string } | null = null;
  private quarantined = 0;
  private refused = 0;
  private readonly maxBatch: number;
  private readonly maxQueue: number;

  constructor(
    private readonly name: string,
    private readonly write: (items: T[]) => Promise<void>,
    private readonly logger: Logger,
    private readonly options: WriteBehindOptions<T>,
  ) {
    this.maxBatch = options.maxBatch ?? 500;
    this.maxQueue = options.maxQueue ?? 200_000;
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Whether push() would refuse: the queue is full (the database has been away for long). */
  get full(): boolean {
    return this.queue.length >= this.maxQueue;
  }

  health(): WriterHealth {
    return { pending: this.queue.length, outage: this.outage?.reason ?? null, outageSince: this.outage?.since ?? null, quarantined: this.quarantined, refused: this.refused };
  }

  /** Queues an item; false (and nothing queued) when the queue is full. */
  push(item: T): boolean {
    if (this.full) {
      this.refused++;
      return false;
    }
    this.queue.push(item);
    if (this.queue.length >= this.maxBatch && !this.outage) this.schedule(0);
    else this.schedule(this.options.intervalMs);
    return true;
  }

  /** Writes everything queued so far; resolves when written, or when an outage stops it. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    while (this.queue.length > 0) {
      this.running = this.writeBatch();
      await this.running;
      this.running = null;
      if (this.outage) return; // retried by the timer, with backoff
    }
  }

  /**
   * The timer's flush: writes what was queued when it began, not what arrives meanwhile. Under
   * load a write takes long enough for more to queue; chasing it would write continuously in
   * small batches instead of once per interval (and hits could no longer add up in memory).
   */
  private async flushQueued(): Promise<void> {
    while (this.running) await this.running;
    for (let left = this.queue.length; left > 0 && this.queue.length > 0; left -= this.maxBatch) {
      this.running = this.writeBatch();
      await this.running;
      this.running = null;
      if (this.outage) return; // retried by the timer, with backoff
    }
    if (this.queue.length > 0) this.schedule(this.queue.length >= this.maxBatch ? 0 : this.options.intervalMs);
  }

  /** Writes what is left, retrying through an outage until `deadlineMs` has passed. */
  async close(deadlineMs = 10_000): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const deadline = Date.now() + deadlineMs;
    await this.flush();
    while (this.queue.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(500, Math.max(0, deadline - Date.now()))));
      await this.flush();
    }
    if (this.queue.length > 0) this.logger.error({ writer: this.name, lost: this.queue.length, reason: this.outage?.reason }, 'writes lost at close: the database stayed unreachable');
  }

  private schedule(delayMs: number): void {
    if (this.closed) return;
    if (this.timer && delayMs > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flushQueued().catch((err) => this.logger.error({ err, writer: this.name }, 'flush failed'));
    }, delayMs);
    this.timer.unref();
  }

  private async writeBatch(): Promise<void> {
    const batch = this.queue.splice(0, this.maxBatch);
    const left = await this.writeOrIsolate(batch);
    if (left.length === 0) {
      if (this.outage) this.logger.info({ writer: this.name, since: this.outage.since }, 'database reachable again; writes resumed');
      this.outage = null;
      this.failures = 0;
      return;
    }
    // An outage: what was not written goes back first, in order.
    this.queue.unshift(...left);
    this.failures++;
    if (this.failures === 1 || this.failures % 20 === 0) {
      this.logger.warn({ writer: this.name, pending: this.queue.length, attempt: this.failures, reason: this.outage?.reason }, 'database unreachable; holding writes');
    }
    this.schedule(Math.min(MAX_BACKOFF_MS, this.options.intervalMs * 2 ** Math.min(this.failures, 10)));
  }

  /** Writes `items`; returns those left unwritten because the database is unreachable. */
  private async writeOrIsolate(items: T[]): Promise<T[]> {
    try {
      await this.write(items);
      return [];
    } catch (err) {
      if (isTransientWriteError(err) || !(await this.reachable())) {
        this.outage ??= { since: new Date(), reason: (err as Error).message };
        return items;
      }
      if (items.length === 1) {
        this.quarantine(items[0], err);
        return [];
      }
      const half = Math.ceil(items.length / 2);
      const first = await this.writeOrIsolate(items.slice(0, half));
      if (first.length > 0) return [...first, ...items.slice(half)];
      return this.writeOrIsolate(items.slice(half));
    }
  }

  private async reachable(): Promise<boolean> {
    if (!this.options.probe) return false;
    try {
      return await this.options.probe();
    } catch {
      return false;
    }
  }

  private quarantine(item: T, err: unknown): void {
    this.quarantined++;
    this.logger.error(
      { writer: this.name, item: this.options.describe?.(item), reason: (err as Error).message?.slice(0, 300) },
      'write quarantined: the database refused this item; the rest of its batch was written',
    );
  }
}
