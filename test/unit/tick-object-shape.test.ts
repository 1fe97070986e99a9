// The pin of process.nextTick's hidden class (server/tick-object-shape.ts): it holds a real tick
// object, and tick objects made after full GCs still share its map, so V8's inline caches for
// them stay monomorphic. Checked in a child process, where V8's natives can compare maps.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('tick object shape pin', () => {
  it('holds a tick object whose map survives full GCs', () => {
    const output = execFileSync(process.execPath, ['--expose-gc', '--allow-natives-syntax', '--import', 'tsx', 'test/fixtures/tick-object-shape-child.ts'], { encoding: 'utf8' });
    const result = JSON.parse(output.trim().split('\n').pop()!) as { pinned: boolean; symbols: number; sameMap: boolean };
    expect(result.pinned).toBe(true);
    // async id, trigger id and context frame: the object is the literal process.nextTick builds.
    expect(result.symbols).toBeGreaterThanOrEqual(2);
    expect(result.sameMap).toBe(true);
  });
});
