import { CHECK_TEXTS, type CheckKey, type MessageParams, readCheckText } from '@bandeja/contract/plain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../lib/i18n/i18n.ts';

/**
 * The contract's failed checks that are not codes of MESSAGES (packages/contract/src/check-texts.ts
 * `CHECK_TEXTS`: 'Name is required', 'Password must be at least 8 characters', 'Role must be one of
 * …'), which react-hook-form shows under an admin form's field and the server sends as `validation`
 * answers. The contract reads a message back into its template and values (`readCheckText`); the
 * template is said here, its `{field}` by the field's label (docs/i18n.md, "Error texts in the web
 * app"). The English of each descriptor is the contract's template word for word; the type makes
 * the compiler refuse a template without one.
 */
export const CHECK_SAYINGS: Record<CheckKey, MessageDescriptor> = {
  usernameCharacters: msg`Username may contain only letters, digits, dots, dashes and underscores`,
  timeZoneName: msg`Time zone must be an IANA time zone, e.g. Europe/Madrid`,
  pressedAtTime: msg`pressedAt must be a time in milliseconds since 1970`,
  pressedAtWhole: msg`pressedAt must be a whole number of milliseconds`,
  teamMaxPlayers: msg`A team has at most {max} players`,
  singlesTeam: msg`A singles team has one player`,
  minPlayers: msg`At least {min} players`,
  maxPlayers: msg`At most {max} players`,
  maxCourts: msg`At most {max} courts`,
  chooseCourt: msg`Choose at least one court`,
  invalidStatus: msg`Invalid status`,
  invalidDeliveryId: msg`Invalid delivery id`,
  selectPlayer: msg`Please select a player`,
  validEmail: msg`Please enter a valid email address`,
  webAddress: msg`Enter a web address starting with https:// or http://`,
  required: msg`{field} is required`,
  requiredPlural: msg`{field} are required`,
  tooLong: msg`{field} is too long`,
  tooShort: msg`{field} is too short`,
  tooLarge: msg`{field} is too large`,
  invalid: msg`{field} is invalid`,
  notPositive: msg`{field} must be positive`,
  notNumber: msg`{field} must be a number`,
  notWholeNumber: msg`{field} must be a whole number`,
  notText: msg`{field} must be text`,
  notUnicode: msg`{field} is not valid Unicode text`,
  notBoolean: msg`{field} must be true or false`,
  notList: msg`{field} must be a list`,
  notObject: msg`{field} must be an object`,
  notDate: msg`{field} must be a date`,
  notDateTime: msg`{field} must be a date and time`,
  notMinutes: msg`{field} must be a number of minutes`,
  minutesRange: msg`{field} must be {min} to {max} minutes`,
  range: msg`{field} must be {min} to {max}`,
  minCharacters: msg`{field} must be at least {min} characters`,
  atLeast: msg`{field} must be at least {min}`,
  greaterThan: msg`{field} must be greater than {min}`,
  atMost: msg`{field} must be at most {max}`,
  lessThan: msg`{field} must be less than {max}`,
  oneOf: msg`{field} must be one of {values}`,
  eitherOr: msg`{field} must be {first} or {second}`,
  mustBe: msg`{field} must be {value}`,
  codeCharacters: msg`{field} may only hold letters, digits and . _ : -`,
  unknownField: msg`Unknown field: {fields}`,
};

/**
 * The contract's field labels (the `{field}` of its checks), keyed by their English. A label here
 * is the same text as the form's own label, so it shares its translation. A field the contract
 * names by its path ('courtId', 'settings.gamesPerSet': `fallbackIssueMessage`) or an API
 * parameter ('pressedAt', 'all') is no label and is shown as it is.
 */
export const FIELD_LABELS: Record<string, MessageDescriptor> = {
  Action: msg`Action`,
  Address: msg`Address`,
  'Booking reference': msg`Booking reference`,
  'Button key': msg`Button key`,
  Claim: msg`Claim`,
  Club: msg`Club`,
  Court: msg`Court`,
  'Court name': msg`Court name`,
  'Court user': msg`Court user`,
  Courts: msg`Courts`,
  Description: msg`Description`,
  'Double press action': msg`Double press action`,
  'Display name': msg`Display name`,
  Email: msg`Email`,
  'Event name': msg`Event name`,
  Format: msg`Format`,
  Gesture: msg`Gesture`,
  Id: msg`Id`,
  Label: msg`Label`,
  Language: msg`Language`,
  Level: msg`Level`,
  Limit: msg`Limit`,
  'Mail consent': msg`Mail consent`,
  'Long press action': msg`Long press action`,
  'MQTT broker URL': msg`MQTT broker URL`,
  'MQTT password': msg`MQTT password`,
  'MQTT prefix': msg`MQTT prefix`,
  'MQTT topic': msg`MQTT topic`,
  'MQTT username': msg`MQTT username`,
  'Mexicano pairing': msg`Mexicano pairing`,
  Mixed: msg`Mixed`,
  'Minutes per round': msg`Minutes per round`,
  Name: msg`Name`,
  Password: msg`Password`,
  Phone: msg`Phone`,
  'Player 1': msg`Player 1`,
  'Player 2': msg`Player 2`,
  'Player name': msg`Player name`,
  'Player reference': msg`Player reference`,
  Players: msg`Players`,
  Public: msg`Public`,
  'Points per game': msg`Points per game`,
  'Press id': msg`Press id`,
  Reason: msg`Reason`,
  'Request body': msg`Request body`,
  'Result confirm minutes': msg`Result confirm minutes`,
  'Result display minutes': msg`Result display minutes`,
  Role: msg`Role`,
  Rounds: msg`Rounds`,
  'Screen identifier': msg`Screen identifier`,
  'Shot clock': msg`Shot clock`,
  Search: msg`Search`,
  'Slot length': msg`Slot length`,
  'Sport type': msg`Sport type`,
  'Start time': msg`Start time`,
  Target: msg`Target`,
  Team: msg`Team`,
  'Team 1 name': msg`Team 1 name`,
  'Team 2 name': msg`Team 2 name`,
  'Time zone': msg`Time zone`,
  'Token name': msg`Token name`,
  Username: msg`Username`,
  Verdict: msg`Verdict`,
  Voice: msg`Voice`,
  'Webhook address': msg`Webhook address`,
};

/** A label of the contract in the active language; a path or a parameter name as it is. */
function sayField(english: string): string {
  const label = FIELD_LABELS[english];
  return label ? i18n._(label) : english;
}

function isCheckKey(key: string): key is CheckKey {
  return Object.hasOwn(CHECK_TEXTS, key);
}

/**
 * A check message of the contract in the active language, or null when it is none of them: by the
 * template and values a `validation` answer names, else read back from the English (a form field's
 * error, an answer of an older server).
 */
export function sayFormCheck(
  english: string,
  named?: { check: string; params: MessageParams },
): string | null {
  const check =
    named && isCheckKey(named.check) ? { key: named.check, values: named.params } : readCheckText(english);
  if (!check) return null;
  const descriptor = CHECK_SAYINGS[check.key];
  if (i18n.messages[descriptor.id] === undefined) return null;
  const { field } = check.values;
  const values = field === undefined ? check.values : { ...check.values, field: sayField(String(field)) };
  const filled: MessageDescriptor = { ...descriptor, values };
  return i18n._(filled);
}
