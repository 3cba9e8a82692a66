import { MESSAGES } from '@bandeja/contract/plain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../api-client.ts';
import { parseClubBranding, parseClubCourts } from './guards.ts';
import { queryKeys } from './keys.ts';

/** GET /clubs/{id}/branding (public): the club's name, logo, sponsors and screen settings. */
export function clubBrandingQuery(clubId: number) {
  return queryOptions({
    queryKey: queryKeys.clubBranding(clubId),
    queryFn: ({ signal }) =>
      unwrap(
        apiRequest('GET', `/clubs/${clubId}/branding`, {
          parse: parseClubBranding,
          fallback: MESSAGES.fetchClub,
          signal,
        }),
      ),
    staleTime: 5 * 60_000,
  });
}

/** GET /courts/{clubId}/club-courts (docs/api.md "Admin routes"): the club's courts, sorted by id. */
export function clubCourtsQuery(clubId: number) {
  return queryOptions({
    queryKey: queryKeys.clubCourts(clubId),
    queryFn: ({ signal }) =>
      unwrap(
        apiRequest('GET', `/courts/${clubId}/club-courts`, {
          parse: parseClubCourts,
          fallback: MESSAGES.fetchClubCourts,
          signal,
        }),
      ),
    staleTime: 5 * 60_000,
  });
}
