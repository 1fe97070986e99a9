// Who is asking: an account from the session cookie (the dashboard) or from
// `Authorization: Bearer <rote key>` (scripts), or nobody.
import type { IncomingHttpHeaders } from 'node:http';
import { SESSION_COOKIE } from '../auth/sessions.js';
import type { Services } from '../services.js';

export interface GraphQLContext {
  services: Services;
  accountId: string | null;
  /** Set for the dashboard's session; null for a bearer key. */
  sessionId: string | null;
  clientAddress: string;
  /** Whether cookies should be Secure (served over https). */
  secure: boolean;
  /** Adds a Set-Cookie header to the HTTP response (no-op over WebSocket). */
  setCookie(value: string): void;
}

export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

export async function identify(services: Services, headers: IncomingHttpHeaders) {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  if (bearer) {
    const identity = await services.apiKeys.authenticate(bearer);
    return identity ? { accountId: identity.accountId, sessionId: null, keyId: identity.keyId } : null;
  }
  const token = readCookie(headers.cookie, SESSION_COOKIE);
  if (token) {
    const session = await services.sessions.validate(token);
    if (session) return { accountId: session.accountId, sessionId: session.id, keyId: null };
  }
  return null;
}
