import {
  type Court,
  type CourtCreateBody,
  type CourtUpdateBody,
  courtListSchema,
  courtSchema,
  MESSAGES,
} from '@bandeja/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';
import { useCrudMutations } from './crud.ts';

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
  return useCrudMutations<Court, CourtCreateBody, CourtUpdateBody>({
    path: '/courts',
    row: courtSchema,
    created: courtSchema,
    messages: { create: MESSAGES.createCourt, update: MESSAGES.updateCourt, remove: MESSAGES.deleteCourt },
  });
}
