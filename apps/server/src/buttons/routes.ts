import {
  buttonCreateBodySchema,
  buttonListQuerySchema,
  buttonListSchema,
  buttonSchema,
  buttonUpdateBodySchema,
  buttonWithSecretSchema,
  deletedSchema,
  idParamsSchema,
  successSchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { ADMIN_ROLES } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/respond.ts';
import {
  createButtonFor,
  deleteButtonFor,
  getButtonFor,
  listButtonsFor,
  regenerateSecretFor,
  updateButtonFor,
} from './service.ts';

/**
 * WatchButton administration (spec §7), for admins of the button's club. The press route lives in
 * press-routes (another module). Authentication runs before the body is read (onRequest).
 */
export function buttonRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = requireUser(app, ctx, ADMIN_ROLES);
    const button = { 200: successSchema(buttonSchema) };
    const list = { 200: successSchema(buttonListSchema) };

    app.get(
      '/buttons',
      { onRequest: admin, schema: { querystring: buttonListQuerySchema, response: list } },
      async (request) =>
        ok({ buttons: await listButtonsFor(ctx, currentUser(request), request.query.court_id) }),
    );

    app.get(
      '/buttons/court/:id',
      { onRequest: admin, schema: { params: idParamsSchema, response: list } },
      async (request) => ok({ buttons: await listButtonsFor(ctx, currentUser(request), request.params.id) }),
    );

    app.post(
      '/buttons',
      {
        onRequest: admin,
        schema: { body: buttonCreateBodySchema, response: { 201: successSchema(buttonWithSecretSchema) } },
      },
      async (request, reply) =>
        reply.status(201).send(ok(await createButtonFor(ctx, currentUser(request), request.body))),
    );

    app.get(
      '/buttons/:id',
      { onRequest: admin, schema: { params: idParamsSchema, response: button } },
      async (request) => ok(await getButtonFor(ctx, currentUser(request), request.params.id)),
    );

    app.put(
      '/buttons/:id',
      {
        onRequest: admin,
        schema: { params: idParamsSchema, body: buttonUpdateBodySchema, response: button },
      },
      async (request) =>
        ok(await updateButtonFor(ctx, currentUser(request), request.params.id, request.body)),
    );

    app.post(
      '/buttons/:id/regenerate-secret',
      {
        onRequest: admin,
        schema: { params: idParamsSchema, response: { 200: successSchema(buttonWithSecretSchema) } },
      },
      async (request) => ok(await regenerateSecretFor(ctx, currentUser(request), request.params.id)),
    );

    app.delete(
      '/buttons/:id',
      {
        onRequest: admin,
        schema: { params: idParamsSchema, response: { 200: successSchema(deletedSchema) } },
      },
      async (request) => {
        await deleteButtonFor(ctx, currentUser(request), request.params.id);
        return ok({ id: request.params.id });
      },
    );
  };
}
