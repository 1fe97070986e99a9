// Versioned schema migrations (umzug), run at start. Migrations are imported explicitly so the
// list is the same under tsx and in the compiled build.
import type { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import * as initial from './migrations/0001-initial.js';
import * as inductionQueue from './migrations/0002-induction-queue.js';
import * as sessions from './migrations/0003-sessions.js';
import * as templateLifecycle from './migrations/0004-template-lifecycle.js';

const MIGRATIONS = [
  { name: '0001-initial', module: initial },
  { name: '0002-induction-queue', module: inductionQueue },
  { name: '0003-sessions', module: sessions },
  { name: '0004-template-lifecycle', module: templateLifecycle },
];

export async function migrate(sequelize: Sequelize): Promise<string[]> {
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
