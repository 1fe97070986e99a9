// Opens the database named by DATABASE_URL: "sqlite:<path>" (created on first use), "sqlite::memory:",
// or "postgres://...".
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Sequelize, type Options } from 'sequelize';
import { guardedPg } from './guarded-pg.js';
import { DEAD_CONNECTION } from './write-errors.js';

/**
 * A pooled Postgres connection the server closed (a restart, a failover, an administrator) fails
 * the one query that finds it. Sequelize takes a fresh connection per attempt outside a
 * transaction, so that query is tried again instead of failing a request with a 500. Our inserts
 * are idempotent (ON CONFLICT DO NOTHING), so a retried write adds nothing twice; a hit-count
 * update whose connection died after its commit may count once more, as a write-behind retry
 * would (counts are statistics, answers are not touched). A refused connection is not retried
 * here: that is an outage, which the write-behind queue holds through.
 */
const RETRY_ON_A_DEAD_CONNECTION: Options['retry'] = {
  max: 5,
  match: [DEAD_CONNECTION],
};

export function openDatabase(url: string): Sequelize {
  const common: Options = { logging: false, define: { underscored: true } };
  if (url.startsWith('sqlite:')) {
    const target = url.slice('sqlite:'.length).replace(/^\/\//, '');
    const storage = target === ':memory:' || target === '' ? ':memory:' : resolve(target);
    if (storage !== ':memory:') mkdirSync(dirname(storage), { recursive: true });
    const sequelize = new Sequelize({ ...common, dialect: 'sqlite', storage, pool: { max: 1, min: 1, idle: 60_000 } });
    tuneEveryConnection(sequelize);
    return sequelize;
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return new Sequelize(url, { ...common, dialect: 'postgres', pool: { max: 10, min: 0, idle: 10_000 }, retry: RETRY_ON_A_DEAD_CONNECTION, dialectModule: guardedPg });
  }
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got "${url.split(':')[0]}:...")`);
}

const SQLITE_PRAGMAS = 'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;';

interface SqliteConnection {
  exec(sql: string, callback: (err: Error | null) => void): void;
}

/**
 * Sequelize opens a separate SQLite connection for each transaction, so every connection is tuned
 * as it opens: WAL lets reads proceed during a flush, NORMAL sync in WAL mode does not fsync every
 * commit (a crash of the machine may lose the last commits, never corrupt the file; a crash of the
 * process loses nothing committed), and a busy connection waits instead of failing. Sequelize's
 * SQLite dialect opens connections itself and never runs the `afterConnect` hook, so the tuning
 * wraps its connection manager (checked by test/integration/sqlite-tuning.test.ts).
 */
function tuneEveryConnection(sequelize: Sequelize): void {
  const manager = sequelize.connectionManager as unknown as { getConnection(options?: unknown): Promise<SqliteConnection> };
  const open = manager.getConnection.bind(manager);
  const tuned = new WeakSet<SqliteConnection>();
  manager.getConnection = async (options) => {
    const connection = await open(options);
    if (!tuned.has(connection)) {
      tuned.add(connection);
      await execSql(connection, SQLITE_PRAGMAS);
    }
    return connection;
  };
}

function execSql(connection: SqliteConnection, sql: string): Promise<void> {
  return new Promise((resolve, reject) => connection.exec(sql, (err) => (err ? reject(err) : resolve())));
}
