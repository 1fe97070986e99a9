import { describe, expect, it } from 'vitest';
import { WriteBehind } from '../../server/db/write-behind.js';
import { createLogger } from '../../server/logger.js';
import { Writable } from 'node:stream';
import { ConnectionError, DatabaseError } from 'sequelize';

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

describe('WriteBehind under faults', () => {
  it('quarantines the one item the database refuses and writes every other one', async () => {
    const written: number[] = [];
    const writer = new WriteBehind<number>(
      't',
      async (items) => {
        if (items.includes(13)) throw new Error('violates a constraint');
        written.push(...items);
      },
      quiet,
      { intervalMs: 60_000, probe: async () => true },
    );
    for (let i = 0; i < 100; i++) writer.push(i);
    await writer.close();
    expect(written.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i).filter((i) => i !== 13));
    expect(writer.health().quarantined).toBe(1);
  });

  it('drops nothing through an outage, and refuses new items once the queue is full', async () => {
    let up = false;
    const written: number[] = [];
    const writer = new WriteBehind<number>(
      't',
      async (items) => {
        if (!up) throw new Error('connection refused');
        written.push(...items);
      },
      quiet,
      { intervalMs: 5, maxQueue: 10, probe: async () => up },
    );
    for (let i = 0; i < 10; i++) expect(writer.push(i)).toBe(true);
    await writer.flush();
    expect(writer.health().outage).toBe('connection refused');
    expect(writer.push(10)).toBe(false);
    expect(writer.health().refused).toBe(1);
    up = true;
    await expect.poll(() => written.length, { timeout: 10_000 }).toBe(10);
    expect(writer.health().outage).toBeNull();
    await writer.close();
    expect(written).toEqual(Array.from({ length: 10 }, (_, i) => i));
  });

  it('holds, never quarantines, a write that failed on a killed connection while the probe answers', async () => {
    // What Postgres raises on a pooled connection it terminated, and on a refused connect, as
    // Sequelize wraps them: right after an outage the probe's fresh connection already answers.
    const killed = () => new DatabaseError(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', sql: 'INSERT' }));
    const refused = () => new ConnectionError(Object.assign(new Error('database "rote" is not currently accepting connections'), { code: '55000' }));
    const faults = [killed, refused, killed, killed];
    const written: number[] = [];
    const writer = new WriteBehind<number>(
      't',
      async (items) => {
        const fault = faults.shift();
        if (fault) throw fault();
        written.push(...items);
      },
      quiet,
      { intervalMs: 5, probe: async () => true },
    );
    for (let i = 0; i < 8; i++) writer.push(i);
    await expect.poll(() => written.length, { timeout: 10_000 }).toBe(8);
    await writer.close();
    expect(written).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(writer.health().quarantined).toBe(0);
  });

  it('still quarantines a row the database refuses for its data', async () => {
    const tooLong = () => new DatabaseError(Object.assign(new Error('value too long for type character varying(200)'), { code: '22001', sql: 'INSERT' }));
    const written: number[] = [];
    const writer = new WriteBehind<number>(
      't',
      async (items) => {
        if (items.includes(5)) throw tooLong();
        written.push(...items);
      },
      quiet,
      { intervalMs: 60_000, probe: async () => true },
    );
    for (let i = 0; i < 8; i++) writer.push(i);
    await writer.close();
    expect(written.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 6, 7]);
    expect(writer.health().quarantined).toBe(1);
  });
});
