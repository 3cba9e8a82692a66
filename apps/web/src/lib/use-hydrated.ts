import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False while the client takes over the server's HTML (and on the server), true afterwards: what
 * only the browser can work out (an address from the page's location) renders after that, so the
 * first client render matches the server's (docs/displays.md, "The first paint").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
