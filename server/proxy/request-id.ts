// Request ids: unique across instances and restarts without a UUID per request. A random prefix
// drawn once per process, then a counter: short (under 24 characters) and nearly free.
import { randomBytes } from 'node:crypto';

const prefix = `r${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
let counter = 0;

export function nextRequestId(): string {
  return `${prefix}-${(counter++).toString(36)}`;
}
