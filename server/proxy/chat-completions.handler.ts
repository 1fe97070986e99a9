// POST /v1/chat/completions: answer from the account's cache tree, or forward upstream and record.
// Written against node's req/res rather than Koa: this is the hot path (see server.ts).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ApiKeyService, KeyIdentity } from '../auth/api-keys.js';
import type { CacheStore, Hit, RequestKey } from '../cache/cache-store.js';
import type { PreparedHit } from '../cache/prepared-hits.js';
import type { CacheTree } from '../cache/cache-tree.js';
import type { Prediction } from '../cache/cache-tree.js';
import type { RecordAuditedAnswer, TemplateVerifier } from '../induction/template-verifier.js';
import { messageKey, type ChatMessage } from '../cache/message-key.js';
import { NO_USAGE, usageOf } from '../cache/usage.js';
import { AuthenticationError, ClientClosedError, NotCachedError, NotRecordedError } from '../errors.js';
import type { AccountSlots } from './account-slots.js';
import type { PendingMisses } from './pending-misses.js';
import { cacheDirectives, hasCacheDirectives, type CacheDirectives } from './cache-control.js';
import { CORS_HEADER_LIST, corsHeaders } from './cors.js';
import { answerFailure } from './error-response.js';
import type { Logger } from '../logger.js';
import { assertLiteralTextRemains, manualTemplates } from '../templates/manual-templates.js';
import { cacheAuthToken, cacheBindings, inductionDisabled, requireUpstreamAuthorization } from './cache-headers.js';
import { cacheStatusHeader } from './cache-status.js';
import { parseChatRequest, type ChatRequest } from './chat-request.js';
import { collectBody, readBody, send } from './http-io.js';
import { ageSeconds, maxAgeFor } from '../cache/entry-age.js';
import { missReason } from './miss-reason.js';
import { requestPreview } from './request-preview.js';
import { nextRequestId } from './request-id.js';
import { sha256Hex, type LoggedRequest, type RequestLogWriter } from './request-log.js';
import { inNamespace, requestKey } from './request-key.js';
import { relayStream } from './stream-relay.js';
import { replayAsEvents } from './stream-replay.js';
import { cacheableAnswer } from './upstream-answer.js';
import { returnedHeaders, type UpstreamClient } from './upstream-client.js';

export interface ProxyDeps {
  apiKeys: ApiKeyService;
  cache: CacheStore;
  upstream: UpstreamClient;
  requestLog: RequestLogWriter;
  verifier: TemplateVerifier;
  logger: Logger;
  bodyLimit: number;
  /** Upstream calls in flight per account (see account-slots.ts), shared with the other endpoints. */
  slots: AccountSlots;
  /** Identical misses in flight (see pending-misses.ts), shared with the Responses endpoint. */
  pendingMisses: PendingMisses;
}

export type Outcome = Omit<LoggedRequest, 'accountId' | 'apiKeyId' | 'latencyMs' | 'model' | 'stream'>;

const FAILED: Omit<Outcome, 'error'> = { cacheStatus: 'error', upstreamStatus: null, ...NO_USAGE, answerNodeId: null, nodePath: null, bindings: null };

/** One request's context, shared by the steps that answer it. */
export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  request: ChatRequest;
  raw: Buffer;
  key: RequestKey;
  identity: KeyIdentity;
  bindings: Record<string, string> | null;
  /** False when the cache failed: forward, but do not record. */
  cacheUsable: boolean;
  /** Templates not yet allowed to answer this request: the upstream's answer tests them. */
  predictions: Prediction[];
  /** Why the cache declined to record the answer (database away, a size limit), for Cache-Status. */
  notRecorded?: string;
  /** Aborts when the client goes away before its answer is complete: nobody needs it any more. */
  clientGone: AbortSignal;
  /** The request's Cache-Control and Cache-Namespace. */
  directives: CacheDirectives;
  /** Why a stored entry was passed over: the request asked (no-cache) or it was too old (max-age). */
  refresh: 'request' | 'stale' | null;
  requestId: string;
  /** Logs the outcome (once the answer is complete) with the body the client received. */
  log(outcome: Outcome, status: number, response: Buffer | string | null): void;
}

