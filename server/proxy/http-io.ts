// Minimal node:http helpers for the proxy's hot path, which runs outside Koa (see server.ts).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { PayloadTooLargeError } from '../errors.js';

/**
 * Reads a request body into memory, refusing it as soon as it passes the limit, and calls `done`
 * once. A callback rather than a promise: a cache hit is answered in the same tick as its last
 * bytes arrive, with no microtask hop.
 */
export function collectBody(req: IncomingMessage, limit: number, done: (err: Error | null, raw: Buffer) => void): void {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    done(new PayloadTooLargeError(limit), EMPTY);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (err: Error | null, raw: Buffer) => {
    if (finished) return;
    finished = true;
    done(err, raw);
  };
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) {
      req.removeAllListeners('data');
      req.resume();
      finish(new PayloadTooLargeError(limit), EMPTY);
      return;
    }
    chunks.push(chunk);
  });
  // `on`, not `once`: `finish` runs once anyway, and once's wrappers cost two allocations a request.
  req.on('end', () => finish(null, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size)));
  req.on('error', (err) => finish(err, EMPTY));
}

/** `collectBody` as a promise, for handlers that await anyway. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => collectBody(req, limit, (err, raw) => (err ? reject(err) : resolve(raw))));
}

const EMPTY = Buffer.alloc(0);

export function send(res: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: Buffer | string): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
