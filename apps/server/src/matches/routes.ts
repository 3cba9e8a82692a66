import {
  ADMIN_ROLES,
  activeLookupSchema,
  activeMatchesQuerySchema,
  activeMatchSchema,
  canCreateMatchWithoutToken,
  canFilterByClub,
  canManageMatch,
  clubIdParamsSchema,
  courtIdParamsSchema,
  deletedMatchSchema,
  finishedListQuerySchema,
  finishedMatchItemSchema,
  isSuperAdmin,
  MESSAGES,
  matchCreateBodySchema,
  matchCreatedSchema,
  matchListQuerySchema,
  matchListScope,
  matchParamsSchema,
  matchSchema,
  matchUpdateBodySchema,
  successSchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireApiKey } from '../auth/api-key.ts';
import { currentUser, requireUser, resolveUser } from '../auth/authenticate.ts';
import { type Actor, authorize, viewableCourt } from '../auth/policy.ts';
import { requireCourtToken } from '../auth/start-token.ts';
import { loadClub, loadManagedClub } from '../clubs/service.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { guard, route } from '../http/route.ts';
import { SECURITY } from '../openapi/security.ts';
import { publishCourtBoard } from './board.ts';
import { liveScoreOf, presentActiveMatch, presentFinishedItem, presentMatch } from './presenter.ts';
import { findCourt, findMatch, findMatchRecord, type MatchFilter, selectMatchRecords } from './repository.ts';
import { createMatch, deleteMatch, publicMatchOf, updateMatch } from './service.ts';

/**
 * The match calls of docs/api.md "Matches". Who may call what (docs/api.md): the public creates a match with
 * the API key and reads what the QR, results and share pages show; court users read their court's
 * matches; club admins manage their club's; super admins everything.
 */
