import { z } from 'zod';
import { MATCH_ID_PATTERN } from './vocabulary.ts';

/** Every REST answer is one of these two shapes (docs/api.md). */
export type ApiSuccess<T> = { success: true; data: T };
export type ApiFailure = { success: false; message: string };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export const apiFailureSchema = z.object({ success: z.literal(false), message: z.string() });

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

export const matchIdSchema = z.string().regex(MATCH_ID_PATTERN, 'Invalid match id');
export const matchIdParamsSchema = z.object({ matchId: matchIdSchema });

/**
 * Every failure's body (docs/api.md): the message, and for a few the match in the way (409 on a
 * court that has an active match) or the seconds to wait (429, also in Retry-After).
 */
export const apiErrorSchema = apiFailureSchema.extend({
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
  .email('Invalid email')
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
  return first ? first.message : 'Invalid request';
}

function fieldName(path: readonly PropertyKey[] | undefined): string {
  const parts = (path ?? []).filter((p) => typeof p === 'string' || typeof p === 'number').map(String);
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
