// POST /v1/responses: the Responses API, cached in the same tree as chat completions. A literal
// hit returns the recorded body as it was, id included, so the id stays valid for
// previous_response_id upstream; Cache-Status says it was a hit. Cache-Bindings make templates as
// for chat completions, rendered over the body's output items; a template hit's id is "cached",
// since the upstream holds no response with its values to continue. Templates are induced from
// Responses traffic with the same lifecycle: a candidate predicts until it has proved itself on
// new values, and a serving one is audited against /responses upstream. Streams are cached too
// (responses-events.ts): a streamed miss is relayed and its completed response stored, a streamed
// hit replays the stored one as events. Requests continuing state kept upstream
// (previous_response_id, background) pass through.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import type { ApiKeyService, KeyIdentity } from '../auth/api-keys.js';
import type { CacheStore, Hit } from '../cache/cache-store.js';
import type { Prediction } from '../cache/cache-tree.js';
import type { TemplateVerifier } from '../induction/template-verifier.js';
import { messageKey } from '../cache/message-key.js';
import { inNamespace } from './request-key.js';
import { NO_USAGE } from '../cache/usage.js';
import { AuthenticationError, NotCachedError, NotRecordedError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { AccountSlots } from './account-slots.js';
import type { PendingMisses } from './pending-misses.js';
import { cacheDirectives } from './cache-control.js';
import { cacheAuthToken, cacheBindings, inductionDisabled, requireUpstreamAuthorization } from './cache-headers.js';
import { assertLiteralTextRemains, manualTemplates } from '../templates/manual-templates.js';
import { cacheStatusHeader } from './cache-status.js';
import { corsHeaders } from './cors.js';
import { answerFailure } from './error-response.js';
import { readBody, send } from './http-io.js';
import type { RequestLogWriter } from './request-log.js';
import { ageSeconds, maxAgeFor } from '../cache/entry-age.js';
import { missReason } from './miss-reason.js';
import { requestPreview, type PreviewedMessage } from './request-preview.js';
import { nextRequestId } from './request-id.js';
import { CompletedResponseReader, replayResponseEvents } from './responses-events.js';
import { parseResponsesRequest } from './responses-request.js';
import { returnedHeaders, type UpstreamClient } from './upstream-client.js';

export interface ResponsesDeps {
  apiKeys: ApiKeyService;
  cache: CacheStore;
  upstream: UpstreamClient;
  requestLog: RequestLogWriter;
  slots: AccountSlots;
  /** Identical misses in flight (see pending-misses.ts), shared with chat completions. */
  pendingMisses: PendingMisses;
  verifier: TemplateVerifier;
  logger: Logger;
  bodyLimit: number;
}

/** A Responses body worth keeping: completed, with output. */
function completedResponse(status: number, contentType: string | undefined, body: Buffer): Record<string, unknown> | null {
  if (status < 200 || status >= 300 || !contentType?.includes('json')) return null;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    return parsed.status === 'completed' && Array.isArray(parsed.output) ? parsed : null;
  } catch {
    return null;
  }
}

/** Responses usage (input_tokens, output_tokens) in the request log's terms. */
function usageOfResponse(body: Record<string, unknown> | null) {
  const usage = body?.usage as { input_tokens?: number; output_tokens?: number; total_tokens?: number } | undefined;
  if (!usage) return NO_USAGE;
  return { promptTokens: usage.input_tokens ?? null, completionTokens: usage.output_tokens ?? null, totalTokens: usage.total_tokens ?? null };
}

