// CORS for the /v1 API, so browser clients can call Rote directly. Credentials are headers the
// client sets itself (Authorization, Cache-Auth), never cookies, so any origin may call.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

const ALLOW_ORIGIN = '*';
const EXPOSE_HEADERS = 'cache-status, rote-node, rote-request, age';

export function corsHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  return req.headers.origin ? { 'access-control-allow-origin': ALLOW_ORIGIN, 'access-control-expose-headers': EXPOSE_HEADERS } : {};
}

/** The same headers as a flat name, value list, for a request that sent Origin. */
export const CORS_HEADER_LIST = ['access-control-allow-origin', ALLOW_ORIGIN, 'access-control-expose-headers', EXPOSE_HEADERS];

/** Answers an OPTIONS preflight. */
export function preflight(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'authorization, content-type, cache-auth, cache-bindings, cache-control, cache-namespace',
    'access-control-max-age': '86400',
    'content-length': 0,
  });
  res.end();
}
