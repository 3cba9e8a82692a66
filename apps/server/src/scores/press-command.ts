import type { ButtonAction, ButtonGesture, LiveScore, PressOutcome } from '@bandeja/contract';
import type { ButtonRef } from './live-repository.ts';

/**
 * A WatchButton press, with the button's id and what authenticates it: the secret it came with
 * (HTTP), or the MQTT topic it was published on (the topic is bound to one button).
 */
export interface PressCommand {
  buttonId: number;
  key: string | null;
  /** An MQTT press: the topic it came on, which must be the button's (instead of a key). */
  topic?: string;
  /** How it was pressed (default single): the button's action for that gesture applies. */
  gesture?: ButtonGesture;
  /**
   * False for an address already past its budget of wrong keys (src/buttons/press-routes.ts): a
   * cached button whose secret does not match is then refused without re-reading it, so guesses
   * cost no database read.
   */
  reread: boolean;
  pressId: string | null;
  /** Its own press time as sent (x-pressed-at: epoch ms or ISO 8601), else null: its arrival. */
  pressedAt: string | null;
  guardMs: number;
}

export type PressAnswer =
  | {
      outcome: Exclude<PressOutcome, 'no_action' | 'identified'>;
      matchId: string;
      score: LiveScore;
      button: ButtonRef;
    }
  /** The gesture does nothing on this button, or the button is in identify mode: nothing written. */
  | {
      outcome: 'no_action' | 'identified';
      matchId: null;
      score: null;
      button: ButtonRef;
      action: ButtonAction | null;
    };

/** The action a gesture of a button does; null: nothing. */
export function gestureAction(button: ButtonRef, gesture: ButtonGesture): ButtonAction | null {
  switch (gesture) {
    case 'single':
      return button.action;
    case 'double':
      return button.doubleAction;
    case 'long':
      return button.longAction;
  }
}
