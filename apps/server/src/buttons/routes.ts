import {
  ADMIN_ROLES,
  buttonCreateBodySchema,
  buttonListQuerySchema,
  buttonListSchema,
  buttonSchema,
  buttonUpdateBodySchema,
  buttonWithSecretSchema,
  COURT_ROLES,
  deletedSchema,
  identifyModeSchema,
  idParamsSchema,
  successSchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/respond.ts';
import { created, guard, route } from '../http/route.ts';
import { SECURITY } from '../openapi/security.ts';
import { setIdentifyMode } from './identify.ts';
import {
  createButtonFor,
  deleteButtonFor,
  getButtonFor,
  listButtonsFor,
  regenerateSecretFor,
  updateButtonFor,
} from './service.ts';

/**
 * WatchButton administration (docs/api.md "Admin routes"), for admins of the button's club. The press route lives in
 * press-routes (another module). Authentication runs before the body is read (onRequest).
 */
export function buttonRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = guard(requireUser(app, ctx, ADMIN_ROLES), SECURITY.session);
    const button = { 200: successSchema(buttonSchema) };
    const list = { 200: successSchema(buttonListSchema) };

    app.get(
      '/buttons',
      {
        onRequest: admin.onRequest,
        schema: {
          summary: "WatchButtons the caller administers (a club admin's club), optionally of one court",
          security: SECURITY.session,
          querystring: buttonListQuerySchema,
          response: list,
        },
      },
      async (request) =>
        ok({ buttons: await listButtonsFor(ctx, currentUser(request), request.query.court_id) }),
    );

    app.get(
      '/buttons/court/:id',
      {
        onRequest: admin.onRequest,
        schema: {
          summary: "A court's WatchButtons (its club's admins)",
          security: SECURITY.session,
          params: idParamsSchema,
          response: list,
        },
      },
      async (request) => ok({ buttons: await listButtonsFor(ctx, currentUser(request), request.params.id) }),
    );

    // Identify mode: a club's admins, or the court's own tablet (docs/api.md "Device health").
    const adminOrCourt = requireUser(app, ctx, [...ADMIN_ROLES, ...COURT_ROLES]);
    const identify = { 200: successSchema(identifyModeSchema) };
    app.post(
      '/buttons/court/:id/identify',
      {
        onRequest: adminOrCourt,
        schema: {
          summary:
            "Identify mode for 2 minutes: each press of the court's buttons is shown (socket `buttonIdentified`) and scores nothing",
          security: SECURITY.session,
          params: idParamsSchema,
          response: identify,
        },
      },
      async (request) => ok(await setIdentifyMode(ctx, currentUser(request), request.params.id, true)),
    );
    app.delete(
      '/buttons/court/:id/identify',
      {
        onRequest: adminOrCourt,
        schema: {
          summary: "Ends identify mode: the court's buttons score again",
          security: SECURITY.session,
          params: idParamsSchema,
          response: identify,
        },
      },
      async (request) => ok(await setIdentifyMode(ctx, currentUser(request), request.params.id, false)),
    );

    app.post(
      '/buttons',
      created(
        admin,
        'Add a WatchButton to a court: answers its secret, this once',
        { body: buttonCreateBodySchema },
        buttonWithSecretSchema,
      ),
      async (request, reply) =>
        reply.status(201).send(ok(await createButtonFor(ctx, currentUser(request), request.body))),
    );

    app.get(
      '/buttons/:id',
      {
        onRequest: admin.onRequest,
        schema: {
          summary: "One WatchButton (its club's admins)",
          security: SECURITY.session,
          params: idParamsSchema,
          response: button,
        },
      },
      async (request) => ok(await getButtonFor(ctx, currentUser(request), request.params.id)),
    );

    app.put(
      '/buttons/:id',
      {
        onRequest: admin.onRequest,
        schema: {
          summary: 'Edit a WatchButton (only the fields sent change)',
          security: SECURITY.session,
          params: idParamsSchema,
          body: buttonUpdateBodySchema,
          response: button,
        },
      },
      async (request) =>
        ok(await updateButtonFor(ctx, currentUser(request), request.params.id, request.body)),
    );

    app.post(
      '/buttons/:id/regenerate-secret',
      route(
        admin,
        'A new secret for a WatchButton, answered this once; the old one fails at once',
        { params: idParamsSchema },
        buttonWithSecretSchema,
      ),
      async (request) => ok(await regenerateSecretFor(ctx, currentUser(request), request.params.id)),
    );

    app.delete(
      '/buttons/:id',
      route(admin, 'Delete a WatchButton', { params: idParamsSchema }, deletedSchema),
      async (request) => {
        await deleteButtonFor(ctx, currentUser(request), request.params.id);
        return ok({ id: request.params.id });
      },
    );
  };
}
