import { SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type Parser } from '../api-client.ts';

/**
 * GET /matches/{id} (docs/api.md "Matches"): what the scoreboard needs beyond the live score
 * (MatchDetails, declared beside its parser so that the two files import one way only).
 */
export type { MatchDetails } from './match-details-parse.ts';

import type { MatchDetails } from './match-details-parse.ts';

/** The engine's reading of the answer, loaded with it (match-details-parse.ts). */
const parseMatchDetails: Parser<MatchDetails> = async (data) =>
  (await import('./match-details-parse.ts')).parseMatchDetails(data);

export const matchDetailsKey = (matchId: string) => ['board', 'match-details', matchId] as const;

export function useMatchDetails(matchId: string | undefined) {
  return useQuery({
    queryKey: matchDetailsKey(matchId ?? ''),
    queryFn: apiQuery(`/matches/${encodeURIComponent(matchId ?? '')}`, {
      parse: parseMatchDetails,
      fallback: SCREEN_MESSAGES.fetchMatch,
    }),
    enabled: Boolean(matchId),
    // Settings, court and club do not change during a match.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
}
