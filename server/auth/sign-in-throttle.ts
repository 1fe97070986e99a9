// Slows password guessing without letting an attacker lock the owner out. Failures are counted per
// email and client address together (5 in 15 minutes), per address (20: offices share one), and
// per email from anywhere (100: a distributed attack). An attacker's failures from elsewhere never
// reach the owner's own (email, address) limit; a success clears that pair's count.
const WINDOW_MS = 15 * 60 * 1000;
const LIMITS = { pair: 5, address: 20, email: 100 } as const;

type Scope = keyof typeof LIMITS;

export class SignInThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>();

  private keys(email: string, address: string): Array<[Scope, string]> {
    return [
      ['pair', `p:${email}|${address}`],
      ['address', `a:${address}`],
      ['email', `e:${email}`],
    ];
  }

  /** Seconds to wait before trying again, or 0 when an attempt may go ahead. */
  retryAfter(email: string, address: string): number {
    const now = Date.now();
    let wait = 0;
    for (const [scope, key] of this.keys(email, address)) {
      const entry = this.failures.get(key);
      if (!entry) continue;
      if (now - entry.since > WINDOW_MS) this.failures.delete(key);
      else if (entry.count >= LIMITS[scope]) wait = Math.max(wait, Math.ceil((entry.since + WINDOW_MS - now) / 1000));
    }
    return wait;
  }

  failed(email: string, address: string): void {
    const now = Date.now();
    for (const [, key] of this.keys(email, address)) {
      const entry = this.failures.get(key);
      if (!entry || now - entry.since > WINDOW_MS) this.failures.set(key, { count: 1, since: now });
      else entry.count++;
    }
  }

  succeeded(email: string, address: string): void {
    this.failures.delete(`p:${email}|${address}`);
  }
}
