import {
  ADMIN_ROLES,
  clubIdParamsSchema,
  courtCreateBodySchema,
  courtIdParamsSchema,
  courtKeysBodySchema,
  courtKeysSchema,
  courtListQuerySchema,
  courtListSchema,
  courtSchema,
  courtStartTokenSchema,
  courtUpdateBodySchema,
  deletedSchema,
  idParamsSchema,
  MESSAGES,
  publicCourtSchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { type Actor, viewableCourt } from '../auth/policy.ts';
import { presentStartToken } from '../auth/start-token.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { created, guard, route } from '../http/route.ts';
import { publishCourtBoard } from '../matches/board.ts';
import { SECURITY } from '../openapi/security.ts';
import { findCourtById, updateCourtKeyMap } from './repository.ts';
import {
  createCourtFor,
  deleteCourtFor,
  getCourtFor,
  listClubCourtsFor,
  listCourtsFor,
  listPublicClubCourts,
  updateCourtFor,
} from './service.ts';

/** Courts (docs/api.md "Admin routes"). Admin routes are scoped to the caller's club; club-courts is public. */
export function courtRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = guard(requireUser(app, ctx, ADMIN_ROLES), SECURITY.session);
    const signedIn = guard(requireUser(app, ctx), SECURITY.session);
    /** The court's whole row (its keys too), if the caller may view it. */
    const viewableCourtRow = async (courtId: number, actor: Actor) =>
      viewableCourt(actor, await findCourtById(ctx.db, courtId));

    app.get(
      '/courts/:clubId/club-courts',
      route(
        SECURITY.public,
        "A club's courts (public: the results page's court chips)",
        { params: clubIdParamsSchema },
        z.array(publicCourtSchema),
      ),
      async (request) => ok(await listPublicClubCourts(ctx, request.params.clubId)),
    );

    app.get(
      '/courts/:courtId/start-token',
      route(
        signedIn,
        "The court token for the court's start QR code, renewed every 5 minutes (the court's viewers: its court user, its club's admins)",
        { params: courtIdParamsSchema },
        courtStartTokenSchema,
      ),
      async (request) => {
        const court = await viewableCourtRow(request.params.courtId, currentUser(request));
        return ok(presentStartToken(ctx, court));
      },
    );

    // The keys of the court tablet (docs/hardware.md, "On the court tablet and a phone"): read and
    // learned by the court's viewers, so its court user teaches them on the tablet itself.
    app.get(
      '/courts/:courtId/keys',
      route(
        signedIn,
        "The keys that score on the court's tablet; null: the defaults (its court user, its club's admins)",
        { params: courtIdParamsSchema },
        courtKeysSchema,
      ),
      async (request) => {
        const court = await viewableCourtRow(request.params.courtId, currentUser(request));
        return ok({ court_id: court.id, keys: court.keyMap ?? null });
      },
    );

    app.put(
      '/courts/:courtId/keys',
      route(
        signedIn,
        "Learn the keys that score on the court's tablet; null: back to the defaults (its court user, its club's admins)",
        { params: courtIdParamsSchema, body: courtKeysBodySchema },
        courtKeysSchema,
      ),
      async (request) => {
        const court = await viewableCourtRow(request.params.courtId, currentUser(request));
        const keys = request.body.keys;
        if (!(await updateCourtKeyMap(ctx.db, court.id, keys))) throw notFound(MESSAGES.courtNotFound);
        return ok({ court_id: court.id, keys });
      },
    );

    app.get(
      '/courts',
      route(
        admin,
        "Courts the caller administers (a club admin: their club's)",
        { querystring: courtListQuerySchema },
        courtListSchema,
      ),
      async (request) =>
        ok({ courts: await listCourtsFor(ctx, currentUser(request), request.query.club_id) }),
    );

    app.get(
      '/courts/club/:id',
      route(
        admin,
        "A club's courts, with their court users (its admins)",
        { params: idParamsSchema },
        courtListSchema,
      ),
      async (request) =>
        ok({ courts: await listClubCourtsFor(ctx, currentUser(request), request.params.id) }),
    );

    app.post(
      '/courts',
      created(admin, 'Create a court with its court user', { body: courtCreateBodySchema }, courtSchema),
      async (request, reply) => {
        const court = await createCourtFor(ctx, currentUser(request), request.body);
        return reply.status(201).send(ok(court));
      },
    );

    // Authentication runs before the body is read (onRequest), so the public learns nothing about
    // payloads. A court user may read their own court; everything else here is for admins.
    app.get(
      '/courts/:id',
      route(
        signedIn,
        "One court (its club's admins, its court user)",
        { params: idParamsSchema },
        courtSchema,
      ),
      async (request) => ok(await getCourtFor(ctx, currentUser(request), request.params.id)),
    );

    app.put(
      '/courts/:id',
      route(
        admin,
        'Edit a court (only a super admin moves it to another club)',
        { params: idParamsSchema, body: courtUpdateBodySchema },
        courtSchema,
      ),
      async (request) => {
        const court = await updateCourtFor(ctx, currentUser(request), request.params.id, request.body);
        // Its displays and its club's wall show the new name (docs/displays.md).
        publishCourtBoard(ctx, court.id, request.log);
        return ok(court);
      },
    );

    app.delete(
      '/courts/:id',
      route(
        admin,
        'Delete a court with its court users and buttons (its matches stay)',
        { params: idParamsSchema },
        deletedSchema,
      ),
      async (request) => {
        await deleteCourtFor(ctx, currentUser(request), request.params.id);
        return ok({ id: request.params.id });
      },
    );
  };
}
