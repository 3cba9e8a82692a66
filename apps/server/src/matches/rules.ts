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
  parseRules,
  type Rules,
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
export function playersOf(match: Pick<MatchRow, 'players'>): MatchPlayer[] {
  return playersSchema.parse(match.players);
}

/** The engine's rules for stored settings; `null` with the reason when the engine refuses them. */
export function rulesFromSettings(settings: MatchSettings): { rules: Rules } | { error: string } {
  const parsed = parseRules({
    bestOfSets: settings.bestOfSets,
    gamesPerSet: settings.gamesPerSet,
    tiebreakAt: settings.tiebreakAt,
    superTiebreak: settings.superTiebreak,
    goldenPointMode: settings.goldenPointMode,
    sport: settings.sport,
    serviceConfig: settings.serviceConfig,
    ...(settings.coinToss === null ? {} : { coinToss: settings.coinToss }),
  });
  return parsed.ok ? { rules: parsed.rules } : { error: describeRulesError(parsed.error) };
}

/** The rules of a stored match. Stored settings were accepted at creation, so a refusal is a bug. */
export function rulesOf(match: Pick<MatchRow, 'settings' | 'id'>): Rules {
  const result = rulesFromSettings(settingsOf(match));
  if ('error' in result)
    throw new Error(`match ${match.id} has settings the engine refuses: ${result.error}`);
  return result.rules;
}
