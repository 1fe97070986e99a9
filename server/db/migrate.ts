// Versioned schema migrations (umzug), run at start. Migrations are imported explicitly so the
// list is the same under tsx and in the compiled build.
import type { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import * as initial from './migrations/0001-initial.js';
import * as inductionQueue from './migrations/0002-induction-queue.js';
import * as sessions from './migrations/0003-sessions.js';
import * as templateLifecycle from './migrations/0004-template-lifecycle.js';
import * as signInFailures from './migrations/0005-sign-in-failures.js';
import * as requestContents from './migrations/0006-request-contents.js';
import * as missReasons from './migrations/0007-miss-reasons.js';
import * as accountCacheTtl from './migrations/0008-account-cache-ttl.js';
import * as requestPreview from './migrations/0009-request-preview.js';
import * as inductionOutcomes from './migrations/0010-induction-outcomes.js';

const MIGRATIONS = [
  { name: '0001-initial', module: initial },
  { name: '0002-induction-queue', module: inductionQueue },
  { name: '0003-sessions', module: sessions },
  { name: '0004-template-lifecycle', module: templateLifecycle },
  { name: '0005-sign-in-failures', module: signInFailures },
  { name: '0006-request-contents', module: requestContents },
  { name: '0007-miss-reasons', module: missReasons },
  { name: '0008-account-cache-ttl', module: accountCacheTtl },
  { name: '0009-request-preview', module: requestPreview },
  { name: '0010-induction-outcomes', module: inductionOutcomes },
];

/** An arbitrary constant naming Rote's migration lock among Postgres advisory locks. */
const MIGRATION_LOCK = 726_572_001;

/**
 * Applies pending migrations. On Postgres, instances starting at once take turns: a transaction
 * holds an advisory lock while the migrations run (released at commit, or when a crashed process's
 * connection drops), so only one migrates and the others find nothing left to do.
 */
export async function migrate(sequelize: Sequelize): Promise<string[]> {
  if (sequelize.getDialect() !== 'postgres') return runMigrations(sequelize);
  return sequelize.transaction(async (transaction) => {
    await sequelize.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`, { transaction });
    return runMigrations(sequelize);
  });
}

async function runMigrations(sequelize: Sequelize): Promise<string[]> {
  const qi = sequelize.getQueryInterface();
  const umzug = new Umzug({
    migrations: MIGRATIONS.map(({ name, module }) => ({
      name,
      up: () => module.up({ context: qi }),
      down: () => module.down({ context: qi }),
    })),
    context: qi,
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });
  const applied = await umzug.up();
  return applied.map((migration) => migration.name);
}
