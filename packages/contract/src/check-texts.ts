import { messageKeyOf } from './messages.ts';
import { fillTemplate, PLACEHOLDER } from './template.ts';

/**
 * The sentences of the contract's failed checks that are not texts of MESSAGES: the messages its
 * schemas write ('Password must be at least 8 characters', 'Role must be one of …') and the ones
 * `fallbackIssueMessage` builds ('courtId must be a number'). A `validation` answer's `message` and
 * a form field's error are one of these, filled in, or one of MESSAGES (docs/api.md, "Errors").
 *
 * Each is a template: `{field}` is the field's English label as the schema names it ('Password',
 * 'Time zone') or its path when no label was written ('settings.gamesPerSet'); the other
 * placeholders are the check's limits and allowed values. `readCheckText` turns a message back into
 * its key and values, so a screen says it in its language from the label and the limits
 * (docs/i18n.md, "Error texts in the web app"). packages/contract/src/check-texts.test.ts proves
 * that every message of every schema reads as one of these; the web app must translate each key.
 *
 * A superRefine's `addIssue` message is a text of MESSAGES or of CHECK_TEXTS (`CHECK_TEXTS.x`), as no
 * walk of the schema finds it.
 *
 * The order matters: a message is read as the first template it fits, so the whole sentences come
 * first and the specific field checks before `mustBe`, which fits any '<Field> must be <something>'.
 */
export const CHECK_TEXTS = {
  usernameCharacters: 'Username may contain only letters, digits, dots, dashes and underscores',
  timeZoneName: 'Time zone must be an IANA time zone, e.g. Europe/Madrid',
  pressedAtTime: 'pressedAt must be a time in milliseconds since 1970',
  pressedAtWhole: 'pressedAt must be a whole number of milliseconds',
  teamMaxPlayers: 'A team has at most {max} players',
  singlesTeam: 'A singles team has one player',
  minPlayers: 'At least {min} players',
  maxPlayers: 'At most {max} players',
  maxCourts: 'At most {max} courts',
  chooseCourt: 'Choose at least one court',
  invalidStatus: 'Invalid status',
  invalidDeliveryId: 'Invalid delivery id',
  selectPlayer: 'Please select a player',
  validEmail: 'Please enter a valid email address',
  webAddress: 'Enter a web address starting with https:// or http://',
  required: '{field} is required',
  requiredPlural: '{field} are required',
  tooLong: '{field} is too long',
  tooShort: '{field} is too short',
  tooLarge: '{field} is too large',
  invalid: '{field} is invalid',
  notPositive: '{field} must be positive',
  notNumber: '{field} must be a number',
  notWholeNumber: '{field} must be a whole number',
  notText: '{field} must be text',
  /** A string with a lone UTF-16 surrogate (`"\ud800"` in JSON): no database can store it. */
  notUnicode: '{field} is not valid Unicode text',
  notBoolean: '{field} must be true or false',
  notList: '{field} must be a list',
  notObject: '{field} must be an object',
  notDate: '{field} must be a date',
  notDateTime: '{field} must be a date and time',
  notMinutes: '{field} must be a number of minutes',
  minutesRange: '{field} must be {min} to {max} minutes',
  range: '{field} must be {min} to {max}',
  minCharacters: '{field} must be at least {min} characters',
  atLeast: '{field} must be at least {min}',
  greaterThan: '{field} must be greater than {min}',
  atMost: '{field} must be at most {max}',
  lessThan: '{field} must be less than {max}',
  oneOf: '{field} must be one of {values}',
  eitherOr: '{field} must be {first} or {second}',
  mustBe: '{field} must be {value}',
  codeCharacters: '{field} may only hold letters, digits and . _ : -',
  unknownField: 'Unknown field: {fields}',
} as const;

export type CheckKey = keyof typeof CHECK_TEXTS;

/** A check's message read back: its template's key and the values of its placeholders. */
export interface CheckText {
  key: CheckKey;
  values: Record<string, string>;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Each template as a pattern: its text word for word, each placeholder any non-empty text. */
const PATTERNS = (Object.keys(CHECK_TEXTS) as CheckKey[]).map((key) => {
  const template = CHECK_TEXTS[key];
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  const source = template
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/** The template a check's message was made from, with its values; null for any other text. */
export function readCheckText(message: string): CheckText | null {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, index) => {
      values[name] = match[index + 1] ?? '';
    });
    return { key, values };
  }
  return null;
}

/** A template filled with its values (the inverse of `readCheckText`). */
export function fillCheckText(key: CheckKey, values: Record<string, string | number>): string {
  return fillTemplate(CHECK_TEXTS[key], values);
}

/**
 * A check's message as a `validation` answer carries it in a stable form (docs/api.md, "Errors"):
 * the template's key as `check`, its values as `params` (a limit as a number: `{field: 'Password',
 * min: 8}`); null for a text of MESSAGES or any other text.
 */
export function checkOf(
  message: string,
): { check: CheckKey; params: Record<string, string | number> } | null {
  const read = messageKeyOf(message) === null ? readCheckText(message) : null;
  if (!read) return null;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(read.values)) {
    params[name] = name !== 'field' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  }
  return { check: read.key, params };
}

/** Every key of CHECK_TEXTS, for a schema of the answers. */
export const CHECK_KEYS = Object.keys(CHECK_TEXTS) as [CheckKey, ...CheckKey[]];
