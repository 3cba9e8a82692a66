import { MESSAGES } from '@bandeja/contract';

/**
 * The one error type routes throw. The error handler turns it into the contract's
 * `{success: false, message}` with its status (docs/api.md); `details` are extra fields of that body.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.accessDenied) => new AppError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string, details: Record<string, unknown> = {}) =>
  new AppError(409, message, details);
export const payloadTooLarge = (message: string = MESSAGES.payloadTooLarge) => new AppError(413, message);
export const unsupportedMediaType = (message: string = MESSAGES.unsupportedMedia) =>
  new AppError(415, message);
export const unprocessable = (message: string) => new AppError(422, message);
export const tooManyRequests = (message: string = MESSAGES.tooManyRequests, retryAfterSeconds?: number) =>
  new AppError(429, message, retryAfterSeconds === undefined ? {} : { retryAfter: retryAfterSeconds });
