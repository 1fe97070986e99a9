import { describe, expect, it } from 'vitest';
import { CacheTree } from '../../server/cache/cache-tree.js';

describe('CacheTree', () => {
  it('records a request and finds it again by message keys and generation key', () => {
    const tree = new CacheTree();
    const recorded = tree.record(['s', 'u'], 'g1', 'a', '{"id":"x"}');
    expect(recorded.createdNodes.map((n) => n.key)).toEqual(['s', 'u', 'a']);
    expect(tree.find(['s', 'u'], 'g1')?.answer).toBe(recorded.answer);
    expect(tree.find(['s', 'u'], 'g2')).toBeNull();
    expect(tree.find(['s'], 'g1')).toBeNull();
    expect(tree.find(['s', 'u', 'x'], 'g1')).toBeNull();
  });

  it('shares prefixes and continues through an answer node', () => {
    const tree = new CacheTree();
    const first = tree.record(['s', 'u1'], 'g', 'a1', '{}');
    const second = tree.record(['s', 'u1', 'a1', 'u2'], 'g', 'a2', '{}');
    expect(second.createdNodes.map((n) => n.key)).toEqual(['u2', 'a2']);
    expect(second.path[2]).toBe(first.answer.answerNode);
    expect(tree.nodesById.size).toBe(5);
  });

  it('keeps the first answer when the same request is recorded twice', () => {
    const tree = new CacheTree();
    const first = tree.record(['u'], 'g', 'a1', '{"n":1}');
    const second = tree.record(['u'], 'g', 'a2', '{"n":2}');
    expect(second.answer).toBe(first.answer);
    expect(second.createdAnswer).toBeNull();
    expect(second.createdNodes).toEqual([]);
  });

  it('forgets prepared hits on every change that can alter an answer, and keeps them across new entries', async () => {
    const { CacheStore } = await import('../../server/cache/cache-store.js');
    const tree = new CacheTree('acct');
    const recorded = tree.record(['u'], 'g', 'a', '{"n":1}');
    const prepare = () => {
      const found = tree.find(['u'], 'g')!;
      const prepared = { hit: { path: found.path, answer: found.answer, body: Buffer.from('{}'), bindings: null }, cacheStatus: 'hit' as const, payload: Buffer.from('{}'), wire: '{}', headers: [], stream: false, model: 'm', requestHash: 'h', responseHash: 'r', nodePath: [], preview: null };
      tree.prepared.set('h', prepared, tree.prepared.generation);
      expect(tree.prepared.get('h')).toBe(prepared);
    };
    prepare();
    tree.record(['other'], 'g', 'b', '{}'); // a new literal entry cannot change what 'u' gets
    expect(tree.prepared.size).toBe(1);
    tree.record(['u'], 'g', 'a', '{"n":2}', null, new Date(), true); // a refresh
    expect(tree.prepared.size).toBe(0);
    prepare();
    tree.detach(recorded.path[0]);
    expect(tree.prepared.size).toBe(0);

    // A lookup that began before a clear cannot store what it found.
    tree.record(['u'], 'g', 'a', '{"n":3}');
    const before = tree.prepared.generation;
    tree.invalidate();
    const found = tree.find(['u'], 'g')!;
    tree.prepared.set('late', { hit: { path: found.path, answer: found.answer, body: Buffer.from('{}'), bindings: null }, cacheStatus: 'hit', payload: Buffer.from('{}'), wire: '{}', headers: [], stream: false, model: 'm', requestHash: 'late', responseHash: 'r', nodePath: [], preview: null }, before);
    expect(tree.prepared.get('late')).toBeUndefined();

    // A template's lifecycle changing (a demotion) clears the account's prepared hits.
    const { createLogger } = await import('../../server/logger.js');
    const store = new CacheStore(createLogger('silent'), 60_000);
    const loaded = await (store as unknown as { trees: Map<string, CacheTree> }).trees.set('acct', tree).get('acct')!;
    prepare();
    store.lifecycleChanged('acct', found.answer);
    expect(loaded.prepared.size).toBe(0);
  });
});
