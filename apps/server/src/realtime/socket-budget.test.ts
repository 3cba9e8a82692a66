import { describe, expect, it } from 'vitest';
import {
  AbusiveAddresses,
  type BudgetVerdict,
  chargeEvent,
  newBudget,
  type SocketBudgetLimits,
} from './socket-budget.ts';

const limits: SocketBudgetLimits = {
  burst: 3,
  perSecond: 2,
  maxDropped: 4,
  strikeWindowMs: 10_000,
  warnEveryMs: 1000,
};

function charge(times: number, budget: ReturnType<typeof newBudget>, at: number): BudgetVerdict[] {
  return Array.from({ length: times }, () => chargeEvent(budget, at, limits));
}

describe('a socket’s event budget', () => {
  it('accepts a burst, then drops the excess and tells the socket once', () => {
    const budget = newBudget(0, limits);
    expect(charge(3, budget, 0)).toEqual(['accept', 'accept', 'accept']);
    expect(charge(2, budget, 10)).toEqual(['warn', 'drop']);
  });

  it('earns events back with time, up to the burst', () => {
    const budget = newBudget(0, limits);
    charge(3, budget, 0);
    expect(chargeEvent(budget, 500, limits)).toBe('accept');
    expect(chargeEvent(budget, 500, limits)).toBe('warn');
    // An hour of silence earns a burst, not 7,200 events.
    expect(charge(4, budget, 3_600_000)).toEqual(['accept', 'accept', 'accept', 'warn']);
  });

  it('disconnects a socket that keeps sending past its budget', () => {
    const budget = newBudget(0, limits);
    charge(3, budget, 0);
    expect(charge(5, budget, 1)).toEqual(['warn', 'drop', 'drop', 'drop', 'disconnect']);
  });

  it('forgives old drops: a screen that overran once long ago is not disconnected for it', () => {
    const budget = newBudget(0, limits);
    charge(3, budget, 0);
    expect(charge(3, budget, 1)).toEqual(['warn', 'drop', 'drop']);
    charge(3, budget, 60_000);
    expect(charge(3, budget, 60_001)).toEqual(['warn', 'drop', 'drop']);
  });

  it('tells the socket again a second after the last warning', () => {
    const budget = newBudget(0, limits);
    charge(3, budget, 0);
    expect(chargeEvent(budget, 1, limits)).toBe('warn');
    expect(chargeEvent(budget, 400, limits)).toBe('drop');
    // 1.2 events earned since: two accepted, the next one past the budget told again.
    expect(charge(2, budget, 1001)).toEqual(['accept', 'accept']);
    expect(chargeEvent(budget, 1002, limits)).toBe('warn');
  });
});

describe('addresses whose sockets flood', () => {
  const policy = { strikes: 3, windowMs: 60_000, coolOffMs: 30_000 };

  it('refuses new sockets from an address sent away three times in a minute, for the cool-off', () => {
    const addresses = new AbusiveAddresses(policy);
    addresses.strike('203.0.113.7', 0);
    addresses.strike('203.0.113.7', 1000);
    expect(addresses.refuses('203.0.113.7', 1001)).toBe(false);
    addresses.strike('203.0.113.7', 2000);
    expect(addresses.refuses('203.0.113.7', 2001)).toBe(true);
    expect(addresses.refuses('203.0.113.8', 2001)).toBe(false);
    expect(addresses.refuses('203.0.113.7', 31_999)).toBe(true);
    expect(addresses.refuses('203.0.113.7', 32_000)).toBe(false);
  });

  it('forgets strikes older than the window', () => {
    const addresses = new AbusiveAddresses(policy);
    addresses.strike('203.0.113.7', 0);
    addresses.strike('203.0.113.7', 1000);
    addresses.strike('203.0.113.7', 61_500);
    expect(addresses.refuses('203.0.113.7', 61_501)).toBe(false);
  });
});
