// One way every /v1 handler answers an error: OpenAI's error shape, with what the client needs in
// the headers (Cache-Status for Rote's own 502/504 and only-if-cached misses, Retry-After on 429,
// CORS for browser clients, connection: close after a refused large body).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { AppError, NotCachedError } from '../errors.js';
import type { Logger } from '../logger.js';
import { cacheStatusHeader } from './cache-status.js';
import { corsHeaders } from './cors.js';
import { send } from './http-io.js';

export function sendError(req: IncomingMessage, res: ServerResponse, error: AppError, requestId: string): void {
  const headers: OutgoingHttpHeaders = { 'content-type': 'application/json', 'rote-request': requestId, ...corsHeaders(req) };
  if (error.status === 413) headers.connection = 'close';
  if (error.status === 429) headers['retry-after'] = '1';
  if (error instanceof NotCachedError) headers['cache-status'] = cacheStatusHeader.notCached;
  else if (error.status === 502 || error.status === 504) headers['cache-status'] = cacheStatusHeader.upstreamFailed(error.code);
  send(res, error.status, headers, JSON.stringify(error.toBody()));
}

/**
 * What every /v1 handler does when a request fails: Rote's own errors go out as they are, anything
 * unexpected is logged and answered as a masked 500; a response already under way is cut off.
 * Returns the error that was answered, for the request log.
 */
export function answerFailure(req: IncomingMessage, res: ServerResponse, err: unknown, requestId: string, logger: Logger, what: string): AppError {
  const error = err instanceof AppError ? err : new AppError(500, 'server_error', 'internal_error', `Rote failed to handle the request (${what}).`);
  if (!(err instanceof AppError)) logger.error({ err, request: requestId }, `unexpected error in ${what}`);
  if (res.headersSent) {
    res.destroy();
    return error;
  }
  // An unread request body would otherwise stall the connection.
  req.resume();
  sendError(req, res, error, requestId);
  return error;
}
