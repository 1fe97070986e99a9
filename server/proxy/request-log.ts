// Every proxied request is logged for the dashboard's feed. Entries are written behind, in
// batches, so logging adds nothing to a response's latency; listeners (the live feed) hear of an
// entry at once, before it is written.
import { randomUUID } from 'node:crypto';
import { RequestLog, type CacheStatus } from '../db/models/index.js';
import { insertRows } from '../db/batch-sql.js';
import { WriteBehind, type WriterHealth } from '../db/write-behind.js';
import type { Logger } from '../logger.js';

export interface RequestLogEntry {
  id: string;
  accountId: string;
  apiKeyId: string | null;
  model: string | null;
  cacheStatus: CacheStatus;
  upstreamStatus: number | null;
  latencyMs: number;
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
  answerNodeId: string | null;
  nodePath: string[] | null;
  bindings: Record<string, string> | null;
  error: string | null;
  createdAt: Date;
}

const COLUMNS = [
  'id',
  'account_id',
  'api_key_id',
  'model',
  'cache_status',
  'upstream_status',
  'latency_ms',
  'prompt_tokens',
  'completion_tokens',
  'total_tokens',
  'answer_node_id',
  'node_path',
  'bindings',
  'error',
  'created_at',
];

/** The width of request_logs.model. */
const MODEL_COLUMN = 200;

export type RequestLogListener = (entry: RequestLogEntry) => void;

export class RequestLogWriter {
  private readonly writes: WriteBehind<RequestLogEntry>;
  private readonly listeners = new Set<RequestLogListener>();

  constructor(private readonly logger: Logger, flushMs: number, probe?: () => Promise<boolean>, maxQueue?: number) {
    this.writes = new WriteBehind('request-log', (batch) => this.persist(batch), logger, {
      intervalMs: flushMs,
      probe,
      maxQueue,
      describe: (entry) => ({ id: entry.id, accountId: entry.accountId }),
    });
  }

  writerHealth(): WriterHealth {
    return this.writes.health();
  }

  log(fields: Omit<RequestLogEntry, 'id' | 'createdAt'>, id: string = randomUUID()): RequestLogEntry {
    const entry: RequestLogEntry = { ...fields, id, createdAt: new Date() };
    this.writes.push(entry);
    for (const listener of this.listeners) {
      try {
        listener(entry);
      } catch (err) {
        this.logger.warn({ err }, 'request log listener failed');
      }
    }
    return entry;
  }

  /** Calls `listener` for each new entry; returns the function that stops it. */
  subscribe(listener: RequestLogListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  flush(): Promise<void> {
    return this.writes.flush();
  }

  close(): Promise<void> {
    return this.writes.close();
  }

  private async persist(batch: RequestLogEntry[]): Promise<void> {
    const rows = batch.map((e) => [
      e.id,
      e.accountId,
      e.apiKeyId,
      e.model?.slice(0, MODEL_COLUMN) ?? null, // store what fits: a long model name never fails a batch
      e.cacheStatus,
      e.upstreamStatus,
      e.latencyMs,
      e.promptTokens,
      e.completionTokens,
      e.totalTokens,
      e.answerNodeId,
      e.nodePath ? JSON.stringify(e.nodePath) : null,
      e.bindings ? JSON.stringify(e.bindings) : null,
      e.error,
      e.createdAt,
    ]);
    await insertRows(RequestLog.sequelize!, 'request_logs', COLUMNS, rows, { ignoreDuplicates: true });
  }
}
