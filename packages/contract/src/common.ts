import { z } from 'zod';
import { CHECK_KEYS, type CheckKey, checkOf, fillCheckText } from './check-texts.ts';
import {
  type ErrorCode,
  MESSAGES,
  type MessageParams,
  VALIDATION_REASONS,
  type ValidationReason,
} from './messages.ts';
import { MATCH_ID_PATTERN } from './vocabulary.ts';

/**
 * Every REST answer is one of these two shapes (docs/api.md). A failure's `code` is the key of its
 * message in MESSAGES; `params` are a template message's values; `field` and `reason` come with
 * the code 'validation'. Some failures carry more (`retryAfter`, `matchId`).
 */
export type ApiSuccess<T> = { success: true; data: T };
export type ApiFailure = {
  success: false;
  message: string;
  code: ErrorCode;
  params?: MessageParams;
  field?: string;
  reason?: ValidationReason;
  check?: CheckKey;
};
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/**
 * A failure as a client reads it. Only `message` is required, so the schema also reads answers of
 * servers older than the codes; `code` is any text, so it reads codes newer than this client.
 */
export const apiFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  field: z.string().optional(),
  reason: z.string().optional(),
  check: z.string().optional(),
});

export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

const ID_MAX = 2_147_483_647;

/** The checks of an id, with messages that say what is wrong (a huge number is not "not whole"). */
function idChecks(base: z.ZodNumber) {
  return base
    .int({ error: (issue) => (issue.code === 'too_big' ? 'Id is too large' : 'Id must be a whole number') })
    .positive('Id must be positive')
    .max(ID_MAX, 'Id is too large');
}

/**
 * Integer ids of users, clubs, courts and buttons in JSON bodies and token claims: a JSON number and
 * nothing else (no '3', true, [1] or '0x10'; the web app sends numbers). A missing id gets the
 * field's own 'is required' message.
 */
export const serialIdSchema = idChecks(
  z.number({ error: (issue) => (issue.input == null ? undefined : 'Id must be a number') }),
);

/** The same ids as they arrive as text, in paths and query strings: decimal digits only. */
export const serialIdTextSchema = z
  .string({ error: 'Id must be a number' })
  .trim()
  .regex(/^-?\d+(\.\d+)?$/, 'Id must be a number')
  .transform(Number)
  .pipe(serialIdSchema);
export const idParamsSchema = z.object({ id: serialIdTextSchema });

export const matchIdSchema = z.string().regex(MATCH_ID_PATTERN, MESSAGES.invalidMatchId);
export const matchIdParamsSchema = z.object({ matchId: matchIdSchema });

/** Every code an error answer can carry: the keys of MESSAGES. */
const ERROR_CODES = Object.keys(MESSAGES) as [ErrorCode, ...ErrorCode[]];

/**
 * Every failure's body as the server sends it (docs/api.md, "Errors"), for the API's document:
 * the English message and its stable code, a template's values, a failed check's field and
 * reason, and for a few the match in the way (409 on a court that has an active match) or the
 * seconds to wait (429, also in Retry-After). Clients read failures with the looser
 * `apiFailureSchema`.
 */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string().meta({ description: 'What went wrong, in English' }),
  code: z.enum(ERROR_CODES).meta({
    description:
      "The message's stable code: its key in the contract's MESSAGES ('validation' for every failed check). New codes may appear: a client falls back on `message` for one it does not know.",
  }),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .meta({
      description:
        'The values of a message with placeholders (usernameTaken\'s `username`); with code \'validation\' and a `check`, the values of the check\'s template: the field\'s English label and the limits (`{"field": "Password", "min": 8}`)',
    }),
  field: z.string().optional().meta({
    description: "With code 'validation': the value's path, dot-separated ('settings.gamesPerSet')",
  }),
  reason: z
    .enum(VALIDATION_REASONS)
    .optional()
    .meta({ description: "With code 'validation': what is wrong with the value" }),
  check: z.enum(CHECK_KEYS).optional().meta({
    description:
      "With code 'validation': the template of the English `message`, a key of the contract's CHECK_TEXTS ('minCharacters' is '{field} must be at least {min} characters'), its values in `params`; absent when the message is a text of MESSAGES (its code is then `messageKeyOf(message)`). New keys may appear.",
  }),
  matchId: matchIdSchema.optional(),
  retryAfter: z.number().int().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Bytes rather than JSON (an image): what a route sends, and how API documents describe it. */
export const binarySchema = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });

/**
 * A schema-level message for a missing value (or one of the wrong type) only. In zod 4 a schema's
 * `error` is also the message of every check without its own, so `z.string({ error: 'X is
 * required' }).max(9)` would call a too-long X missing; this one leaves the other issues to their
 * own messages (or to `fallbackIssueMessage`).
 */
export function requiredError(message: string): z.core.$ZodErrorMap {
  return (issue) =>
    issue.input === undefined || issue.input === null || issue.code === 'invalid_type' ? message : undefined;
}

/** The message of an enum: '<Label> is required' when missing, else the values it takes. */
export function enumError(label: string, values: readonly string[]): z.core.$ZodErrorMap {
  return (issue) =>
    issue.input === undefined || issue.input === null
      ? `${label} is required`
      : `${label} must be one of ${values.join(', ')}`;
}

/** A required, trimmed text with the spec's own messages. */
export function requiredText(
  requiredMessage: string,
  max = 255,
  tooLongMessage = `${requiredMessage.replace(/ is required$/, '')} is too long`,
) {
  return z
    .string({ error: requiredError(requiredMessage) })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage);
}

