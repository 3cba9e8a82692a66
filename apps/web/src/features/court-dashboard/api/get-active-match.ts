import { type ActiveLookup, activeLookupSchema, MESSAGES } from '@bandeja/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { withSchema } from '../../../lib/schema-parser.ts';
import { DASHBOARD_POLL_MS } from '../constants.ts';

const parseActiveLookup = withSchema(activeLookupSchema);

/** GET /matches/court/{courtId}/active (spec §7). */
export function getActiveMatch(courtId: number, signal?: AbortSignal) {
  return apiRequest<ActiveLookup>('GET', `/matches/court/${courtId}/active`, {
    parse: parseActiveLookup,
    fallback: MESSAGES.fetchActiveMatch,
    signal,
  });
}

/** Polled every 2 s; a failure is only logged (spec §8) and the dashboard stays as it is. */
export function activeMatchQuery(courtId: number) {
  return queryOptions({
    queryKey: ['court-dashboard', courtId, 'active'] as const,
    queryFn: async ({ signal }) => {
      const answer = await getActiveMatch(courtId, signal);
      if (answer.success) return answer.data;
      console.error(`Active match lookup failed: ${answer.message}`);
      throw new ApiError(answer.message, answer.status, answer.body);
    },
    refetchInterval: DASHBOARD_POLL_MS,
    retry: false,
  });
}
