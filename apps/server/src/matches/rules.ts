import {
  type MatchPlayer,
  type MatchSettings,
  matchPlayerSchema,
  matchSettingsSchema,
} from '@bandeja/contract';
import {
  DEFAULT_RULES,
  DEUCE_MODES,
  type DeuceMode,
  describeRulesError,
  MAX_GAMES_PER_SET,
  MIN_GAMES_PER_SET,
  matchPlayers,
  parseRules,
  type Rules,
  type RulesError,
  type RulesInput,
} from '@bandeja/scoring';
import { z } from 'zod';
import type { MatchRow } from './repository.ts';

/** The stored settings of a match (written by createMatch, parsed back on the way in). */
export function settingsOf(match: Pick<MatchRow, 'settings'>): MatchSettings {
  return matchSettingsSchema.parse(match.settings);
}

/**
 * The deuce mode of a stored match, read without parsing all its settings: every live score
 * carries it, and a press is the server's hottest path.
 */
export function deuceModeOf(match: Pick<MatchRow, 'settings'>): DeuceMode {
  const { settings } = match;
  const mode =
    typeof settings === 'object' && settings !== null && 'goldenPointMode' in settings
      ? settings.goldenPointMode
      : undefined;
  return DEUCE_MODES.find((candidate) => candidate === mode) ?? DEFAULT_RULES.goldenPointMode;
}

const playersSchema = z.array(matchPlayerSchema);

/**
 * The players of a match as every answer lists them: only its real players (1 and 3 in singles),
 * whatever the stored list holds.
 */
export function playersOf(match: Pick<MatchRow, 'players' | 'settings' | 'id'>): MatchPlayer[] {
  const real: readonly number[] = matchPlayers(rulesOf(match));
  return playersSchema.parse(match.players).filter((player) => real.includes(player.playerNumber));
}

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

/** The rules of a stored match. Stored settings were accepted at creation, so a refusal is a bug. */
export function rulesOf(match: Pick<MatchRow, 'settings' | 'id'>): Rules {
  const result = rulesFromSettings(settingsOf(match));
  if ('error' in result)
    throw new Error(`match ${match.id} has settings the engine refuses: ${result.error}`);
  return result.rules;
}
