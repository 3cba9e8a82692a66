import { useSyncExternalStore } from 'react';
import { SMALL_SCREEN_QUERY } from './constants.ts';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(SMALL_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on a screen under 640 px high (spec §9), e.g. a phone held sideways. */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(SMALL_SCREEN_QUERY).matches);
}
