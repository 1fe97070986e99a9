// Structured JSON logs. Secrets never reach a log line: headers are not logged, and the paths
// below are redacted in case an object carrying them is logged by mistake.
import { destination as pinoDestination, pino, type Logger } from 'pino';

export type { Logger };

export const REDACTED_PATHS = [
  'authorization',
  'password',
  'secret',
  'token',
  '*.authorization',
  '*.password',
  '*.secret',
  '*.token',
  'headers.authorization',
  'headers["cache-auth"]',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers["cache-auth"]',
  'req.headers.cookie',
];

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: undefined },
    destination ?? pinoDestination({ sync: false }),
  );
}
