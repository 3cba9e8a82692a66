import type { ButtonIdentified } from '@bandeja/contract';
import { useState } from 'react';
import { useRoom } from '../socket.ts';

// What a press says is in identify-text.ts: the court's TV loads it with the first press it shows.

/**
 * The presses of a court's buttons in identify mode, newest first (at most `keep`), heard in the
 * court's socket room. The room is joined by whoever shows the court (the TV, the admin page).
 */
export function useIdentifiedPresses(
  courtId: number | null,
  options: { keep?: number; join?: boolean } = {},
): ButtonIdentified[] {
  const keep = options.keep ?? 8;
  // The court display has joined the room already (its court channel).
  const joins = options.join ?? true;
  const [presses, setPresses] = useState<ButtonIdentified[]>([]);
  useRoom(`identify:${courtId ?? ''}`, (socket) => {
    if (courtId === null) return null;
    const take = (press: ButtonIdentified) => {
      if (press.courtId === courtId) setPresses((current) => [press, ...current].slice(0, keep));
    };
    return {
      listeners: { buttonIdentified: take },
      join: () => {
        if (joins) socket.emit('joinCourt', { courtId });
      },
      leave: () => {
        if (joins) socket.emit('leaveCourt', { courtId });
      },
    };
  });
  return presses;
}
