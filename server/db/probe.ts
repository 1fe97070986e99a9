// Whether the database answers a trivial query within a bound: tells an outage from a bad row.
import type { Sequelize } from 'sequelize';

export function databaseProbe(sequelize: Sequelize, timeoutMs = 2_000): () => Promise<boolean> {
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sequelize.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`the database did not answer in ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
}
