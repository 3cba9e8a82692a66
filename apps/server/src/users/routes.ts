import {
  ADMIN_ROLES,
  assignCourtBodySchema,
  deletedSchema,
  deviceParamsSchema,
  deviceSessionListSchema,
  idParamsSchema,
  successSchema,
  userCreateBodySchema,
  userListQuerySchema,
  userListSchema,
  userSchema,
  userUpdateBodySchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/respond.ts';
import { created, guard, route } from '../http/route.ts';
import { SECURITY } from '../openapi/security.ts';
import { listDevicesFor, signOutDeviceFor } from './devices.ts';
import {
  assignCourtFor,
  createUserFor,
  deleteUserFor,
  getUserFor,
  listUsersFor,
  updateUserFor,
} from './service.ts';

/**
 * User accounts (docs/api.md "Admin routes"), for admins only. Authentication runs before the body is read (onRequest),
 * so the public and court users learn nothing about payloads; the club is checked per object.
 */
export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = guard(requireUser(app, ctx, ADMIN_ROLES), SECURITY.session);
    const user = { 200: successSchema(userSchema) };

    app.get(
      '/users',
      route(
        admin,
        "Accounts the caller manages (a club admin: their club's club admins and court users)",
        { querystring: userListQuerySchema },
        userListSchema,
      ),
      async (request) => ok({ users: await listUsersFor(ctx, currentUser(request), request.query) }),
    );

    app.post(
      '/users',
      created(
        admin,
        "Create an account, within the caller's rights",
        { body: userCreateBodySchema },
        userSchema,
      ),
      async (request, reply) =>
        reply.status(201).send(ok(await createUserFor(ctx, currentUser(request), request.body))),
    );

    app.get(
      '/users/:id',
      {
        onRequest: admin.onRequest,
        schema: {
          summary: 'One account',
          security: SECURITY.session,
          params: idParamsSchema,
          response: user,
        },
      },
      async (request) => ok(await getUserFor(ctx, currentUser(request), request.params.id)),
    );

    app.put(
      '/users/:id',
      {
        onRequest: admin.onRequest,
        schema: {
          summary: 'Edit an account (a password resets it)',
          security: SECURITY.session,
          params: idParamsSchema,
          body: userUpdateBodySchema,
          response: user,
        },
      },
      async (request) => ok(await updateUserFor(ctx, currentUser(request), request.params.id, request.body)),
    );

    app.delete(
      '/users/:id',
      route(admin, "Delete an account (not one's own)", { params: idParamsSchema }, deletedSchema),
      async (request) => {
        await deleteUserFor(ctx, currentUser(request), request.params.id);
        return ok({ id: request.params.id });
      },
    );

    app.post(
      '/users/:id/assign-court',
      {
        onRequest: admin.onRequest,
        schema: {
          summary: 'Assign a court user to a court (null unassigns)',
          security: SECURITY.session,
          params: idParamsSchema,
          body: assignCourtBodySchema,
          response: user,
        },
      },
      async (request) => ok(await assignCourtFor(ctx, currentUser(request), request.params.id, request.body)),
    );

    app.get(
      '/users/:id/devices',
      route(
        admin,
        "A court user's signed-in devices (device sessions), with their last use",
        { params: idParamsSchema },
        deviceSessionListSchema,
      ),
      async (request) => ok({ devices: await listDevicesFor(ctx, currentUser(request), request.params.id) }),
    );

    app.delete(
      '/users/:id/devices/:deviceId',
      route(
        admin,
        'Sign a device out: its next request answers 401',
        { params: deviceParamsSchema },
        deletedSchema,
      ),
      async (request) => {
        await signOutDeviceFor(ctx, currentUser(request), request.params.id, request.params.deviceId);
        return ok({ id: request.params.deviceId });
      },
    );
  };
}
