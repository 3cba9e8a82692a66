import {
  ADMIN_ROLES,
  deletedSchema,
  idParamsSchema,
  webhookCreateBodySchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookParamsSchema,
  webhookWithSecretSchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/respond.ts';
import { created, guard, route } from '../http/route.ts';
import { SECURITY } from '../openapi/security.ts';
import {
  createWebhookFor,
  deleteWebhookFor,
  listDeliveriesFor,
  listWebhooksFor,
  resendDeliveryFor,
  rotateWebhookSecretFor,
} from './service.ts';

/** A club's webhook addresses and their deliveries (docs/operations.md, "Webhooks"): its admins. */
export function webhookRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = guard(requireUser(app, ctx, ADMIN_ROLES), SECURITY.session);

    app.get(
      '/clubs/:id/webhooks',
      route(
        admin,
        "A club's webhook addresses, never their secrets (its admins)",
        { params: idParamsSchema },
        webhookListSchema,
      ),
      async (request) =>
        ok({ webhooks: await listWebhooksFor(ctx, currentUser(request), request.params.id) }),
    );

    app.post(
      '/clubs/:id/webhooks',
      created(
        admin,
        'Add a webhook address: its signing secret is in this answer only (its admins)',
        { params: idParamsSchema, body: webhookCreateBodySchema },
        webhookWithSecretSchema,
      ),
      async (request, reply) =>
        reply
          .status(201)
          .send(ok(await createWebhookFor(ctx, currentUser(request), request.params.id, request.body))),
    );

    app.delete(
      '/clubs/:id/webhooks/:webhookId',
      route(
        admin,
        'Remove a webhook address and its deliveries (its admins)',
        { params: webhookParamsSchema },
        deletedSchema,
      ),
      async (request) => {
        const { id, webhookId } = request.params;
        await deleteWebhookFor(ctx, currentUser(request), id, webhookId);
        return ok({ id: webhookId });
      },
    );

    app.post(
      '/clubs/:id/webhooks/:webhookId/secret',
      route(
        admin,
        "Rotate a webhook address's signing secret: the new one is in this answer only (its admins)",
        { params: webhookParamsSchema },
        webhookWithSecretSchema,
      ),
      async (request) => {
        const { id, webhookId } = request.params;
        return ok(await rotateWebhookSecretFor(ctx, currentUser(request), id, webhookId));
      },
    );

    app.get(
      '/clubs/:id/webhook-deliveries',
      route(
        admin,
        "A club's latest webhook deliveries with their status, newest first (its admins)",
        { params: idParamsSchema, querystring: webhookDeliveryListQuerySchema },
        webhookDeliveryListSchema,
      ),
      async (request) => {
        const { webhook_id, status } = request.query;
        const deliveries = await listDeliveriesFor(ctx, currentUser(request), request.params.id, {
          webhookId: webhook_id,
          status,
        });
        return ok({ deliveries });
      },
    );

    app.post(
      '/clubs/:id/webhook-deliveries/:deliveryId/resend',
      route(
        admin,
        'Send a delivery again, with the same delivery id (its admins)',
        { params: webhookDeliveryParamsSchema },
        webhookDeliverySchema,
      ),
      async (request) => {
        const { id, deliveryId } = request.params;
        return ok(await resendDeliveryFor(ctx, currentUser(request), id, deliveryId));
      },
    );
  };
}
