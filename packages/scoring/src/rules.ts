import type {
  DeuceMode,
  Rules,
  RulesError,
  RulesInput,
  ServiceMode,
  Sport,
  Team,
  TeamServer,
} from './types.ts';
import { DEUCE_MODES, SERVICE_MODES, SPORTS, TEAMS } from './types.ts';

/**
 * The spec's settings (best of 3, 6 games, tiebreak at 6, one deuce then golden point, padel
 * doubles, random first server). The coin toss of 'random' is an input; the default stands for a
 * toss won by team 1.
 */
export const DEFAULT_RULES: Rules = {
  bestOfSets: 3,
  gamesPerSet: 6,
  tiebreakAt: 6,
  superTiebreak: false,
  goldenPointMode: 'one_deuce_golden',
  sport: 'PADEL',
  playersPerTeam: 2,
  serviceMode: 'random',
  firstServingTeam: 'team1',
  team1Server: 1,
  team2Server: 1,
};

export const MIN_GAMES_PER_SET = 1;
export const MAX_GAMES_PER_SET = 9;

export type ParseRulesResult = { ok: true; rules: Rules } | { ok: false; error: RulesError };

function fail(error: RulesError): ParseRulesResult {
  return { ok: false, error };
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function parseTeamServer(value: unknown, playersPerTeam: 1 | 2): TeamServer | null {
  if (value === undefined) return 1;
  if (value === 1) return 1;
  if (value === 2 && playersPerTeam === 2) return 2;
  return null;
}

/**
 * Validates raw settings. Absent fields take the defaults (`tiebreakAt` defaults to `gamesPerSet`);
 * present ones must be valid. Nothing else in the engine sees unvalidated input.
 *
 * - `bestOfSets` 1, 3 or 5; `gamesPerSet` an integer 1..9; `tiebreakAt` gamesPerSet - 1 or
 *   gamesPerSet (at least 1), so a set is always decided by a lead of two or a tiebreak;
 * - service mode 'random' needs `coinToss` ('team1' | 'team2'), tossed and stored by the caller.
 */
export function parseRules(input: RulesInput): ParseRulesResult {
  if (typeof input !== 'object' || input === null) return fail('invalid_input');

  const bestOfSets = input.bestOfSets ?? DEFAULT_RULES.bestOfSets;
  if (bestOfSets !== 1 && bestOfSets !== 3 && bestOfSets !== 5) return fail('invalid_best_of_sets');

  const gamesPerSet = input.gamesPerSet ?? DEFAULT_RULES.gamesPerSet;
  if (!isInteger(gamesPerSet) || gamesPerSet < MIN_GAMES_PER_SET || gamesPerSet > MAX_GAMES_PER_SET) {
    return fail('invalid_games_per_set');
  }

  const tiebreakAt = input.tiebreakAt ?? gamesPerSet;
  if (!isInteger(tiebreakAt) || tiebreakAt > gamesPerSet || tiebreakAt < Math.max(1, gamesPerSet - 1)) {
    return fail('invalid_tiebreak_at');
  }

  const superTiebreak = input.superTiebreak ?? DEFAULT_RULES.superTiebreak;
  if (typeof superTiebreak !== 'boolean') return fail('invalid_super_tiebreak');

  const goldenPointMode: unknown = input.goldenPointMode ?? DEFAULT_RULES.goldenPointMode;
  if (!isOneOf<DeuceMode>(DEUCE_MODES, goldenPointMode)) return fail('invalid_golden_point_mode');

  const sport: unknown = input.sport ?? DEFAULT_RULES.sport;
  if (!isOneOf<Sport>(SPORTS, sport)) return fail('invalid_sport');

  const playersPerTeam = input.playersPerTeam ?? DEFAULT_RULES.playersPerTeam;
  if (playersPerTeam !== 1 && playersPerTeam !== 2) return fail('invalid_players_per_team');

  const serviceConfig: unknown = input.serviceConfig ?? {};
  if (typeof serviceConfig !== 'object' || serviceConfig === null) return fail('invalid_service_config');
  const config: { mode?: unknown; team1Server?: unknown; team2Server?: unknown } = serviceConfig;

  const serviceMode = config.mode ?? DEFAULT_RULES.serviceMode;
  if (!isOneOf<ServiceMode>(SERVICE_MODES, serviceMode)) return fail('invalid_service_mode');

  const team1Server = parseTeamServer(config.team1Server, playersPerTeam);
  if (team1Server === null) return fail('invalid_team1_server');
  const team2Server = parseTeamServer(config.team2Server, playersPerTeam);
  if (team2Server === null) return fail('invalid_team2_server');

  let firstServingTeam: Team | null;
  switch (serviceMode) {
    case 'team1':
    case 'team2':
      firstServingTeam = serviceMode;
      break;
    case 'custom':
      firstServingTeam = null;
      break;
    case 'random': {
      const coinToss: unknown = input.coinToss;
      if (coinToss === undefined) return fail('coin_toss_required');
      if (!isOneOf<Team>(TEAMS, coinToss)) return fail('invalid_coin_toss');
      firstServingTeam = coinToss;
      break;
    }
  }

  return {
    ok: true,
    rules: {
      bestOfSets,
      gamesPerSet,
      tiebreakAt,
      superTiebreak,
      goldenPointMode,
      sport,
      playersPerTeam,
      serviceMode,
      firstServingTeam,
      team1Server,
      team2Server,
    },
  };
}

/** Sets a team must win to win the match: the majority of `bestOfSets`. */
export function setsToWin(rules: Rules): number {
  return (rules.bestOfSets + 1) / 2;
}
