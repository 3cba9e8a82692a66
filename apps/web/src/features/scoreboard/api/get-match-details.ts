import { MESSAGES } from '@bandeja/contract/plain';
import { DEFAULT_RULES, parseRules, type Rules, type RulesInput } from '@bandeja/scoring';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Parser, unwrap } from '../../../lib/api-client.ts';

/**
 * GET /matches/{id} (spec §7): what the scoreboard needs beyond the live score — the match's rules
 * (for the engine's announcements), its court and its club. The page shows the score without it;
 * this arrives alongside. Read with a small guard rather than the contract's zod schema, to keep
 * the public scoreboard small; the server checks the answer against the contract before sending.
 */
export interface MatchDetails {
  rules: Rules;
  courtName: string | null;
  clubName: string | null;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : null;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const count = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** The stored settings as the engine's raw input; parseRules validates them. */
export function rulesInputOf(settings: unknown): RulesInput {
  const raw = record(settings) ?? {};
  const service = record(raw.serviceConfig);
  return {
    bestOfSets: count(raw.bestOfSets),
    gamesPerSet: count(raw.gamesPerSet),
    tiebreakAt: count(raw.tiebreakAt),
    superTiebreak: typeof raw.superTiebreak === 'boolean' ? raw.superTiebreak : undefined,
    goldenPointMode: text(raw.goldenPointMode),
    sport: text(raw.sport),
    serviceConfig: service
      ? {
          mode: text(service.mode),
          team1Server: count(service.team1Server),
          team2Server: count(service.team2Server),
        }
      : undefined,
    coinToss: text(raw.coinToss),
  };
}

export const parseMatchDetails: Parser<MatchDetails> = (data) => {
  const match = record(data);
  if (!match || typeof match.id !== 'string') throw new Error('not a match');
  const parsed = parseRules(rulesInputOf(match.settings));
  const court = record(match.court);
  const club = record(match.club);
  return {
    // The server refuses settings the engine refuses; the defaults only guard a broken answer.
    rules: parsed.ok ? parsed.rules : DEFAULT_RULES,
    courtName: text(court?.screen_identifier) || text(court?.name) || null,
    clubName: text(club?.name) ?? null,
  };
};

export function useMatchDetails(matchId: string | undefined) {
  return useQuery({
    queryKey: ['scoreboard', 'match-details', matchId ?? ''],
    queryFn: ({ signal }) =>
      unwrap(
        apiRequest('GET', `/matches/${encodeURIComponent(matchId ?? '')}`, {
          parse: parseMatchDetails,
          fallback: MESSAGES.fetchMatch,
          signal,
        }),
      ),
    enabled: Boolean(matchId),
    // Settings, court and club do not change during a match.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
}
