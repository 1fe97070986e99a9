// The stack most integration tests need: a fresh database, a fake upstream and Rote in front of it,
// started before the file's tests and torn down after them.
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.js';
import { startFakeUpstream, type FakeUpstream, type Responder } from './fake-upstream.js';
import { startRote, type TestRote } from './rote.js';

export interface TestStack {
  db: TestDatabase;
  upstream: FakeUpstream;
  /** Replaceable: a test may restart Rote on the same database. */
  rote: TestRote;
}

export function useStack(options: { kind?: DatabaseKind; respond?: Responder; env?: Record<string, string> } = {}): TestStack {
  const stack = {} as TestStack;
  beforeAll(async () => {
    stack.db = await createTestDatabase(options.kind ?? 'sqlite');
    stack.upstream = await startFakeUpstream(options.respond);
    stack.rote = await startRote(stack.db.url, stack.upstream.baseUrl, options.env);
  });
  afterAll(async () => {
    await stack.rote?.close();
    await stack.upstream?.close();
    await stack.db?.drop();
  });
  return stack;
}
