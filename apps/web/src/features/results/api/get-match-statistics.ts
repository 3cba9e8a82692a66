import { MESSAGES } from '@bandeja/contract/plain';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client.ts';
import { parseStatistics } from './parse.ts';

/** GET /matches/{id}/statistics (docs/api.md "Matches"). */
export function getMatchStatistics(matchId: string, signal?: AbortSignal) {
  return apiRequest('GET', `/matches/${encodeURIComponent(matchId)}/statistics`, {
    parse: parseStatistics,
    fallback: MESSAGES.fetchMatchStats,
    signal,
  });
}

export function fetchMatchStatistics(queryClient: QueryClient, matchId: string) {
  return queryClient.fetchQuery({
    queryKey: ['results', 'statistics', matchId],
    queryFn: ({ signal }) => unwrap(getMatchStatistics(matchId, signal)),
    staleTime: 60_000,
  });
}
