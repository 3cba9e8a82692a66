import { SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../api-client.ts';
import { parseStatistics } from './guards.ts';
import { queryKeys } from './keys.ts';

/** GET /matches/{id}/statistics (public; docs/api.md "Matches"): the court display's result and the results page. */
export function matchStatisticsQuery(matchId: string) {
  return queryOptions({
    queryKey: queryKeys.matchStatistics(matchId),
    queryFn: apiQuery(`/matches/${encodeURIComponent(matchId)}/statistics`, {
      parse: parseStatistics,
      fallback: SCREEN_MESSAGES.fetchMatchStats,
      signOutOnUnauthorized: false,
    }),
    staleTime: 60_000,
  });
}
