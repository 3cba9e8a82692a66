import { MESSAGES } from '@bandeja/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client.ts';
import { parseClubCourts } from './parse.ts';

/** GET /courts/{clubId}/club-courts (docs/api.md "Admin routes"): the club's courts, sorted by id. */
export function getClubCourts(clubId: number, signal?: AbortSignal) {
  return apiRequest('GET', `/courts/${clubId}/club-courts`, {
    parse: parseClubCourts,
    fallback: MESSAGES.fetchClubCourts,
    signal,
  });
}

export function useClubCourts(clubId: number | undefined) {
  return useQuery({
    queryKey: ['results', 'club-courts', clubId],
    queryFn: ({ signal }) => unwrap(getClubCourts(clubId ?? 0, signal)),
    enabled: clubId !== undefined,
    staleTime: 5 * 60_000,
  });
}
