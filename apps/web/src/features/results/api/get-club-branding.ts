import { MESSAGES } from '@bandeja/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client.ts';
import { parseClubBranding } from './parse.ts';

/** GET /clubs/{id}/branding: the club's name and logo for the header. */
export function getClubBranding(clubId: number, signal?: AbortSignal) {
  return apiRequest('GET', `/clubs/${clubId}/branding`, {
    parse: parseClubBranding,
    fallback: MESSAGES.fetchClub,
    signal,
  });
}

export function useClubBranding(clubId: number | undefined) {
  return useQuery({
    queryKey: ['results', 'branding', clubId],
    queryFn: ({ signal }) => unwrap(getClubBranding(clubId ?? 0, signal)),
    enabled: clubId !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
