// Opens the database named by DATABASE_URL: "sqlite:<path>" (created on first use), "sqlite::memory:",
// or "postgres://...".
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Sequelize, type Options } from 'sequelize';

export function openDatabase(url: string): Sequelize {
  const common: Options = { logging: false, define: { underscored: true } };
  if (url.startsWith('sqlite:')) {
    const target = url.slice('sqlite:'.length).replace(/^\/\//, '');
    const storage = target === ':memory:' || target === '' ? ':memory:' : resolve(target);
    if (storage !== ':memory:') mkdirSync(dirname(storage), { recursive: true });
    // One connection: SQLite serializes writers anyway, and a single connection avoids SQLITE_BUSY.
    return new Sequelize({
      ...common,
      dialect: 'sqlite',
      storage,
      pool: { max: 1, min: 1, idle: 60_000 },
      dialectOptions: {},
    });
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return new Sequelize(url, { ...common, dialect: 'postgres', pool: { max: 10, min: 0, idle: 10_000 } });
  }
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got "${url.split(':')[0]}:...")`);
}

/** Pragmas that make SQLite a good fit for a write-behind cache: WAL lets reads proceed during a flush. */
export async function tuneDatabase(sequelize: Sequelize): Promise<void> {
  if (sequelize.getDialect() !== 'sqlite') return;
  await sequelize.query('PRAGMA journal_mode = WAL');
  await sequelize.query('PRAGMA synchronous = NORMAL');
  await sequelize.query('PRAGMA foreign_keys = ON');
  await sequelize.query('PRAGMA busy_timeout = 5000');
}
