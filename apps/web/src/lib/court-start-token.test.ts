import type { CourtStartToken } from '@bandeja/contract';
import { describe, expect, it } from 'vitest';
import { startTokenRefetchMs } from './court-start-token.ts';

const now = Date.UTC(2026, 10, 23, 10, 0, 0);
const token = (refreshInMs: number): CourtStartToken => ({
  court_id: 3,
  token: 't',
  refresh_at: new Date(now + refreshInMs).toISOString(),
  expires_at: new Date(now + refreshInMs + 300_000).toISOString(),
});

describe('when a court screen asks again for its start token', () => {
  it('just after the next window starts, when that is within a minute', () => {
    expect(startTokenRefetchMs(token(20_000), now)).toBe(21_000);
  });

  it('at least every minute, long before the token it shows expires', () => {
    expect(startTokenRefetchMs(token(280_000), now)).toBe(60_000);
  });

  it('soon when the window already passed by its clock, and when it has none yet', () => {
    expect(startTokenRefetchMs(token(-90_000), now)).toBe(1_000);
    expect(startTokenRefetchMs(undefined, now)).toBe(10_000);
  });
});
