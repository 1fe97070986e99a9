// Builds the Koa application (no listen) for every route but the proxy's hot path, which
// server.ts dispatches before Koa (see there).
import Router from '@koa/router';
import Koa from 'koa';
import { errorHandler } from './error-handler.js';
import { MethodNotAllowedError, NotFoundError } from './errors.js';
import { databaseProbe } from './db/probe.js';
import { healthRoute } from './health.js';
import { metricsRoute } from './metrics.js';
import { staticFiles } from './static-files.js';
import type { Services } from './services.js';
import { GRAPHQL_PATH } from './graphql/path.js';

export interface AppOptions {
  isAccepting: () => boolean;
}

export const CHAT_COMPLETIONS_PATH = '/v1/chat/completions';

export function buildApp(services: Services, options: AppOptions): Koa {
  const app = new Koa();
  // Behind a TLS-terminating proxy, X-Forwarded-Proto says whether the session cookie is Secure.
  app.proxy = services.config.TRUST_PROXY;
  app.silent = true;

  const router = new Router();
  router.get('/metrics', metricsRoute(services));
  router.get(
    '/healthz',
    healthRoute({
      isAccepting: options.isAccepting,
      probe: databaseProbe(services.sequelize),
      writers: () => ({ cache: services.cache.writerHealth(), requestLog: services.requestLog.writerHealth() }),
    }),
  );
  app.use(errorHandler(services.logger));
  app.use(router.routes());
  app.use(staticFiles(services.config.WEB_DIST));
  app.use(async (ctx, next) => {
    if (ctx.path === GRAPHQL_PATH) return next();
    const route = router.match(ctx.path, ctx.method);
    if (route.path.length > 0) throw new MethodNotAllowedError(ctx.method, ctx.path);
    throw new NotFoundError(`No route for ${ctx.method} ${ctx.path}.`, 'unknown_url');
  });
  return app;
}

/**
 * Mounts /graphql behind the routes. Its middleware comes from `load`, called on each request
 * until it has resolved once: the GraphQL stack loads after the server listens (lazy-graphql.ts).
 */
export function mountGraphQL(app: Koa, load: () => Promise<Koa.Middleware[]>): void {
  let graphql: Koa.Middleware | null = null;
  const router = new Router();
  router.all(GRAPHQL_PATH, async (ctx, next) => {
    graphql ??= chain(await load());
    return graphql(ctx, next);
  });
  app.use(router.routes());
}

/** Middleware run in order as one. */
function chain(middleware: Koa.Middleware[]): Koa.Middleware {
  return (ctx, next) => middleware.reduceRight<Koa.Next>((downstream, step) => () => step(ctx, downstream), next)();
}
