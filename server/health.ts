// GET /healthz: 200 once requests are accepted and the database answers, 503 otherwise.
import type { Context } from 'koa';
import type { Sequelize } from 'sequelize';

export function healthRoute(sequelize: Sequelize, isAccepting: () => boolean) {
  return async function health(ctx: Context): Promise<void> {
    ctx.type = 'application/json';
    if (!isAccepting()) {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', reason: 'shutting down' };
      return;
    }
    try {
      await Promise.race([
        sequelize.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database did not answer in 2 s')), 2000).unref()),
      ]);
      ctx.status = 200;
      ctx.body = { status: 'ok' };
    } catch (err) {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', reason: (err as Error).message };
    }
  };
}
