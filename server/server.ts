// Starts Rote: database, migrations, services, HTTP server; and stops it gracefully: stop
// accepting, let in-flight requests finish, flush every pending write, close the database.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp, CHAT_COMPLETIONS_PATH, mountGraphQL } from './app.js';
import { LazyGraphQL } from './graphql/lazy-graphql.js';
import type { Config } from './config.js';
import { migrate } from './db/migrate.js';
import { initModels } from './db/models/index.js';
import { openDatabase } from './db/sequelize.js';
import type { Logger } from './logger.js';
import { ChangeFeed } from './db/change-feed.js';
import { syncInstances } from './instance-sync.js';
import { chatCompletionsHandler } from './proxy/chat-completions.handler.js';
import { passThroughHandler } from './proxy/pass-through.handler.js';
import { AccountSlots } from './proxy/account-slots.js';
import { PendingMisses } from './proxy/pending-misses.js';
import { responsesHandler } from './proxy/responses.handler.js';
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
  const slots = new AccountSlots(config.UPSTREAM_CONCURRENCY_PER_ACCOUNT);
  const pendingMisses = new PendingMisses();
  const proxy = chatCompletionsHandler({
    apiKeys: services.apiKeys,
    cache: services.cache,
    upstream: services.upstream,
    requestLog: services.requestLog,
    verifier: services.verifier,
    logger,
    bodyLimit: config.BODY_LIMIT,
    slots,
    pendingMisses,
  });
  // The proxy endpoints are dispatched before Koa: measured on a 2-core machine, Koa alone serves
  // 67% and Koa with @koa/router 45% of a bare node:http server's throughput, below the 70%
  // a cache hit must keep; pass-through streams node's req/res as they are. Every other route
  // (dashboard, GraphQL, /healthz) goes through Koa.
  let graphql: LazyGraphQL | null = null; // set once the server exists, before it listens
  mountGraphQL(app, async () => (await graphql!.load()).middleware);
  const koa = app.callback();
  const passThrough = passThroughHandler({ apiKeys: services.apiKeys, upstream: services.upstream, logger });
  const responses = responsesHandler({ ...services, slots, pendingMisses, bodyLimit: config.BODY_LIMIT });
  const server = createServer((req, res) => {
    if (req.method === 'POST' && isChatCompletionsUrl(req.url)) proxy(req, res);
    else if (req.method === 'POST' && isPath(req.url, RESPONSES_PATH)) void responses(req, res);
    else if (req.url?.startsWith('/v1/')) void passThrough(req, res); // everything else the upstream serves
    else void koa(req, res);
  });
  server.keepAliveTimeout = 65_000;
  // The proxy and /healthz serve from the moment the server listens; the GraphQL API loads on
  // first use or a second later.
  graphql = new LazyGraphQL(services, server);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  // Several instances on one Postgres database behave as one cache (instance-sync.ts).
  const feed = new ChangeFeed(sequelize, config.DATABASE_URL, logger);
  await feed.start();
  const stopSync = syncInstances(services, feed);
  accepting = true;
  await services.induction.start();
  const { port } = server.address() as AddressInfo;
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  const url = `http://${host}:${port}`;
  logger.info({ url, dashboard: `${url}/`, proxy: `${url}/v1`, database: config.DATABASE_URL.split(':')[0] }, 'rote listening');

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      accepting = false;
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timeout = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_TIMEOUT_MS);
      await graphql.stop();
      await drained;
      clearTimeout(timeout);
      await closeServices(services);
      stopSync();
      await feed.stop();
      logger.info('rote stopped');
    })();
    return closing;
  };
  return { url, port, server, services, close };
}

const RESPONSES_PATH = '/v1/responses';

function isChatCompletionsUrl(url: string | undefined): boolean {
  return isPath(url, CHAT_COMPLETIONS_PATH);
}

/** Whether `url` is exactly `path`, with or without a query string. */
function isPath(url: string | undefined, path: string): boolean {
  if (!url?.startsWith(path)) return false;
  return url.length === path.length || url[path.length] === '?';
}
