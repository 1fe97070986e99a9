// POST /v1/chat/completions: answer from the account's cache tree, or forward upstream and record.
// Written against node's req/res rather than Koa: this is the hot path (see server.ts).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ApiKeyService, KeyIdentity } from '../auth/api-keys.js';
import type { CacheStore, Hit, RequestKey } from '../cache/cache-store.js';
import { messageKey } from '../cache/message-key.js';
import { NO_USAGE, usageOf } from '../cache/usage.js';
import { AppError, AuthenticationError } from '../errors.js';
import type { Logger } from '../logger.js';
import { cacheAuthToken, cacheBindings, inductionDisabled, requireUpstreamAuthorization } from './cache-headers.js';
import { cacheStatusHeader } from './cache-status.js';
import { parseChatRequest, type ChatRequest } from './chat-request.js';
import { readBody, send } from './http-io.js';
import type { RequestLogEntry, RequestLogWriter } from './request-log.js';
import { requestKey } from './request-key.js';
import { manualTemplates } from '../templates/manual-templates.js';
import { cacheableAnswer } from './upstream-answer.js';
import { NOT_RETURNED, type UpstreamClient } from './upstream-client.js';

export interface ProxyDeps {
  apiKeys: ApiKeyService;
  cache: CacheStore;
  upstream: UpstreamClient;
  requestLog: RequestLogWriter;
  logger: Logger;
  bodyLimit: number;
}

type Outcome = Omit<RequestLogEntry, 'id' | 'createdAt' | 'accountId' | 'apiKeyId' | 'latencyMs' | 'model'>;

const FAILED: Omit<Outcome, 'error'> = { cacheStatus: 'error', upstreamStatus: null, ...NO_USAGE, answerNodeId: null, nodePath: null, bindings: null };

