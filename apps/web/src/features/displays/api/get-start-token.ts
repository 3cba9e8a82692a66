import type { CourtStartToken } from '@bandeja/contract';
import { HEADERS, SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type Parser } from '../../../lib/api-client.ts';
import { startTokenRefetchMs } from '../../../lib/court-start-token.ts';
import { displayToken } from './display-self.ts';

/** A guard, not zod (parse.ts): the server checked the answer against the contract. */
const parseStartToken: Parser<CourtStartToken> = (data) => {
  if (typeof data === 'object' && data !== null && 'token' in data && typeof data.token === 'string')
    return data as CourtStartToken;
  throw new Error('not a court start token');
};

/**
 * The court token of this court's start QR code (docs/api.md, "Proving presence at the court"),
 * for a TV paired with the court: GET /displays/self/start-token with its device token. A display
 * opened without a pairing, or paired with another court, has none: it shows no start code.
 * The match a token starts spends it, so it is asked again when the court's last match changes
 * (`lastMatchId`): the code shown after a match is a fresh one.
 */
export function useStartToken(courtId: number, lastMatchId: string | null): CourtStartToken | null {
  const token = displayToken.get();
  const query = useQuery({
    // Resource first, spelled here: the boards' chunks carry no key table (lib/resources/keys.ts).
    queryKey: ['displays', 'self', 'start-token', token, lastMatchId] as const,
    queryFn: apiQuery<CourtStartToken>('/displays/self/start-token', {
      parse: parseStartToken,
      fallback: SCREEN_MESSAGES.fetchStartToken,
      headers: token ? { [HEADERS.displayToken]: token } : {},
      signOutOnUnauthorized: false,
    }),
    enabled: token !== null,
    // A failed refresh keeps the last token shown (it stays valid for another window).
    refetchInterval: (current) => startTokenRefetchMs(current.state.data),
    refetchIntervalInBackground: true,
    retry: false,
  });
  return query.data?.court_id === courtId ? query.data : null;
}
