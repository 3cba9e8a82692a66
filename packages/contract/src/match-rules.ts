import {
  DEFAULT_RULES,
  describeRulesError,
  MAX_GAMES_PER_SET,
  MIN_GAMES_PER_SET,
  parseRules,
  type Rules,
  type RulesError,
  type RulesInput,
} from '@bandeja/scoring';
import type { MatchSettings } from './matches.ts';

/**
 * The engine's rules of a stored match's settings: the one reading of them, on the server (every
 * score change) and on the control screen (the score of the actions it keeps while offline).
 */

function storedInput(settings: MatchSettings): RulesInput {
  return {
    bestOfSets: settings.bestOfSets,
    gamesPerSet: settings.gamesPerSet,
    tiebreakAt: settings.tiebreakAt,
    superTiebreak: settings.superTiebreak,
    goldenPointMode: settings.goldenPointMode,
    sport: settings.sport,
    matchType: settings.matchType,
    serviceConfig: settings.serviceConfig,
    ...(settings.coinToss === null ? {} : { coinToss: settings.coinToss }),
    // A club event's game (src/events): the rally format.
    ...(settings.scoringFormat === undefined ? {} : { scoringFormat: settings.scoringFormat }),
    ...(settings.rally === undefined ? {} : { rally: settings.rally }),
  };
}

/**
 * A format the engine accepted when the match was stored and refuses today (sets of 5 or 7 games,
 * a match tiebreak in a best of 1: docs/scoring-rules.md, "Formats"). Such a match is still read,
 * shown and scored as it was created: the engine checks everything else with a standard set length
 * standing in (the tiebreak keeping its place: at the set length or one game less), and the stored
 * format is put back. Only new input is held to today's formats (createMatch).
 */
function legacyRules(input: RulesInput, error: RulesError): Rules | null {
  const { gamesPerSet, tiebreakAt, superTiebreak } = input;
  if (
    (error !== 'invalid_games_per_set' && error !== 'super_tiebreak_needs_more_sets') ||
    gamesPerSet === undefined ||
    tiebreakAt === undefined ||
    superTiebreak === undefined ||
    !Number.isInteger(gamesPerSet) ||
    gamesPerSet < MIN_GAMES_PER_SET ||
    gamesPerSet > MAX_GAMES_PER_SET
  ) {
    return null;
  }
  const standIn = DEFAULT_RULES.gamesPerSet;
  const parsed = parseRules({
    ...input,
    gamesPerSet: standIn,
    tiebreakAt: standIn - (gamesPerSet - tiebreakAt),
    superTiebreak: false,
  });
  return parsed.ok ? { ...parsed.rules, gamesPerSet, tiebreakAt, superTiebreak } : null;
}

/** The engine's rules for stored settings, or the engine's reason when they cannot be played. */
export function rulesFromSettings(settings: MatchSettings): { rules: Rules } | { error: string } {
  const input = storedInput(settings);
  const parsed = parseRules(input);
  if (parsed.ok) return { rules: parsed.rules };
  const legacy = legacyRules(input, parsed.error);
  return legacy ? { rules: legacy } : { error: describeRulesError(parsed.error) };
}
