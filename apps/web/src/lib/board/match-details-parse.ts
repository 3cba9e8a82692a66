import {
  DEFAULT_RULES,
  describeFormat,
  describeMatchType,
  parseRules,
  type RulesInput,
} from '@bandeja/scoring';
import type { MatchDetails } from './match-details.ts';

/**
 * Reads GET /matches/{id} into the board's match details: the engine validates the stored settings
 * (`parseRules`). Loaded with the first answer, not with the board (bench/README.md).
 */
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : null;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const count = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** The stored settings as the engine's raw input; parseRules validates them. */
export function rulesInputOf(settings: unknown): RulesInput {
  const raw = record(settings) ?? {};
  const service = record(raw.serviceConfig);
  return {
    // Matches stored before singles carry no match type: doubles (the engine's default).
    matchType: text(raw.matchType),
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

export function parseMatchDetails(data: unknown): MatchDetails {
  const match = record(data);
  if (!match || typeof match.id !== 'string') throw new Error('not a match');
  const parsed = parseRules(rulesInputOf(match.settings));
  const court = record(match.court);
  const club = record(match.club);
  // The server refuses settings the engine refuses; the defaults only guard a broken answer.
  const rules = parsed.ok ? parsed.rules : DEFAULT_RULES;
  return {
    rules,
    format: `${describeMatchType(rules.matchType)} · ${describeFormat(rules)}`,
    courtName: text(court?.screen_identifier) || text(court?.name) || null,
    clubName: text(club?.name) ?? null,
  };
}
