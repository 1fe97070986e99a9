// Refuses sign-ins after repeated failures, per email (5 in a 15-minute window) and per client
// address (20: offices share an address); a success clears the email's count.
const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = { e: 5, a: 20 } as const;

export class SignInThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>();

  /** Seconds to wait before trying again, or 0 when an attempt may go ahead. */
  retryAfter(email: string, address: string): number {
    const now = Date.now();
    let wait = 0;
    for (const key of [`e:${email}`, `a:${address}`]) {
      const entry = this.failures.get(key);
      if (!entry) continue;
      if (now - entry.since > WINDOW_MS) this.failures.delete(key);
      else if (entry.count >= MAX_FAILURES[key[0] as 'e' | 'a']) wait = Math.max(wait, Math.ceil((entry.since + WINDOW_MS - now) / 1000));
    }
    return wait;
  }

  failed(email: string, address: string): void {
    const now = Date.now();
    for (const key of [`e:${email}`, `a:${address}`]) {
      const entry = this.failures.get(key);
      if (!entry || now - entry.since > WINDOW_MS) this.failures.set(key, { count: 1, since: now });
      else entry.count++;
    }
  }

  succeeded(email: string): void {
    this.failures.delete(`e:${email}`);
  }
}