export const emailSchema = z
  .string({ error: requiredError('Email is required') })
  .trim()
  .email(MESSAGES.invalidEmail)
  .max(255, 'Email is too long');

/** ISO-8601 timestamps travel as strings. */
export const timestampSchema = z.string();

/**
 * Turns a zod error into one plain sentence that names the field. Messages written in the schemas
 * (the spec's texts) are used as they are; zod's generic ones are replaced by `fallbackIssueMessage`
 * passed to `safeParse(data, { error: fallbackIssueMessage })`.
 */
export function formatZodError(error: z.ZodError): string {
  const first = error.issues[0];
  return first ? first.message : MESSAGES.validation;
}

/** A failed check as an error answer says it: the sentence, and the field and reason in stable form. */
export interface ValidationFailure {
  message: string;
  /** The field's path, dot-separated ('email', 'settings.gamesPerSet', 'players.0.name'); none for the whole value. */
  field?: string;
  reason: ValidationReason;
  /** The message's template in CHECK_TEXTS and its values (packages/contract/src/check-texts.ts). */
  check?: CheckKey;
  params?: Record<string, string | number>;
}

function pathOf(path: readonly PropertyKey[] | undefined): string[] {
  return (path ?? []).filter((p) => typeof p === 'string' || typeof p === 'number').map(String);
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null;
}

/** The value at a path of the parsed data (zod's issues do not carry it). */
function valueAt(data: unknown, path: readonly string[]): unknown {
  let value = data;
  for (const part of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * The stable reason of a zod issue, whatever message the schema gave it; `value` is what was at the
 * issue's path.
 */
export function validationReason(issue: z.core.$ZodIssue, value: unknown): ValidationReason {
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(value) ? 'required' : 'wrong_type';
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return 'required';
      return issue.origin === 'string' || issue.origin === 'array' ? 'too_short' : 'too_small';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'too_long' : 'too_large';
    case 'invalid_value':
      return isMissing(value) ? 'required' : 'not_allowed';
    case 'invalid_format':
      return 'invalid_format';
    case 'unrecognized_keys':
      return 'unknown_field';
    default:
      return 'invalid';
  }
}

/** The first issue of a zod error on `data` as an error answer says it (docs/api.md, "Errors"). */
export function describeZodError(error: z.ZodError, data: unknown): ValidationFailure {
  const first = error.issues[0];
  if (!first) return { message: MESSAGES.validation, reason: 'invalid' };
  const path = pathOf(first.path);
  const reason = validationReason(first, valueAt(data, path));
  // An unknown field is named itself, not the object it was found in.
  if (first.code === 'unrecognized_keys' && first.keys[0] !== undefined) path.push(first.keys[0]);
  const check = checkOf(first.message);
  return {
    message: first.message,
    ...(path.length > 0 ? { field: path.join('.') } : {}),
    reason,
    ...(check ?? {}),
  };
}

/** A lone UTF-16 surrogate: in a `u` regular expression a well-formed pair is one code point. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** The path of the first string in `value` (a parsed JSON body, a query) that is not well-formed UTF-16. */
function illFormedTextPath(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    // A key is text too: one that is ill-formed is reported on the object that holds it.
    if (LONE_SURROGATE.test(key)) return path;
    const found = illFormedTextPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Every text field of the contract refuses ill-formed Unicode (docs/api.md, "Errors"): a JSON
 * string may escape half of a surrogate pair (`"\ud800"`), which parses into a JS string that no
 * database can store as text or JSON. Checked once on a whole body, query or path, before its
 * schema, wherever it is parsed (the server's validator), so no field can forget it; null when
 * every string is well-formed.
 */
export function illFormedTextFailure(data: unknown): ValidationFailure | null {
  const path = illFormedTextPath(data, []);
  if (!path) return null;
  const field = path.length > 0 ? path.join('.') : 'Request body';
  return {
    message: fillCheckText('notUnicode', { field }),
    ...(path.length > 0 ? { field } : {}),
    reason: 'invalid_format',
    check: 'notUnicode',
    params: { field },
  };
}

function fieldName(path: readonly PropertyKey[] | undefined): string {
  const parts = pathOf(path);
  return parts.length > 0 ? parts.join('.') : 'Request body';
}

function withArticle(noun: string): string {
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** zod's type names as a sentence says them. */
const TYPE_NAMES: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

/** The per-parse error map: zod's generic messages, rewritten to name the field. */
export const fallbackIssueMessage: z.core.$ZodErrorMap = (issue) => {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${field} is required`;
      return `${field} must be ${TYPE_NAMES[issue.expected] ?? withArticle(issue.expected)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `${field} must be ${String(issue.values[0])}`
        : `${field} must be one of ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `${field} is required`
          : `${field} must be at least ${issue.minimum} characters`;
      }
      if (issue.origin === 'number' || issue.origin === 'int') {
        return issue.inclusive
          ? `${field} must be at least ${issue.minimum}`
          : `${field} must be greater than ${issue.minimum}`;
      }
      return `${field} is too short`;
    case 'too_big':
      if (issue.origin === 'number') {
        return issue.inclusive
          ? `${field} must be at most ${issue.maximum}`
          : `${field} must be less than ${issue.maximum}`;
      }
      if (issue.origin === 'int' || issue.origin === 'bigint') return `${field} is too large`;
      return `${field} is too long`;
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}`;
    case 'invalid_format':
      return `${field} is invalid`;
    default:
      return `${field} is invalid`;
  }
};
