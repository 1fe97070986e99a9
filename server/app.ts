// Builds the Koa application (no listen), so tests and main share it.
import Router from '@koa/router';
import Koa from 'koa';
import { errorHandler } from './error-handler.js';
import { MethodNotAllowedError, NotFoundError } from './errors.js';
import { healthRoute } from './health.js';
import { chatCompletionsRoute } from './proxy/chat-completions.route.js';
import type { Services } from './services.js';

export interface AppOptions {
  isAccepting: () => boolean;
}

export function buildApp(services: Services, options: AppOptions): Koa {
  const app = new Koa();
  app.proxy = false;
  app.silent = true;

  const router = new Router();
  router.post(
    '/v1/chat/completions',
    chatCompletionsRoute({
      apiKeys: services.apiKeys,
      cache: services.cache,
      upstream: services.upstream,
      requestLog: services.requestLog,
      logger: services.logger,
      bodyLimit: services.config.BODY_LIMIT,
    }),
  );
  router.get('/healthz', healthRoute(services.sequelize, options.isAccepting));

  app.use(errorHandler(services.logger));
  app.use(router.routes());
  app.use(async (ctx) => {
    const route = router.match(ctx.path, ctx.method);
    if (route.path.length > 0) throw new MethodNotAllowedError(ctx.method, ctx.path);
    throw new NotFoundError(`No route for ${ctx.method} ${ctx.path}.`, 'unknown_url');
  });
  return app;
}
