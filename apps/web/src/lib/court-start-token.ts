import type { CourtStartToken } from '@bandeja/contract';

/** Ask at least this often: a screen whose clock is wrong still shows a token with minutes to live. */
const MAX_REFRESH_MS = 60_000;
const RETRY_MS = 10_000;

/**
 * When a court screen (the tablet's dashboard, a paired TV) asks again for the court token its
 * start QR code carries (docs/api.md, "Proving presence at the court"): just after the server's
 * next window starts, and at least every minute, so the code shown is never one about to expire.
 */
export function startTokenRefetchMs(token: CourtStartToken | undefined, now = Date.now()): number {
  if (!token) return RETRY_MS;
  const untilNext = Date.parse(token.refresh_at) - now + 1_000;
  return Math.min(MAX_REFRESH_MS, Math.max(1_000, untilNext));
}
