// Accounts. Creating one gives it a fresh, empty cache (the tree is empty until the first request)
// and its first API key: the CLI and the dashboard's first sign-in both come through here.
import { randomUUID } from 'node:crypto';
import { UniqueConstraintError } from 'sequelize';
import { Account } from '../db/models/index.js';
import { AppError, BadRequestError } from '../errors.js';
import type { ApiKeyService, IssuedKey } from './api-keys.js';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './password.js';

export interface CreatedAccount {
  account: Account;
  firstKey: IssuedKey;
}

let dummy: Promise<string> | null = null;
/** A hash of nothing anyone knows, made once, to verify against for unknown emails. */
const dummyHash = () => (dummy ??= hashPassword(`no account ${Math.random()}`));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class AccountService {
  constructor(private readonly apiKeys: ApiKeyService) {}

  async create(email: string, password: string): Promise<CreatedAccount> {
    const normalized = normalizeEmail(email);
    if (!EMAIL.test(normalized)) throw new BadRequestError('invalid_email', 'That is not an email address.', 'email');
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new BadRequestError('weak_password', `Passwords need at least ${MIN_PASSWORD_LENGTH} characters.`, 'password');
    }
    const passwordHash = await hashPassword(password);
    const sequelize = Account.sequelize!;
    try {
      return await sequelize.transaction(async (transaction) => {
        const account = await Account.create(
          { id: randomUUID(), email: normalized, passwordHash, createdAt: new Date() },
          { transaction },
        );
        const firstKey = await this.apiKeys.issue(account.id, 'default', transaction);
        return { account, firstKey };
      });
    } catch (err) {
      if (err instanceof UniqueConstraintError) {
        throw new AppError(409, 'invalid_request_error', 'account_exists', 'An account with that email exists already.');
      }
      throw err;
    }
  }

  findByEmail(email: string): Promise<Account | null> {
    return Account.findOne({ where: { email: normalizeEmail(email) } });
  }

  /**
   * The account when the password is right; null otherwise. An unknown email costs the same scrypt
   * work as a known one, so the answer's timing does not tell which emails have accounts.
   */
  async verify(email: string, password: string): Promise<Account | null> {
    const account = await this.findByEmail(email);
    const hash = account?.passwordHash ?? (await dummyHash());
    const right = await verifyPassword(password, hash);
    return account?.passwordHash && right ? account : null;
  }
}
