import { describe, expect, it } from 'vitest';
import { ShapeEntries } from '../../server/cache/shape-entries.js';
import type { CachedAnswer } from '../../server/cache/tree-node.js';

const answers = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `a${i}` }) as unknown as CachedAnswer);
const ids = (list: CachedAnswer[]) => list.map((a) => a.id);

describe('ShapeEntries', () => {
  it('gives the newest entries oldest first, without the one asked about, and iterates all in order', () => {
    const list = answers(1000);
    const entries = new ShapeEntries();
    for (const answer of list) entries.add(answer);
    expect(entries.size).toBe(1000);
    expect(ids(entries.newest(3, list[999]))).toEqual(['a996', 'a997', 'a998']);
    expect(ids(entries.newest(200, list[0]))).toEqual(ids(list.slice(800)));
    expect(ids([...entries])).toEqual(ids(list));
  });

  it('stays right after deletions, falling back to every entry when the newest are gone', () => {
    const list = answers(600);
    const entries = new ShapeEntries();
    for (const answer of list) entries.add(answer);
    for (const answer of list.slice(450)) entries.delete(answer); // the 150 newest
    expect(entries.size).toBe(450);
    // Fewer than 200 of the kept newest remain: the answer comes from all entries.
    expect(ids(entries.newest(200, list[449]))).toEqual(ids(list.slice(249, 449)));
    entries.delete(list[0]);
    expect(ids([...entries])[0]).toBe('a1');
    const few = new ShapeEntries();
    for (const answer of list.slice(0, 5)) few.add(answer);
    expect(ids(few.newest(200, list[2]))).toEqual(['a0', 'a1', 'a3', 'a4']);
  });
});
