import {
  type Display,
  type DisplayUpdateBody,
  deletedSchema,
  displayListSchema,
  displaySchema,
  MESSAGES,
} from '@bandeja/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';
import { listQuery, useRefresh } from './crud.ts';

const displaysKey = queryKeys.displays;

/** GET /displays: the server narrows a club admin's list to their club. */
export const displaysQuery = () =>
  listQuery(displaysKey, '/displays', displayListSchema, MESSAGES.fetchDisplays, (answer) => answer.displays);

export function useDisplays() {
  return useQuery(displaysQuery());
}

/** Rename, re-point or revoke a TV; the list is refreshed after each (and after a pairing). */
export function useDisplayMutations() {
  const onSuccess = useRefresh(displaysKey);
  return {
    refresh: onSuccess,
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: DisplayUpdateBody }) =>
        call('PATCH', `/displays/${id}`, displaySchema, MESSAGES.updateDisplay, { body }),
      onSuccess,
    }),
    revoke: useMutation({
      mutationFn: (display: Display) =>
        call('DELETE', `/displays/${display.id}`, deletedSchema, MESSAGES.revokeDisplay),
      onSuccess,
    }),
  };
}
