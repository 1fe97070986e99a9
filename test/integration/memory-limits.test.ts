// Memory is bounded: an entry larger than MAX_ENTRY_BYTES and entries past MAX_ACCOUNT_ENTRIES are
// forwarded but not recorded (and Cache-Status says so), and when the loaded trees pass
// CACHE_MEMORY_MB the least recently used accounts leave memory and reload from the database.
import { describe, expect, it } from 'vitest';
import { useStack } from '../helpers/stack.js';

describe('memory limits', () => {
  const stack = useStack({ env: { INDUCTION_INTERVAL_MS: '3600000', MAX_ENTRY_BYTES: '8kb', MAX_ACCOUNT_ENTRIES: '40', CACHE_MEMORY_MB: '1' } });
  const send = (key: string, content: string) =>
    stack.rote.post('/v1/chat/completions', { model: 'm', messages: [{ role: 'user', content }] }, { authorization: 'Bearer sk-up', 'cache-auth': `Bearer ${key}` });

  it('forwards an entry over MAX_ENTRY_BYTES without recording it', async () => {
    const { key } = await stack.rote.createAccount();
    const big = `summarize ${'x'.repeat(10_000)}`;
    const first = await send(key, big);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-status')).toBe('Rote; fwd=miss; detail=not-stored-too-large');
    expect((await send(key, big)).headers.get('cache-status')).toBe('Rote; fwd=miss; detail=not-stored-too-large');
  });

  it('stops recording for an account past MAX_ACCOUNT_ENTRIES, and only for it', async () => {
    const full = await stack.rote.createAccount();
    for (let i = 0; i < 40; i++) expect((await send(full.key, `entry ${i}`)).headers.get('cache-status')).toBe('Rote; fwd=miss; stored');
    const over = await send(full.key, 'entry 40');
    expect(over.status).toBe(200);
    expect(over.headers.get('cache-status')).toBe('Rote; fwd=miss; detail=not-stored-account-full');
    expect(((await (await send(full.key, 'entry 3')).json()) as { id: string }).id).toBe('cached');
    const other = await stack.rote.createAccount();
    expect((await send(other.key, 'entry 40')).headers.get('cache-status')).toBe('Rote; fwd=miss; stored');
  });

  it('evicts the least recently used accounts past CACHE_MEMORY_MB, and serves them again from the database', async () => {
    const cache = stack.rote.running.services.cache;
    const first = await stack.rote.createAccount();
    const filler = 'y'.repeat(2_000); // under MAX_ENTRY_BYTES, so every entry is recorded
    for (let i = 0; i < 35; i++) await send(first.key, `first ${i} ${filler}`);
    await cache.flush();
    expect(cache.loadedTree(first.accountId)).not.toBeNull();
    // Other accounts fill the budget (1 MB) several times over.
    for (let a = 0; a < 4; a++) {
      const other = await stack.rote.createAccount();
      for (let i = 0; i < 35; i++) await send(other.key, `other ${a} ${i} ${filler}`);
    }
    await cache.flush();
    expect(cache.loadedTree(first.accountId), 'the least recently used account left memory').toBeNull();
    expect(cache.memory().bytes).toBeLessThanOrEqual(cache.memory().budget * 1.2);
    expect(stack.rote.logs.join('\n')).toContain('cache tree evicted');
    const again = await send(first.key, `first 7 ${filler}`);
    expect(((await again.json()) as { id: string }).id).toBe('cached');
  });
});
