import { MESSAGES } from '@bandeja/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client.ts';
import { parsePublicCourt } from './parse.ts';

/** GET /scores/share/court/{courtId}: the court's club, for the header and the chips. */
export function getPublicCourt(courtId: string, signal?: AbortSignal) {
  return apiRequest('GET', `/scores/share/court/${encodeURIComponent(courtId)}`, {
    parse: parsePublicCourt,
    fallback: MESSAGES.fetchCourt,
    signal,
  });
}

export function usePublicCourt(courtId: string) {
  return useQuery({
    queryKey: ['results', 'court', courtId],
    queryFn: ({ signal }) => unwrap(getPublicCourt(courtId, signal)),
    staleTime: 5 * 60_000,
  });
}
