import {
  ADMIN_ROLES,
  clubDisplaySchema,
  clubIdParamsSchema,
  courtDisplaySchema,
  courtIdParamsSchema,
  courtStartTokenSchema,
  deletedSchema,
  displayListQuerySchema,
  displayListSchema,
  displayPairBodySchema,
  displayPairingSchema,
  displaySchema,
  displaySelfSchema,
  displayUpdateBodySchema,
  HEADERS,
  idParamsSchema,
  MESSAGES,
  successSchema,
} from '@bandeja/contract';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { LoginThrottle } from '../auth/login-throttle.ts';
import { presentStartToken } from '../auth/start-token.ts';
import type { AppContext } from '../context.ts';
import { findCourtById } from '../courts/repository.ts';
import { forbidden, notFound, tooManyRequests } from '../http/errors.ts';
import { perMinute, ROUTE_RATE_LIMITS } from '../http/rate-limit.ts';
import { ok } from '../http/respond.ts';
import { guard, route } from '../http/route.ts';
import { SECURITY } from '../openapi/security.ts';
import {
  clubDisplayOf,
  courtDisplayOf,
  displayOfToken,
  listDisplaysFor,
  pair,
  revokeDisplayFor,
  selfOf,
  startPairing,
  UnknownCodeError,
  updateDisplayFor,
} from './service.ts';

/** Wrong pairing codes one user may enter per window before 429 (codes cannot be guessed). */
export const PAIRING_MAX_FAILURES = 10;
export const PAIRING_WINDOW_MS = 10 * 60 * 1000;
/** Pairing codes one client address may ask for per minute (each makes a pending display). */
export const PAIRING_CODES_PER_MINUTE = 20;

/** The device token a TV sends (x-display-token), or null when none fits. */
export function displayToken(request: FastifyRequest): string | null {
  const value = request.headers[HEADERS.displayToken];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length <= 200 ? token : null;
}

/**
 * Court displays (docs/displays.md, docs/api.md): the public boards of a court and of a club; a TV's
 * own pairing calls, authenticated by its device token; and the pairing, list, edit and revoke of
 * TVs by signed-in staff.
 */
export function displayRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const failedCodes = new LoginThrottle(PAIRING_MAX_FAILURES, PAIRING_WINDOW_MS);
  return async (app) => {
    await app.register(fastifyRateLimit, ROUTE_RATE_LIMITS);
    const admin = guard(requireUser(app, ctx, ADMIN_ROLES), SECURITY.session);
    const staff = requireUser(app, ctx);

    app.get(
      '/displays/court/:courtId',
      route(
        SECURITY.public,
        "A court's board with its club's branding and the server's clock (public: court display, overlay)",
        { params: courtIdParamsSchema },
        courtDisplaySchema,
      ),
      async (request) => ok(await courtDisplayOf(ctx, request.params.courtId)),
    );

    app.get(
      '/displays/club/:clubId',
      route(
        SECURITY.public,
        "Every court's board of a club, in court id order (public: the clubhouse wall)",
        { params: clubIdParamsSchema },
        clubDisplaySchema,
      ),
      async (request) => ok(await clubDisplayOf(ctx, request.params.clubId)),
    );

    app.post(
      '/displays/pairing',
      {
        config: { rateLimit: perMinute(PAIRING_CODES_PER_MINUTE) },
        schema: {
          summary:
            "A TV's pairing code: a new pending display and its device token, or with a token a fresh code (20 a minute per address)",
          security: SECURITY.optionalDisplay,
          response: { 201: successSchema(displayPairingSchema) },
        },
      },
      async (request, reply) => reply.status(201).send(ok(await startPairing(ctx, displayToken(request)))),
    );

    app.get(
      '/displays/self',
      route(
        SECURITY.display,
        "A TV's own configuration: pending with its code, or paired with its court or club",
        {},
        displaySelfSchema,
      ),
      async (request) => ok(await selfOf(ctx, displayToken(request))),
    );

    app.get(
      '/displays/self/start-token',
      route(
        SECURITY.display,
        'The court token for the start QR code of a TV paired with a court, renewed every 5 minutes (the TV)',
        {},
        courtStartTokenSchema,
      ),
      async (request) => {
        const display = await displayOfToken(ctx, displayToken(request));
        // Only a TV paired with a court shows its start code (docs/displays.md).
        if (display.targetKind !== 'court' || display.courtId === null)
          throw forbidden(MESSAGES.displayNotCourt);
        const court = await findCourtById(ctx.db, display.courtId);
        if (!court) throw notFound(MESSAGES.courtNotFound);
        return ok(presentStartToken(ctx, court));
      },
    );

    app.post(
      '/displays/pair',
      {
        onRequest: staff,
        // The throttle runs before the body is read: a user past the limit is refused whatever they send.
        preValidation: async (request) => {
          const wait = failedCodes.blockedFor(String(currentUser(request).id), ctx.now());
          if (wait !== null) throw tooManyRequests(MESSAGES.tooManyRequests, wait);
        },
        schema: {
          summary:
            "Pair a TV by its code with a court or a club's wall (the target club's admins, its court user)",
          security: SECURITY.session,
          body: displayPairBodySchema,
          response: { 200: successSchema(displaySchema) },
        },
      },
      async (request) => {
        const actor = currentUser(request);
        try {
          return ok(await pair(ctx, actor, request.body));
        } catch (error) {
          if (!(error instanceof UnknownCodeError)) throw error;
          failedCodes.recordFailure(String(actor.id), ctx.now());
          throw notFound(MESSAGES.displayCodeUnknown);
        }
      },
    );

    app.get(
      '/displays',
      route(
        admin,
        "TVs the caller administers, in id order (a club admin: their club's)",
        { querystring: displayListQuerySchema },
        displayListSchema,
      ),
      async (request) =>
        ok({ displays: await listDisplaysFor(ctx, currentUser(request), request.query.club_id) }),
    );

    app.patch(
      '/displays/:id',
      route(
        admin,
        "Rename a TV or show another court or the wall on it (its club's admins)",
        { params: idParamsSchema, body: displayUpdateBodySchema },
        displaySchema,
      ),
      async (request) =>
        ok(await updateDisplayFor(ctx, currentUser(request), request.params.id, request.body)),
    );

    app.delete(
      '/displays/:id',
      route(
        admin,
        "Disconnect a TV: it shows a new pairing code (its club's admins)",
        { params: idParamsSchema },
        deletedSchema,
      ),
      async (request) => {
        await revokeDisplayFor(ctx, currentUser(request), request.params.id);
        return ok({ id: request.params.id });
      },
    );
  };
}
