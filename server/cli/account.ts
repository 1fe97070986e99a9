// npm run account -- <command> [options]: accounts and API keys from the command line, through
// the same services the dashboard uses.
import { parseArgs } from 'node:util';
import { AccountService } from '../auth/accounts.js';
import { ApiKeyService } from '../auth/api-keys.js';
import { loadConfig } from '../config.js';
import { AppError } from '../errors.js';
import { createLogger } from '../logger.js';
import { openAndMigrate } from '../server.js';

const USAGE = `Usage: npm run account -- <command> [options]

  create  --email E --password P   create an account (empty cache, first API key); prints the key last
  new-key --email E [--name N]     issue another API key; prints it last
  keys    --email E                list keys: prefix, name, created, last used, revoked
  revoke  --email E --prefix P     revoke the key with that prefix

DATABASE_URL selects the database, as for npm start.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, prefix: { type: 'string' } },
  });
  const command = positionals[0];
  if (!command || !['create', 'new-key', 'keys', 'revoke'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const need = (name: 'email' | 'password' | 'prefix'): string => {
    const value = values[name];
    if (!value) throw new UsageError(`--${name} is required for "${command}".`);
    return value;
  };

  const config = loadConfig();
  const logger = createLogger('warn', process.stderr);
  const sequelize = await openAndMigrate(config, logger);
  const apiKeys = new ApiKeyService(logger, config.KEY_RECHECK_MS);
  const accounts = new AccountService(apiKeys);
  try {
    if (command === 'create') {
      const { account, firstKey } = await accounts.create(need('email'), need('password'));
      console.log(`Created account ${account.email} with an empty cache.`);
      console.log(`API key ${firstKey.key.prefix}... (shown once; use it as "Cache-Auth: Bearer <key>"):`);
      console.log(firstKey.secret);
      return 0;
    }
    const email = need('email');
    const account = await accounts.findByEmail(email);
    if (!account) throw new UsageError(`No account with email ${email}.`);
    if (command === 'new-key') {
      const issued = await apiKeys.issue(account.id, values.name ?? 'cli');
      console.log(`API key ${issued.key.prefix}... (shown once):`);
      console.log(issued.secret);
    } else if (command === 'keys') {
      const rows = (await apiKeys.list(account.id)).map((key) => ({
        prefix: key.prefix,
        name: key.name,
        created: key.createdAt.toISOString(),
        lastUsed: key.lastUsedAt?.toISOString() ?? 'never',
        revoked: key.revokedAt?.toISOString() ?? 'no',
      }));
      console.table(rows);
    } else {
      const key = await apiKeys.revoke(account.id, { prefix: need('prefix') });
      console.log(`Revoked ${key.prefix}...`);
    }
    return 0;
  } finally {
    await sequelize.close();
  }
}

class UsageError extends Error {}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof UsageError || err instanceof AppError) console.error(`error: ${err.message}`);
    else console.error(err);
    process.exit(err instanceof UsageError ? 2 : 1);
  },
);
