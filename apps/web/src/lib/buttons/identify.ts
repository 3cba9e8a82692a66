import type { ButtonAction, ButtonGesture, ButtonIdentified } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { useSocket } from '../socket.ts';

/** Who a button is for, by its single-press action ('Team 1 button'). */
function buttonRole(action: ButtonAction): string {
  switch (action) {
    case 'TEAM1_SCORE':
      return i18n._(msg`Team 1 button`);
    case 'TEAM2_SCORE':
      return i18n._(msg`Team 2 button`);
    case 'UNDO':
      return i18n._(msg`Undo button`);
    case 'RESET':
      return i18n._(msg`Reset button`);
  }
}

function gestureName(gesture: ButtonGesture): string {
  switch (gesture) {
    case 'single':
      return i18n._(msg`single press`);
    case 'double':
      return i18n._(msg`double press`);
    case 'long':
      return i18n._(msg`long press`);
  }
}

/**
 * A press in identify mode as the admin page and the court's TV say it (docs/api.md "Device
 * health"): 'Team 1 button — single press — battery 87 %'.
 */
export function identifyText(press: ButtonIdentified): string {
  const parts = [buttonRole(press.buttonAction), gestureName(press.gesture)];
  if (press.battery !== null) parts.push(i18n._(msg`battery ${press.battery} %`));
  return parts.join(' — ');
}

/** How long the TV shows one identify press. */
export const IDENTIFY_SHOWN_MS = 6000;

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
  useSocket(`identify:${courtId ?? ''}`, (socket) => {
    if (courtId === null) return () => {};
    const join = () => {
      if (joins) socket.emit('joinCourt', { courtId });
    };
    const take = (press: ButtonIdentified) => {
      if (press.courtId === courtId) setPresses((current) => [press, ...current].slice(0, keep));
    };
    socket.on('connect', join);
    socket.on('buttonIdentified', take);
    if (socket.connected) join();
    return () => {
      if (joins && socket.connected) socket.emit('leaveCourt', { courtId });
      socket.off('connect', join);
      socket.off('buttonIdentified', take);
    };
  });
  return presses;
}
