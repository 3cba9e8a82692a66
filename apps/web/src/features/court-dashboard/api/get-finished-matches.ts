import { type FinishedMatchItem, finishedMatchItemSchema, MESSAGES } from '@bandeja/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiErrorOf, apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { withSchema } from '../../../lib/schema-parser.ts';
import { DASHBOARD_POLL_MS, PREVIOUS_MATCHES_SHOWN } from '../constants.ts';

const parseFinished = withSchema(z.array(finishedMatchItemSchema));

/** GET /matches/court/{courtId}/finished (docs/api.md "Matches"): newest first; the dashboard asks for 3. */
export function getFinishedMatches(courtId: number, signal?: AbortSignal) {
  return apiRequest<FinishedMatchItem[]>('GET', `/matches/court/${courtId}/finished`, {
    parse: parseFinished,
    fallback: MESSAGES.fetchFinishedMatches,
    query: { limit: PREVIOUS_MATCHES_SHOWN },
    signal,
  });
}

/** Polled every 2 s; a failure is only logged (docs/product.md#messages). */
export function finishedMatchesQuery(courtId: number) {
  return queryOptions({
    queryKey: queryKeys.courtFinishedMatches(courtId, { limit: PREVIOUS_MATCHES_SHOWN }),
    queryFn: async ({ signal }) => {
      const answer = await getFinishedMatches(courtId, signal);
      if (answer.success) return answer.data.slice(0, PREVIOUS_MATCHES_SHOWN);
      console.error(`Finished matches lookup failed: ${answer.message}`);
      throw apiErrorOf(answer);
    },
    refetchInterval: DASHBOARD_POLL_MS,
    retry: false,
  });
}
