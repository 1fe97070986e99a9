// Every proxied request is logged for the dashboard: what was asked, what was answered (or the
// error), by which key, how fast, and what the cache did. Entries are written behind, in batches,
// so logging adds nothing to a response's latency; listeners (the live feed) hear at once.
//
// What is kept, and what it costs per request:
//   - request and answer bodies go to request_contents once per distinct text per account (by
//     SHA-256), so a repeated request stores its text once, and deleting cache entries never
//     rewrites history;
//   - identical hits (same key, same request bytes, same answer) within one flush window share one
//     row with a count, mean and maximum latency, and first and last time. A hot hit costs one
//     Map lookup and a few additions; the row is written once per window.
import { hash } from 'node:crypto';
import { RequestLog, type CacheStatus } from '../db/models/index.js';
import { insertRows } from '../db/batch-sql.js';
import { WriteBehind, type WriterHealth } from '../db/write-behind.js';
import type { Logger } from '../logger.js';
import type { PreparedHit } from '../cache/prepared-hits.js';
import { NO_USAGE } from '../cache/usage.js';
import { nextRequestId } from './request-id.js';

export interface RequestLogEntry {
  id: string;
  accountId: string;
  apiKeyId: string | null;
  model: string | null;
  cacheStatus: CacheStatus;
  upstreamStatus: number | null;
  /** Mean over the row's requests. */
  latencyMs: number;
  latencyMaxMs: number;
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
  answerNodeId: string | null;
  nodePath: string[] | null;
  bindings: Record<string, string> | null;
  error: string | null;
  stream: boolean | null;
  /** For a miss: why the cache did not answer, as known then (see miss-reason.ts). */
  missReason?: string | null;
  /** What was asked, in one short line (see request-preview.ts). */
  preview?: string | null;
  /** SHA-256 of the request body and of the answer or error body, in request_contents. */
  requestHash: string | null;
  responseHash: string | null;
  /** How many identical requests the row holds. */
  count: number;
  createdAt: Date;
  lastAt: Date;
}

/** What a caller says about one request; the log adds the id, times and content hashes. */
export type LoggedRequest = Omit<RequestLogEntry, 'id' | 'createdAt' | 'lastAt' | 'count' | 'latencyMaxMs' | 'requestHash' | 'responseHash'>;

/** The texts of one request, stored with it. */
export interface LoggedContent {
  request: Buffer | string | null;
  /** SHA-256 of `request` when the caller has it already (the proxy hashes every body once). */
  requestHash?: string;
  response: Buffer | string | null;
}

interface OpenRow {
  /** Kept current on every request; `lastAt` only while the feed is watched (written from `lastAtMs`). */
  entry: RequestLogEntry;
  latencySum: number;
  lastAtMs: number;
  /** Set when a flush takes the row: later hits open a new one. */
  sealed: boolean;
}

type LogItem = { kind: 'row'; row: OpenRow } | { kind: 'content'; accountId: string; hash: string; body: string; at: Date };

const COLUMNS = [
  'id',
  'account_id',
  'api_key_id',
  'model',
  'cache_status',
  'upstream_status',
  'latency_ms',
  'latency_max_ms',
  'prompt_tokens',
  'completion_tokens',
  'total_tokens',
  'answer_node_id',
  'node_path',
  'bindings',
  'error',
  'stream',
  'request_hash',
  'response_hash',
  'miss_reason',
  'preview',
  'count',
  'created_at',
  'last_at',
];
const CONTENT_COLUMNS = ['account_id', 'hash', 'body', 'created_at'];

/** The width of request_logs.model. */
const MODEL_COLUMN = 200;
/**
 * Longer bodies are stored cut, with a note: the log must not double the database per request,
 * and during an outage its queue (bounded in items) must not hold one tenant's megabytes.
 */
const MAX_CONTENT_CHARS = 256_000;
/** Contents known to be stored, remembered to skip re-sending them; forgotten in bulk when full. */
const KNOWN_CONTENTS = 50_000;

