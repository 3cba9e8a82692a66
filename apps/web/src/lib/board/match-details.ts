import { SCREEN_MESSAGES } from '@bandeja/contract/plain';
import type { Rules } from '@bandeja/scoring';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Parser, unwrap } from '../api-client.ts';

/**
 * GET /matches/{id} (docs/api.md "Matches"): what the scoreboard needs beyond the live score — the match's rules
 * (for the engine's announcements), its court and its club. The page shows the score without it;
 * this arrives alongside. Read with a small guard rather than the contract's zod schema, to keep
 * the public scoreboard small; the server checks the answer against the contract before sending.
 */
export interface MatchDetails {
  rules: Rules;
  /** The format in the engine's words ('Singles · Best of 3 sets of 6 · tiebreak at 6-6 · …'). */
  format: string;
  courtName: string | null;
  clubName: string | null;
}

/** The engine's reading of the answer, loaded with it (match-details-parse.ts). */
const parseMatchDetails: Parser<MatchDetails> = async (data) =>
  (await import('./match-details-parse.ts')).parseMatchDetails(data);

export function useMatchDetails(matchId: string | undefined) {
  return useQuery({
    queryKey: ['board', 'match-details', matchId ?? ''],
    queryFn: ({ signal }) =>
      unwrap(
        apiRequest('GET', `/matches/${encodeURIComponent(matchId ?? '')}`, {
          parse: parseMatchDetails,
          fallback: SCREEN_MESSAGES.fetchMatch,
          signal,
        }),
      ),
    enabled: Boolean(matchId),
    // Settings, court and club do not change during a match.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
}
