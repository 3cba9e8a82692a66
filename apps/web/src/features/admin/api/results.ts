import { contestedResultSchema, MESSAGES, resultReviewSchema, signedResultSchema } from '@bandeja/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';

/** The club's contested results still to resolve (docs/players.md); no call until a club is chosen. */
export function useContestedResults(clubId: number | null) {
  return useQuery({
    queryKey: queryKeys.clubContestedResults(clubId),
    queryFn: () =>
      call(
        'GET',
        `/clubs/${clubId}/results/contested`,
        z.array(contestedResultSchema),
        MESSAGES.fetchContestedResults,
      ),
    enabled: clubId !== null,
  });
}

/** One result with both claims, the reasons and the point log. */
export function useResultReview(matchId: string) {
  return useQuery({
    queryKey: queryKeys.resultReview(matchId),
    queryFn: () =>
      call(
        'GET',
        `/matches/${encodeURIComponent(matchId)}/result/review`,
        resultReviewSchema,
        MESSAGES.fetchResult,
      ),
  });
}

/** The admin closes a contest: the logged result stands (corrected first with the match's tools). */
export function useResolveResult(clubId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: string) =>
      call(
        'POST',
        `/matches/${encodeURIComponent(matchId)}/result/resolve`,
        signedResultSchema,
        MESSAGES.resolveResult,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clubContestedResults(clubId) }),
  });
}
