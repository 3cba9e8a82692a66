import { SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../api-client.ts';
import { parseClubBranding } from './guards.ts';

/** Spelled here, not in keys.ts: the boards read it and carry no key table. */
export const clubBrandingKey = (clubId: number | string) => ['clubs', String(clubId), 'branding'] as const;

/**
 * GET /clubs/{id}/branding (public): the club's name, logo, sponsors and screen settings. The boards
 * read it before their first score: only the screens' short message table here (decision 007).
 */
export function clubBrandingQuery(clubId: number) {
  return queryOptions({
    queryKey: clubBrandingKey(clubId),
    queryFn: ({ signal }) =>
      unwrap(
        apiRequest('GET', `/clubs/${clubId}/branding`, {
          parse: parseClubBranding,
          fallback: SCREEN_MESSAGES.fetchClub,
          signal,
        }),
      ),
    staleTime: 5 * 60_000,
  });
}
