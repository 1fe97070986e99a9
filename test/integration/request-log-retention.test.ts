// Request log retention: old rows go, texts only old rows used go with them, and a text a recent
// row still points at stays, however old it is.
import { describe, expect, it } from 'vitest';
import { useStack } from '../helpers/stack.js';

describe.each(['sqlite', 'postgres'] as const)('request log retention (%s)', (kind) => {
  const stack = useStack({ kind, env: { REQUEST_LOG_RETENTION_DAYS: '7', INDUCTION_INTERVAL_MS: '3600000' } });
  const ask = (key: string, content: string) =>
    stack.rote.post('/v1/chat/completions', { model: 'm', messages: [{ role: 'user', content }] }, { authorization: 'Bearer sk-up', 'cache-auth': `Bearer ${key}` });

  it('removes requests older than the retention and the texts only they used', async () => {
    const { key, accountId } = await stack.rote.createAccount();
    await ask(key, 'old and forgotten');
    await ask(key, 'old but asked again');
    const { requestLog, retention } = stack.rote.running.services;
    await requestLog.flush();
    const { RequestLog, RequestContent } = await import('../../server/db/models/index.js');
    // Age everything by ten days, then ask one of them again today.
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    await RequestLog.update({ createdAt: tenDaysAgo }, { where: { accountId } });
    await RequestContent.update({ createdAt: tenDaysAgo }, { where: { accountId } });
    await ask(key, 'old but asked again'); // a hit: its texts are known, so not stored again
    await requestLog.flush();
    expect(await RequestLog.count({ where: { accountId } })).toBe(3);

    const removed = await retention.sweep();
    expect(removed.rows).toBe(2);
    const left = await RequestLog.findAll({ where: { accountId } });
    expect(left.map((row) => row.cacheStatus)).toEqual(['hit']);
    // The recent hit's request and answer texts stay; the forgotten request's are gone.
    const contents = await RequestContent.findAll({ where: { accountId } });
    expect(contents.map((c) => c.hash).sort()).toEqual([left[0].requestHash, left[0].responseHash].sort());
    expect(contents.some((c) => c.body.includes('old and forgotten'))).toBe(false);
  });
});
