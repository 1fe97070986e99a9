// The write path under faults, on Postgres (whose constraints are strict): a row the database refuses
// costs no other tenant anything, and a database outage loses no acknowledged answer while misses
// keep being answered and /healthz says why it is degraded. Connections the server kills one by one
// (a failover, an administrator) cost no request and no row, and never crash the process.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { startRote, type TestRote } from '../helpers/rote.js';

const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('writes under faults (Postgres)', () => {
  let db: TestDatabase;
  let upstream: FakeUpstream;
  let rote: TestRote;
  const name = () => new URL(db.url).pathname.slice(1);

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    upstream = await startFakeUpstream();
    rote = await startRote(db.url, upstream.baseUrl, { WRITE_FLUSH_MS: '50', KEY_RECHECK_MS: '600000', INDUCTION_INTERVAL_MS: '3600000' });
  });
  afterAll(async () => {
    await admin(`ALTER DATABASE ${name()} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await rote?.close();
    await upstream?.close();
    await db?.drop();
  });

  const send = (key: string, content: string, model = 'm') =>
    rote.post('/v1/chat/completions', { model, messages: [{ role: 'user', content }] }, { authorization: 'Bearer sk-up', 'cache-auth': `Bearer ${key}` });

  it('stores every other tenant\'s rows when one row is refused, and a too-long model name as what fits', async () => {
    const accounts = await Promise.all(Array.from({ length: 10 }, (_, i) => rote.createAccount(`tenant${i}@example.com`)));
    const { RequestLog, CacheAnswer } = await import('../../server/db/models/index.js');
    const before = await RequestLog.count();
    // A row for an account that does not exist (a foreign-key violation), among 100 good ones.
    rote.running.services.requestLog.log({ accountId: 'no-such-account', apiKeyId: null, model: 'm', cacheStatus: 'miss', upstreamStatus: 200, latencyMs: 1, promptTokens: null, completionTokens: null, totalTokens: null, answerNodeId: null, nodePath: null, bindings: null, error: null, stream: null }, { request: null, response: null });
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => send(accounts[i % 10].key, `question ${i}`, i === 42 ? `model-${'x'.repeat(300)}` : 'm')),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(100).fill(200));
    await rote.running.services.requestLog.flush();
    await rote.running.services.cache.flush();
    expect(await RequestLog.count()).toBe(before + 100);
    expect(await CacheAnswer.count({ where: { accountId: accounts.map((a) => a.accountId) } })).toBe(100);
    expect(rote.running.services.requestLog.writerHealth().quarantined).toBe(1);
    expect(rote.logs.join('\n')).toContain('write quarantined');
    expect((await fetch(`${rote.url}/healthz`)).status).toBe(200);
  });

  it('holds writes through a database outage, answers misses meanwhile, reports degraded, and loses nothing', async () => {
    const { key, accountId } = await rote.createAccount('outage@example.com');
    expect((await send(key, 'before the outage')).status).toBe(200); // loads the account's tree
    await admin(`ALTER DATABASE ${name()} ALLOW_CONNECTIONS false`);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name()}'`);
    try {
      const during = await Promise.all(Array.from({ length: 20 }, (_, i) => send(key, `during the outage ${i}`)));
      expect(during.map((r) => r.status)).toEqual(Array(20).fill(200));
      await expect.poll(async () => (await fetch(`${rote.url}/healthz`)).status, { timeout: 15_000 }).toBe(503);
      const health = (await (await fetch(`${rote.url}/healthz`)).json()) as { status: string; reasons: string[] };
      expect(health.status).toBe('degraded');
      expect(health.reasons.join(' ')).toMatch(/database/);
      // A repeat is still a hit, from memory.
      expect(((await (await send(key, 'during the outage 3')).json()) as { id: string }).id).toBe('cached');
    } finally {
      await admin(`ALTER DATABASE ${name()} ALLOW_CONNECTIONS true`);
    }
    await expect.poll(async () => (await fetch(`${rote.url}/healthz`)).status, { timeout: 20_000 }).toBe(200);
    const { CacheAnswer, RequestLog } = await import('../../server/db/models/index.js');
    // Healthy means writes flow again, not that every held row is written yet: wait for them.
    await expect.poll(() => CacheAnswer.count({ where: { accountId } }), { timeout: 20_000 }).toBe(21);
    await expect.poll(() => RequestLog.count({ where: { accountId } }), { timeout: 20_000 }).toBe(22);
    // Nothing was set aside as a bad row on the way back (the first test's one refused row aside).
    expect(rote.running.services.requestLog.writerHealth().quarantined).toBe(1);
    expect(rote.running.services.cache.writerHealth().quarantined).toBe(0);
  });

  it('loses no acknowledged row when the server kills connections mid-write while new ones still connect', async () => {
    const { key, accountId } = await rote.createAccount('killed@example.com');
    const quarantinedBefore = rote.running.services.requestLog.writerHealth().quarantined;
    let killing = true;
    const killer = (async () => {
      // Bounded: at most 200 rounds of terminating every connection of Rote's database.
      for (let round = 0; killing && round < 200; round++) {
        await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name()}' AND pid <> pg_backend_pid()`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    let stored = 0;
    try {
      for (let wave = 0; wave < 10; wave++) {
        const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => send(key, `killed ${wave} ${i}`)));
        expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
        // An answer is stored (it names its node) or says the cache could not take it: a tree
        // load that fails on every retry leaves its wave unrecorded, never silently dropped.
        for (const r of responses) {
          if (r.headers.get('rote-node')) stored++;
          else expect(r.headers.get('cache-status')).toContain('cache-unavailable');
        }
      }
    } finally {
      killing = false;
      await killer;
    }
    expect(stored).toBeGreaterThan(0);
    const { CacheAnswer, RequestLog } = await import('../../server/db/models/index.js');
    await expect.poll(() => CacheAnswer.count({ where: { accountId } }), { timeout: 30_000 }).toBe(stored);
    await expect.poll(() => RequestLog.count({ where: { accountId } }), { timeout: 30_000 }).toBe(200);
    expect(rote.running.services.requestLog.writerHealth().quarantined).toBe(quarantinedBefore);
    expect(rote.running.services.cache.writerHealth().quarantined).toBe(0);
  });
});
