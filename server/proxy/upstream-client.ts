// Calls the upstream chat-completion API over a pooled keep-alive client. The client's own
// Authorization goes through untouched; Rote's headers and hop-by-hop headers stay behind.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { Agent, errors, request, type Dispatcher } from 'undici';
import type { Readable } from 'node:stream';
import { UpstreamTimeoutError, UpstreamUnreachableError } from '../errors.js';
import { Listeners } from '../listeners.js';
import { upstreamUrl } from './upstream-url.js';

export interface UpstreamResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Dispatcher.ResponseData['body'];
}

const NOT_FORWARDED = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'accept-encoding',
  'cookie',
  'cache-auth',
  'cache-bindings',
  'cache-disable-induction',
]);

/** Upstream response headers that describe the upstream's own connection or encoding, not the answer. */
export const NOT_RETURNED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'server',
  'set-cookie',
  'alt-svc',
]);

/** One upstream call: how long until its status and headers came (or it failed), and how it went. */
export interface UpstreamTiming {
  ms: number;
  /** 'ok' for a 2xx, 'error' for another status, 'failed' when no answer came. */
  outcome: 'ok' | 'error' | 'failed';
}

export class UpstreamClient {
  /** Each call's time to its response headers (for /metrics). */
  readonly timings = new Listeners<UpstreamTiming>();
  private readonly agent: Agent;
  private readonly base: URL;
  private readonly chatUrl: string;

  constructor(
    baseUrl: string,
    private readonly timeoutMs: number,
    connections: number,
  ) {
    this.base = new URL(baseUrl);
    this.chatUrl = upstreamUrl(this.base, '/chat/completions');
    this.agent = new Agent({ connections, keepAliveTimeout: 30_000, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  }

  /**
   * Sends the client's chat-completion body bytes unchanged. `signal` aborts the call (and a body
   * still being read): the deadline, or the client leaving; the caller reads the body.
   */
  send(raw: Buffer, incoming: IncomingHttpHeaders, signal: AbortSignal): Promise<UpstreamResponse> {
    return this.request('POST', this.chatUrl, incoming, raw, signal);
  }

  /** Passes any other request through: `path` after /v1, the client's query, its body (streamed, or read already). */
  forward(method: string, path: string, search: string, incoming: IncomingHttpHeaders, body: Buffer | Readable | null, signal: AbortSignal): Promise<UpstreamResponse> {
    return this.request(method, upstreamUrl(this.base, path, search), incoming, body, signal);
  }

  private async request(method: string, url: string, incoming: IncomingHttpHeaders, body: Buffer | Readable | null, signal: AbortSignal): Promise<UpstreamResponse> {
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    for (const [name, value] of Object.entries(incoming)) {
      if (value === undefined || NOT_FORWARDED.has(name)) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const started = performance.now();
    try {
      const response = await request(url, { method: method as Dispatcher.HttpMethod, headers, body, dispatcher: this.agent, signal });
      this.timings.emit({ ms: performance.now() - started, outcome: response.statusCode >= 200 && response.statusCode < 300 ? 'ok' : 'error' });
      return { status: response.statusCode, headers: response.headers as UpstreamResponse['headers'], body: response.body };
    } catch (err) {
      this.timings.emit({ ms: performance.now() - started, outcome: 'failed' });
      throw this.translate(err, signal);
    }
  }

  /** Maps a transport failure to the error the client sees: 504 for a timeout, 502 otherwise. */
  translate(err: unknown, deadline: AbortSignal): Error {
    if (
      (deadline.aborted && (deadline.reason as Error | undefined)?.name === 'TimeoutError') ||
      err instanceof errors.HeadersTimeoutError ||
      err instanceof errors.BodyTimeoutError ||
      err instanceof errors.ConnectTimeoutError
    ) {
      return new UpstreamTimeoutError(this.timeoutMs);
    }
    const detail = err instanceof Error ? ((err as { code?: string }).code ?? err.message) : String(err);
    return new UpstreamUnreachableError(detail);
  }

  deadline(): AbortSignal {
    return AbortSignal.timeout(this.timeoutMs);
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

/** The upstream's headers that describe the answer, for the client. */
export function returnedHeaders(response: UpstreamResponse, requestId: string): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { 'rote-request': requestId };
  for (const [name, value] of Object.entries(response.headers)) {
    if (!NOT_RETURNED.has(name)) headers[name] = value;
  }
  return headers;
}
