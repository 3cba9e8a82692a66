/**
 * The event budget of one socket (docs/decisions/006-socket-budget.md): a token bucket that a
 * screen never empties (a scoreboard joins one match and resyncs after a gap; a dashboard joins
 * its list at once) and a flood empties at once. Events past the budget are dropped; the socket is
 * told at most once a second; a socket that keeps sending past it is disconnected. Pure: the
 * clock is an input.
 */
export interface SocketBudgetLimits {
  /** Events a socket may send at once. */
  burst: number;
  /** Events a second it earns back. */
  perSecond: number;
  /** Events dropped within `strikeWindowMs` after which the socket is disconnected. */
  maxDropped: number;
  strikeWindowMs: number;
  /** The socket is told about drops at most this often. */
  warnEveryMs: number;
}

export const SOCKET_BUDGET: SocketBudgetLimits = {
  burst: 60,
  perSecond: 5,
  maxDropped: 100,
  strikeWindowMs: 10_000,
  warnEveryMs: 1000,
};

export interface SocketBudget {
  tokens: number;
  refilledAt: number;
  dropped: number;
  droppedSince: number;
  warnedAt: number | null;
}

/** What to do with one incoming event. */
export type BudgetVerdict =
  /** Within budget: handle it. */
  | 'accept'
  /** Over budget: drop it silently (the socket was told lately). */
  | 'drop'
  /** Over budget: drop it and tell the socket. */
  | 'warn'
  /** Over budget for too long: drop it and disconnect the socket. */
  | 'disconnect';

export function newBudget(now: number, limits: SocketBudgetLimits = SOCKET_BUDGET): SocketBudget {
  return { tokens: limits.burst, refilledAt: now, dropped: 0, droppedSince: now, warnedAt: null };
}

/** Charges one event to `budget` (mutated in place: one object per socket, no garbage per event). */
export function chargeEvent(
  budget: SocketBudget,
  now: number,
  limits: SocketBudgetLimits = SOCKET_BUDGET,
): BudgetVerdict {
  const earned = ((now - budget.refilledAt) / 1000) * limits.perSecond;
  budget.tokens = Math.min(limits.burst, budget.tokens + Math.max(0, earned));
  budget.refilledAt = now;
  if (budget.tokens >= 1) {
    budget.tokens -= 1;
    return 'accept';
  }
  if (now - budget.droppedSince >= limits.strikeWindowMs) {
    budget.dropped = 0;
    budget.droppedSince = now;
  }
  budget.dropped += 1;
  if (budget.dropped > limits.maxDropped) return 'disconnect';
  if (budget.warnedAt !== null && now - budget.warnedAt < limits.warnEveryMs) return 'drop';
  budget.warnedAt = now;
  return 'warn';
}

/**
 * Addresses whose sockets were disconnected for flooding: after `strikes` such disconnects within
 * `windowMs`, the address may open no new socket for `coolOffMs` (its handshakes are refused, 429),
 * so that a flooder that reconnects at once does not get a fresh budget each time. Sockets already
 * open from that address are not touched. Behind a trusted proxy the address is the client's.
 */
export interface AbusePolicy {
  strikes: number;
  windowMs: number;
  coolOffMs: number;
}

export const ABUSE_POLICY: AbusePolicy = { strikes: 3, windowMs: 60_000, coolOffMs: 30_000 };

/** Addresses remembered at most (the oldest are forgotten first). */
const MAX_ADDRESSES = 10_000;

export class AbusiveAddresses {
  readonly #records = new Map<string, { strikes: number[]; refusedUntil: number }>();

  constructor(private readonly policy: AbusePolicy = ABUSE_POLICY) {}

  /** A socket from `address` was disconnected for flooding. */
  strike(address: string, now: number): void {
    const record = this.#records.get(address) ?? { strikes: [], refusedUntil: 0 };
    record.strikes = [...record.strikes.filter((at) => now - at < this.policy.windowMs), now];
    if (record.strikes.length >= this.policy.strikes) {
      record.refusedUntil = now + this.policy.coolOffMs;
      record.strikes = [];
    }
    this.#records.delete(address);
    this.#records.set(address, record);
    if (this.#records.size > MAX_ADDRESSES) {
      const oldest = this.#records.keys().next();
      if (!oldest.done) this.#records.delete(oldest.value);
    }
  }

  /** `address` may not open a socket now. */
  refuses(address: string, now: number): boolean {
    const record = this.#records.get(address);
    return record !== undefined && record.refusedUntil > now;
  }
}