export function chatCompletionsHandler(deps: ProxyDeps) {
  const { apiKeys, cache, upstream, requestLog, verifier, logger, bodyLimit, slots, pendingMisses } = deps;

  // A warm key's request runs without awaiting anything until it is known to be a miss: the body
  // is collected by callback and a prepared hit answered in the same tick (see collectBody).
  return function chatCompletions(req: IncomingMessage, res: ServerResponse): void {
    const started = performance.now();
    let token: string;
    let identity: KeyIdentity | null;
    try {
      token = cacheAuthToken(req.headers);
      requireUpstreamAuthorization(req.headers);
      identity = apiKeys.known(token);
    } catch (err) {
      refuse(req, res, err, null, started);
      return;
    }
    if (!identity) {
      void authenticateThenAnswer(req, res, token, started);
      return;
    }
    const known = identity;
    collectBody(req, bodyLimit, (err, raw) => (err ? refuse(req, res, err, known, started) : answerBody(req, res, known, raw, started)));
  };

  /** A key not remembered yet: checked against the database before the body is read. */
  async function authenticateThenAnswer(req: IncomingMessage, res: ServerResponse, token: string, started: number): Promise<void> {
    let identity: KeyIdentity | null = null;
    let raw: Buffer;
    try {
      identity = await apiKeys.authenticate(token);
      if (!identity) throw new AuthenticationError('invalid_cache_auth', 'The Rote API key in Cache-Auth is unknown or revoked.');
      raw = await readBody(req, bodyLimit);
    } catch (err) {
      refuse(req, res, err, identity, started);
      return;
    }
    answerBody(req, res, identity, raw, started);
  }

  /** Before the body arrived whole: a bad or unknown key, a body too large, or a client gone. */
  function refuse(req: IncomingMessage, res: ServerResponse, err: unknown, identity: KeyIdentity | null, started: number): void {
    const requestId = nextRequestId();
    const gone = res.destroyed;
    const error = gone ? new ClientClosedError() : answerFailure(req, res, err, requestId, logger, 'chat completions');
    if (identity) {
      const fields = { ...FAILED, error: error.message, model: null, stream: null, accountId: identity.accountId, apiKeyId: identity.keyId, latencyMs: performance.now() - started };
      requestLog.log(fields, { request: null, response: gone ? null : JSON.stringify(error.toBody()) }, requestId);
    }
  }

  /**
   * The fast path: these exact bytes hit before, and nothing the answer depends on changed. It
   * allocates nothing a hit does not need: no request id, no abort signal, no parse.
   */
  function answerBody(req: IncomingMessage, res: ServerResponse, identity: KeyIdentity, raw: Buffer, started: number): void {
    const plain = !hasCacheDirectives(req.headers) && req.headers['cache-bindings'] === undefined;
    const tree = plain ? cache.loadedTree(identity.accountId) : null;
    const bodyHash = sha256Hex(raw);
    const ready = tree?.prepared.get(bodyHash);
    // An answer past the account's entry lifetime is refreshed by the full path.
    if (ready && (tree!.ttlSeconds === null || ageSeconds(ready.hit.answer) <= tree!.ttlSeconds)) {
      serveHit(req, res, ready, identity, raw, started);
      return;
    }
    void answer(req, res, identity, raw, bodyHash, tree, started);
  }

  /** Everything but a prepared hit: parse, look up, and forward a miss. */
  async function answer(req: IncomingMessage, res: ServerResponse, identity: KeyIdentity, raw: Buffer, bodyHash: string, tree: CacheTree | null, started: number): Promise<void> {
    const requestId = nextRequestId();
    const clientGone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) clientGone.abort();
    });
    let model: string | null = null;
    let stream: boolean | null = null;
    let whyMissed: string | null = null;
    let preview: string | null = null;

    const log = (outcome: Outcome, status: number, response: Buffer | string | null) => {
      const latencyMs = performance.now() - started;
      const reason = outcome.cacheStatus === 'miss' ? whyMissed : null;
      requestLog.log({ ...outcome, model, stream, accountId: identity.accountId, apiKeyId: identity.keyId, latencyMs, missReason: reason, preview }, { request: raw, requestHash: bodyHash, response }, requestId);
      const level = status >= 500 ? 'warn' : 'info'; // misses and errors cost money or fail
      if (logger.isLevelEnabled(level)) logger[level]({ request: requestId, cache: outcome.cacheStatus, status, ms: Math.round(latencyMs * 10) / 10, model }, 'chat completion');
    };

    try {
      const headers = req.headers;
      const memoGeneration = tree?.prepared.generation ?? -1;
      const bindings = cacheBindings(headers);
      const request = parseChatRequest(raw);
      model = request.model;
      stream = request.stream;
      preview = requestPreview(request.messages);
      if (bindings) assertLiteralTextRemains(request.messages, bindings);
      const directives = cacheDirectives(headers);
      const key = inNamespace(requestKey(request), directives.namespace);

      let cacheUsable = true;
      let accountTtl: number | null = null;
      let refresh: Exchange['refresh'] = directives.noCache ? 'request' : null;
      const predictions: Prediction[] = [];
      const lookUp = async (): Promise<Hit | null> => {
        predictions.length = 0;
        try {
          let found = directives.noCache ? null : await cache.lookup(identity.accountId, key, directives.noStore ? undefined : predictions);
          accountTtl = cache.loadedTree(identity.accountId)?.ttlSeconds ?? null; // loaded by the lookup
          const maxAge = maxAgeFor(directives.maxAge, accountTtl);
          if (found && maxAge !== null && ageSeconds(found.answer) > maxAge) {
            found = null;
            refresh = 'stale';
          }
          return found;
        } catch (err) {
          // A cache fault degrades to a miss, never to a failed request.
          cacheUsable = false;
          logger.error({ err, accountId: identity.accountId }, 'cache lookup failed; forwarding');
          return null;
        }
      };
      let hit = await lookUp();
      // An identical miss already on its way upstream answers this one too, once it is recorded.
      const earlier = hit || directives.noCache || !cacheUsable ? undefined : pendingMisses.inFlight(identity.accountId, key);
      if (earlier) {
        await earlier;
        hit = await lookUp();
      }
      if (hit) {
        const prepared = prepareHit(hit, request, bodyHash, preview);
        if (tree) tree.prepared.set(bodyHash, prepared, memoGeneration);
        serveHit(req, res, prepared, identity, raw, started, !directives.onlyIfCached);
        return;
      }
      if (directives.onlyIfCached) throw new NotCachedError();
      whyMissed = missReason(directives, refresh, predictions, cacheUsable, accountTtl);
      const exchange: Exchange = { req, res, request, raw, key, identity, bindings, cacheUsable, predictions, requestId, log, clientGone: clientGone.signal, directives, refresh };
      // Only a miss that will be recorded can answer the identical ones arriving meanwhile.
      const settle = directives.noStore || !cacheUsable ? undefined : pendingMisses.lead(identity.accountId, key);
      let release: (() => void) | undefined;
      try {
        release = slots.take(identity.accountId);
        if (request.stream) await relayStream(exchange, { upstream, logger, record });
        else await forward(exchange);
      } finally {
        release?.();
        settle?.();
      }
    } catch (err) {
      if (clientGone.signal.aborted) {
        // Not a failure of Rote's: logged as what it is, and the upstream call was cancelled.
        log({ ...FAILED, error: new ClientClosedError().message }, 499, null);
        return;
      }
      const cutOff = res.headersSent; // a stream already under way is cut off, not logged twice
      const error = answerFailure(req, res, err, requestId, logger, 'chat completions');
      if (!cutOff) log({ ...FAILED, error: error.message }, error.status, JSON.stringify(error.toBody()));
    }
  }

  /** The bytes and facts of a hit, computed once for every later request with the same bytes. */
  function prepareHit(hit: Hit, request: ChatRequest, bodyHash: string, preview: string | null): PreparedHit {
    let payload = hit.body;
    let contentType = 'application/json';
    if (request.stream) {
      const includeUsage = (request.body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true;
      payload = Buffer.from(replayAsEvents(JSON.parse(hit.body.toString('utf8')), includeUsage));
      contentType = 'text/event-stream; charset=utf-8';
    }
    const cacheStatus = hit.bindings !== null ? 'template_hit' : 'hit';
    const headers = [
      'content-type', contentType,
      'content-length', String(payload.length),
      'cache-status', cacheStatus === 'template_hit' ? cacheStatusHeader.templateHit : cacheStatusHeader.hit,
      'rote-node', hit.answer.answerNode.id,
    ];
    if (request.stream) headers.push('cache-control', 'no-cache');
    // The request log's row for this request (identical hits in one flush window share it), and
    // RFC 9111's Age: how long ago the stored answer was made. Filled in by each hit.
    headers.push('rote-request', '', 'age', '');
    return {
      hit,
      cacheStatus,
      payload,
      wire: payload.toString('latin1'),
      headers,
      stream: request.stream,
      model: request.model,
      requestHash: bodyHash,
      responseHash: sha256Hex(hit.body),
      nodePath: hit.path.map((node) => node.id),
      preview,
    };
  }

  /** `auditable`: false when the request forbids calling the upstream (only-if-cached), even in the background. */
  function serveHit(req: IncomingMessage, res: ServerResponse, prepared: PreparedHit, identity: KeyIdentity, raw: Buffer, started: number, auditable = true): void {
    const { hit, headers } = prepared;
    cache.served(hit);
    const rowId = requestLog.hit(prepared, identity.accountId, identity.keyId, performance.now() - started, raw);
    // The list ends in 'rote-request', <row id>, 'age', <seconds> (see prepareHit).
    headers[headers.length - 3] = rowId;
    headers[headers.length - 1] = String(ageSeconds(hit.answer));
    if (!res.headersSent && !res.destroyed) {
      // writeHead copies the list into the response head before it returns.
      res.writeHead(200, req.headers.origin ? headers.concat(CORS_HEADER_LIST) : headers);
      res.end(prepared.wire, 'latin1');
    }
    if (hit.answer.lifecycle && auditable) verifier.maybeAudit(identity.accountId, hit, raw, req.headers, 'chat', auditedAnswerRecorder(identity, raw, req.headers));
    if (logger.isLevelEnabled('debug')) logger.debug({ request: rowId, cache: prepared.cacheStatus, model: prepared.model }, 'chat completion');
  }

  /**
   * Stores the upstream's answer to a template hit whose audit disagreed, as the miss it should
   * have been (see TemplateVerifier.maybeAudit); the request is parsed again only then.
   */
  function auditedAnswerRecorder(identity: KeyIdentity, raw: Buffer, headers: IncomingMessage['headers']): RecordAuditedAnswer {
    return async (text) => {
      const directives = cacheDirectives(headers);
      const answer = cacheableAnswer(200, 'application/json', Buffer.from(text));
      if (directives.noStore || !answer) return;
      const key = inNamespace(requestKey(parseChatRequest(raw)), directives.namespace);
      await cache.record(identity.accountId, key, messageKey(answer.message), text, null, !inductionDisabled(headers));
    };
  }

  async function forward(exchange: Exchange): Promise<void> {
    const deadline = upstream.deadline();
    const response = await upstream.send(exchange.raw, exchange.req.headers, AbortSignal.any([deadline, exchange.clientGone]));
    let body: Buffer;
    try {
      body = Buffer.from(await response.body.arrayBuffer());
    } catch (err) {
      throw upstream.translate(err, deadline);
    }
    const headers = { ...returnedHeaders(response, exchange.requestId), ...corsHeaders(exchange.req) };
    const contentType = response.headers['content-type'];
    const answer = cacheableAnswer(response.status, Array.isArray(contentType) ? contentType[0] : contentType, body);
    const ok = response.status >= 200 && response.status < 300;
    if (!answer || !exchange.cacheUsable) {
      headers['cache-status'] = exchange.cacheUsable ? cacheStatusHeader.notStored(response.status) : cacheStatusHeader.unavailable;
      send(exchange.res, response.status, headers, body);
      exchange.log(
        {
          cacheStatus: ok ? 'miss' : 'error',
          upstreamStatus: response.status,
          ...(answer?.usage ?? usageOf(safeJson(body))),
          answerNodeId: null,
          nodePath: null,
          bindings: exchange.bindings,
          error: ok ? null : `upstream answered ${response.status}`,
        },
        response.status,
        body,
      );
      return;
    }
    const recorded = await record(exchange, answer.message, answer.body, body.toString('utf8'));
    headers['cache-status'] = recorded
      ? cacheStatusHeader.stored(exchange.refresh)
      : exchange.notRecorded
        ? cacheStatusHeader.notRecorded(exchange.notRecorded)
        : cacheStatusHeader.unavailable;
    if (recorded) headers['rote-node'] = recorded.answerNodeId;
    send(exchange.res, response.status, headers, body);
    exchange.log(
      { cacheStatus: 'miss', upstreamStatus: response.status, ...answer.usage, answerNodeId: recorded?.answerNodeId ?? null, nodePath: recorded?.nodePath ?? null, bindings: exchange.bindings, error: null },
      response.status,
      body,
    );
  }

  /** Records a complete answer; null when the cache could not take it (the client still gets it). */
  async function record(exchange: Exchange, message: ChatMessage, parsed: Record<string, unknown>, text: string) {
    const { identity, key, request, bindings, req } = exchange;
    if (exchange.predictions.length > 0) verifier.checkPredictions(identity.accountId, exchange.predictions, parsed);
    if (exchange.directives.noStore) {
      exchange.notRecorded = 'no-store';
      return null;
    }
    try {
      const templates = bindings ? manualTemplates(request.messages, message, parsed, bindings) : null;
      const recorded = await cache.record(identity.accountId, key, messageKey(message), text, templates, !inductionDisabled(req.headers), exchange.refresh !== null);
      return { answerNodeId: recorded.answer.answerNode.id, nodePath: recorded.path.map((node) => node.id) };
    } catch (err) {
      if (err instanceof NotRecordedError) exchange.notRecorded = err.detail;
      else logger.error({ err, accountId: identity.accountId }, 'recording an answer failed');
      return null;
    }
  }
}

export type RecordAnswer = (
  exchange: Exchange,
  message: ChatMessage,
  parsed: Record<string, unknown>,
  text: string,
) => Promise<{ answerNodeId: string; nodePath: string[] } | null>;

function safeJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}
