// Batches writes off the request path: items are pushed synchronously and written together every
// `intervalMs` (or sooner when a batch fills). Flushes never overlap; `close()` writes what is left.
// A failed write is retried with backoff, so a database hiccup delays writes instead of losing them.
import type { Logger } from '../logger.js';

export interface WriteBehindOptions {
  intervalMs: number;
  maxBatch?: number;
  maxAttempts?: number;
}

export class WriteBehind<T> {
  private queue: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private failures = 0;
  private closed = false;
  private readonly maxBatch: number;
  private readonly maxAttempts: number;

  constructor(
    private readonly name: string,
    private readonly write: (items: T[]) => Promise<void>,
    private readonly logger: Logger,
    private readonly options: WriteBehindOptions,
  ) {
    this.maxBatch = options.maxBatch ?? 500;
    this.maxAttempts = options.maxAttempts ?? 8;
  }

  get pending(): number {
    return this.queue.length;
  }

  push(item: T): void {
    this.queue.push(item);
    if (this.queue.length >= this.maxBatch) this.schedule(0);
    else this.schedule(this.options.intervalMs);
  }

  /** Writes everything queued so far; resolves when it is written (or given up on). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    while (this.queue.length > 0) {
      this.running = this.writeBatch();
      await this.running;
      this.running = null;
      if (this.failures > 0) return; // retried by the timer, with backoff
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (let attempt = 0; attempt < this.maxAttempts && this.queue.length > 0; attempt++) {
      this.failures = 0;
      await this.flush();
    }
    if (this.queue.length > 0) this.logger.error({ writer: this.name, lost: this.queue.length }, 'writes lost at close');
  }

  private schedule(delayMs: number): void {
    if (this.closed) return;
    if (this.timer && delayMs > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush().catch((err) => this.logger.error({ err, writer: this.name }, 'flush failed'));
    }, delayMs);
    this.timer.unref();
  }

  private async writeBatch(): Promise<void> {
    const batch = this.queue.splice(0, this.maxBatch);
    try {
      await this.write(batch);
      this.failures = 0;
    } catch (err) {
      this.failures++;
      if (this.failures >= this.maxAttempts) {
        this.logger.error({ err, writer: this.name, dropped: batch.length }, 'giving up on a batch');
        this.failures = 0;
        return;
      }
      this.queue.unshift(...batch);
      this.logger.warn({ err, writer: this.name, attempt: this.failures }, 'batch write failed; will retry');
      if (!this.closed) this.schedule(Math.min(30_000, this.options.intervalMs * 2 ** this.failures));
    }
  }
}
