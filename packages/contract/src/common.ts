import { z } from 'zod';
import { MATCH_ID_PATTERN } from './vocabulary.ts';

/** Every REST answer is one of these two shapes (design §4). */
export type ApiSuccess<T> = { success: true; data: T };
export type ApiFailure = { success: false; message: string };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export const apiFailureSchema = z.object({ success: z.literal(false), message: z.string() });

export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** Integer ids of users, clubs, courts and buttons; they arrive as path strings. */
export const serialIdSchema = z.coerce
  .number({ error: 'Id must be a number' })
  .int('Id must be a whole number')
  .positive('Id must be positive')
  .max(2_147_483_647, 'Id is out of range');
export const idParamsSchema = z.object({ id: serialIdSchema });

export const matchIdSchema = z.string().regex(MATCH_ID_PATTERN, 'Invalid match id');
export const matchIdParamsSchema = z.object({ matchId: matchIdSchema });

/** A required, trimmed text with the spec's own messages. */
export function requiredText(
  requiredMessage: string,
  max = 255,
  tooLongMessage = `${requiredMessage.replace(/ is required$/, '')} is too long`,
) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, tooLongMessage);
}

export const emailSchema = z.string({ error: 'Email is required' }).trim().email('Invalid email').max(255);

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

/** The per-parse error map: zod's generic messages, rewritten to name the field. */
export const fallbackIssueMessage: z.core.$ZodErrorMap = (issue) => {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${field} is required`;
      return `${field} must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return issue.origin === 'string' ? `${field} is required` : `${field} is too small`;
    case 'too_big':
      return `${field} is too long`;
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}`;
    case 'invalid_format':
      return `${field} is invalid`;
    default:
      return `${field} is invalid`;
  }
};
