// An upstream that cannot be reached is 502, one that is too slow is 504; neither is cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import { createServer } from 'node:net';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { completion, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { startRote, type TestRote } from '../helpers/rote.js';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('upstream faults', () => {
  let db: TestDatabase;
  let upstream: FakeUpstream;
  const started: TestRote[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    upstream = await startFakeUpstream();
  });
  afterAll(async () => {
    for (const rote of started) await rote.close();
    await upstream?.close();
    await db?.drop();
  });

  it('answers 502 in the OpenAI shape when the upstream is unreachable', async () => {
    const rote = await startRote(db.url, `http://127.0.0.1:${await closedPort()}/v1`);
    started.push(rote);
    const { key } = await rote.createAccount();
    const error = await rote.client(key).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] }).catch((e) => e);
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect(error.status).toBe(502);
    expect(error.error).toMatchObject({ type: 'upstream_error', code: 'upstream_unreachable' });
  });

  it('answers 504 when the upstream is slower than UPSTREAM_TIMEOUT_MS, and caches nothing', async () => {
    const rote = await startRote(db.url, upstream.baseUrl, { UPSTREAM_TIMEOUT_MS: '150' });
    started.push(rote);
    const { key } = await rote.createAccount();
    upstream.respond = (_c, i) => ({ body: completion('late', {}, i), delayMs: 600 });
    const error = await rote.client(key).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'slow' }] }).catch((e) => e);
    expect(error.status).toBe(504);
    expect(error.error).toMatchObject({ type: 'upstream_error', code: 'upstream_timeout' });
    upstream.respond = (_c, i) => ({ body: completion('fast', {}, i) });
    const calls = upstream.count;
    const ok = await rote.client(key).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'slow' }] });
    expect(ok.choices[0].message.content).toBe('fast');
    expect(upstream.count).toBe(calls + 1);
  });
});
