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
});
