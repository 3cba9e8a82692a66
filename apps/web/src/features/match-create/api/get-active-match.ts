import { type ActiveLookup, activeLookupSchema, MESSAGES } from '@bandeja/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { withSchema } from '../../../lib/schema-parser.ts';

const parseActiveLookup = withSchema(activeLookupSchema);

/** GET /matches/court/{courtId}/active (spec §7), called once when the page opens. */
export function getActiveMatch(court: string, signal?: AbortSignal) {
  return apiRequest<ActiveLookup>('GET', `/matches/court/${encodeURIComponent(court)}/active`, {
    parse: parseActiveLookup,
    fallback: MESSAGES.fetchActiveMatch,
    signal,
  });
}

/** A failed check is only logged (spec §8): the page continues with the form. */
export function courtStatusQuery(court: string) {
  return queryOptions({
    queryKey: ['match-create', 'court-status', court] as const,
    queryFn: async ({ signal }) => {
      const answer = await getActiveMatch(court, signal);
      if (answer.success) return answer.data;
      console.error(`Active match check failed: ${answer.message}`);
      throw new ApiError(answer.message, answer.status, answer.body);
    },
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
