import { type CourtStartToken, courtStartTokenSchema, MESSAGES } from '@bandeja/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client.ts';
import { startTokenRefetchMs } from '../../../lib/court-start-token.ts';
import { withSchema } from '../../../lib/schema-parser.ts';

const parseStartToken = withSchema(courtStartTokenSchema);

/** GET /courts/{courtId}/start-token: the court token of the start QR code (docs/api.md). */
export function startTokenQuery(courtId: number) {
  return queryOptions({
    queryKey: ['court-dashboard', courtId, 'start-token'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        apiRequest<CourtStartToken>('GET', `/courts/${courtId}/start-token`, {
          parse: parseStartToken,
          fallback: MESSAGES.fetchStartToken,
          signal,
        }),
      ),
    // A failed refresh keeps the last token shown (it stays valid for another window).
    refetchInterval: (query) => startTokenRefetchMs(query.state.data),
    refetchIntervalInBackground: true,
    retry: false,
  });
}
