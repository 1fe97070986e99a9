// Nothing acknowledged is lost: a graceful stop flushes pending writes, and a restart serves
// every recorded answer from the database.
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
});
