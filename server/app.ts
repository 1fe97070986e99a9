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

/** Mounts /graphql (built after the HTTP server exists, for subscriptions) behind the routes. */
export function mountGraphQL(app: Koa, middleware: Koa.Middleware[]): void {
  const router = new Router();
  router.all(GRAPHQL_PATH, ...middleware);
  app.use(router.routes());
}
