import {
  type ApiFailure,
  checkOf,
  type ErrorCode,
  fillMessage,
  MESSAGES,
  type MessageKey,
  type MessageParams,
  type MessageText,
  messageKeyOf,
  type ValidationReason,
} from '@bandeja/contract';

/**
 * A text of MESSAGES that can be sent as it is: any but the templates (texts with `{name}`
 * placeholders), which go through `withParams`. The type makes the compiler check that every
 * error a route throws has a message in MESSAGES, hence a code.
 */
export type PlainMessageText = Exclude<MessageText, `${string}{${string}}${string}`>;

/** An error's message with its code said explicitly: a filled-in template, or a failed check. */
export interface CodedMessage {
  code: ErrorCode;
  message: string;
  params?: MessageParams;
}

export type ErrorMessage = PlainMessageText | CodedMessage;

/** A template of MESSAGES filled in ('The username 'ana' is already taken'), keeping its code. */
export function withParams(code: MessageKey, params: MessageParams): CodedMessage {
  return { code, message: fillMessage(code, params), params };
}

/**
 * The one error type routes throw. The error handler turns it into the contract's
 * `{success: false, message, code}` with its status (docs/api.md, "Errors"); the code is the key of
 * the message in MESSAGES; `details` are extra fields of that body.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: MessageParams | undefined;

  constructor(
    readonly statusCode: number,
    message: ErrorMessage,
    readonly details: Record<string, unknown> = {},
  ) {
    const coded: CodedMessage =
      typeof message === 'string'
        ? // Texts of MESSAGES are unique (packages/contract/src/messages.test.ts): the lookup finds it.
          { code: messageKeyOf(message) ?? 'genericError', message }
        : message;
    super(coded.message);
    this.name = 'AppError';
    this.code = coded.code;
    this.params = coded.params;
  }

  /** The answer's body. */
  body(): ApiFailure & Record<string, unknown> {
    return {
      success: false,
      message: this.message,
      code: this.code,
      ...(this.params ? { params: this.params } : {}),
      ...this.details,
    };
  }
}

/** The body of a failure that is not an AppError (the router's, the HTTP parser's, the socket's). */
export function failureBody(message: PlainMessageText): ApiFailure {
  return { success: false, message, code: messageKeyOf(message) ?? 'genericError' };
}

export const badRequest = (message: ErrorMessage) => new AppError(400, message);
/**
 * A failed check of a value (400, code 'validation'): the message names the field and the problem;
 * a message of the contract's CHECK_TEXTS also comes as its template's key (`check`) and values
 * (`params`), so a client can say it in its language (docs/api.md, "Errors").
 */
export function invalid(message: string, field?: string, reason: ValidationReason = 'invalid'): AppError {
  const check = checkOf(message);
  return new AppError(
    400,
    { code: 'validation', message, ...(check ? { params: check.params } : {}) },
    { ...(field === undefined ? {} : { field }), reason, ...(check ? { check: check.check } : {}) },
  );
}
export const unauthorized = (message: ErrorMessage = MESSAGES.unauthorized) => new AppError(401, message);
export const forbidden = (message: ErrorMessage = MESSAGES.accessDenied) => new AppError(403, message);
export const notFound = (message: ErrorMessage = MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: ErrorMessage, details: Record<string, unknown> = {}) =>
  new AppError(409, message, details);
export const payloadTooLarge = (message: ErrorMessage = MESSAGES.payloadTooLarge) =>
  new AppError(413, message);
export const unsupportedMediaType = (message: ErrorMessage = MESSAGES.unsupportedMedia) =>
  new AppError(415, message);
export const unprocessable = (message: ErrorMessage) => new AppError(422, message);
export const tooManyRequests = (
  message: ErrorMessage = MESSAGES.tooManyRequests,
  retryAfterSeconds?: number,
) => new AppError(429, message, retryAfterSeconds === undefined ? {} : { retryAfter: retryAfterSeconds });
