/**
 * Keys on the court tablet (docs/hardware.md, "On the court tablet and a phone"): a Bluetooth
 * presenter, keyboard, foot pedal or media remote paired with the tablet scores its court's match.
 * A key is named as the browser names it: `KeyboardEvent.key` ('PageDown', 'b', 'MediaTrackNext'),
 * or `Gamepad:{index}` for a gamepad's button. Zod-free, so the boards can read it (`/plain`).
 */

/** What a key can do: the actions of a WatchButton that score, and undo. */
export const KEY_ACTIONS = ['team1-point', 'team2-point', 'undo'] as const;
export type KeyAction = (typeof KEY_ACTIONS)[number];

/** A court's keys: the key names of each action. */
export type CourtKeyMap = Record<KeyAction, string[]>;

/** The longest key name kept ('MediaPlayPause', 'Gamepad:15'). */
export const KEY_NAME_MAX = 40;
/** Keys one action may have (a presenter's key and a keyboard's, a media key, a gamepad's). */
export const KEYS_PER_ACTION_MAX = 8;

/**
 * Squore's map, which presenters and media remotes already follow: PageUp or A, media previous
 * track and the Media Session's 'previoustrack' = team 1; PageDown or B, next track = team 2;
 * U, Backspace, play/pause = undo. Letters are compared without case.
 */
export const DEFAULT_COURT_KEYS: CourtKeyMap = {
  'team1-point': ['PageUp', 'a', 'MediaTrackPrevious'],
  'team2-point': ['PageDown', 'b', 'MediaTrackNext'],
  undo: ['u', 'Backspace', 'MediaPlayPause'],
};
