import { useCallback, useState } from 'react';

/** Where a phone remembers who its player is, per event (docs/product.md, "Club events"). */
const keyOf = (eventId: number) => `bandeja.event.${eventId}.player`;

function read(eventId: number): number | null {
  try {
    const stored = window.localStorage.getItem(keyOf(eventId));
    return stored !== null && /^\d{1,2}$/.test(stored) ? Number(stored) : null;
  } catch {
    // Storage off (private mode): the choice lasts as long as the page.
    return null;
  }
}

export function useMyPlayer(eventId: number): [number | null, (player: number | null) => void] {
  const [player, setPlayer] = useState<number | null>(() => read(eventId));
  const choose = useCallback(
    (next: number | null) => {
      setPlayer(next);
      try {
        if (next === null) window.localStorage.removeItem(keyOf(eventId));
        else window.localStorage.setItem(keyOf(eventId), String(next));
      } catch {
        // Nothing to remember it in.
      }
    },
    [eventId],
  );
  return [player, choose];
}
