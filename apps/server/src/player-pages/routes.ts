import {
  playerDataSchema,
  playerPageQuerySchema,
  playerPageSchema,
  playerParamsSchema,
  successSchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, optionalUser, requireUser } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/respond.ts';
import { SECURITY } from '../openapi/security.ts';
import { playerDataFor, playerPageFor } from './service.ts';

/** The player page's data (docs/players.md, "The player page"; docs/api.md, "Players"). */
export function playerPageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/players/:id/page',
      {
        onRequest: optionalUser(app, ctx),
        schema: {
          summary:
            "A player's matches, results, figures, partners and opponents (anyone when the player is public; else the club's admins, or the player by their own link's key)",
          security: SECURITY.optionalSession,
          params: playerParamsSchema,
          querystring: playerPageQuerySchema,
          response: { 200: successSchema(playerPageSchema) },
        },
      },
      async (request) => ok(await playerPageFor(ctx, request.authUser, request.params.id, request.query.key)),
    );

    app.get(
      '/players/:id/data',
      {
        onRequest: requireUser(app, ctx),
        schema: {
          summary: "Everything stored about a player, as JSON, for them to take away (its club's admins)",
          security: SECURITY.session,
          params: playerParamsSchema,
          response: { 200: successSchema(playerDataSchema) },
        },
      },
      async (request) => ok(await playerDataFor(ctx, currentUser(request), request.params.id)),
    );
  };
}
