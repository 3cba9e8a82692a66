import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from '@bandeja/contract';

/**
 * Counts failed sign-ins per (IP, username) in a fixed window; successful ones are free, which a
 * request-counting rate limiter cannot express. In memory: behind N processes each keeps its own
 * count, so an attacker gets at most N times the budget (docs/operations.md).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; windowStart: number }>();

  constructor(
    private readonly maxFailures = LOGIN_MAX_FAILURES,
    private readonly windowMs = LOGIN_WINDOW_MS,
  ) {}

  /** Seconds to wait when the key is blocked, else null. */
  blockedFor(key: string, now: number): number | null {
    const entry = this.failures.get(key);
    if (!entry || now - entry.windowStart >= this.windowMs) return null;
    if (entry.count < this.maxFailures) return null;
    return Math.ceil((entry.windowStart + this.windowMs - now) / 1000);
  }

  recordFailure(key: string, now: number): void {
    const entry = this.failures.get(key);
    if (!entry || now - entry.windowStart >= this.windowMs) {
      this.failures.set(key, { count: 1, windowStart: now });
      this.sweep(now);
      return;
    }
    entry.count += 1;
  }

  recordSuccess(key: string): void {
    this.failures.delete(key);
  }

  /** Drops expired windows so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (this.failures.size < 10_000) return;
    for (const [key, entry] of this.failures) {
      if (now - entry.windowStart >= this.windowMs) this.failures.delete(key);
    }
  }
}

export function throttleKey(ip: string, username: string): string {
  return `${ip}\u0000${username.trim().toLowerCase()}`;
}
