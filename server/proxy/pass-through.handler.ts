// Every /v1 request Rote does not cache (models, embeddings, files, responses, ...) goes to the
// upstream as it came: method, path, query string, headers and body, streamed both ways, with
// `Cache-Status: Rote; fwd=uri-miss` so the user sees it was not cached. It still needs a valid
// Rote key: Rote is not an open relay. CORS preflights are answered here, without a key.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { ApiKeyService } from '../auth/api-keys.js';
import { AuthenticationError } from '../errors.js';
import type { Logger } from '../logger.js';
import { cacheAuthToken, requireUpstreamAuthorization } from './cache-headers.js';
import { cacheStatusHeader } from './cache-status.js';
import { corsHeaders, preflight } from './cors.js';
import { answerFailure } from './error-response.js';
import { returnedHeaders, type UpstreamClient } from './upstream-client.js';

export function passThroughHandler(deps: { apiKeys: ApiKeyService; upstream: UpstreamClient; logger: Logger }) {
  const { apiKeys, upstream, logger } = deps;

  return async function passThrough(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'OPTIONS') return preflight(req, res);
    const requestId = randomUUID();
    const started = performance.now();
    const clientGone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) clientGone.abort();
    });
    try {
      const identity = await apiKeys.authenticate(cacheAuthToken(req.headers));
      if (!identity) throw new AuthenticationError('invalid_cache_auth', 'The Rote API key in Cache-Auth is unknown or revoked.');
      requireUpstreamAuthorization(req.headers);
      const { pathname, search } = new URL(req.url ?? '/', 'http://rote.invalid');
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const signal = AbortSignal.any([upstream.deadline(), clientGone.signal]);
      const response = await upstream.forward(req.method ?? 'GET', pathname.slice('/v1'.length), search, req.headers, hasBody ? req : null, signal);
      const headers: OutgoingHttpHeaders = { ...returnedHeaders(response, requestId), ...corsHeaders(req), 'cache-status': cacheStatusHeader.passThrough };
      res.writeHead(response.status, headers);
      await pipeline(response.body, res);
      logger.info({ request: requestId, method: req.method, path: pathname, status: response.status, ms: Math.round(performance.now() - started) }, 'passed through');
    } catch (err) {
      if (clientGone.signal.aborted) return;
      answerFailure(req, res, err, requestId, logger, 'pass-through');
    }
  };
}
