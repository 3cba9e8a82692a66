import {
  clubPlayersParamsSchema,
  playerBodySchema,
  playerListQuerySchema,
  playerListSchema,
  playerParamsSchema,
  playerSchema,
  successSchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/respond.ts';
import { SECURITY } from '../openapi/security.ts';
import {
  createPlayerFor,
  erasePlayerFor,
  listPlayersFor,
  presentPlayer,
  requireManagedPlayer,
  updatePlayerFor,
} from './service.ts';

/** The club's roster (docs/players.md; docs/api.md, "Players"). */
export function playerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = requireUser(app, ctx);

    app.post(
      '/clubs/:clubId/players',
      {
        onRequest: signedIn,
        schema: {
          summary: "Add a player to the club's roster (its admins)",
          security: SECURITY.session,
          params: clubPlayersParamsSchema,
          body: playerBodySchema,
          response: { 201: successSchema(playerSchema) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(ok(await createPlayerFor(ctx, currentUser(request), request.params.clubId, request.body))),
    );

    app.get(
      '/clubs/:clubId/players',
      {
        onRequest: signedIn,
        schema: {
          summary:
            "The club's roster by name, narrowed by search (its admins: whole players; its court users: names only)",
          security: SECURITY.session,
          params: clubPlayersParamsSchema,
          querystring: playerListQuerySchema,
          response: { 200: successSchema(playerListSchema) },
        },
      },
      async (request) =>
        ok({
          players: await listPlayersFor(
            ctx,
            currentUser(request),
            request.params.clubId,
            request.query.search,
          ),
        }),
    );

    app.get(
      '/players/:id',
      {
        onRequest: signedIn,
        schema: {
          summary: 'One player of the roster (its club admins)',
          security: SECURITY.session,
          params: playerParamsSchema,
          response: { 200: successSchema(playerSchema) },
        },
      },
      async (request) =>
        ok(presentPlayer(await requireManagedPlayer(ctx, currentUser(request), request.params.id))),
    );

    app.put(
      '/players/:id',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Change a player: the whole player as sent (its club admins)',
          security: SECURITY.session,
          params: playerParamsSchema,
          body: playerBodySchema,
          response: { 200: successSchema(playerSchema) },
        },
      },
      async (request) =>
        ok(await updatePlayerFor(ctx, currentUser(request), request.params.id, request.body)),
    );

    app.delete(
      '/players/:id',
      {
        onRequest: signedIn,
        schema: {
          summary:
            "Erase a player: 'Former player' in every match, no email, the scores kept (its club admins)",
          security: SECURITY.session,
          params: playerParamsSchema,
          response: { 200: successSchema(playerSchema) },
        },
      },
      async (request) => ok(await erasePlayerFor(ctx, currentUser(request), request.params.id)),
    );
  };
}
