import {
  eventCreateBodySchema,
  eventGameCorrectionBodySchema,
  eventGameParamsSchema,
  eventIdParamsSchema,
  eventListQuerySchema,
  eventListSchema,
  eventViewSchema,
} from '@bandeja/contract';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { authorize } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';
import { perMinute, ROUTE_RATE_LIMITS } from '../http/rate-limit.ts';
import { ok } from '../http/respond.ts';
import { created, guard, route } from '../http/route.ts';
import { imageResponse } from '../openapi/responses.ts';
import { SECURITY } from '../openapi/security.ts';
import { numbersOf } from './model.ts';
import { canOrganise } from './policy.ts';
import { courtsByIds, listClubEvents } from './repository.ts';
import { renderStandingsImage } from './results.ts';
import { correctGame, createEvent, nextRound, startEvent } from './service.ts';
import { requireEventView, summaryOf } from './view.ts';

/** Standings images one client address may fetch per minute (each is drawn). */
export const STANDINGS_IMAGES_PER_MINUTE = 60;

/**
 * Club events (docs/api.md, "Events"): organisers (the club's admins and court users) create,
 * start and correct; anyone reads an event and its standings image.
 */
export function eventRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyRateLimit, ROUTE_RATE_LIMITS);
    const staff = guard(requireUser(app, ctx), SECURITY.session);
    const view = (id: number) => requireEventView(ctx, id);

    app.post(
      '/events',
      created(
        staff,
        'Create an Americano, Mexicano or Team Americano event (the club’s admins and court users)',
        { body: eventCreateBodySchema },
        eventViewSchema,
      ),
      async (request, reply) => {
        const row = await createEvent(ctx, currentUser(request), request.body);
        return reply.status(201).send(ok(await view(row.id)));
      },
    );

    app.get(
      '/events',
      route(
        staff,
        "A club's events, newest first (the club's admins and court users)",
        { querystring: eventListQuerySchema },
        eventListSchema,
      ),
      async (request) => {
        authorize(canOrganise(currentUser(request), request.query.clubId));
        const rows = await listClubEvents(ctx.db, request.query.clubId);
        const courtIds = [...new Set(rows.flatMap((row) => numbersOf(row.courtIds)))];
        const names = new Map((await courtsByIds(ctx.db, courtIds)).map((court) => [court.id, court.name]));
        return ok(rows.map((row) => summaryOf(row, names)));
      },
    );

    app.get(
      '/events/:id',
      route(
        SECURITY.public,
        'An event: players, rounds with their courts and match ids, sit-outs, standings (public)',
        { params: eventIdParamsSchema },
        eventViewSchema,
      ),
      async (request) => ok(await view(request.params.id)),
    );

    // The organisers' two steps of an evening: each acts on the event, then answers its whole view.
    const steps = [
      [
        '/events/:id/start',
        "Start the event: round 1's games become matches on the event's courts (organisers)",
        startEvent,
      ],
      [
        '/events/:id/next-round',
        'Call time on a timed round: its games finish as they stand and the next round starts (organisers)',
        nextRound,
      ],
    ] as const;
    for (const [path, summary, step] of steps) {
      app.post(
        path,
        route(staff, summary, { params: eventIdParamsSchema }, eventViewSchema),
        async (request) => {
          await step(ctx, currentUser(request), request.params.id, request.log);
          return ok(await view(request.params.id));
        },
      );
    }

    app.put(
      '/events/:id/games/:matchId',
      route(
        staff,
        "Correct a finished game's points; the standings are computed again (organisers)",
        { params: eventGameParamsSchema, body: eventGameCorrectionBodySchema },
        eventViewSchema,
      ),
      async (request) => {
        const { id, matchId } = request.params;
        await correctGame(ctx, currentUser(request), id, matchId, request.body, request.log);
        return ok(await view(id));
      },
    );

    app.get(
      '/events/:id/standings.png',
      {
        config: { rateLimit: perMinute(STANDINGS_IMAGES_PER_MINUTE) },
        schema: {
          summary: 'The standings as a picture for sharing (public)',
          security: SECURITY.public,
          params: eventIdParamsSchema,
          response: { 200: imageResponse('The standings', ['image/png']) },
        },
      },
      async (request, reply) => {
        const png = await renderStandingsImage(await view(request.params.id));
        return reply.type('image/png').header('cache-control', 'no-cache').send(png);
      },
    );
  };
}
