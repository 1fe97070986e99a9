// POST /v1/chat/completions: answer from the account's cache tree, or forward upstream and record.
import type { Context } from 'koa';
import type { ApiKeyService, KeyIdentity } from '../auth/api-keys.js';
import type { CacheStore, Hit, RequestKey } from '../cache/cache-store.js';
import { messageKey } from '../cache/message-key.js';
import { AppError, AuthenticationError } from '../errors.js';
import type { Logger } from '../logger.js';
import { cacheAuthToken, cacheBindings, requireUpstreamAuthorization } from './cache-headers.js';
import { cacheStatusHeader } from './cache-status.js';
import { parseChatRequest, type ChatRequest } from './chat-request.js';
import { readBody } from './read-body.js';
import type { RequestLogEntry, RequestLogWriter } from './request-log.js';
import { requestKey } from './request-key.js';
import { NO_USAGE, usageOf } from '../cache/usage.js';
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

type LogFields = Omit<RequestLogEntry, 'id' | 'createdAt' | 'accountId' | 'apiKeyId' | 'latencyMs'>;

export function chatCompletionsRoute(deps: ProxyDeps) {
  const { apiKeys, cache, upstream, requestLog, logger, bodyLimit } = deps;

  return async function chatCompletions(ctx: Context): Promise<void> {
    const started = performance.now();
    const headers = ctx.req.headers;
    const token = cacheAuthToken(headers);
    requireUpstreamAuthorization(headers);
    const identity = await apiKeys.authenticate(token);
    if (!identity) throw new AuthenticationError('invalid_cache_auth', 'The Rote API key in Cache-Auth is unknown or revoked.');

    let model: string | null = null;
    const log = (fields: Omit<LogFields, 'model'>) => {
      const entry = requestLog.log({
        ...fields,
        model,
        accountId: identity.accountId,
        apiKeyId: identity.keyId,
        latencyMs: performance.now() - started,
      });
      ctx.set('Rote-Request', entry.id);
      logger.info(
        { request: entry.id, cache: entry.cacheStatus, status: ctx.status, ms: Math.round(entry.latencyMs * 10) / 10, model },
        'chat completion',
      );
    };

    try {
      const bindings = cacheBindings(headers);
      const raw = await readBody(ctx.req, bodyLimit);
      const request = parseChatRequest(raw);
      model = request.model;
      const key = requestKey(request);

      let hit: Hit | null = null;
      let cacheUsable = true;
      try {
        hit = await cache.lookup(identity.accountId, key);
      } catch (err) {
        // A cache fault degrades to a miss, never to a failed request.
        cacheUsable = false;
        logger.error({ err, accountId: identity.accountId }, 'cache lookup failed; forwarding');
      }

      if (hit) {
        ctx.status = 200;
        ctx.type = 'application/json';
        ctx.set('Cache-Status', cacheStatusHeader.hit);
        ctx.set('Rote-Node', hit.answer.answerNode.id);
        ctx.body = hit.body;
        log({
          cacheStatus: 'hit',
          upstreamStatus: null,
          ...(hit.answer.usage ?? NO_USAGE),
          answerNodeId: hit.answer.answerNode.id,
          nodePath: hit.path.map((node) => node.id),
          bindings,
          error: null,
        });
        return;
      }
      await forward(ctx, request, raw, key, identity, cacheUsable ? bindings : null, cacheUsable, log);
    } catch (err) {
      if (err instanceof AppError) {
        log({ cacheStatus: 'error', upstreamStatus: null, ...NO_USAGE, answerNodeId: null, nodePath: null, bindings: null, error: err.message });
      }
      throw err;
    }
  };

  async function forward(
    ctx: Context,
    request: ChatRequest,
    raw: Buffer,
    key: RequestKey,
    identity: KeyIdentity,
    bindings: Record<string, string> | null,
    cacheUsable: boolean,
    log: (fields: Omit<LogFields, 'model'>) => void,
  ): Promise<void> {
    const deadline = upstream.deadline();
    const response = await upstream.send(raw, ctx.req.headers, deadline);
    let body: Buffer;
    try {
      body = Buffer.from(await response.body.arrayBuffer());
    } catch (err) {
      throw upstream.translate(err, deadline);
    }

    ctx.status = response.status;
    for (const [name, value] of Object.entries(response.headers)) {
      if (!NOT_RETURNED.has(name)) ctx.set(name, value);
    }
    ctx.body = body;

    const contentType = response.headers['content-type'];
    const answer = request.stream ? null : cacheableAnswer(response.status, Array.isArray(contentType) ? contentType[0] : contentType, body);
    if (!answer || !cacheUsable) {
      ctx.set('Cache-Status', cacheUsable ? cacheStatusHeader.notStored(response.status) : cacheStatusHeader.unavailable);
      const ok = response.status >= 200 && response.status < 300;
      log({
        cacheStatus: ok ? 'miss' : 'error',
        upstreamStatus: response.status,
        ...(answer?.usage ?? usageOf(safeJson(body))),
        answerNodeId: null,
        nodePath: null,
        bindings,
        error: ok ? null : `upstream answered ${response.status}`,
      });
      return;
    }

    let answerNodeId: string | null = null;
    let nodePath: string[] | null = null;
    try {
      const recorded = await cache.record(identity.accountId, key, messageKey(answer.message), body.toString('utf8'));
      answerNodeId = recorded.answer.answerNode.id;
      nodePath = recorded.path.map((node) => node.id);
      ctx.set('Cache-Status', cacheStatusHeader.stored);
      ctx.set('Rote-Node', answerNodeId);
    } catch (err) {
      logger.error({ err, accountId: identity.accountId }, 'recording an answer failed');
      ctx.set('Cache-Status', cacheStatusHeader.unavailable);
    }
    log({ cacheStatus: 'miss', upstreamStatus: response.status, ...answer.usage, answerNodeId, nodePath, bindings, error: null });
  }
}

function safeJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}
