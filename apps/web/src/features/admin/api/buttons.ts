import {
  type Button,
  type ButtonCreateBody,
  type ButtonUpdateBody,
  buttonListSchema,
  buttonSchema,
  buttonWithSecretSchema,
  deletedSchema,
  identifyModeSchema,
  MESSAGES,
} from '@bandeja/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';

export const buttonsQuery = () =>
  queryOptions({
    queryKey: queryKeys.buttons,
    queryFn: async () => (await call('GET', '/buttons', buttonListSchema, MESSAGES.fetchButtons)).buttons,
  });

export function useButtons() {
  return useQuery(buttonsQuery());
}

export function useButtonMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.buttons });
  return {
    /** Answers the button with its secret, shown once. */
    create: useMutation({
      mutationFn: (body: ButtonCreateBody) =>
        call('POST', '/buttons', buttonWithSecretSchema, MESSAGES.createButton, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ButtonUpdateBody }) =>
        call('PUT', `/buttons/${id}`, buttonSchema, MESSAGES.updateButton, { body }),
      onSuccess,
    }),
    regenerateSecret: useMutation({
      mutationFn: (button: Button) =>
        call(
          'POST',
          `/buttons/${button.id}/regenerate-secret`,
          buttonWithSecretSchema,
          MESSAGES.updateButton,
        ),
      onSuccess,
    }),
    /** Identify mode of a court's buttons for 2 minutes (on), or off again. */
    identify: useMutation({
      mutationFn: ({ courtId, on }: { courtId: number; on: boolean }) =>
        call(
          on ? 'POST' : 'DELETE',
          `/buttons/court/${courtId}/identify`,
          identifyModeSchema,
          MESSAGES.updateButton,
        ),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (button: Button) =>
        call('DELETE', `/buttons/${button.id}`, deletedSchema, MESSAGES.deleteButton),
      onSuccess,
    }),
  };
}