export function matchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    async function requireCourt(courtId: number) {
      const court = await findCourt(ctx.db, courtId);
      if (!court) throw notFound(MESSAGES.courtNotFound);
      return court;
    }

    /** A list filter names a club or court: unknown is 404, one the caller may not see 403. */
    async function authorizeFilter(actor: Actor, filter: { clubId?: number; courtId?: number }) {
      if (filter.clubId !== undefined) {
        await loadClub(ctx.db, filter.clubId);
        authorize(canFilterByClub(actor, filter.clubId));
      }
      if (filter.courtId !== undefined) {
        viewableCourt(actor, await findCourt(ctx.db, filter.courtId));
      }
    }

    app.post(
      '/matches',
      {
        onRequest: [
          requireApiKey(ctx),
          async (request) => {
            request.authUser = await resolveUser(app, ctx, request);
          },
        ],
        schema: {
          summary:
            "Create a court's match and start it (the players' QR flow: the court token of its QR code, or the session of the court's user or its club's admins)",
          security: SECURITY.apiKeyOptionalSession,
          body: matchCreateBodySchema,
          response: { 201: successSchema(matchCreatedSchema) },
        },
      },
      async (request, reply) => {
        // Presence at the court (docs/api.md): the court's own managers need no token.
        const actor = request.authUser;
        const court = await requireCourt(request.body.courtId);
        // The match started with a token spends it: the next match needs the QR code's next one.
        const courtToken = canCreateMatchWithoutToken(actor, court)
          ? undefined
          : requireCourtToken(request.body.courtToken);
        const record = await createMatch(ctx, request.body, { courtToken });
        // The court's displays switch to the new match (docs/displays.md).
        publishCourtBoard(ctx, record.match.courtId, request.log);
        return reply.status(201).send(ok({ id: record.match.id, match: presentMatch(record) }));
      },
    );

    // Who may read or change a match: the services check each match and club.
    const signedIn = guard(requireUser(app, ctx), SECURITY.session);
    const admin = guard(requireUser(app, ctx, ADMIN_ROLES), SECURITY.session);

    app.get(
      '/matches',
      route(
        signedIn,
        "Matches the caller may see, newest first (a club admin's club, a court user's court)",
        { querystring: matchListQuerySchema },
        z.array(matchSchema),
      ),
      async (request) => {
        const actor = currentUser(request);
        const { status, court_id, club_id, limit } = request.query;
        await authorizeFilter(actor, { clubId: club_id, courtId: court_id });
        // A club admin's list is its club's, a court user's its court's (docs/api.md "Who is who").
        const filter: MatchFilter = { status, courtId: court_id, clubId: club_id, ...matchListScope(actor) };
        const records = await selectMatchRecords(ctx.db, filter, limit);
        return ok(records.map(presentMatch));
      },
    );

    app.get(
      '/matches/active',
      route(
        signedIn,
        'Ongoing matches the caller may see, with their live scores',
        { querystring: activeMatchesQuerySchema },
        z.array(activeMatchSchema),
      ),
      async (request) => {
        const actor = currentUser(request);
        const { club_id } = request.query;
        await authorizeFilter(actor, { clubId: club_id });
        // Super admins see every club's (or the one asked for); others only their own scope.
        const filter: MatchFilter = {
          status: 'ongoing',
          ...(isSuperAdmin(actor) ? { clubId: club_id } : matchListScope(actor)),
        };
        const records = await selectMatchRecords(ctx.db, filter, 500);
        return ok(records.map(presentActiveMatch));
      },
    );

    app.get(
      '/matches/club/:clubId/active',
      route(
        admin,
        "A club's ongoing matches, with their live scores (its admins)",
        { params: clubIdParamsSchema },
        z.array(activeMatchSchema),
      ),
      async (request) => {
        const { clubId } = request.params;
        await loadManagedClub(ctx.db, currentUser(request), clubId);
        const records = await selectMatchRecords(ctx.db, { clubId, status: 'ongoing' }, 500);
        return ok(records.map(presentActiveMatch));
      },
    );

    app.get(
      '/matches/court/:courtId',
      route(
        signedIn,
        "A court's matches, newest first (the court's viewers)",
        { params: courtIdParamsSchema, querystring: matchListQuerySchema.pick({ limit: true }) },
        z.array(matchSchema),
      ),
      async (request) => {
        const court = viewableCourt(currentUser(request), await findCourt(ctx.db, request.params.courtId));
        const records = await selectMatchRecords(ctx.db, { courtId: court.id }, request.query.limit);
        return ok(records.map(presentMatch));
      },
    );

    app.get(
      '/matches/court/:courtId/active',
      route(
        SECURITY.public,
        "A court's ongoing match and its score, if any (public: dashboard, create page)",
        { params: courtIdParamsSchema },
        activeLookupSchema,
      ),
      async (request) => {
        const court = await requireCourt(request.params.courtId);
        const [record] = await selectMatchRecords(ctx.db, { courtId: court.id, status: 'ongoing' }, 1);
        if (!record) return ok({ hasActiveMatch: false, match: null, score: null });
        return ok({
          hasActiveMatch: true,
          match: { id: record.match.id, status: record.match.status },
          score: liveScoreOf(record),
        });
      },
    );

    app.get(
      '/matches/court/:courtId/finished',
      route(
        SECURITY.public,
        "A court's finished matches, newest first, by player name (public: results page)",
        { params: courtIdParamsSchema, querystring: finishedListQuerySchema },
        z.array(finishedMatchItemSchema),
      ),
      async (request) => {
        const court = await requireCourt(request.params.courtId);
        const { search, limit } = request.query;
        const records = await selectMatchRecords(
          ctx.db,
          { courtId: court.id, status: 'finished', search },
          limit,
        );
        return ok(records.map(presentFinishedItem));
      },
    );

    app.get(
      '/matches/court/:courtId/scheduled',
      route(
        signedIn,
        "A court's scheduled matches (the court's viewers)",
        { params: courtIdParamsSchema },
        z.array(matchSchema),
      ),
      async (request) => {
        const court = viewableCourt(currentUser(request), await findCourt(ctx.db, request.params.courtId));
        const records = await selectMatchRecords(ctx.db, { courtId: court.id, status: 'scheduled' }, 200);
        return ok(records.map(presentMatch));
      },
    );

    app.get(
      '/matches/:id',
      route(
        SECURITY.public,
        'One match (public: match ids are random; never the email)',
        { params: matchParamsSchema },
        matchSchema,
      ),
      async (request) => ok(publicMatchOf(await findMatchRecord(ctx.db, request.params.id))),
    );

    app.put(
      '/matches/:id',
      route(
        admin,
        "Edit a match: names, court, start time, status (its club's admins)",
        { params: matchParamsSchema, body: matchUpdateBodySchema },
        matchSchema,
      ),
      async (request) => {
        const actor = currentUser(request);
        const match = await findMatch(ctx.db, request.params.id);
        if (!match) throw notFound(MESSAGES.matchNotFound);
        authorize(canManageMatch(actor, match));
        // The writer publishes the change of its score (a start, a finish, new names).
        const record = await updateMatch(ctx, actor, match.id, request.body);
        // A move, a start or a rename: the boards of the court it left and the one it is on.
        publishCourtBoard(ctx, match.courtId, request.log);
        if (record.match.courtId !== match.courtId) publishCourtBoard(ctx, record.match.courtId, request.log);
        return ok(presentMatch(record));
      },
    );

    app.delete(
      '/matches/:id',
      route(admin, "Delete a match (its club's admins)", { params: matchParamsSchema }, deletedMatchSchema),
      async (request) => {
        const match = await findMatch(ctx.db, request.params.id);
        if (!match) throw notFound(MESSAGES.matchNotFound);
        authorize(canManageMatch(currentUser(request), match));
        await deleteMatch(ctx, match.id);
        publishCourtBoard(ctx, match.courtId, request.log);
        return ok({ id: match.id });
      },
    );
  };
}
