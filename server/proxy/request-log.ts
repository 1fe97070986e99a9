// Every proxied request is logged for the dashboard's feed. Entries are written behind, in
// batches, so logging adds nothing to a response's latency; listeners (the live feed) hear of an
// entry at once, before it is written.
import { randomUUID } from 'node:crypto';
import { RequestLog, type CacheStatus } from '../db/models/index.js';
import { WriteBehind } from '../db/write-behind.js';
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

export type RequestLogListener = (entry: RequestLogEntry) => void;

export class RequestLogWriter {
  private readonly writes: WriteBehind<RequestLogEntry>;
  private readonly listeners = new Set<RequestLogListener>();

  constructor(private readonly logger: Logger, flushMs: number) {
    this.writes = new WriteBehind('request-log', (batch) => this.persist(batch), logger, { intervalMs: flushMs });
  }

  log(fields: Omit<RequestLogEntry, 'id' | 'createdAt'>): RequestLogEntry {
    const entry: RequestLogEntry = { ...fields, id: randomUUID(), createdAt: new Date() };
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
    await RequestLog.bulkCreate(
      batch.map((entry) => ({
        ...entry,
        nodePath: entry.nodePath ? JSON.stringify(entry.nodePath) : null,
        bindings: entry.bindings ? JSON.stringify(entry.bindings) : null,
      })),
      { validate: false, ignoreDuplicates: true },
    );
  }
}