export function responsesHandler(deps: ResponsesDeps) {
  const { apiKeys, cache, upstream, requestLog, slots, pendingMisses, verifier, logger, bodyLimit } = deps;

  return async function responses(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const requestId = nextRequestId();
    let raw: Buffer | null = null;
    let stream: boolean | null = null;
    let identity: KeyIdentity | null = null;
    let model: string | null = null;
    let whyMissed: string | null = null;
    let preview: string | null = null;
    const clientGone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) clientGone.abort();
    });
    let bindings: Record<string, string> | null = null;
    const log = (
      cacheStatus: 'hit' | 'template_hit' | 'miss' | 'error',
      fields: { upstreamStatus: number | null; answerNodeId: string | null; nodePath: string[] | null; error: string | null; usage?: ReturnType<typeof usageOfResponse> },
      response: Buffer | string | null,
    ) => {
      if (!identity) return;
      const { usage, ...rest } = fields;
      requestLog.log({ cacheStatus, model, stream, accountId: identity.accountId, apiKeyId: identity.keyId, latencyMs: performance.now() - started, bindings, ...(usage ?? NO_USAGE), ...rest, missReason: cacheStatus === 'miss' ? whyMissed : null, preview }, { request: raw, response }, requestId);
    };

    try {
      identity = await apiKeys.authenticate(cacheAuthToken(req.headers));
      if (!identity) throw new AuthenticationError('invalid_cache_auth', 'The Rote API key in Cache-Auth is unknown or revoked.');
      requireUpstreamAuthorization(req.headers);
      raw = await readBody(req, bodyLimit);
      bindings = cacheBindings(req.headers);
      const request = parseResponsesRequest(raw);
      if (bindings) assertLiteralTextRemains(request.messages, bindings);
      model = request.model;
      stream = request.body.stream === true;
      const input = request.body.input;
      preview = requestPreview(typeof input === 'string' ? [{ role: 'user', content: input }] : Array.isArray(input) ? (input as PreviewedMessage[]) : []);
      const directives = cacheDirectives(req.headers);
      const key = inNamespace(request.key, directives.namespace);

      let refresh: 'request' | 'stale' | null = directives.noCache ? 'request' : null;
      let accountTtl: number | null = null;
      /** Templates not yet allowed to answer this request: the upstream's answer tests them. */
      const predictions: Prediction[] = [];
      if (request.cacheable && !directives.noCache) {
        const lookUp = async (): Promise<Hit | null> => {
          predictions.length = 0;
          const found = await cache.lookup(identity!.accountId, key, directives.noStore ? undefined : predictions);
          // An entry too old for max-age or the account's lifetime is refreshed.
          accountTtl = cache.loadedTree(identity!.accountId)?.ttlSeconds ?? null; // loaded by the lookup
          const maxAge = maxAgeFor(directives.maxAge, accountTtl);
          const fresh = found && (maxAge === null || ageSeconds(found.answer) <= maxAge);
          if (found && !fresh) refresh = 'stale';
          return fresh ? found : null;
        };
        let hit = await lookUp();
        // An identical miss already on its way upstream answers this one too, once it is recorded.
        const earlier = hit ? undefined : pendingMisses.inFlight(identity.accountId, key);
        if (earlier) {
          await earlier;
          hit = await lookUp();
        }
        if (hit) {
          cache.served(hit);
          const templated = hit.bindings !== null;
          // A literal hit answers the recorded body, its upstream id included; a template hit its rendering.
          const body = templated ? hit.body.toString('utf8') : hit.answer.body;
          const headers: OutgoingHttpHeaders = { 'content-type': stream ? 'text/event-stream; charset=utf-8' : 'application/json', 'cache-status': templated ? cacheStatusHeader.templateHit : cacheStatusHeader.hit, 'rote-node': hit.answer.answerNode.id, 'rote-request': requestId, age: String(ageSeconds(hit.answer)), ...corsHeaders(req) };
          const answered = JSON.parse(body) as Record<string, unknown>;
          send(res, 200, headers, stream ? replayResponseEvents(answered) : body);
          if (templated) bindings = hit.bindings;
          // only-if-cached forbids calling the upstream, in the background too.
          // An answer the audit finds different is stored as this request's own, as on a miss.
          const accountId = identity.accountId;
          const recordAnswer = async (text: string, answer: Record<string, unknown>) => {
            if (!directives.noStore) await cache.record(accountId, key, messageKey({ role: 'assistant', output: answer.output }), text, null, !inductionDisabled(req.headers));
          };
          if (hit.answer.lifecycle && !directives.onlyIfCached) verifier.maybeAudit(accountId, hit, raw, req.headers, 'responses', recordAnswer);
          log(templated ? 'template_hit' : 'hit', { upstreamStatus: null, answerNodeId: hit.answer.answerNode.id, nodePath: hit.path.map((n) => n.id), error: null, usage: usageOfResponse(answered) }, body);
          return;
        }
      }
      if (directives.onlyIfCached) throw new NotCachedError();
      whyMissed = request.cacheable ? missReason(directives, refresh, predictions, true, accountTtl) : 'requests continuing state kept upstream pass through uncached';

      // Only a miss that will be recorded can answer the identical ones arriving meanwhile.
      const settle = request.cacheable && !directives.noStore ? pendingMisses.lead(identity.accountId, key) : undefined;
      let release: (() => void) | undefined;
      try {
        release = slots.take(identity.accountId);
        const signal = AbortSignal.any([upstream.deadline(), clientGone.signal]);
        const response = await upstream.forward('POST', '/responses', new URL(req.url ?? '/', 'http://rote.invalid').search, req.headers, raw, signal);
        const headers: OutgoingHttpHeaders = { ...returnedHeaders(response, requestId), ...corsHeaders(req) };
        if (!request.cacheable) {
          // Continuing state kept upstream: relayed as it comes, not recorded.
          headers['cache-status'] = cacheStatusHeader.passThrough;
          res.writeHead(response.status, headers);
          await pipeline(response.body, res);
          log(response.status < 400 ? 'miss' : 'error', { upstreamStatus: response.status, answerNodeId: null, nodePath: null, error: null }, null);
          return;
        }
        const contentType = String(response.headers['content-type'] ?? '');
        /** Stores a completed response; says where, or why not. */
        const store = async (answer: Record<string, unknown>, text: string) => {
          if (predictions.length > 0) verifier.checkPredictions(identity!.accountId, predictions, answer);
          if (directives.noStore) return { recorded: null, notRecorded: 'no-store' };
          try {
            // The answer node holds the output items; a conversation that continues sends them
            // back as input items, which key as nodes of their own.
            const answerMessage = { role: 'assistant', output: answer.output };
            const templates = bindings ? manualTemplates(request.messages, answerMessage, answer, bindings) : null;
            const entry = await cache.record(identity!.accountId, key, messageKey(answerMessage), text, templates, !inductionDisabled(req.headers), refresh !== null);
            return { recorded: { answerNodeId: entry.answer.answerNode.id, nodePath: entry.path.map((n) => n.id) }, notRecorded: null };
          } catch (err) {
            if (!(err instanceof NotRecordedError)) logger.error({ err, accountId: identity!.accountId }, 'recording a response failed');
            return { recorded: null, notRecorded: err instanceof NotRecordedError ? err.detail : null };
          }
        };
        if (stream && response.status >= 200 && response.status < 300 && contentType.includes('text/event-stream')) {
          // Relayed as it comes (Cache-Status goes out before the end is known), read on the way.
          headers['cache-status'] = cacheStatusHeader.streaming;
          res.writeHead(response.status, headers);
          res.flushHeaders();
          const reader = new CompletedResponseReader();
          for await (const chunk of response.body) {
            reader.push(chunk as Buffer);
            if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
          }
          // Stored before the stream ends, so a request sent right after it can hit.
          const completed = reader.response();
          const text = completed ? JSON.stringify(completed) : null;
          const { recorded } = completed && text ? await store(completed, text) : { recorded: null };
          res.end();
          log('miss', { upstreamStatus: response.status, answerNodeId: recorded?.answerNodeId ?? null, nodePath: recorded?.nodePath ?? null, error: completed ? null : 'stream incomplete; not stored', usage: usageOfResponse(completed) }, text);
          return;
        }
        const body = Buffer.from(await response.body.arrayBuffer());
        const answer = completedResponse(response.status, contentType, body);
        const { recorded, notRecorded } = answer ? await store(answer, body.toString('utf8')) : { recorded: null, notRecorded: null };
        headers['cache-status'] = recorded ? cacheStatusHeader.stored(refresh) : answer || notRecorded ? cacheStatusHeader.notRecorded(notRecorded ?? 'cache-unavailable') : cacheStatusHeader.notStored(response.status);
        if (recorded) headers['rote-node'] = recorded.answerNodeId;
        send(res, response.status, headers, body);
        log(answer ? 'miss' : 'error', { upstreamStatus: response.status, answerNodeId: recorded?.answerNodeId ?? null, nodePath: recorded?.nodePath ?? null, error: answer ? null : `upstream answered ${response.status}`, usage: usageOfResponse(answer) }, body);
      } finally {
        release?.();
        settle?.();
      }
    } catch (err) {
      if (clientGone.signal.aborted) return;
      const cutOff = res.headersSent;
      const error = answerFailure(req, res, err, requestId, logger, 'responses');
      if (!cutOff) log('error', { upstreamStatus: null, answerNodeId: null, nodePath: null, error: error.message }, JSON.stringify(error.toBody()));
    }
  };
}
