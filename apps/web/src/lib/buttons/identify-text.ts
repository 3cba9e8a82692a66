import type { ButtonAction, ButtonGesture, ButtonIdentified } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n/i18n.ts';

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
