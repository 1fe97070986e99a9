// Rote API keys: "rote_" + 32 random bytes in base32. Only the SHA-256 is stored, with a short
// visible prefix so a person can tell keys apart on the Keys page.
import { createHash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { getRandomValues } from 'node:crypto';

const KEY_PREFIX = 'rote_';
const VISIBLE_LENGTH = KEY_PREFIX.length + 8;

export interface NewSecret {
  secret: string;
  prefix: string;
  hash: string;
}

export function generateApiKeySecret(): NewSecret {
  const bytes = new Uint8Array(32);
  getRandomValues(bytes);
  const secret = KEY_PREFIX + encodeBase32LowerCaseNoPadding(bytes);
  return { secret, prefix: secret.slice(0, VISIBLE_LENGTH), hash: hashApiKeySecret(secret) };
}

export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Cheap shape check, so obviously wrong keys are refused without a database lookup. */
export function looksLikeApiKey(secret: string): boolean {
  return secret.startsWith(KEY_PREFIX) && secret.length >= VISIBLE_LENGTH && secret.length <= 200;
}
