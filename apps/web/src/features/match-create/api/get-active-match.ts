import { queryOptions } from '@tanstack/react-query';
import { getActiveMatch } from '../../../lib/active-match.ts';
import { apiErrorOf } from '../../../lib/api-client.ts';

/** A failed check is only logged (docs/product.md#messages): the page continues with the form. */
export function courtStatusQuery(court: string) {
  return queryOptions({
    queryKey: ['match-create', 'court-status', court] as const,
    queryFn: async ({ signal }) => {
      const answer = await getActiveMatch(court, signal);
      if (answer.success) return answer.data;
      console.error(`Active match check failed: ${answer.message}`);
      throw apiErrorOf(answer);
    },
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
