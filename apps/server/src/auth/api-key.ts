import { timingSafeEqual } from 'node:crypto';
import { HEADERS, MESSAGES } from '@bandeja/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { unauthorized } from '../http/errors.ts';

/**
 * The x-api-key of the public writes (docs/api.md "Matches", "Public writes"), compared in
 * constant time: an onRequest hook, so a wrong key is 401 before the body is read.
 */
export function requireApiKey(ctx: AppContext): (request: FastifyRequest) => Promise<void> {
  const expected = Buffer.from(ctx.config.apiKey);
  return async (request) => {
    const sent = request.headers[HEADERS.apiKey];
    const actual = Buffer.from(typeof sent === 'string' ? sent : '');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
      throw unauthorized(MESSAGES.invalidApiKey);
    }
  };
}
