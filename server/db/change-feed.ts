// Changes one instance announces to the others sharing its Postgres database, over Postgres's own
// LISTEN/NOTIFY (no extra server). Each instance ignores its own announcements. When the listening
// connection drops, announcements may have been missed: `resync` tells the instance to forget what
// it holds in memory (it reloads from the database). On SQLite (one process) the feed is silent.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Sequelize } from 'sequelize';
import { Listeners } from '../listeners.js';
import type { Logger } from '../logger.js';

export type Change =
  | { kind: 'answers'; accountId: string; answerIds: string[] }
  /** Only induction's outcome changed on these answers. */
  | { kind: 'outcomes'; accountId: string; answerIds: string[] }
  | { kind: 'deleted'; accountId: string; nodeId: string }
  | { kind: 'key-revoked'; keyId: string }
  | { kind: 'session-ended'; sessionId: string }
  | { kind: 'account-settings'; accountId: string };

const CHANNEL = 'rote_changes';
/** Postgres caps a notification's payload at 8000 bytes. */
const MAX_IDS_PER_NOTICE = 150;

export class ChangeFeed {
  readonly changes = new Listeners<Change>();
  readonly resync = new Listeners<void>();
  private readonly instance = randomUUID();
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = 250;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {}

  get enabled(): boolean {
    return this.sequelize.getDialect() === 'postgres';
  }

  async start(): Promise<void> {
    if (this.enabled) await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
  }

  publish(change: Change): void {
    if (!this.enabled) return;
    const notices: Change[] =
      change.kind === 'answers' || change.kind === 'outcomes'
        ? chunk(change.answerIds, MAX_IDS_PER_NOTICE).map((answerIds) => ({ ...change, answerIds }))
        : [change];
    for (const notice of notices) {
      const payload = JSON.stringify({ from: this.instance, change: notice });
      this.sequelize.query('SELECT pg_notify($1, $2)', { bind: [CHANNEL, payload] }).catch((err) => this.logger.warn({ err }, 'could not announce a change'));
    }
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      try {
        const { from, change } = JSON.parse(message.payload ?? '{}') as { from: string; change: Change };
        if (from !== this.instance) this.changes.emit(change);
      } catch (err) {
        this.logger.warn({ err }, 'unreadable change notification');
      }
    });
    client.on('error', (err) => this.logger.warn({ err }, 'change feed connection failed'));
    client.on('end', () => {
      if (this.stopped) return;
      this.client = null;
      this.logger.warn('change feed disconnected; reconnecting, then reloading what is in memory');
      setTimeout(() => void this.reconnect(), this.retryMs).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
    this.retryMs = 250;
  }

  private async reconnect(): Promise<void> {
    try {
      await this.listen();
      this.resync.emit();
    } catch {
      this.retryMs = Math.min(this.retryMs * 2, 10_000);
      if (!this.stopped) setTimeout(() => void this.reconnect(), this.retryMs).unref();
    }
  }
}

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
