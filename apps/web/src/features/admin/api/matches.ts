import {
  activeMatchSchema,
  type Match,
  type MatchUpdateBody,
  MESSAGES,
  matchSchema,
} from '@bandeja/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';
import { useRefresh } from './crud.ts';

/** GET /matches: the server narrows a club admin's list to their club. */
export const matchesQuery = () =>
  queryOptions({
    queryKey: queryKeys.matches,
    queryFn: () => call('GET', '/matches', z.array(matchSchema), MESSAGES.fetchMatches),
  });

export function useMatches() {
  return useQuery(matchesQuery());
}

/** Club admins refresh their club's ongoing matches every 60 s (docs/product.md#roles, docs/product.md#constants-and-timings). */
export const CLUB_ADMIN_REFRESH_MS = 60_000;

/**
 * The dashboard's ongoing matches: a club admin's club's (GET /matches/club/{id}/active), every
 * club's for a super admin (GET /matches/active).
 */
export function useOngoingMatches({ clubId, refresh }: { clubId: number | null; refresh: boolean }) {
  return useQuery({
    queryKey: queryKeys.activeMatches(clubId),
    queryFn: () =>
      clubId === null
        ? call('GET', '/matches/active', z.array(activeMatchSchema), MESSAGES.fetchActiveMatches)
        : call(
            'GET',
            `/matches/club/${clubId}/active`,
            z.array(activeMatchSchema),
            MESSAGES.fetchActiveMatchesByClub,
          ),
    refetchInterval: refresh ? CLUB_ADMIN_REFRESH_MS : false,
  });
}

export function useMatchMutations() {
  const onSuccess = useRefresh();
  return {
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: MatchUpdateBody }) =>
        call('PUT', `/matches/${encodeURIComponent(id)}`, matchSchema, MESSAGES.updateMatch, { body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (match: Match) =>
        call(
          'DELETE',
          `/matches/${encodeURIComponent(match.id)}`,
          z.object({ id: z.string() }),
          MESSAGES.deleteMatch,
        ),
      onSuccess,
    }),
  };
}
