// Request log retention: rows older than REQUEST_LOG_RETENTION_DAYS go, and with them the stored
// texts no remaining row points at. Runs at start and then hourly, in small batches so a large
// backlog never holds the database (SQLite has one writer) for long.
import { QueryTypes, type Sequelize } from 'sequelize';
import type { Logger } from '../logger.js';

const BATCH = 5_000;
const HOURLY = 60 * 60 * 1000;

export interface RetentionSweep {
  stop(): void;
  /** Runs one sweep now; resolves with the rows and contents removed. */
  sweep(): Promise<{ rows: number; contents: number }>;
}

export function requestLogRetention(sequelize: Sequelize, days: number, logger: Logger, onSwept: () => void): RetentionSweep {
  const sweep = async () => {
    if (days <= 0) return { rows: 0, contents: 0 };
    const cutoff = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const at = sequelize.getDialect() === 'sqlite' ? cutoff.toISOString().replace('T', ' ').replace('Z', ' +00:00') : cutoff;
    let rows = 0;
    for (;;) {
      const removed = await deleteReturningCount(sequelize, `DELETE FROM request_logs WHERE id IN (SELECT id FROM request_logs WHERE created_at < $1 LIMIT ${BATCH})`, [at]);
      rows += removed;
      if (removed < BATCH) break;
    }
    // Texts older than the cutoff that no row refers to any more.
    const contents = await deleteReturningCount(
      sequelize,
      `DELETE FROM request_contents WHERE created_at < $1 AND NOT EXISTS (SELECT 1 FROM request_logs r WHERE r.account_id = request_contents.account_id AND (r.request_hash = request_contents.hash OR r.response_hash = request_contents.hash))`,
      [at],
    );
    if (rows > 0 || contents > 0) logger.info({ rows, contents, days }, 'request log retention removed old requests');
    onSwept();
    return { rows, contents };
  };
  const run = () => void sweep().catch((err: unknown) => logger.warn({ err }, 'request log retention failed; retried within the hour'));
  const timer = days > 0 ? setInterval(run, HOURLY).unref() : null;
  const first = days > 0 ? setTimeout(run, 5_000).unref() : null; // after start-up, not during it
  return {
    stop: () => {
      if (timer) clearInterval(timer);
      if (first) clearTimeout(first);
    },
    sweep,
  };
}

async function deleteReturningCount(sequelize: Sequelize, sql: string, bind: unknown[]): Promise<number> {
  if (sequelize.getDialect() === 'postgres') {
    const [row] = await sequelize.query<{ n: string }>(`WITH removed AS (${sql} RETURNING 1) SELECT count(*) AS n FROM removed`, { bind, type: QueryTypes.SELECT });
    return Number(row?.n ?? 0);
  }
  // BULKDELETE makes Sequelize return the statement's own count (changes() could see another's).
  const removed = await sequelize.query(sql, { bind, type: QueryTypes.BULKDELETE });
  return typeof removed === 'number' ? removed : 0;
}
