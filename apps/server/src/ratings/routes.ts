import { ladderParamsSchema, ladderQuerySchema, ladderSchema, successSchema } from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUser } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/respond.ts';
import { SECURITY } from '../openapi/security.ts';
import { ladderFor } from './ladder.ts';

/** The club rating's calls (docs/rating.md; docs/api.md, "Ratings"). */
export function ratingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/clubs/:clubId/ladder',
      {
        onRequest: optionalUser(app, ctx),
        schema: {
          summary:
            "The club's ladder: its rated players, the highest level first (anyone: the public players; its admins: everyone)",
          security: SECURITY.optionalSession,
          params: ladderParamsSchema,
          querystring: ladderQuerySchema,
          response: { 200: successSchema(ladderSchema) },
        },
      },
      async (request) => ok(await ladderFor(ctx, request.authUser, request.params.clubId, request.query)),
    );
  };
}
