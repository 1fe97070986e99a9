// Rote's own request headers: the service key, manual template bindings, and the induction switch.
import type { IncomingHttpHeaders } from 'node:http';
import { AuthenticationError, BadRequestError } from '../errors.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

function single(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The Rote key from `Cache-Auth: Bearer <key>`. */
export function cacheAuthToken(headers: IncomingHttpHeaders): string {
  const value = single(headers, 'cache-auth');
  if (!value) throw new AuthenticationError('missing_cache_auth', 'Missing Cache-Auth header: send "Cache-Auth: Bearer <your Rote API key>".');
  const match = BEARER.exec(value);
  if (!match) throw new AuthenticationError('invalid_cache_auth', 'Cache-Auth must have the form "Bearer <your Rote API key>".');
  return match[1];
}

/** The upstream's own credential: `Authorization`, or `api-key` (Azure OpenAI). */
export function requireUpstreamAuthorization(headers: IncomingHttpHeaders): void {
  if (!single(headers, 'authorization') && !single(headers, 'api-key')) {
    throw new AuthenticationError(
      'missing_authorization',
      'Missing Authorization header: send "Authorization: Bearer <your upstream API key>" (or "api-key: <key>" for Azure).',
    );
  }
}

/** `Cache-Bindings`: a flat JSON object of variable names to non-empty string values, or null when absent. */
export function cacheBindings(headers: IncomingHttpHeaders): Record<string, string> | null {
  const value = single(headers, 'cache-bindings');
  if (value === undefined) return null;
  const fail = (why: string) => new BadRequestError('invalid_cache_bindings', `Invalid Cache-Bindings header: ${why}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw fail('it is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw fail('it must be a JSON object.');
  const bindings: Record<string, string> = {};
  for (const [name, literal] of Object.entries(parsed)) {
    if (!VARIABLE_NAME.test(name)) {
      throw fail(`"${name}" is not a variable name (letters, digits and _, not starting with a digit, at most 64).`);
    }
    // Names every JavaScript object already has (constructor, __proto__, toString) cannot be told
    // from a missing variable; refused rather than silently never matching.
    if (name in Object.prototype) throw fail(`"${name}" is a reserved name; choose another.`);
    if (typeof literal === 'object' && literal !== null) throw fail(`"${name}" is nested; values must be strings.`);
    if (typeof literal !== 'string') throw fail(`the value of "${name}" must be a string.`);
    if (literal.length === 0) throw fail(`the value of "${name}" is empty.`);
    bindings[name] = literal;
  }
  return bindings;
}

/** Induction is off only for the exact value "true". */
export function inductionDisabled(headers: IncomingHttpHeaders): boolean {
  return single(headers, 'cache-disable-induction') === 'true';
}
