import {
  ADMIN_ROLES,
  deletedSchema,
  idParamsSchema,
  successSchema,
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
    const admin = requireUser(app, ctx, ADMIN_ROLES);

    app.get(
      '/clubs/:id/webhooks',
      {
        onRequest: admin,
        schema: {
          summary: "A club's webhook addresses, never their secrets (its admins)",
          security: SECURITY.session,
          params: idParamsSchema,
          response: { 200: successSchema(webhookListSchema) },
        },
      },
      async (request) =>
        ok({ webhooks: await listWebhooksFor(ctx, currentUser(request), request.params.id) }),
    );

    app.post(
      '/clubs/:id/webhooks',
      {
        onRequest: admin,
        schema: {
          summary: 'Add a webhook address: its signing secret is in this answer only (its admins)',
          security: SECURITY.session,
          params: idParamsSchema,
          body: webhookCreateBodySchema,
          response: { 201: successSchema(webhookWithSecretSchema) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(ok(await createWebhookFor(ctx, currentUser(request), request.params.id, request.body))),
    );

    app.delete(
      '/clubs/:id/webhooks/:webhookId',
      {
        onRequest: admin,
        schema: {
          summary: 'Remove a webhook address and its deliveries (its admins)',
          security: SECURITY.session,
          params: webhookParamsSchema,
          response: { 200: successSchema(deletedSchema) },
        },
      },
      async (request) => {
        const { id, webhookId } = request.params;
        await deleteWebhookFor(ctx, currentUser(request), id, webhookId);
        return ok({ id: webhookId });
      },
    );

    app.post(
      '/clubs/:id/webhooks/:webhookId/secret',
      {
        onRequest: admin,
        schema: {
          summary:
            "Rotate a webhook address's signing secret: the new one is in this answer only (its admins)",
          security: SECURITY.session,
          params: webhookParamsSchema,
          response: { 200: successSchema(webhookWithSecretSchema) },
        },
      },
      async (request) => {
        const { id, webhookId } = request.params;
        return ok(await rotateWebhookSecretFor(ctx, currentUser(request), id, webhookId));
      },
    );

    app.get(
      '/clubs/:id/webhook-deliveries',
      {
        onRequest: admin,
        schema: {
          summary: "A club's latest webhook deliveries with their status, newest first (its admins)",
          security: SECURITY.session,
          params: idParamsSchema,
          querystring: webhookDeliveryListQuerySchema,
          response: { 200: successSchema(webhookDeliveryListSchema) },
        },
      },
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
      {
        onRequest: admin,
        schema: {
          summary: 'Send a delivery again, with the same delivery id (its admins)',
          security: SECURITY.session,
          params: webhookDeliveryParamsSchema,
          response: { 200: successSchema(webhookDeliverySchema) },
        },
      },
      async (request) => {
        const { id, deliveryId } = request.params;
        return ok(await resendDeliveryFor(ctx, currentUser(request), id, deliveryId));
      },
    );
  };
}
