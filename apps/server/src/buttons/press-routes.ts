import {
  HEADERS,
  idParamsSchema,
  MESSAGES,
  pressIdSchema,
  pressQuerySchema,
  pressResultSchema,
  successSchema,
} from '@bandeja/contract';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { tooManyRequests } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { parseWith } from '../http/validation.ts';
import { liveConfig } from '../matches/live-config.ts';
import { pressButton } from './press-service.ts';

function header(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

/**
 * POST /buttons/{id}/press, the WatchButton's call (design §4). No user session: the button's own
 * secret authenticates it. Throttled per button (not per address: a club's buttons share one).
 */
export function pressRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const live = liveConfig(ctx.config);
  return async (app) => {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(MESSAGES.tooManyRequests, Math.max(1, Math.ceil(context.ttl / 1000))),
    });

    app.post(
      '/buttons/:id/press',
      {
        config: {
          rateLimit: {
            max: live.buttonPressesPerMinute,
            timeWindow: 60_000,
            keyGenerator: (request) => {
              const params = request.params;
              const id =
                typeof params === 'object' && params !== null && 'id' in params ? String(params.id) : '';
              return `button:${id}`;
            },
          },
        },
        schema: {
          params: idParamsSchema,
          querystring: pressQuerySchema,
          response: { 200: successSchema(pressResultSchema) },
        },
        // The answer is built from the contract's types, checked when compiled (and its shape by
        // test/press.test.ts); validating it again with zod cost about 75 µs of the server's one
        // thread on every press, the hottest route.
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      async (request) => {
        const headerPressId = header(request.headers[HEADERS.pressId]);
        const pressId =
          headerPressId === null ? (request.query.pressId ?? null) : parseWith(pressIdSchema, headerPressId);
        const result = await pressButton(
          ctx,
          {
            buttonId: request.params.id,
            key: header(request.headers[HEADERS.buttonKey]) ?? request.query.key ?? null,
            pressId,
          },
          live.pressGuardMs,
        );
        // The live writer broadcast the change once it committed.
        return ok(result);
      },
    );
  };
}
