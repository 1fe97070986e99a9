import { describe, expect, it } from 'vitest';
import { WriteBehind } from '../../server/db/write-behind.js';
import { createLogger } from '../../server/logger.js';
import { Writable } from 'node:stream';

const quiet = createLogger('silent', new Writable({ write: (_c, _e, done) => done() }));

describe('WriteBehind', () => {
  it('batches pushes and writes everything on close', async () => {
    const batches: number[][] = [];
    const writer = new WriteBehind<number>('t', async (items) => void batches.push(items), quiet, { intervalMs: 60_000, maxBatch: 3 });
    for (let i = 0; i < 7; i++) writer.push(i);
    await writer.close();
    expect(batches.flat()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(3);
  });

  it('retries a failed write instead of losing it, in order', async () => {
    const written: number[] = [];
    let failures = 2;
    const writer = new WriteBehind<number>(
      't',
      async (items) => {
        if (failures-- > 0) throw new Error('database is down');
        written.push(...items);
      },
      quiet,
      { intervalMs: 5 },
    );
    writer.push(1);
    writer.push(2);
    await writer.close();
    expect(written).toEqual([1, 2]);
  });
});
