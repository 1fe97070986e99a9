// The product as it ships: the built server (`npm start` runs `node dist/server/main.js`) with
// NODE_ENV=production, on SQLite and on Postgres. Under load, SIGTERM loses no acknowledged answer
// or request-log row; kill -9 loses at most what the last flush window held.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/sequelize.js';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from '../helpers/databases.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { startRote } from '../helpers/rote.js';

const ENTRY = 'dist/server/main.js';

/** A GET whose body comes as sent (fetch would undo the compression under test). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** Starts the built server; resolves with its URL once it listens. */
async function startShipped(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, [ENTRY], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL in 20 s: ${output}`)), 20_000);
    child.stdout!.on('data', () => {
      const match = /"url":"([^"]+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  return { child, url, output: () => output };
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('several instances on one fresh Postgres database', () => {
  it('all start when started at the same moment (migrations take turns), three times over', async () => {
    for (let round = 0; round < 3; round++) {
      const db = await createTestDatabase('postgres');
      try {
        const servers = await Promise.all(Array.from({ length: 3 }, () => startShipped({ DATABASE_URL: db.url, UPSTREAM_BASE_URL: 'http://127.0.0.1:9/v1' })));
        for (const server of servers) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        const exits = servers.map((server) => exitOf(server.child));
        for (const server of servers) server.child.kill('SIGTERM');
        expect(await Promise.all(exits)).toEqual([0, 0, 0]);
      } finally {
        await db.drop();
      }
    }
  });
});

describe.each<DatabaseKind>(['sqlite', 'postgres'])('the shipped server on %s', (kind) => {
  let db: TestDatabase;
  let upstream: FakeUpstream;
  let key = '';
  let accountId = '';

  beforeAll(async () => {
    expect(existsSync(ENTRY), `${ENTRY} is built by npm run build (npm test builds it)`).toBe(true);
    db = await createTestDatabase(kind);
    upstream = await startFakeUpstream();
    const seeded = await startRote(db.url, upstream.baseUrl);
    ({ key, accountId } = await seeded.createAccount(`shipped-${kind}@example.com`));
    await seeded.close();
  });
  afterAll(async () => {
    await upstream?.close();
    await db?.drop();
  });

  const count = async (table: 'cache_answers' | 'request_logs') => {
    const sequelize = openDatabase(db.url);
    try {
      // Recorded answers only: induction may add a template of its own from the load's requests.
      const recorded = table === 'cache_answers' ? ' AND template IS NULL' : '';
      const [row] = await sequelize.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table} WHERE account_id = $1${recorded}`, { bind: [accountId], type: QueryTypes.SELECT });
      return Number(row.n);
    } finally {
      await sequelize.close();
    }
  };
  /** Sends `n` distinct misses, 10 at a time; every one must be acknowledged as stored. */
  const load = async (url: string, tag: string, n: number) => {
    const headers = { 'content-type': 'application/json', authorization: 'Bearer sk-up', 'cache-auth': `Bearer ${key}` };
    for (let start = 0; start < n; start += 10) {
      const batch = Array.from({ length: Math.min(10, n - start) }, (_, i) =>
        fetch(`${url}/v1/chat/completions`, { method: 'POST', headers, body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: `${tag} ${start + i}` }] }) }),
      );
      for (const response of await Promise.all(batch)) {
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-status')).toBe('Rote; fwd=miss; stored');
      }
    }
  };

  it('flushes what it recorded when SIGTERM comes while start-up is still loading the GraphQL stack', async () => {
    // Its own port (0), read from its log: a port probed free and closed may be taken by a test
    // running beside this one before the child binds it. The log line comes once the proxy
    // listens, before the GraphQL stack has loaded.
    const { child, url } = await startShipped({ DATABASE_URL: db.url, UPSTREAM_BASE_URL: upstream.baseUrl, WRITE_FLUSH_MS: '600000' });
    const exit = exitOf(child);
    const before = await count('cache_answers');
    await load(url, 'early', 1);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(await count('cache_answers')).toBe(before + 1);
  });

  it('serves the dashboard precompressed, hashed assets for a year, the page revalidated; and GraphiQL\'s introspection', async () => {
    const server = await startShipped({ DATABASE_URL: db.url, UPSTREAM_BASE_URL: upstream.baseUrl });
    try {
      const page = readFileSync('web/dist/index.html');
      const asBrowser = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
      const first = await rawGet(`${server.url}/requests`, asBrowser);
      expect(first.headers['content-encoding']).toBe(undefined); // index.html is under 1 KB: not worth compressing
      expect(first.body.equals(page)).toBe(true);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect((await rawGet(`${server.url}/requests`, { ...asBrowser, 'if-none-match': first.headers.etag as string })).status).toBe(304);
      const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(page.toString('utf8'))![1];
      const raw = readFileSync(`web/dist${script}`);
      const br = await rawGet(`${server.url}${script}`, { 'accept-encoding': 'gzip, br' });
      expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', 'cache-control': 'public, max-age=31536000, immutable' });
      expect(br.headers['content-type']).toContain('text/javascript');
      expect(brotliDecompressSync(br.body).equals(raw)).toBe(true);
      expect(br.body.length).toBeLessThan(raw.length / 2.5);
      const gz = await rawGet(`${server.url}${script}`, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).equals(raw)).toBe(true);
      const plain = await rawGet(`${server.url}${script}`, {});
      expect(plain.headers['content-encoding']).toBe(undefined);
      expect(plain.body.equals(raw)).toBe(true);

      const { getIntrospectionQuery } = await import('graphql');
      const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ query: getIntrospectionQuery() }) });
      const body = (await response.json()) as { data?: { __schema: { types: Array<{ name: string }> } }; errors?: unknown };
      expect(body.errors).toBeUndefined();
      expect(body.data!.__schema.types.map((t) => t.name)).toContain('Savings');
    } finally {
      const exit = exitOf(server.child);
      server.child.kill('SIGTERM');
      expect(await exit).toBe(0);
    }
  });

  it('loses no acknowledged answer or log row on SIGTERM (the write-behind never flushed before it)', async () => {
    const before = { answers: await count('cache_answers'), logs: await count('request_logs') };
    const server = await startShipped({ DATABASE_URL: db.url, UPSTREAM_BASE_URL: upstream.baseUrl, WRITE_FLUSH_MS: '600000' });
    await load(server.url, 'sigterm', 50);
    const exit = exitOf(server.child);
    server.child.kill('SIGTERM');
    expect(await exit, server.output()).toBe(0);
    expect(server.output()).toContain('rote stopped');
    expect(await count('cache_answers')).toBe(before.answers + 50);
    expect(await count('request_logs')).toBe(before.logs + 50);
  });

  it('writes on its flush timer, with no shutdown, and loses none of it on kill -9', async () => {
    const before = await count('cache_answers');
    const server = await startShipped({ DATABASE_URL: db.url, UPSTREAM_BASE_URL: upstream.baseUrl, WRITE_FLUSH_MS: '100' });
    await load(server.url, 'kill9', 30);
    // The timer's flush writes them while the process runs (one flush window and the write
    // itself; polled, not timed, as a loaded machine's disk may take a second or more: a fixed
    // second failed once in CI beside the evaluation's writes); then it dies without a goodbye.
    const deadline = Date.now() + 15_000;
    while ((await count('cache_answers')) < before + 30 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const exit = exitOf(server.child);
    server.child.kill('SIGKILL');
    await exit;
    expect(await count('cache_answers')).toBe(before + 30);
  });
});
