import type { MatchStatisticsPayload } from '@bandeja/contract';
import { SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client.ts';

function isStatistics(data: unknown): data is MatchStatisticsPayload {
  return typeof data === 'object' && data !== null && 'team1Points' in data && 'team2Points' in data;
}

/** GET /matches/{id}/statistics (public), for the court display's result. */
export function useMatchStatistics(matchId: string) {
  return useQuery({
    queryKey: ['display', 'statistics', matchId],
    queryFn: ({ signal }) =>
      unwrap(
        apiRequest('GET', `/matches/${encodeURIComponent(matchId)}/statistics`, {
          parse: (data) => {
            if (!isStatistics(data)) throw new Error('not statistics');
            return data;
          },
          fallback: SCREEN_MESSAGES.fetchMatchStats,
          signal,
          signOutOnUnauthorized: false,
        }),
      ),
    staleTime: 60_000,
    retry: 2,
  });
}
