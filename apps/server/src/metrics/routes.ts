import { timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { textResponse } from '../openapi/responses.ts';
import { SECURITY } from '../openapi/security.ts';

export const METRICS_PATH = '/metrics';

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function hasToken(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  const sent = Buffer.from(match?.[1] ?? '');
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * GET /metrics, Prometheus's text format (docs/operations.md, "Metrics"). Off (404) unless
 * METRICS_TOKEN is set; then only for `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).
 * Both refusals come in the contract's envelope.
 */
export function metricsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const token = ctx.config.metricsToken ? Buffer.from(ctx.config.metricsToken) : null;
  return async (app) => {
    app.get(
      METRICS_PATH,
      {
        onRequest: async (request) => {
          if (!token) throw notFound(MESSAGES.notFound);
          if (!hasToken(request.headers.authorization, token)) throw unauthorized(MESSAGES.unauthorized);
        },
        schema: {
          summary: 'Prometheus metrics of this process (404 unless the server has a METRICS_TOKEN)',
          tags: ['operations'],
          security: SECURITY.metrics,
          response: { 200: textResponse("Prometheus's text exposition format") },
        },
      },
      async (_request, reply) =>
        reply.type(ctx.metrics.registry.contentType).send(await ctx.metrics.exposition()),
    );
  };
}
