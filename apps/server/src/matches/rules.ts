import {
  type MatchPlayer,
  type MatchSettings,
  matchPlayerSchema,
  matchSettingsSchema,
} from '@bandeja/contract';
import { rulesFromSettings } from '@bandeja/contract/match-rules';
import { DEFAULT_RULES, DEUCE_MODES, type DeuceMode, matchPlayers, type Rules } from '@bandeja/scoring';
import { z } from 'zod';
import type { MatchRow } from './repository.ts';

export { rulesFromSettings };

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

/** The rules of a stored match. Stored settings were accepted at creation, so a refusal is a bug. */
export function rulesOf(match: Pick<MatchRow, 'settings' | 'id'>): Rules {
  const result = rulesFromSettings(settingsOf(match));
  if ('error' in result)
    throw new Error(`match ${match.id} has settings the engine refuses: ${result.error}`);
  return result.rules;
}