export type RequestLogListener = (entry: RequestLogEntry) => void;
/** A cheap per-request signal (metrics): no entry is built for it. */
export type OutcomeListener = (cacheStatus: CacheStatus, latencyMs: number, totalTokens: number | null) => void;

// crypto.hash: one call, about half the cost of createHash().update().digest() on a short body.
export const sha256Hex = (data: Buffer | string) => hash('sha256', data, 'hex');

export class RequestLogWriter {
  private readonly writes: WriteBehind<LogItem>;
  private readonly listeners = new Set<RequestLogListener>();
  private readonly outcomeListeners = new Set<OutcomeListener>();
  /** The open row of each prepared hit, per API key. */
  private readonly openRows = new WeakMap<PreparedHit, Map<string | null, OpenRow>>();
  private known = new Set<string>();

  constructor(private readonly logger: Logger, flushMs: number, probe?: () => Promise<boolean>, maxQueue?: number) {
    this.writes = new WriteBehind('request-log', (batch) => this.persist(batch), logger, {
      intervalMs: flushMs,
      probe,
      maxQueue,
      describe: (item) => (item.kind === 'row' ? { id: item.row.entry.id, accountId: item.row.entry.accountId } : { content: item.hash, accountId: item.accountId }),
    });
  }

  writerHealth(): WriterHealth {
    return this.writes.health();
  }

  /** Logs one request (a miss, an error, or a hit asked with cache directives) with its texts. */
  log(fields: LoggedRequest, content: LoggedContent, id: string = nextRequestId()): RequestLogEntry {
    const now = new Date();
    const entry: RequestLogEntry = {
      ...fields,
      id,
      latencyMaxMs: fields.latencyMs,
      requestHash: this.content(fields.accountId, content.request, now, content.requestHash),
      responseHash: this.content(fields.accountId, content.response, now),
      count: 1,
      createdAt: now,
      lastAt: now,
    };
    this.writes.push({ kind: 'row', row: { entry, latencySum: fields.latencyMs, lastAtMs: now.getTime(), sealed: false } });
    this.announce(entry, fields.latencyMs);
    return entry;
  }

  /**
   * Logs a hit served from a prepared answer; returns the id of the row that holds it. Identical
   * hits add to the open row instead of writing their own.
   */
  hit(prepared: PreparedHit, accountId: string, apiKeyId: string | null, latencyMs: number, raw: Buffer): string {
    let rows = this.openRows.get(prepared);
    if (!rows) this.openRows.set(prepared, (rows = new Map()));
    const open = rows.get(apiKeyId);
    if (open && !open.sealed) {
      const { entry } = open;
      entry.count++;
      open.latencySum += latencyMs;
      entry.latencyMs = open.latencySum / entry.count;
      if (latencyMs > entry.latencyMaxMs) entry.latencyMaxMs = latencyMs;
      open.lastAtMs = Date.now();
      // A Date only for someone watching the feed.
      if (this.listeners.size > 0) entry.lastAt = new Date(open.lastAtMs);
      this.announce(entry, latencyMs);
      return entry.id;
    }
    const now = new Date();
    const usage = prepared.hit.answer.usage ?? NO_USAGE;
    const entry: RequestLogEntry = {
      id: nextRequestId(),
      accountId,
      apiKeyId,
      model: prepared.model,
      cacheStatus: prepared.cacheStatus,
      upstreamStatus: null,
      latencyMs,
      latencyMaxMs: latencyMs,
      ...usage,
      answerNodeId: prepared.hit.answer.answerNode.id,
      nodePath: prepared.nodePath,
      bindings: prepared.hit.bindings,
      error: null,
      stream: prepared.stream,
      preview: prepared.preview,
      requestHash: this.content(accountId, raw, now, prepared.requestHash),
      responseHash: this.content(accountId, prepared.hit.body, now, prepared.responseHash),
      count: 1,
      createdAt: now,
      lastAt: now,
    };
    const row: OpenRow = { entry, latencySum: latencyMs, lastAtMs: now.getTime(), sealed: false };
    rows.set(apiKeyId, row);
    this.writes.push({ kind: 'row', row });
    this.announce(entry, latencyMs);
    return entry.id;
  }

