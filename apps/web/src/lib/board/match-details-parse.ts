import { DEFAULT_RULES, parseRules, type Rules, type RulesInput } from '@bandeja/scoring';
import { describeFormat, describeMatchType } from '../i18n/rule-labels.ts';

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
  /** The club event and round the match is a game of ('Friday Americano', round 2 of 6). */
  event: { name: string; round: number; rounds: number } | null;
  /** Mixed doubles: the deciding point's banner and call say the receiver's gender (docs/broadcast.md). */
  mixed: boolean;
}

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
  const event = record(match.event);
  const eventName = text(event?.name);
  const round = count(event?.round);
  const rounds = count(event?.rounds);
  // The server refuses settings the engine refuses; the defaults only guard a broken answer.
  const rules = parsed.ok ? parsed.rules : DEFAULT_RULES;
  return {
    rules,
    format: `${describeMatchType(rules.matchType)} · ${describeFormat(rules)}`,
    courtName: text(court?.screen_identifier) || text(court?.name) || null,
    clubName: text(club?.name) ?? null,
    event:
      eventName !== undefined && round !== undefined && rounds !== undefined
        ? { name: eventName, round, rounds }
        : null,
    mixed: record(match.settings)?.mixed === true,
  };
}