export function chatCompletionsHandler(deps: ProxyDeps) {
  const { apiKeys, cache, upstream, requestLog, logger, bodyLimit } = deps;

  return async function chatCompletions(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    let identity: KeyIdentity | null = null;
    let model: string | null = null;
    let status = 500;

    const finish = (outcome: Outcome, responseStatus: number, headers: OutgoingHttpHeaders, body: Buffer | string) => {
      status = responseStatus;
      const entry = identity
        ? requestLog.log({ ...outcome, model, accountId: identity.accountId, apiKeyId: identity.keyId, latencyMs: performance.now() - started })
        : null;
      if (entry) headers['rote-request'] = entry.id;
      send(res, responseStatus, headers, body);
      // Misses and errors cost money or fail: info. Hits are the hot loop's common case: debug.
      const level = outcome.cacheStatus === 'hit' || outcome.cacheStatus === 'template_hit' ? 'debug' : 'info';
      if (logger.isLevelEnabled(level)) {
        const ms = Math.round((performance.now() - started) * 10) / 10;
        logger[level]({ request: entry?.id, cache: outcome.cacheStatus, status, ms, model }, 'chat completion');
      }
    };

    try {
      const headers = req.headers;
      const token = cacheAuthToken(headers);
      requireUpstreamAuthorization(headers);
      identity = await apiKeys.authenticate(token);
      if (!identity) throw new AuthenticationError('invalid_cache_auth', 'The Rote API key in Cache-Auth is unknown or revoked.');
      const bindings = cacheBindings(headers);
      const raw = await readBody(req, bodyLimit);
      const request = parseChatRequest(raw);
      model = request.model;
      const key = requestKey(request);

      let hit: Hit | null = null;
      let cacheUsable = true;
      if (request.stream) {
        // A hit must reach a streaming client as a stream; until then, streams go straight through.
        await forward(req, request, raw, key, identity, bindings, false, finish, cacheStatusHeader.bypass('stream'));
        return;
      }
      try {
        hit = await cache.lookup(identity.accountId, key);
      } catch (err) {
        // A cache fault degrades to a miss, never to a failed request.
        cacheUsable = false;
        logger.error({ err, accountId: identity.accountId }, 'cache lookup failed; forwarding');
      }

      if (hit) {
        const answerNodeId = hit.answer.answerNode.id;
        const templated = hit.bindings !== null;
        finish(
          {
            cacheStatus: templated ? 'template_hit' : 'hit',
            upstreamStatus: null,
            ...(hit.answer.usage ?? NO_USAGE),
            answerNodeId,
            nodePath: hit.path.map((node) => node.id),
            bindings: hit.bindings ?? bindings,
            error: null,
          },
          200,
          {
            'content-type': 'application/json',
            'cache-status': templated ? cacheStatusHeader.templateHit : cacheStatusHeader.hit,
            'rote-node': answerNodeId,
          },
          hit.body,
        );
        return;
      }
      await forward(req, request, raw, key, identity, bindings, cacheUsable, finish);
    } catch (err) {
      const error = err instanceof AppError ? err : new AppError(500, 'server_error', 'internal_error', 'Rote failed to handle the request.');
      if (!(err instanceof AppError)) logger.error({ err }, 'unexpected error in chat completions');
      const headers: OutgoingHttpHeaders = { 'content-type': 'application/json' };
      if (error.status === 413) headers.connection = 'close';
      if (res.headersSent) {
        res.destroy();
        return;
      }
      finish({ ...FAILED, error: error.message }, error.status, headers, JSON.stringify(error.toBody()));
    }
  };

  async function forward(
    req: IncomingMessage,
    request: ChatRequest,
    raw: Buffer,
    key: RequestKey,
    identity: KeyIdentity,
    bindings: Record<string, string> | null,
    cacheUsable: boolean,
    finish: (outcome: Outcome, status: number, headers: OutgoingHttpHeaders, body: Buffer) => void,
    notStoredStatus?: string,
  ): Promise<void> {
    const deadline = upstream.deadline();
    const response = await upstream.send(raw, req.headers, deadline);
    let body: Buffer;
    try {
      body = Buffer.from(await response.body.arrayBuffer());
    } catch (err) {
      throw upstream.translate(err, deadline);
    }
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (!NOT_RETURNED.has(name)) headers[name] = value;
    }
    const contentType = response.headers['content-type'];
    const answer = request.stream ? null : cacheableAnswer(response.status, Array.isArray(contentType) ? contentType[0] : contentType, body);
    const ok = response.status >= 200 && response.status < 300;

    if (!answer || !cacheUsable) {
      headers['cache-status'] = notStoredStatus ?? (cacheUsable ? cacheStatusHeader.notStored(response.status) : cacheStatusHeader.unavailable);
      const outcome: Outcome = {
        cacheStatus: ok ? 'miss' : 'error',
        upstreamStatus: response.status,
        ...(answer?.usage ?? usageOf(safeJson(body))),
        answerNodeId: null,
        nodePath: null,
        bindings,
        error: ok ? null : `upstream answered ${response.status}`,
      };
      finish(outcome, response.status, headers, body);
      return;
    }

    let answerNodeId: string | null = null;
    let nodePath: string[] | null = null;
    try {
      const templates = bindings ? manualTemplates(request.messages, answer.message, answer.body, bindings) : null;
      const induce = !inductionDisabled(req.headers);
      const recorded = await cache.record(identity.accountId, key, messageKey(answer.message), body.toString('utf8'), templates, induce);
      answerNodeId = recorded.answer.answerNode.id;
      nodePath = recorded.path.map((node) => node.id);
      headers['cache-status'] = cacheStatusHeader.stored;
      headers['rote-node'] = answerNodeId;
    } catch (err) {
      logger.error({ err, accountId: identity.accountId }, 'recording an answer failed');
      headers['cache-status'] = cacheStatusHeader.unavailable;
    }
    finish({ cacheStatus: 'miss', upstreamStatus: response.status, ...answer.usage, answerNodeId, nodePath, bindings, error: null }, response.status, headers, body);
  }
}

function safeJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}
