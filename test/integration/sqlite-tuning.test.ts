// The SQLite connections Rote opens are tuned (WAL, NORMAL sync, a busy timeout), including the
// separate connection Sequelize opens for each transaction. Sequelize's SQLite dialect skips the
// afterConnect hook, so without the wrapper in sequelize.ts none of this applied.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryTypes, type Transaction } from 'sequelize';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/sequelize.js';

describe('SQLite connection tuning', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rote-sqlite-'));
  const sequelize = openDatabase(`sqlite:${join(dir, 'tuned.sqlite')}`);
  afterAll(async () => {
    await sequelize.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const pragma = async (name: string, transaction?: Transaction) => {
    const [row] = await sequelize.query<Record<string, unknown>>(`PRAGMA ${name}`, { type: QueryTypes.SELECT, transaction });
    return Object.values(row)[0];
  };

  it('uses write-ahead logging with NORMAL sync and a busy timeout', async () => {
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(1); // NORMAL
    expect(await pragma('busy_timeout')).toBe(5000);
  });

  it('tunes the connection a transaction opens as well', async () => {
    await sequelize.transaction(async (transaction) => {
      expect(await pragma('synchronous', transaction)).toBe(1);
      expect(await pragma('busy_timeout', transaction)).toBe(5000);
    });
  });
});
