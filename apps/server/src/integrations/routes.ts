import {
  ADMIN_ROLES,
  clubApiTokenCreateBodySchema,
  clubApiTokenListSchema,
  clubApiTokenParamsSchema,
  clubApiTokenWithSecretSchema,
  clubCourtListSchema,
  clubMatchListQuerySchema,
  clubMatchListSchema,
  clubMatchParamsSchema,
  deletedSchema,
  idParamsSchema,
  MESSAGES,
  matchSchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { listPublicClubCourts } from '../courts/service.ts';
import { notFound } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { created, guard, route } from '../http/route.ts';
import { presentMatch } from '../matches/presenter.ts';
import { findCourt, selectMatchRecords } from '../matches/repository.ts';
import { SECURITY } from '../openapi/security.ts';
import { clubCallerGuard } from './caller.ts';
import { createClubApiTokenFor, listClubApiTokensFor, revokeClubApiTokenFor } from './service.ts';

/**
 * Integrations (docs/api.md): a club's admins manage the club's API tokens, and the club's
 * systems (a booking system, a league) call the club's integration routes with one. Every
 * integration route is guarded by `clubCallerGuard` (caller.ts): it recognizes the caller and
 * checks the club of the path, with the one scope rule (policy.ts).
 */
export function integrationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = guard(requireUser(app, ctx, ADMIN_ROLES), SECURITY.session);
    const clubCaller = clubCallerGuard(app, ctx);

    // ------------------------------------------------------------ the club's API tokens

    app.get(
      '/clubs/:id/api-tokens',
      route(
        admin,
        "A club's API tokens with their last use, never their secrets (its admins)",
        { params: idParamsSchema },
        clubApiTokenListSchema,
      ),
      async (request) =>
        ok({ tokens: await listClubApiTokensFor(ctx, currentUser(request), request.params.id) }),
    );

    app.post(
      '/clubs/:id/api-tokens',
      created(
        admin,
        'Create a named API token for a club: its secret is in this answer only (its admins)',
        { params: idParamsSchema, body: clubApiTokenCreateBodySchema },
        clubApiTokenWithSecretSchema,
      ),
      async (request, reply) =>
        reply
          .status(201)
          .send(ok(await createClubApiTokenFor(ctx, currentUser(request), request.params.id, request.body))),
    );

    app.delete(
      '/clubs/:id/api-tokens/:tokenId',
      route(
        admin,
        'Revoke a club API token: its next call is refused (its admins)',
        { params: clubApiTokenParamsSchema },
        deletedSchema,
      ),
      async (request) => {
        const { id, tokenId } = request.params;
        await revokeClubApiTokenFor(ctx, currentUser(request), id, tokenId);
        return ok({ id: tokenId });
      },
    );

    // ------------------------------------------------------------ the integration calls

    app.get(
      '/clubs/:id/courts',
      route(
        clubCaller,
        "A club's courts (a club API token of the club, or its admins)",
        { params: idParamsSchema },
        clubCourtListSchema,
      ),
      async (request) => ok({ courts: await listPublicClubCourts(ctx, request.params.id) }),
    );

    app.get(
      '/clubs/:id/matches',
      route(
        clubCaller,
        "A club's matches, newest first, by status and court (a club API token of the club, or its admins)",
        { params: idParamsSchema, querystring: clubMatchListQuerySchema },
        clubMatchListSchema,
      ),
      async (request) => {
        const clubId = request.params.id;
        const { status, court_id, limit } = request.query;
        if (court_id !== undefined) {
          const court = await findCourt(ctx.db, court_id);
          // Another club's court is as unknown here as a court that does not exist.
          if (!court || court.clubId !== clubId) throw notFound(MESSAGES.courtNotFound);
        }
        const records = await selectMatchRecords(ctx.db, { clubId, status, courtId: court_id }, limit);
        return ok({ matches: records.map(presentMatch) });
      },
    );

    app.get(
      '/clubs/:id/matches/:matchId',
      route(
        clubCaller,
        "One of a club's matches (a club API token of the club, or its admins)",
        { params: clubMatchParamsSchema },
        matchSchema,
      ),
      async (request) => {
        const { id: clubId, matchId } = request.params;
        const [record] = await selectMatchRecords(ctx.db, { clubId, id: matchId }, 1);
        if (!record) throw notFound(MESSAGES.matchNotFound);
        return ok(presentMatch(record));
      },
    );
  };
}
