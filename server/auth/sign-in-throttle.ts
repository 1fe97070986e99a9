// Slows password guessing without letting an attacker lock the owner out. Failures are counted per
// email and client address together (5 in 15 minutes), per address (20: offices share one), and
// per email from anywhere (100: a distributed attack). An attacker's failures from elsewhere never
// reach the owner's own (email, address) limit; a success clears that pair's count. The counts
// live in the database, so the limits hold across every instance.
import { createHash } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';

const WINDOW_MS = 15 * 60 * 1000;
const LIMITS = { pair: 5, address: 20, email: 100 } as const;

type Scope = keyof typeof LIMITS;

const hashed = (text: string) => createHash('sha256').update(text).digest('hex');

export class SignInThrottle {
  constructor(private readonly sequelize: Sequelize) {}

  private keys(email: string, address: string): Array<[Scope, string]> {
    return [
      ['pair', hashed(`pair:${email}|${address}`)],
      ['address', hashed(`address:${address}`)],
      ['email', hashed(`email:${email}`)],
    ];
  }

  /** Seconds to wait before trying again, or 0 when an attempt may go ahead. */
  async retryAfter(email: string, address: string): Promise<number> {
    const keys = this.keys(email, address);
    const rows = await this.sequelize.query<{ key: string; count: number; since: string | number }>(
      'SELECT key, count, since FROM sign_in_failures WHERE key IN ($1, $2, $3)',
      { bind: keys.map(([, key]) => key), type: QueryTypes.SELECT },
    );
    const now = Date.now();
    let wait = 0;
    for (const row of rows) {
      const since = Number(row.since);
      const scope = keys.find(([, key]) => key === row.key)![0];
      if (now - since <= WINDOW_MS && row.count >= LIMITS[scope]) wait = Math.max(wait, Math.ceil((since + WINDOW_MS - now) / 1000));
    }
    return wait;
  }

  /** Counts a failure in each scope; a window older than 15 minutes starts again. */
  async failed(email: string, address: string): Promise<void> {
    const now = Date.now();
    for (const [, key] of this.keys(email, address)) {
      await this.sequelize.query(
        `INSERT INTO sign_in_failures (key, count, since) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN sign_in_failures.since < $3 THEN 1 ELSE sign_in_failures.count + 1 END,
           since = CASE WHEN sign_in_failures.since < $3 THEN $2 ELSE sign_in_failures.since END`,
        { bind: [key, now, now - WINDOW_MS] },
      );
    }
  }

  async succeeded(email: string, address: string): Promise<void> {
    await this.sequelize.query('DELETE FROM sign_in_failures WHERE key = $1', { bind: [this.keys(email, address)[0][1]] });
  }
}
