import {
  deletedSchema,
  MESSAGES,
  type Webhook,
  type WebhookCreateBody,
  type WebhookDelivery,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookWithSecretSchema,
} from '@bandeja/contract';
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';
import { listQuery, useClubList, useRefresh } from './crud.ts';

/** The deliveries list follows the outbox while the page is open. */
const DELIVERIES_POLL_MS = 5000;

export const webhooksQuery = (clubId: number) =>
  listQuery(
    queryKeys.clubWebhooks(clubId),
    `/clubs/${clubId}/webhooks`,
    webhookListSchema,
    MESSAGES.fetchWebhooks,
    (answer) => answer.webhooks,
  );

export const webhookDeliveriesQuery = (clubId: number) => ({
  ...listQuery(
    queryKeys.clubWebhookDeliveries(clubId),
    `/clubs/${clubId}/webhook-deliveries`,
    webhookDeliveryListSchema,
    MESSAGES.fetchWebhookDeliveries,
    (answer) => answer.deliveries,
  ),
  refetchInterval: DELIVERIES_POLL_MS,
});

/** A club's addresses and their deliveries; no call until a club is chosen. */
export const useWebhooks = (clubId: number | null) => useClubList(clubId, webhooksQuery);
export const useWebhookDeliveries = (clubId: number | null) => useClubList(clubId, webhookDeliveriesQuery);

export function useWebhookMutations(clubId: number | null) {
  const onSuccess = useRefresh(queryKeys.clubWebhooks(clubId));
  return {
    /** Answers the address with its signing secret, shown once. */
    create: useMutation({
      mutationFn: (body: WebhookCreateBody) =>
        call('POST', `/clubs/${clubId}/webhooks`, webhookWithSecretSchema, MESSAGES.createWebhook, { body }),
      onSuccess,
    }),
    rotate: useMutation({
      mutationFn: (webhook: Webhook) =>
        call(
          'POST',
          `/clubs/${webhook.club_id}/webhooks/${webhook.id}/secret`,
          webhookWithSecretSchema,
          MESSAGES.rotateWebhookSecret,
        ),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (webhook: Webhook) =>
        call(
          'DELETE',
          `/clubs/${webhook.club_id}/webhooks/${webhook.id}`,
          deletedSchema,
          MESSAGES.deleteWebhook,
        ),
      onSuccess,
    }),
    resend: useMutation({
      mutationFn: (delivery: WebhookDelivery) =>
        call(
          'POST',
          `/clubs/${clubId}/webhook-deliveries/${delivery.id}/resend`,
          webhookDeliverySchema,
          MESSAGES.resendWebhookDelivery,
        ),
      onSuccess,
    }),
  };
}
