import { useNow } from './use-now.ts';

/**
 * The server's clock as this screen estimates it. A TV's own clock may be minutes off; the
 * displays' answers carry the server's time (`now`), and whatever depends on server timestamps
 * (a result shown for the club's minutes, 'Waiting for the scorer') reads this instead of Date.now.
 * Off by at most the answer's travel time.
 */
let offsetMs = 0;

export function syncServerClock(serverTime: string): void {
  const at = Date.parse(serverTime);
  if (Number.isFinite(at)) offsetMs = at - Date.now();
}

export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** The server's time, re-read every `tickMs`. */
export function useServerNow(tickMs: number, running = true): number {
  return useNow(tickMs, running) + offsetMs;
}
