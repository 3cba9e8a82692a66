/**
 * At most `max` statistics mails per (address, match) within `windowMs`, so the form cannot be
 * used to flood someone's inbox. In memory, like the sign-in throttle: behind N processes each
 * keeps its own count (docs/operations.md), and the per-address-of-the-sender rate limit of the
 * route bounds the rest.
 */
export class MailThrottle {
  private readonly sent = new Map<string, number[]>();

  constructor(
    readonly max = 3,
    readonly windowMs = 60 * 60 * 1000,
  ) {}

  /** Seconds until `key` may receive again, or null when it may now. */
  blockedFor(key: string, now: number): number | null {
    const recent = this.recent(key, now);
    if (recent.length < this.max) return null;
    const oldest = recent[0] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  record(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.sent.set(key, recent);
    if (this.sent.size > 10_000) this.sweep(now);
  }

  private recent(key: string, now: number): number[] {
    return (this.sent.get(key) ?? []).filter((at) => now - at < this.windowMs);
  }

  private sweep(now: number): void {
    for (const [key, times] of this.sent) {
      if (times.every((at) => now - at >= this.windowMs)) this.sent.delete(key);
    }
  }
}

export function mailThrottleKey(email: string, matchId: string): string {
  return `${email.trim().toLowerCase()}\u0000${matchId}`;
}
