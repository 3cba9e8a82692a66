import {
  type Court,
  type CourtCreateBody,
  type CourtUpdateBody,
  courtListSchema,
  courtSchema,
  deletedSchema,
  MESSAGES,
} from '@bandeja/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';

/** GET /courts: the server narrows a club admin's list to their club. */
export const courtsQuery = () =>
  queryOptions({
    queryKey: queryKeys.courts,
    queryFn: async () => (await call('GET', '/courts', courtListSchema, MESSAGES.fetchCourts)).courts,
  });

export function useCourts() {
  return useQuery(courtsQuery());
}

export function useCourtMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries();
  return {
    create: useMutation({
      mutationFn: (body: CourtCreateBody) =>
        call('POST', '/courts', courtSchema, MESSAGES.createCourt, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: CourtUpdateBody }) =>
        call('PUT', `/courts/${id}`, courtSchema, MESSAGES.updateCourt, { body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (court: Court) =>
        call('DELETE', `/courts/${court.id}`, deletedSchema, MESSAGES.deleteCourt),
      onSuccess,
    }),
  };
}
