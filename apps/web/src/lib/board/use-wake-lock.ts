import { useEffect } from 'react';

/**
 * Keeps a tablet's or phone's screen on while the match is live (a court-side tablet is the
 * scoreboard). Browsers drop the lock when the page is hidden, so it is asked for again on return.
 * Where the Screen Wake Lock API is missing or refused, nothing happens.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let released = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (released) void lock.release();
          else sentinel = lock;
        },
        () => {},
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release();
    };
  }, [active]);
}
