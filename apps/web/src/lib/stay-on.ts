/**
 * What keeps a court tablet or a club display on (docs/displays.md, "Devices that stay on"): the
 * service worker that makes it installable and lets a reload open the screen without the network,
 * a screen wake lock taken again whenever the page is shown again (the browser drops it when the
 * page is hidden), and full screen on the first tap or key (browsers want a gesture for it; an
 * installed app opens full screen by its manifest).
 *
 * Started once per page and kept for the page's life: the tablet goes from its dashboard to the
 * match's scoreboard and back without a reload, and must not dim in between.
 */
let started = false;

export function stayOn(): void {
  if (started) return;
  started = true;
  registerServiceWorker();
  keepAwake();
  fullScreenOnFirstGesture();
}

function registerServiceWorker(): void {
  // The development server has no service worker (vite-plugin-pwa writes it at build time).
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Not installable in this browser (private mode, an http address other than localhost): the
      // screen works as before.
    });
  };
  // After the page's own loads: its first screen does not wait on the precache.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function keepAwake(): void {
  if (!('wakeLock' in navigator)) return;
  let lock: WakeLockSentinel | null = null;
  let asking = false;
  const take = async () => {
    if (asking || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
    asking = true;
    try {
      lock = await navigator.wakeLock.request('screen');
    } catch {
      // Refused (battery saver, a frame without the permission): the screen may dim.
    } finally {
      asking = false;
    }
  };
  document.addEventListener('visibilitychange', () => void take());
  void take();
}

function fullScreenOnFirstGesture(): void {
  if (!document.fullscreenEnabled) return;
  const enter = () => {
    window.removeEventListener('pointerup', enter, true);
    window.removeEventListener('keydown', enter, true);
    if (document.fullscreenElement || window.matchMedia('(display-mode: fullscreen)').matches) return;
    document.documentElement.requestFullscreen({ navigationUI: 'hide' }).catch(() => {
      // Refused (not a gesture the browser counts, a kiosk that forbids it): stay as is.
    });
  };
  window.addEventListener('pointerup', enter, true);
  window.addEventListener('keydown', enter, true);
}
