import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

/**
 * Toasts appear top right for 4 seconds (docs/product.md#messages, docs/product.md#constants-and-timings), drawn by sonner. Sonner is loaded on the
 * first toast, not with every page: spectators' screens never toast and stay small.
 */
export const TOAST_POSITION = 'top-right' as const;
export const TOAST_DURATION_MS = 4000;
/** Below the app bars (56 px; two lines, 92 px, on phones), so a toast never covers their buttons. */
const TOAST_OFFSET = { top: 72, right: 24 };
const TOAST_MOBILE_OFFSET = { top: 104, right: 16, left: 16 };

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'info' | 'message';

let sonner: Promise<Sonner> | null = null;
const loadSonner = () => {
  sonner ??= import('sonner');
  return sonner;
};

// The toaster mounts when the first toast is asked for; toasts wait until it has mounted.
let needed = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function show(kind: Kind, message: string): void {
  if (!needed) {
    needed = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([loadSonner(), mounted]).then(([module]) => {
    if (kind === 'message') module.toast(message);
    else module.toast[kind](message);
  });
}

/**
 * Fetches the toasts' code now, for a screen that must toast without the network later (the
 * control screen says a point pressed offline is saved on the tablet: its chunk could not load then).
 */
export function preloadToasts(): void {
  void loadSonner();
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  message: (message: string) => show('message', message),
};

const LazyToaster = lazy(() =>
  loadSonner().then((module) => ({
    default: function MountedToaster() {
      useEffect(() => markMounted(), []);
      return (
        <module.Toaster
          position={TOAST_POSITION}
          duration={TOAST_DURATION_MS}
          offset={TOAST_OFFSET}
          mobileOffset={TOAST_MOBILE_OFFSET}
          richColors
          closeButton
        />
      );
    },
  })),
);

/** Place once at the root; renders nothing until a toast is shown. */
export function Toaster() {
  const isNeeded = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => needed,
    // The server's first paint of a board shows no toast.
    () => false,
  );
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
