import { MESSAGES, type PublicCourt, publicCourtSchema } from '@bandeja/contract';
import type { Sport } from '@bandeja/scoring';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client.ts';
import { withSchema } from '../../../lib/schema-parser.ts';

const parseCourt = withSchema(publicCourtSchema);

/** GET /scores/share/court/{courtId} (public): the court's sport sets the form's defaults. */
function getCourt(court: string, signal?: AbortSignal) {
  return apiRequest<PublicCourt>('GET', `/scores/share/court/${encodeURIComponent(court)}`, {
    parse: parseCourt,
    fallback: MESSAGES.fetchCourt,
    signal,
  });
}

/**
 * The sport of the court the form is for. A court that cannot be read (an unknown id) gets padel's
 * defaults: creating the match then says what is wrong.
 */
export function courtSportQuery(court: string) {
  return queryOptions({
    queryKey: ['match-create', 'court-sport', court] as const,
    queryFn: async ({ signal }): Promise<Sport> => {
      try {
        return (await unwrap(getCourt(court, signal))).sport_type;
      } catch {
        return 'PADEL';
      }
    },
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
