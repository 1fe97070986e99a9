// Request ids: unique across instances and restarts without a UUID per request. A random prefix
// drawn once per process, then a counter: short (under 30 characters) and nearly free. The counter
// is zero-padded so that ids sort in the order they were made: the request log breaks ties between
// rows of the same millisecond by id, and an unpadded "10" sorts before "z".
import { randomBytes } from 'node:crypto';

const prefix = `r${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
let counter = 0;

export function nextRequestId(): string {
  return `${prefix}-${(counter++).toString(36).padStart(8, '0')}`;
}
