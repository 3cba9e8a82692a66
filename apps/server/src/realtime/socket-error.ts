import { describeZodError, type SocketError } from '@bandeja/contract';
import type { z } from 'zod';
import { failureBody, type PlainMessageText } from '../http/errors.ts';

/** What an `error` event is about: a match, or a court or club that does not exist (rooms.ts). */
export type SocketErrorSubject = { matchId?: string; courtId?: number; clubId?: number };

/** An `error` event: the message and its code, as an HTTP error answer has them (docs/api.md). */
export function socketError(message: PlainMessageText, about: SocketErrorSubject = {}): SocketError {
  const { code } = failureBody(message);
  return { message, code, ...about };
}

/**
 * An `error` event for a payload that failed its check: code 'validation', its field and reason,
 * and the check's template and values when it has one (docs/api.md, "Errors").
 */
export function socketValidationError(error: z.ZodError, payload: unknown): SocketError {
  const { message, ...rest } = describeZodError(error, payload);
  return { message, code: 'validation', ...rest };
}
