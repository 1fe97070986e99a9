// Nothing acknowledged is lost: a graceful stop flushes pending writes, and a restart serves
// every recorded answer from the database.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { startRote } from '../helpers/rote.js';

describe('durability', () => {
  let db: TestDatabase;
  let upstream: FakeUpstream;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    upstream = await startFakeUpstream();
  });
  afterAll(async () => {
    await upstream?.close();
    await db?.drop();
  });

  it('keeps every recorded answer across a restart, even writes still pending at close', async () => {
    // A flush interval far longer than the test: only the close-time flush can save the writes.
    const first = await startRote(db.url, upstream.baseUrl, { WRITE_FLUSH_MS: '600000' });
    const { key } = await first.createAccount('restart@example.com');
    const questions = Array.from({ length: 20 }, (_, i) => `Question number ${i}`);
    const answers = [];
    for (const q of questions) answers.push(await first.client(key).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: q }] }));
    const hitBeforeStop = await first.client(key).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: questions[0] }] });
    expect(hitBeforeStop.id).toBe('cached');
    await first.close();

    const second = await startRote(db.url, upstream.baseUrl);
    try {
      const calls = upstream.count;
      for (const [i, q] of questions.entries()) {
        const again = await second.client(key).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: q }] });
        expect(again.id).toBe('cached');
        expect(again.choices[0].message).toEqual(answers[i].choices[0].message);
      }
      expect(upstream.count).toBe(calls);
      const { RequestLog, CacheNode } = await import('../../server/db/models/index.js');
      expect(await RequestLog.count()).toBeGreaterThanOrEqual(21);
      const node = await CacheNode.findOne({ where: { message: JSON.stringify({ content: questions[0], role: 'user' }) } });
      expect(node!.hits).toBeGreaterThanOrEqual(1);
    } finally {
      await second.close();
    }
  });

  it('flushes on SIGTERM when run as a process (npm start\'s entry point)', async () => {
    const env = { ...process.env, PORT: '0', DATABASE_URL: db.url, UPSTREAM_BASE_URL: upstream.baseUrl, WRITE_FLUSH_MS: '600000', LOG_LEVEL: 'info' };
    const run = async (work: (url: string) => Promise<void>) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          output += chunk;
          const match = /"url":"([^"]+)"/.exec(output);
          if (match) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
      });
      await work(url);
      const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
      return output;
    };
    const seeded = await startRote(db.url, upstream.baseUrl);
    const { key } = await seeded.createAccount('sigterm@example.com');
    await seeded.close();
    const headers = { 'content-type': 'application/json', authorization: 'Bearer sk', 'cache-auth': `Bearer ${key}` };
    const body = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'Survive SIGTERM' }] });
    const output = await run(async (url) => {
      const response = await fetch(`${url}/v1/chat/completions`, { method: 'POST', headers, body });
      expect(response.headers.get('cache-status')).toBe('Rote; fwd=miss; stored');
    });
    expect(output).toContain('rote stopped');
    const calls = upstream.count;
    await run(async (url) => {
      const response = await fetch(`${url}/v1/chat/completions`, { method: 'POST', headers, body });
      expect(((await response.json()) as { id: string }).id).toBe('cached');
    });
    expect(upstream.count).toBe(calls);
  });
});
