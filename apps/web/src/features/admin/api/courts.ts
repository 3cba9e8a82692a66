import {
  type Court,
  type CourtCreateBody,
  type CourtUpdateBody,
  courtListSchema,
  courtSchema,
  MESSAGES,
} from '@bandeja/contract';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { listQuery, useCrudMutations } from './crud.ts';

/** GET /courts: the server narrows a club admin's list to their club. */
export const courtsQuery = () =>
  listQuery(queryKeys.courts, '/courts', courtListSchema, MESSAGES.fetchCourts, (answer) => answer.courts);

export function useCourts() {
  return useQuery(courtsQuery());
}

export function useCourtMutations() {
  return useCrudMutations<Court, CourtCreateBody, CourtUpdateBody>({
    path: '/courts',
    row: courtSchema,
    messages: { create: MESSAGES.createCourt, update: MESSAGES.updateCourt, remove: MESSAGES.deleteCourt },
  });
}
