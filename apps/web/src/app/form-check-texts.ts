import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../lib/i18n/i18n.ts';

/**
 * The contract's form checks that are not codes of MESSAGES: '<Field> is required' and '<Field> is
 * too long' (packages/contract/src/common.ts `requiredText`, `enumError`), which react-hook-form
 * shows under an admin form's field and the server sends as `validation` answers. Keyed by the
 * contract's English field label; a label here is the same text as the form's own label, so it
 * shares its translation (docs/i18n.md, "Error texts in the web app").
 */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  Action: msg`Action`,
  Address: msg`Address`,
  'Booking reference': msg`Booking reference`,
  'Button key': msg`Button key`,
  Club: msg`Club`,
  Court: msg`Court`,
  'Court name': msg`Court name`,
  'Court user': msg`Court user`,
  Description: msg`Description`,
  'Display name': msg`Display name`,
  Email: msg`Email`,
  'Event name': msg`Event name`,
  Format: msg`Format`,
  Label: msg`Label`,
  Language: msg`Language`,
  Name: msg`Name`,
  Password: msg`Password`,
  Phone: msg`Phone`,
  'Player 1': msg`Player 1`,
  'Player 2': msg`Player 2`,
  'Player name': msg`Player name`,
  Role: msg`Role`,
  'Screen identifier': msg`Screen identifier`,
  'Sport type': msg`Sport type`,
  'Team 1 name': msg`Team 1 name`,
  'Team 2 name': msg`Team 2 name`,
  'Time zone': msg`Time zone`,
  'Token name': msg`Token name`,
  Username: msg`Username`,
  'Webhook address': msg`Webhook address`,
};

const FORM_CHECK = /^(.+) is (required|too long)$/;

/** A form check of the contract in the active language, or null when it is not one of them. */
export function sayFormCheck(english: string): string | null {
  const check = FORM_CHECK.exec(english);
  const label = check?.[1] ? FIELD_LABELS[check[1]] : undefined;
  if (!check || !label) return null;
  const field = i18n._(label);
  return check[2] === 'required' ? i18n._(msg`${field} is required`) : i18n._(msg`${field} is too long`);
}
