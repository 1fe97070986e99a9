// Whether a failed write is the database's trouble (held and retried) rather than the item's (the
// one item is quarantined so the rest are written). The probe in WriteBehind tells the two apart
// when the database is away; this catches what the probe cannot: right after an outage a write can
// fail on a connection the server killed while the probe's fresh one answers. Treating that as a
// bad row would quarantine, and so lose, a good row.
import { ConnectionError, TimeoutError } from 'sequelize';

/** SQLSTATE classes that say nothing about the row: connection (08), resources (53), operator (57), rollback (40). */
const TRANSIENT_SQLSTATE_CLASSES = new Set(['08', '40', '53', '57']);
/** SQLite result codes about the database file or its lock, never about the row. */
const TRANSIENT_SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_CANTOPEN', 'SQLITE_READONLY', 'SQLITE_PROTOCOL', 'SQLITE_NOMEM']);
/**
 * A pooled connection the server closed, as each layer words it (Postgres's 57P01, pg's socket
 * end, pg's refusal to reuse a failed client, the socket's own errors). Also what Sequelize
 * retries on a fresh connection (sequelize.ts).
 */
export const DEAD_CONNECTION = /terminating connection due to administrator command|connection terminated unexpectedly|not queryable|ECONNRESET|EPIPE/i;
/** Socket-level failures, raised by the driver before any SQLSTATE exists: a dead connection, or none to be had. */
const NO_CONNECTION = /ECONNREFUSED|ETIMEDOUT|socket hang up/i;

export function isTransientWriteError(err: unknown): boolean {
  if (err instanceof ConnectionError || err instanceof TimeoutError) return true;
  if (!(err instanceof Error)) return false;
  const cause = (err as { parent?: unknown; original?: unknown }).parent ?? (err as { original?: unknown }).original;
  const code = (cause as { code?: unknown } | undefined)?.code ?? (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (/^[0-9A-Z]{5}$/.test(code) && TRANSIENT_SQLSTATE_CLASSES.has(code.slice(0, 2))) return true;
    if (TRANSIENT_SQLITE_CODES.has(code)) return true;
  }
  const socketLevel = (message: string) => DEAD_CONNECTION.test(message) || NO_CONNECTION.test(message);
  return socketLevel(err.message) || (cause instanceof Error && socketLevel(cause.message));
}
