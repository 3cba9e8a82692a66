import type { ButtonAction, ButtonGesture, ButtonIdentified } from '@bandeja/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n/i18n.ts';

/** Who a button is for, by its single-press action ('Team 1 button'). */
const BUTTON_ROLES: Record<ButtonAction, MessageDescriptor> = {
  TEAM1_SCORE: msg`Team 1 button`,
  TEAM2_SCORE: msg`Team 2 button`,
  UNDO: msg`Undo button`,
  RESET: msg`Reset button`,
};

const GESTURE_NAMES: Record<ButtonGesture, MessageDescriptor> = {
  single: msg`single press`,
  double: msg`double press`,
  long: msg`long press`,
};

/**
 * A press in identify mode as the admin page and the court's TV say it (docs/api.md "Device
 * health"): 'Team 1 button — single press — battery 87 %'.
 */
export function identifyText(press: ButtonIdentified): string {
  const parts = [i18n._(BUTTON_ROLES[press.buttonAction]), i18n._(GESTURE_NAMES[press.gesture])];
  if (press.battery !== null) parts.push(i18n._(msg`battery ${press.battery} %`));
  return parts.join(' — ');
}
