// Issuing, listing, revoking and checking API keys. Checking is on the proxy's hot path, so a
// successful check is remembered in memory by the presented token (hashing it on every request
// costs a measurable share of a cache hit); a remembered key is re-checked in the background once
// it is older than KEY_RECHECK_MS, so a key revoked by another process stops working within that
// time and one revoked through this process stops at once. Only hashes ever reach the database.
import { Listeners } from '../listeners.js';
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import { ApiKey } from '../db/models/index.js';
import { NotFoundError } from '../errors.js';
import type { Logger } from '../logger.js';
import { generateApiKeySecret, hashApiKeySecret, looksLikeApiKey } from './api-key-secret.js';

export interface KeyIdentity {
  keyId: string;
  accountId: string;
}

interface RememberedKey extends KeyIdentity {
  hash: string;
  checkedAt: number;
  refreshing: boolean;
}

export interface IssuedKey {
  key: ApiKey;
  secret: string;
}

const LAST_USED_RESOLUTION_MS = 60_000;

export class ApiKeyService {
  private readonly remembered = new Map<string, RememberedKey>();
  private readonly lastUsedWritten = new Map<string, number>();

  constructor(
    private readonly logger: Logger,
    private readonly recheckMs: number,
  ) {}

  async issue(accountId: string, name = 'default', transaction?: Transaction): Promise<IssuedKey> {
    const { secret, prefix, hash } = generateApiKeySecret();
    const key = await ApiKey.create({
      id: randomUUID(),
      accountId,
      name: name.slice(0, 100),
      prefix,
      secretHash: hash,
      createdAt: new Date(),
      lastUsedAt: null,
      revokedAt: null,
    }, { transaction });
    return { key, secret };
  }

  list(accountId: string): Promise<ApiKey[]> {
    return ApiKey.findAll({ where: { accountId }, order: [['createdAt', 'ASC']] });
  }

  /** Revokes a key of the account; the proxy refuses it from this moment on. */
  async revoke(accountId: string, where: { id: string } | { prefix: string }): Promise<ApiKey> {
    const key = await ApiKey.findOne({ where: { accountId, ...where } });
    if (!key) throw new NotFoundError('No such API key.', 'api_key_not_found');
    if (!key.revokedAt) {
      key.revokedAt = new Date();
      await key.save();
    }
    this.forget(key.id);
    this.revoked.emit({ id: key.id, remote: false });
    return key;
  }

  /** Keys as they are revoked, here or (remote) by another instance: their subscriptions close. */
  readonly revoked = new Listeners<{ id: string; remote: boolean }>();

  /** Another instance revoked this key: refuse it here at once too. */
  revokedElsewhere(keyId: string): void {
    this.forget(keyId);
    this.revoked.emit({ id: keyId, remote: true });
  }

  private forget(keyId: string): void {
    for (const [token, known] of this.remembered) if (known.keyId === keyId) this.remembered.delete(token);
  }

  /** The key's identity, or null when the key is unknown or revoked. */
  /** The key's identity when it is remembered, without waiting (the hot path's common case). */
  known(secret: string): KeyIdentity | null {
    const known = this.remembered.get(secret);
    if (!known) return null;
    const now = Date.now();
    if (now - known.checkedAt > this.recheckMs && !known.refreshing) this.recheckInBackground(secret, known);
    this.touch(known.keyId, now);
    return known;
  }

  async authenticate(secret: string): Promise<KeyIdentity | null> {
    const known = this.known(secret);
    if (known) return known;
    if (!looksLikeApiKey(secret)) return null;
    const identity = await this.lookup(secret, hashApiKeySecret(secret));
    if (identity) this.touch(identity.keyId, Date.now());
    return identity;
  }

  private async lookup(secret: string, hash: string): Promise<KeyIdentity | null> {
    const key = await ApiKey.findOne({ where: { secretHash: hash }, attributes: ['id', 'accountId', 'revokedAt'] });
    if (!key || key.revokedAt) {
      this.remembered.delete(secret);
      return null;
    }
    const identity: RememberedKey = { keyId: key.id, accountId: key.accountId, hash, checkedAt: Date.now(), refreshing: false };
    this.remembered.set(secret, identity);
    return identity;
  }

  private recheckInBackground(secret: string, known: RememberedKey): void {
    known.refreshing = true;
    this.lookup(secret, known.hash)
      .catch((err) => {
        // Keep trusting the key while the database is unreachable: failing requests would be worse.
        known.refreshing = false;
        this.logger.warn({ err }, 'api key re-check failed');
      });
  }

  /** Records "last used" at most once a minute per key, off the request path. */
  private touch(keyId: string, now: number): void {
    if (now - (this.lastUsedWritten.get(keyId) ?? 0) < LAST_USED_RESOLUTION_MS) return;
    this.lastUsedWritten.set(keyId, now);
    ApiKey.update({ lastUsedAt: new Date(now) }, { where: { id: keyId } }).catch((err) =>
      this.logger.warn({ err }, 'could not record api key use'),
    );
  }
}
