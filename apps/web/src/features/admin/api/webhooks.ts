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
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';

/** The deliveries list follows the outbox while the page is open. */
const DELIVERIES_POLL_MS = 5000;

export const webhooksQuery = (clubId: number) =>
  queryOptions({
    queryKey: queryKeys.clubWebhooks(clubId),
    queryFn: async () =>
      (await call('GET', `/clubs/${clubId}/webhooks`, webhookListSchema, MESSAGES.fetchWebhooks)).webhooks,
  });

export const webhookDeliveriesQuery = (clubId: number) =>
  queryOptions({
    queryKey: queryKeys.clubWebhookDeliveries(clubId),
    queryFn: async () =>
      (
        await call(
          'GET',
          `/clubs/${clubId}/webhook-deliveries`,
          webhookDeliveryListSchema,
          MESSAGES.fetchWebhookDeliveries,
        )
      ).deliveries,
    refetchInterval: DELIVERIES_POLL_MS,
  });

/** A club's addresses; no call until a club is chosen. */
export function useWebhooks(clubId: number | null) {
  return useQuery({ ...webhooksQuery(clubId ?? 0), enabled: clubId !== null });
}

export function useWebhookDeliveries(clubId: number | null) {
  return useQuery({ ...webhookDeliveriesQuery(clubId ?? 0), enabled: clubId !== null });
}

export function useWebhookMutations(clubId: number | null) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.clubWebhooks(clubId) });
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
