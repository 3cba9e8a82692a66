import {
  type Button,
  type ButtonCreateBody,
  type ButtonUpdateBody,
  type ButtonWithSecret,
  buttonListSchema,
  buttonSchema,
  buttonWithSecretSchema,
  identifyModeSchema,
  MESSAGES,
} from '@bandeja/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';
import { listQuery, useCrudMutations, useRefresh } from './crud.ts';

export const buttonsQuery = () =>
  listQuery(
    queryKeys.buttons,
    '/buttons',
    buttonListSchema,
    MESSAGES.fetchButtons,
    (answer) => answer.buttons,
  );

export function useButtons() {
  return useQuery(buttonsQuery());
}

export function useButtonMutations() {
  const onSuccess = useRefresh(queryKeys.buttons);
  return {
    /** Create answers the button with its secret, shown once. */
    ...useCrudMutations<Button, ButtonCreateBody, ButtonUpdateBody, ButtonWithSecret>({
      path: '/buttons',
      row: buttonSchema,
      created: buttonWithSecretSchema,
      messages: {
        create: MESSAGES.createButton,
        update: MESSAGES.updateButton,
        remove: MESSAGES.deleteButton,
      },
      refresh: queryKeys.buttons,
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
  };
}
