import { MESSAGES } from '@bandeja/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { parseFinishedMatches } from './parse.ts';

/** GET /matches/court/{courtId}/finished (docs/api.md "Matches"): newest first, optionally by player name. */
export function getFinishedMatches(courtId: string, search: string, signal?: AbortSignal) {
  return apiRequest('GET', `/matches/court/${encodeURIComponent(courtId)}/finished`, {
    parse: parseFinishedMatches,
    fallback: MESSAGES.fetchFinishedMatches,
    query: { search: search.trim() || undefined },
    signal,
  });
}

export function useFinishedMatches(courtId: string, search: string) {
  return useQuery({
    queryKey: queryKeys.courtFinishedMatches(courtId, { search: search.trim().toLowerCase() }),
    queryFn: ({ signal }) => unwrap(getFinishedMatches(courtId, search, signal)),
    // Typing in the search box keeps the court's last list on screen until the next one arrives
    // (another court's list is never shown in its place).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === courtId ? previous : undefined,
  });
}