  /** Calls `listener` for each request; returns the function that stops it. */
  subscribe(listener: RequestLogListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` with each request's status, latency and tokens. */
  onOutcome(listener: OutcomeListener): () => void {
    this.outcomeListeners.add(listener);
    return () => this.outcomeListeners.delete(listener);
  }

  flush(): Promise<void> {
    return this.writes.flush();
  }

  close(): Promise<void> {
    return this.writes.close();
  }

  /** Forgets which contents are stored (after retention removed some): they are sent again. */
  forgetKnownContents(): void {
    this.known = new Set();
  }

  /** Queues a text for request_contents unless known stored; returns its hash. */
  private content(accountId: string, data: Buffer | string | null, at: Date, hash?: string): string | null {
    if (data === null || data.length === 0) return null;
    const digest = hash ?? sha256Hex(data);
    const knownKey = `${accountId}:${digest}`;
    if (this.known.has(knownKey)) return digest;
    if (this.known.size >= KNOWN_CONTENTS) this.known = new Set();
    let body = typeof data === 'string' ? data : data.toString('utf8');
    if (body.length > MAX_CONTENT_CHARS) body = `${body.slice(0, MAX_CONTENT_CHARS)}\n… (cut: ${body.length} characters in all)`;
    // Known only once queued: a text refused by a full queue is offered again next time.
    if (this.writes.push({ kind: 'content', accountId, hash: digest, body, at })) this.known.add(knownKey);
    return digest;
  }

  /** Tells the metrics of one request (`latencyMs` is its own, not the row's mean) and the feed of the row. */
  private announce(entry: RequestLogEntry, latencyMs: number): void {
    for (const listener of this.outcomeListeners) listener(entry.cacheStatus, latencyMs, entry.totalTokens);
    for (const listener of this.listeners) {
      try {
        listener(entry);
      } catch (err) {
        this.logger.warn({ err }, 'request log listener failed');
      }
    }
  }

  private async persist(batch: LogItem[]): Promise<void> {
    const contents: Array<Array<string | Date>> = [];
    const rows: Array<Array<string | number | boolean | Date | null>> = [];
    for (const item of batch) {
      if (item.kind === 'content') {
        contents.push([item.accountId, item.hash, item.body, item.at]);
        continue;
      }
      const { row } = item;
      row.sealed = true; // a retry of this batch writes the same figures
      const e = row.entry;
      rows.push([
        e.id,
        e.accountId,
        e.apiKeyId,
        e.model?.slice(0, MODEL_COLUMN) ?? null, // store what fits: a long model name never fails a batch
        e.cacheStatus,
        e.upstreamStatus,
        e.latencyMs,
        e.latencyMaxMs,
        e.promptTokens,
        e.completionTokens,
        e.totalTokens,
        e.answerNodeId,
        e.nodePath ? JSON.stringify(e.nodePath) : null,
        e.bindings ? JSON.stringify(e.bindings) : null,
        e.error,
        e.stream,
        e.requestHash,
        e.responseHash,
        e.missReason ?? null,
        e.preview ?? null,
        e.count,
        e.createdAt,
        new Date(row.lastAtMs),
      ]);
    }
    // Contents first: a row is never written before the texts it points at.
    await insertRows(RequestLog.sequelize!, 'request_contents', CONTENT_COLUMNS, contents, { ignoreDuplicates: true });
    await insertRows(RequestLog.sequelize!, 'request_logs', COLUMNS, rows, { ignoreDuplicates: true });
  }
}
