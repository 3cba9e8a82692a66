import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { MESSAGES } from '@bandeja/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseError, isDatabaseUnavailable } from '../db/errors.ts';
import { AppError } from './errors.ts';

/** Fastify's own client-error codes and the contract message each gets. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MESSAGES.bodyNotJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid Content-Length' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: MESSAGES.payloadTooLarge },
  FST_PARTS_LIMIT: { status: 413, message: MESSAGES.payloadTooLarge },
  FST_FILES_LIMIT: { status: 413, message: MESSAGES.payloadTooLarge },
  FST_FIELDS_LIMIT: { status: 413, message: MESSAGES.payloadTooLarge },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: MESSAGES.unsupportedMedia },
  FST_ERR_VALIDATION: { status: 400, message: 'Invalid request' },
};

/** What a 503 for an unreachable database tells the client to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export const NUL_IN_TEXT = 'Text cannot contain NUL characters';

/**
 * SQLSTATEs of text the database cannot store, whatever field it came in: a NUL character in a
 * text value (22021 character_not_in_repertoire) or in JSON (22P05 untranslatable_character). The
 * statement fails, so nothing of it is stored (a transaction around it rolls back).
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/**
 * A file upload route (a club's logo or sponsor image): its context takes multipart bodies and it
 * declares no JSON body. Any other route's bodies are JSON.
 */
function isUploadRoute(request: FastifyRequest): boolean {
  return request.server.hasContentTypeParser('multipart/form-data') && !request.routeOptions.schema?.body;
}

/**
 * The one error handler: every failure leaves as `{success: false, message}` (docs/api.md). Known
 * errors keep their status; anything else is a logged 500 with a generic message.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = error.details.retryAfter;
      if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, ...error.details });
    }
    // A validation failure from our compiler carries the AppError as its cause.
    const validationCause = 'validation' in error && error.cause instanceof AppError ? error.cause : null;
    if (validationCause) {
      return reply
        .status(validationCause.statusCode)
        .send({ success: false, message: validationCause.message });
    }
    const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' && isUploadRoute(request)) {
      return reply.status(415).send({ success: false, message: MESSAGES.unsupportedMedia });
    }
    const known = FASTIFY_CLIENT_ERRORS[code];
    if (known) return reply.status(known.status).send({ success: false, message: known.message });
    const stored = databaseError(error);
    if (stored && UNSTORABLE_TEXT_CODES.has(stored.code)) {
      return reply.status(400).send({ success: false, message: NUL_IN_TEXT });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ success: false, message: MESSAGES.databaseUnavailable });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: error.message || MESSAGES.genericError });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: MESSAGES.serverError });
  });
}

/**
 * Fastify's frameworkErrors: a path the router cannot read (a bad %-escape such as `%ZZ`, a
 * segment longer than a parameter may be) is answered in the contract's shape, without the path
 * (Fastify's own answer repeats it, 3,000 characters of it if that is what was sent).
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.status(status).send({ success: false, message: MESSAGES.invalidUrl });
}

/** What a request Node's HTTP parser refused gets: its status and the contract's message. */
function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: MESSAGES.headersTooLarge };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: MESSAGES.requestTimeout };
  return { status: 400, message: MESSAGES.invalidHttp };
}

/**
 * Fastify's clientErrorHandler: a request the HTTP parser refuses (headers too large, a bad
 * Content-Length) never reaches a route, so it is answered here, in the contract's shape too
 * instead of Fastify's `{error, statusCode}`. Like Node's and Fastify's own, it then closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, message } = clientErrorAnswer(error.code);
    const body = JSON.stringify({ success: false, message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
