// An upstream that cannot be reached is 502, one that is too slow is 504; neither is cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import { createServer, type Server } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { completion, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { startRote, type TestRote } from '../helpers/rote.js';

/**
 * An upstream that takes each connection and drops it at once. A port closed after listening is
 * not safe: the OS may hand it to the next server started, once Rote itself, which then answered
 * its own forwarded call with 401 (a CI run, November 2026).
 */
async function droppingUpstream(): Promise<Server> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
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
    const dropping = await droppingUpstream();
    try {
      const rote = await startRote(db.url, `http://127.0.0.1:${(dropping.address() as { port: number }).port}/v1`);
      started.push(rote);
      const { key } = await rote.createAccount();
      const error = await rote.client(key).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] }).catch((e) => e);
      expect(error).toBeInstanceOf(OpenAI.APIError);
      expect(error.status).toBe(502);
      expect(error.error).toMatchObject({ type: 'upstream_error', code: 'upstream_unreachable' });
      expect(error.headers.get('cache-status')).toBe('Rote; fwd=miss; detail=upstream_unreachable');
    } finally {
      await new Promise((resolve) => dropping.close(resolve));
    }
  });

  it('cancels the upstream call when the client goes away, and logs it as a client close, not an error', async () => {
    // An upstream that never answers, and notices when its caller hangs up.
    let hungUp = 0;
    let received = 0;
    const hanging = createHttpServer((req) => {
      received++;
      req.socket.once('close', () => hungUp++);
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const port = (hanging.address() as { port: number }).port;
    const rote = await startRote(db.url, `http://127.0.0.1:${port}/v1`);
    started.push(rote);
    const { key } = await rote.createAccount();
    try {
      const calls = Array.from({ length: 5 }, (_, i) =>
        rote.post('/v1/chat/completions', { model: 'm', messages: [{ role: 'user', content: `abandoned ${i}` }] }, { authorization: 'Bearer sk', 'cache-auth': `Bearer ${key}` }).catch(() => null),
      );
      void calls;
      await expect.poll(() => received, { timeout: 5_000 }).toBe(5);
      // rote.post has no signal: hang up at the socket level instead.
      rote.running.server.closeAllConnections();
      await expect.poll(() => hungUp, { timeout: 5_000 }).toBe(5);
      await rote.running.services.requestLog.flush();
      const lines = rote.logs.filter((line) => line.includes('"status":499'));
      expect(lines).toHaveLength(5);
      expect(rote.logs.filter((line) => line.includes('"level":50'))).toEqual([]);
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });

  it('answers 504 when the upstream is slower than UPSTREAM_TIMEOUT_MS, and caches nothing', async () => {
    // A second apart, and the slow answer three: the fast request after it must fit inside the
    // timeout on a loaded two-core CI machine too (at 150 ms it once did not).
    const rote = await startRote(db.url, upstream.baseUrl, { UPSTREAM_TIMEOUT_MS: '1000' });
    started.push(rote);
    const { key } = await rote.createAccount();
    upstream.respond = (_c, i) => ({ body: completion('late', {}, i), delayMs: 3000 });
    const error = await rote.client(key).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'slow' }] }).catch((e) => e);
    expect(error.status).toBe(504);
    expect(error.error).toMatchObject({ type: 'upstream_error', code: 'upstream_timeout' });
    expect(error.headers.get('cache-status')).toBe('Rote; fwd=miss; detail=upstream_timeout');
    upstream.respond = (_c, i) => ({ body: completion('fast', {}, i) });
    const calls = upstream.count;
    const ok = await rote.client(key).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'slow' }] });
    expect(ok.choices[0].message.content).toBe('fast');
    expect(upstream.count).toBe(calls + 1);
  });

  it('keeps one account from taking every upstream connection: past its share it gets 429, others go on', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = await startFakeUpstream(async (call, i) => {
      if (String(call.body.messages?.[0]?.content).startsWith('hog')) await gate;
      return { body: completion('ok', {}, i) };
    });
    const rote = await startRote(db.url, slow.baseUrl, { UPSTREAM_CONCURRENCY_PER_ACCOUNT: '3' });
    started.push(rote);
    const hog = await rote.createAccount();
    const other = await rote.createAccount();
    const send = (key: string, content: string) => rote.post('/v1/chat/completions', { model: 'm', messages: [{ role: 'user', content }] }, { authorization: 'Bearer sk', 'cache-auth': `Bearer ${key}` });
    try {
      const hung = [1, 2, 3].map((i) => send(hog.key, `hog ${i}`));
      await expect.poll(() => slow.count).toBe(3);
      const refused = await send(hog.key, 'hog 4');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('too_many_upstream_requests');
      expect((await send(other.key, 'someone else')).status).toBe(200);
      release();
      expect((await Promise.all(hung)).map((r) => r.status)).toEqual([200, 200, 200]);
      expect((await send(hog.key, 'hog 5')).status).toBe(200); // the slots came back
    } finally {
      release();
      await slow.close();
    }
  });
});
