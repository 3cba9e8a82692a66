import { SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../api-client.ts';
import { parseClubBranding } from './guards.ts';

/** The same spelling as the board app's own branding query (lib/board/club-branding.ts). */
export const clubBrandingKey = (clubId: number | string) => ['clubs', String(clubId), 'branding'] as const;

/**
 * GET /clubs/{id}/branding (public): the club's name, logo, sponsors and screen settings.
 */
export function clubBrandingQuery(clubId: number) {
  return queryOptions({
    queryKey: clubBrandingKey(clubId),
    queryFn: apiQuery(`/clubs/${clubId}/branding`, {
      parse: parseClubBranding,
      fallback: SCREEN_MESSAGES.fetchClub,
    }),
    staleTime: 5 * 60_000,
  });
}
