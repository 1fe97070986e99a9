// Three instances of the built server on one Postgres database behave as one cache: what one
// stores is a hit on the others, deleted subtrees and revoked keys stop everywhere within the
// stated bound (one flush window plus notification latency; we allow 2 s), identical concurrent
// misses leave no duplicate rows, hit counts add up, and induction's outcomes show everywhere.
import { spawn, type ChildProcess } from 'node:child_process';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/sequelize.js';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { startRote } from '../helpers/rote.js';

interface Instance {
  child: ChildProcess;
  url: string;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', WRITE_FLUSH_MS: '50', INDUCTION_INTERVAL_MS: '3600000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /"url":"([^"]+)"/.exec(output);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  return { child, url };
}

const BOUND_MS = 2_000;

describe('three instances on one Postgres database', () => {
  let db: TestDatabase;
  let upstream: FakeUpstream;
  let instances: Instance[] = [];
  let key = '';
  let accountId = '';

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    upstream = await startFakeUpstream();
    const seeded = await startRote(db.url, upstream.baseUrl);
    ({ key, accountId } = await seeded.createAccount('instances@example.com'));
    await seeded.close();
    // info level for the listening line only; the rest of the tests need nothing from the logs.
    instances = await Promise.all(Array.from({ length: 3 }, () => startInstance({ DATABASE_URL: db.url, UPSTREAM_BASE_URL: upstream.baseUrl, LOG_LEVEL: 'info' })));
  });
  afterAll(async () => {
    await Promise.all(
      instances.map(({ child }) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        return exited;
      }),
    );
    await upstream?.close();
    await db?.drop();
  });

  const ask = (instance: Instance, content: string, bearer = key, extra: Record<string, string> = {}) =>
    fetch(`${instance.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk', 'cache-auth': `Bearer ${bearer}`, ...extra },
      body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content }] }),
    });
  const statusOf = async (instance: Instance, content: string) => (await ask(instance, content)).headers.get('cache-status');
  const query = async <T extends object>(sql: string): Promise<T[]> => {
    const sequelize = openDatabase(db.url);
    try {
      return await sequelize.query<T>(sql, { type: QueryTypes.SELECT });
    } finally {
      await sequelize.close();
    }
  };

  it('serves what one instance stored as a hit on every other', async () => {
    const [a, b, c] = instances;
    for (const instance of [b, c]) expect(await statusOf(instance, 'warm up')).toMatch(/fwd=miss|hit/); // trees loaded everywhere
    expect(await statusOf(a, 'stored through A')).toBe('Rote; fwd=miss; stored');
    const calls = upstream.count;
    // only-if-cached never calls the upstream: the polls themselves cannot record the entry.
    const cachedOnly = (instance: Instance) => ask(instance, 'stored through A', key, { 'cache-control': 'only-if-cached' }).then((r) => r.headers.get('cache-status'));
    for (const instance of [b, c]) await expect.poll(() => cachedOnly(instance), { timeout: BOUND_MS, interval: 50 }).toBe('Rote; hit');
    expect(upstream.count).toBe(calls);
  });

  it('leaves one row per node and answer when all three record the same request at once', async () => {
    const responses = await Promise.all(instances.map((instance) => ask(instance, 'everyone at once')));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const message = JSON.stringify({ content: 'everyone at once', role: 'user' });
    const nodes = await query<{ n: string }>(`SELECT COUNT(*) AS n FROM cache_nodes WHERE account_id = '${accountId}' AND message = '${message}'`);
    const answers = await query<{ n: string }>(
      `SELECT COUNT(*) AS n FROM cache_answers a JOIN cache_nodes n ON n.id = a.node_id WHERE n.account_id = '${accountId}' AND n.message = '${message}'`,
    );
    expect(Number(nodes[0].n)).toBe(1);
    expect(Number(answers[0].n)).toBe(1);
  });

  it('stops serving a subtree deleted through one instance on every other', async () => {
    const [a, b, c] = instances;
    expect(await statusOf(a, 'to be deleted')).toBe('Rote; fwd=miss; stored');
    for (const instance of [b, c]) await expect.poll(() => statusOf(instance, 'to be deleted'), { timeout: BOUND_MS, interval: 50 }).toBe('Rote; hit');
    const node = (await ask(a, 'to be deleted')).headers.get('rote-node')!;
    const [{ parent_id: parentId }] = await query<{ parent_id: string }>(`SELECT parent_id FROM cache_nodes WHERE id = '${node}'`);
    const deleted = await fetch(`${a.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: 'mutation($id: ID!){ deleteNode(id: $id) }', variables: { id: parentId } }),
    });
    expect(((await deleted.json()) as { data: { deleteNode: number } }).data.deleteNode).toBeGreaterThanOrEqual(2);
    for (const instance of [b, c]) {
      await expect.poll(() => statusOf(instance, 'to be deleted'), { timeout: BOUND_MS, interval: 50 }).toMatch(/fwd=miss/);
    }
  });

  it('refuses a key revoked through one instance on every other within the bound', async () => {
    const [a, b, c] = instances;
    const issued = await fetch(`${a.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: 'mutation { createApiKey(name: "temporary") { secret key { id } } }' }),
    });
    const { secret, key: created } = ((await issued.json()) as { data: { createApiKey: { secret: string; key: { id: string } } } }).data.createApiKey;
    for (const instance of instances) expect((await ask(instance, 'with the temporary key', secret)).status).toBe(200); // remembered everywhere
    await fetch(`${a.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: 'mutation($id: ID!){ revokeApiKey(id: $id) { id } }', variables: { id: created.id } }),
    });
    for (const instance of [b, c]) await expect.poll(async () => (await ask(instance, 'with the temporary key', secret)).status, { timeout: BOUND_MS, interval: 50 }).toBe(401);
  });

  it('adds hit counts up across instances', async () => {
    const [a, b, c] = instances;
    expect(await statusOf(a, 'counted')).toBe('Rote; fwd=miss; stored');
    for (const instance of [b, c]) await expect.poll(() => statusOf(instance, 'counted'), { timeout: BOUND_MS, interval: 50 }).toBe('Rote; hit');
    // So far: 1 hit on B and 1 on C (at least; polls may add more). Add 3 on each instance.
    for (const instance of instances) for (let i = 0; i < 3; i++) expect(await statusOf(instance, 'counted')).toBe('Rote; hit');
    const node = (await ask(a, 'counted')).headers.get('rote-node')!;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [{ hits }] = await query<{ hits: number }>(`SELECT hits FROM cache_answers WHERE answer_node_id = '${node}'`);
    expect(hits).toBeGreaterThanOrEqual(3 * 3 + 2 + 1);
  });

  it("shows on every instance what induction concluded on the one that recorded the miss", async () => {
    const [, b] = instances;
    // A fourth instance whose induction loop runs (the others never examine anything themselves),
    // first a second after it starts: long after B has read the entry it records.
    const inducing = await startInstance({ DATABASE_URL: db.url, UPSTREAM_BASE_URL: upstream.baseUrl, LOG_LEVEL: 'info', INDUCTION_INTERVAL_MS: '1000' });
    try {
      const gql = async (instance: Instance, search: string) => {
        const response = await fetch(`${instance.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify({ query: 'query($s: String){ requests(first: 1, filter: { search: $s, status: "miss" }){ items { induction } } }', variables: { s: search } }),
        });
        const { data } = (await response.json()) as { data: { requests: { items: Array<{ induction: string | null }> } } };
        return data.requests.items[0]?.induction ?? null;
      };
      expect(await statusOf(inducing, 'examined elsewhere')).toBe('Rote; fwd=miss; stored');
      const cachedOnB = () => ask(b, 'examined elsewhere', key, { 'cache-control': 'only-if-cached' }).then((r) => r.headers.get('cache-status'));
      await expect.poll(cachedOnB, { timeout: BOUND_MS, interval: 50 }).toBe('Rote; hit');
      expect(await gql(b, 'examined elsewhere'), 'B holds the entry before induction has run').toBeNull();
      await expect.poll(() => gql(inducing, 'examined elsewhere'), { timeout: BOUND_MS, interval: 50 }).not.toBeNull();
      const outcome = await gql(inducing, 'examined elsewhere');
      await expect.poll(() => gql(b, 'examined elsewhere'), { timeout: BOUND_MS, interval: 50 }).toBe(outcome);
    } finally {
      const exited = new Promise((resolve) => inducing.child.once('exit', resolve));
      inducing.child.kill('SIGTERM');
      await exited;
    }
  });

  it('counts failed sign-ins across instances: the limit is global', async () => {
    const signIn = (instance: Instance, password: string) =>
      fetch(`${instance.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation($p: String!){ signIn(email: "instances@example.com", password: $p) { id } }', variables: { p: password } }),
      }).then((r) => r.json() as Promise<{ errors?: Array<{ extensions?: { code?: string } }> }>);
    for (let i = 0; i < 5; i++) expect((await signIn(instances[i % 3], 'wrong password'))?.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    for (const instance of instances) expect((await signIn(instance, 'correct horse battery')).errors?.[0].extensions?.code).toBe('TOO_MANY_ATTEMPTS');
  });
});
