import { MESSAGES } from '@bandeja/contract/plain';
import { queryOptions } from '@tanstack/react-query';
import { getActiveMatch } from '../active-match.ts';
import { apiErrorOf, apiQuery } from '../api-client.ts';
import { parsePublicCourt } from './guards.ts';
import { queryKeys } from './keys.ts';

/**
 * GET /scores/share/court/{courtId} (public): a court's name, sport and club, for every screen that
 * names a court (results, control, dashboard, match creation, share page). A screen that cannot
 * read it falls back to 'Court {id}' and padel's defaults.
 */
export function publicCourtQuery(courtId: string | number) {
  return queryOptions({
    queryKey: queryKeys.court(courtId),
    queryFn: apiQuery(`/scores/share/court/${encodeURIComponent(String(courtId))}`, {
      parse: parsePublicCourt,
      fallback: MESSAGES.fetchCourt,
    }),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/**
 * GET /matches/court/{courtId}/active: the match that holds the court. A failed check is only
 * logged (docs/product.md#messages): the dashboard stays as it is, match creation shows its form.
 */
export function activeMatchQuery(courtId: string | number) {
  return queryOptions({
    queryKey: queryKeys.courtActiveMatch(courtId),
    queryFn: async ({ signal }) => {
      const answer = await getActiveMatch(courtId, signal);
      if (answer.success) return answer.data;
      console.error(`Active match lookup failed: ${answer.message}`);
      throw apiErrorOf(answer);
    },
    retry: false,
  });
}
