import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, unwrap } from '../../lib/api-client.ts';
import { sayFailure } from '../../lib/i18n/error-text.ts';
import { acceptScore, createScore } from '../../lib/live-score.ts';
import { toast } from '../../lib/toast.tsx';
import { getMatch } from './api/get-match.ts';

const controlMatchKey = (matchId: string) => ['court-control', 'match', matchId] as const;

/**
 * The match under control. A match without a score gets one, created from its team names
 * (docs/product.md#control-screen); the created score goes into the one live-score cache.
 */
export function useControlMatch(matchId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: controlMatchKey(matchId),
    queryFn: async ({ signal }) => {
      const match = await unwrap(getMatch(matchId, signal));
      if (match.score === null) {
        const created = await createScore(matchId, {
          team1Name: match.team1_name,
          team2Name: match.team2_name,
        });
        if (created.success) acceptScore(queryClient, created.data);
        else toast.error(sayFailure(created));
      }
      return match;
    },
    retry: false,
  });
}

/** A match id the server does not know (or cannot be one): the screen offers a way back. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
