// Sessions as Lucia describes them (lucia-auth.com), on @oslojs/crypto and @oslojs/encoding: a
// random token goes in the cookie, only its SHA-256 is stored, sessions last 30 days and are
// extended when used in their second half, and signing out deletes the row.
import { Listeners } from '../listeners.js';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { getRandomValues } from 'node:crypto';
import { Session } from '../db/models/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_DAYS = 30;
export const SESSION_COOKIE = 'rote_session';

export interface ValidSession {
  id: string;
  accountId: string;
  expiresAt: Date;
}

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export class SessionService {
  async create(token: string, accountId: string): Promise<ValidSession> {
    const session = { id: sessionIdOf(token), accountId, expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS) };
    await Session.create({ ...session, createdAt: new Date() });
    return session;
  }

  /** The session behind a token, extended when past half its life; null when unknown or expired. */
  async validate(token: string): Promise<ValidSession | null> {
    if (!/^[a-z2-7]{32}$/.test(token)) return null;
    const row = await Session.findByPk(sessionIdOf(token));
    if (!row) return null;
    const now = Date.now();
    if (now >= row.expiresAt.getTime()) {
      await row.destroy();
      return null;
    }
    if (now >= row.expiresAt.getTime() - (SESSION_DAYS / 2) * DAY_MS) {
      row.expiresAt = new Date(now + SESSION_DAYS * DAY_MS);
      await row.save();
    }
    return { id: row.id, accountId: row.accountId, expiresAt: row.expiresAt };
  }

  /** Sessions as they end (sign-out), here or (remote) on another instance: their subscriptions close. */
  readonly ended = new Listeners<{ id: string; remote: boolean }>();

  async invalidate(sessionId: string): Promise<void> {
    await Session.destroy({ where: { id: sessionId } });
    this.ended.emit({ id: sessionId, remote: false });
  }

  /** Another instance ended this session (its row is gone already). */
  endedElsewhere(sessionId: string): void {
    this.ended.emit({ id: sessionId, remote: true });
  }
}

/** The Set-Cookie value for a session (or for clearing it when `token` is null). */
export function sessionCookie(token: string | null, expiresAt: Date | null, secure: boolean): string {
  const parts = [`${SESSION_COOKIE}=${token ?? ''}`, 'HttpOnly', 'SameSite=Lax', 'Path=/'];
  parts.push(token && expiresAt ? `Expires=${expiresAt.toUTCString()}` : 'Max-Age=0');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
