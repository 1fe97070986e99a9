// A request's own say over the cache, as HTTP caches understand it (RFC 9111 request directives):
//   Cache-Control: no-cache        go upstream, and replace the stored entry with the new answer
//   Cache-Control: no-store        do not record this request or its answer
//   Cache-Control: max-age=N       only an entry younger than N seconds may answer; an older one is replaced
//   Cache-Control: only-if-cached  never call the upstream: a miss is 504 (a replay-only fixture for tests)
//   Cache-Namespace: <name>        a separate cache inside the account (per tenant, per test run, ...)
import type { IncomingHttpHeaders } from 'node:http';
import { BadRequestError } from '../errors.js';

export interface CacheDirectives {
  noCache: boolean;
  noStore: boolean;
  /** Seconds; null when the request sets none. */
  maxAge: number | null;
  onlyIfCached: boolean;
  namespace: string | null;
}

const NAMESPACE = /^[A-Za-z0-9_.:-]{1,64}$/;
const NONE: CacheDirectives = { noCache: false, noStore: false, maxAge: null, onlyIfCached: false, namespace: null };

/** Whether the request says anything to the cache (a request that does not may use prepared hits). */
export function hasCacheDirectives(headers: IncomingHttpHeaders): boolean {
  return headers['cache-control'] !== undefined || headers['cache-namespace'] !== undefined;
}

export function cacheDirectives(headers: IncomingHttpHeaders): CacheDirectives {
  const control = headers['cache-control'];
  const namespace = headers['cache-namespace'];
  if (control === undefined && namespace === undefined) return NONE;
  const directives: CacheDirectives = { ...NONE };
  for (const part of String(control ?? '').toLowerCase().split(',')) {
    const [name, value] = part.trim().split('=');
    if (name === 'no-cache') directives.noCache = true;
    else if (name === 'no-store') directives.noStore = true;
    else if (name === 'only-if-cached') directives.onlyIfCached = true;
    else if (name === 'max-age') {
      const seconds = Number(value?.replace(/"/g, ''));
      if (!Number.isInteger(seconds) || seconds < 0) throw new BadRequestError('invalid_cache_control', 'Cache-Control: max-age must be a whole number of seconds.');
      directives.maxAge = seconds;
    }
    // Other directives (max-stale, min-fresh, no-transform) do not apply to Rote and are ignored.
  }
  if (namespace !== undefined) {
    const name = Array.isArray(namespace) ? namespace[0] : namespace;
    if (!NAMESPACE.test(name)) throw new BadRequestError('invalid_cache_namespace', 'Cache-Namespace must be 1-64 letters, digits, or _ . : -');
    directives.namespace = name;
  }
  return directives;
}
