import type { CourtKeyMap, KeyAction } from '@bandeja/contract/plain';
import { DEFAULT_COURT_KEYS, KEY_ACTIONS } from '@bandeja/contract/plain';

/**
 * Key names of the court tablet's keys (docs/hardware.md, "On the court tablet and a phone"): the
 * browser's `KeyboardEvent.key`, a letter in lower case ('A' and 'a' are one key: a presenter may
 * send either), a gamepad's button as `Gamepad:{index}`.
 */
export function keyNameOf(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}

export function gamepadKeyName(button: number): string {
  return `Gamepad:${button}`;
}

/** The names the Media Session API's actions stand for (a remote's media keys). */
export const MEDIA_SESSION_KEYS = {
  previoustrack: 'MediaTrackPrevious',
  nexttrack: 'MediaTrackNext',
  play: 'MediaPlayPause',
  pause: 'MediaPlayPause',
} as const;

/** The action of a key on this court, or null: its learned keys, else the defaults. */
export function actionOfKey(keys: CourtKeyMap | null, name: string): KeyAction | null {
  const map = keys ?? DEFAULT_COURT_KEYS;
  return KEY_ACTIONS.find((action) => map[action].some((known) => keyNameOf(known) === name)) ?? null;
}

/** Typing is never scoring: a key pressed in a text field, a select or an editable element is the field's. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  // Buttons and boxes are not text; every other input type is typed into.
  return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file'].includes(target.type);
}
