// Renders every error as OpenAI's error shape. Unexpected errors are logged and masked.
import type { Context, Next } from 'koa';
import { AppError } from './errors.js';
import type { Logger } from './logger.js';

export function errorHandler(logger: Logger) {
  return async function renderErrors(ctx: Context, next: Next): Promise<void> {
    try {
      await next();
    } catch (err) {
      const known = err instanceof AppError ? err : null;
      if (!known) logger.error({ err, path: ctx.path }, 'unexpected error');
      const error = known ?? new AppError(500, 'server_error', 'internal_error', 'Rote failed to handle the request.');
      ctx.status = error.status;
      ctx.type = 'application/json';
      ctx.body = error.toBody();
      if (error.status === 413) ctx.set('Connection', 'close');
    }
  };
}
