// Starts Rote: database, migrations, services, HTTP server; and stops it gracefully: stop
// accepting, let in-flight requests finish, flush every pending write, close the database.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { migrate } from './db/migrate.js';
import { initModels } from './db/models/index.js';
import { openDatabase, tuneDatabase } from './db/sequelize.js';
import type { Logger } from './logger.js';
import { closeServices, createServices, type Services } from './services.js';

export interface RunningServer {
  url: string;
  port: number;
  server: Server;
  services: Services;
  close(): Promise<void>;
}

/** Opens the database and applies pending migrations. Shared by the server and the CLI. */
export async function openAndMigrate(config: Config, logger: Logger) {
  const sequelize = openDatabase(config.DATABASE_URL);
  await sequelize.authenticate();
  await tuneDatabase(sequelize);
  const applied = await migrate(sequelize);
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
  initModels(sequelize);
  return sequelize;
}

export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const sequelize = await openAndMigrate(config, logger);
  const services = createServices(config, logger, sequelize);
  let accepting = false;
  const app = buildApp(services, { isAccepting: () => accepting });
  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  accepting = true;
  const { port } = server.address() as AddressInfo;
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  const url = `http://${host}:${port}`;
  logger.info({ url, database: config.DATABASE_URL.split(':')[0] }, 'rote listening');

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      accepting = false;
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timeout = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_TIMEOUT_MS);
      await drained;
      clearTimeout(timeout);
      await closeServices(services);
      logger.info('rote stopped');
    })();
    return closing;
  };
  return { url, port, server, services, close };
}
