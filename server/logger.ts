// Structured logs: JSON, or human-readable lines at a terminal. Secrets never reach a
// log line: every logged object is scrubbed at every depth before it is written, by key (anything
// named like a password, token, key or credential) and by value (credentials inside URLs, bearer
// tokens, Rote and upstream keys, even inside error messages and stacks).
import { destination as pinoDestination, pino, transport, type DestinationStream, type Logger } from 'pino';

export type { Logger };

const SECRET_KEY = /^(authorization|cache-auth|cookie|set-cookie|password|passwd|secret|token|api[-_]?key|access[-_]?token|refresh[-_]?token|database_url|connection[-_]?string)$/i;
const SECRET_TEXT: Array<[RegExp, string]> = [
  [/(\/\/[^:/@\s]*:)[^@/\s]+@/g, '$1[redacted]@'], // postgres://user:password@host
  [/\b(Bearer\s+)[^\s"',]+/gi, '$1[redacted]'],
  [/\brote_[a-z2-7]{16,}/g, 'rote_[redacted]'],
  [/\bsk-[A-Za-z0-9_-]{8,}/g, 'sk-[redacted]'],
];
const MAX_DEPTH = 8;

export function scrubText(text: string): string {
  let scrubbed = text;
  for (const [pattern, replacement] of SECRET_TEXT) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}

/** A copy of `value` with secrets replaced, at every depth (errors become plain objects). */
export function scrub(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value) || depth > MAX_DEPTH) return '[…]';
  seen.add(value);
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  const source: Record<string, unknown> =
    value instanceof Error ? { type: value.name, message: value.message, stack: value.stack, ...(value as unknown as Record<string, unknown>) } : (value as Record<string, unknown>);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(source)) copy[key] = SECRET_KEY.test(key) ? '[redacted]' : scrub(item, depth + 1, seen);
  return copy;
}

/** Where logs go when none is given: human-readable lines at a terminal, JSON otherwise (pipes, files, collectors). */
function defaultDestination(): DestinationStream {
  if (process.stdout.isTTY) return transport({ target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } });
  return pinoDestination({ sync: false });
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      // Every object logged, and the message itself, pass through scrub() before they are written.
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) => scrub(arg)) as Parameters<typeof method>;
          return method.apply(this, scrubbed);
        },
      },
    },
    destination ?? defaultDestination(),
  );
}
