import {
  bookingBodySchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingParamsSchema,
  bookingPutResultSchema,
  bookingSchema,
  bookingStartBodySchema,
  bookingStartedSchema,
  courtBookingParamsSchema,
  courtIdParamsSchema,
  idParamsSchema,
  nextBookingSchema,
  successSchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { viewableCourt } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';
import { iso, ok } from '../http/respond.ts';
import { created, guard, route } from '../http/route.ts';
import { clubCallerGuard } from '../integrations/caller.ts';
import { publishCourtBoard } from '../matches/board.ts';
import { findCourt } from '../matches/repository.ts';
import { SECURITY } from '../openapi/security.ts';
import { listBookings, nextBookingOfCourt } from './repository.ts';
import {
  cancelBooking,
  getBooking,
  presentBooking,
  putBooking,
  startableFrom,
  startBooking,
} from './service.ts';

/**
 * Bookings (docs/api.md, "Bookings"; docs/decisions/009-bookings.md): the club's booking system
 * puts, reads and cancels bookings by its own reference with a club API token; the court tablet
 * reads its next booking and starts it.
 */
export function bookingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const clubCaller = clubCallerGuard(app, ctx);

    app.put(
      '/clubs/:id/bookings/:externalRef',
      {
        onRequest: clubCaller.onRequest,
        preHandler: clubCaller.preHandler,
        schema: {
          summary:
            "Create or update a booking by the booking system's reference: 201 created, 200 updated (a club API token of the club, or its admins)",
          security: SECURITY.club,
          params: bookingParamsSchema,
          body: bookingBodySchema,
          response: {
            200: successSchema(bookingPutResultSchema),
            201: successSchema(bookingPutResultSchema),
          },
        },
      },
      async (request, reply) => {
        const { id: clubId, externalRef } = request.params;
        const result = await putBooking(ctx, clubId, externalRef, request.body);
        return reply.status(result.created ? 201 : 200).send(ok(result));
      },
    );

    app.get(
      '/clubs/:id/bookings',
      route(
        clubCaller,
        "A club's bookings that have not ended, soonest first (all=true: cancelled and past ones too) (a club API token of the club, or its admins)",
        { params: idParamsSchema, querystring: bookingListQuerySchema },
        bookingListSchema,
      ),
      async (request) => {
        const rows = await listBookings(ctx.db, {
          clubId: request.params.id,
          courtId: request.query.court_id,
          all: request.query.all === 'true',
          now: new Date(ctx.now()),
        });
        return ok({ bookings: rows.map(presentBooking) });
      },
    );

    app.get(
      '/clubs/:id/bookings/:externalRef',
      route(
        clubCaller,
        'One booking by its reference (a club API token of the club, or its admins)',
        { params: bookingParamsSchema },
        bookingSchema,
      ),
      async (request) => ok(await getBooking(ctx, request.params.id, request.params.externalRef)),
    );

    app.delete(
      '/clubs/:id/bookings/:externalRef',
      route(
        clubCaller,
        'Cancel a booking not started yet: it leaves the court tablet (a club API token of the club, or its admins)',
        { params: bookingParamsSchema },
        bookingSchema,
      ),
      async (request) => ok(await cancelBooking(ctx, request.params.id, request.params.externalRef)),
    );

    // ------------------------------------------------------------ the court tablet

    const courtStaff = guard(requireUser(app, ctx), SECURITY.session);

    app.get(
      '/courts/:courtId/bookings/next',
      route(
        courtStaff,
        "The court's next booking still to start (its court user, its club's admins)",
        { params: courtIdParamsSchema },
        nextBookingSchema,
      ),
      async (request) => {
        const { courtId } = request.params;
        viewableCourt(currentUser(request), await findCourt(ctx.db, courtId));
        const row = await nextBookingOfCourt(ctx.db, courtId, new Date(ctx.now()));
        return ok({
          booking: row ? presentBooking(row) : null,
          startable_from: row ? iso(startableFrom(row)) : null,
        });
      },
    );

    app.post(
      '/courts/:courtId/bookings/:bookingId/start',
      created(
        courtStaff,
        "Start a booking as the court's match, with the players as confirmed on the tablet (its court user, its club's admins)",
        { params: courtBookingParamsSchema, body: bookingStartBodySchema },
        bookingStartedSchema,
      ),
      async (request, reply) => {
        const { courtId, bookingId } = request.params;
        viewableCourt(currentUser(request), await findCourt(ctx.db, courtId));
        const { booking, matchId } = await startBooking(ctx, courtId, bookingId, request.body);
        // The court's displays switch to the new match (docs/displays.md).
        publishCourtBoard(ctx, courtId, request.log);
        return reply.status(201).send(ok({ booking, match_id: matchId }));
      },
    );
  };
}
