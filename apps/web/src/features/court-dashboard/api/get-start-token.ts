import { type CourtStartToken, courtStartTokenSchema, MESSAGES } from '@bandeja/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client.ts';
import { startTokenRefetchMs } from '../../../lib/court-start-token.ts';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { withSchema } from '../../../lib/schema-parser.ts';

const parseStartToken = withSchema(courtStartTokenSchema);

/**
 * GET /courts/{courtId}/start-token: the court token of the start QR code (docs/api.md). The match
 * a token starts spends it, so the token is asked again whenever the court's match changes
 * (`matchId`, the court's active match or null): the code shown after a match is a fresh one.
 */
export function startTokenQuery(courtId: number, matchId: string | null) {
  return queryOptions({
    queryKey: queryKeys.courtStartToken(courtId, matchId),
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
