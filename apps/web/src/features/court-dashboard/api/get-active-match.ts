import { queryOptions } from '@tanstack/react-query';
import { getActiveMatch } from '../../../lib/active-match.ts';
import { apiErrorOf } from '../../../lib/api-client.ts';
import { DASHBOARD_POLL_MS } from '../constants.ts';

/** Polled every 2 s; a failure is only logged (docs/product.md#messages) and the dashboard stays as it is. */
export function activeMatchQuery(courtId: number) {
  return queryOptions({
    queryKey: ['court-dashboard', courtId, 'active'] as const,
    queryFn: async ({ signal }) => {
      const answer = await getActiveMatch(courtId, signal);
      if (answer.success) return answer.data;
      console.error(`Active match lookup failed: ${answer.message}`);
      throw apiErrorOf(answer);
    },
    refetchInterval: DASHBOARD_POLL_MS,
    retry: false,
  });
}
