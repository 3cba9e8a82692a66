import {
  type CourtPlayerList,
  canCreateMatchWithoutToken,
  courtIdParamsSchema,
  courtPlayerBodySchema,
  courtPlayerListSchema,
  courtPlayersQuerySchema,
  MESSAGES,
  playerNameSchema,
  successSchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUser } from '../auth/authenticate.ts';
import { authorize } from '../auth/policy.ts';
import { isTokenOfCourtOrItsMatch } from '../auth/start-token.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { SECURITY } from '../openapi/security.ts';
import { findCourtOfClub } from './repository.ts';
import { addPlayerAtCourt, courtRoster } from './service.ts';

/**
 * The roster on the match form (docs/players.md): whoever may start a match on the court (its
 * signed-in viewers, or the public with its QR code's court token) reads the club's names and adds
 * themselves ('New here? Add me').
 */
export function courtPlayerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const maybeSignedIn = optionalUser(app, ctx);

    /** The court, when the caller may start a match on it: 404 unknown, 403 no right nor token. */
    async function requireMatchStarter(
      request: { authUser: Parameters<typeof canCreateMatchWithoutToken>[0] },
      courtId: number,
      token: string | undefined,
    ) {
      const court = await findCourtOfClub(ctx.db, courtId);
      if (!court) throw notFound(MESSAGES.courtNotFound);
      if (!canCreateMatchWithoutToken(request.authUser, court))
        authorize(await isTokenOfCourtOrItsMatch(ctx, court.id, token));
      return court;
    }

    app.get(
      '/courts/:courtId/players',
      {
        onRequest: maybeSignedIn,
        schema: {
          summary:
            "The club's roster names for the court's match form, its recent players first (its viewers, or the court token of its QR code)",
          security: SECURITY.optionalSession,
          params: courtIdParamsSchema,
          querystring: courtPlayersQuerySchema,
          response: { 200: successSchema(courtPlayerListSchema) },
        },
      },
      async (request): Promise<{ success: true; data: CourtPlayerList }> => {
        const { search, token } = request.query;
        const court = await requireMatchStarter(request, request.params.courtId, token);
        return ok({ players: await courtRoster(ctx, court.clubId, court.id, search) });
      },
    );

    app.post(
      '/courts/:courtId/players',
      {
        onRequest: maybeSignedIn,
        schema: {
          summary:
            "'New here? Add me': a private roster player of the court's club (its viewers, or the court token of its QR code)",
          security: SECURITY.optionalSession,
          params: courtIdParamsSchema,
          body: courtPlayerBodySchema,
          response: { 201: successSchema(playerNameSchema) },
        },
      },
      async (request, reply) => {
        const { name, courtToken } = request.body;
        const court = await requireMatchStarter(request, request.params.courtId, courtToken);
        return reply.status(201).send(ok(await addPlayerAtCourt(ctx, court.clubId, name)));
      },
    );
  };
}
