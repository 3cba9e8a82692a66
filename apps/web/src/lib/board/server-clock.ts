import { useNow } from './use-now.ts';

/**
 * The server's clock as this screen estimates it. A TV's own clock may be minutes off; the
 * displays' answers carry the server's time (`now`), and whatever depends on server timestamps
 * (a result shown for the club's minutes, 'Waiting for the scorer') reads this instead of Date.now.
 * Off by at most the answer's travel time.
 */
let offsetMs = 0;

/** `receivedAt`: when the answer carrying the time arrived (this screen's clock), if not now. */
export function syncServerClock(serverTime: string, receivedAt = Date.now()): void {
  const at = Date.parse(serverTime);
  if (Number.isFinite(at)) offsetMs = at - receivedAt;
}

export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** The server's time, re-read every `tickMs`. */
export function useServerNow(tickMs: number, running = true): number {
  return useNow(tickMs, running) + offsetMs;
}
