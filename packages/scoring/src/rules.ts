import type {
  DeuceMode,
  MatchType,
  RallyRules,
  RallyTargetMode,
  Rules,
  RulesError,
  RulesInput,
  ScoringFormat,
  ServiceMode,
  Sport,
  Team,
  TeamServer,
} from './types.ts';
import {
  DEUCE_MODES,
  MATCH_TYPES,
  RALLY_TARGET_MODES,
  SCORING_FORMATS,
  SERVICE_MODES,
  SPORTS,
  TEAMS,
} from './types.ts';

/** The rally format's settings when none are given: 24 points played, the serve passing every 4. */
export const DEFAULT_RALLY_RULES: RallyRules = { target: 24, targetMode: 'total', serveEvery: 4 };

/** Targets clubs use for Americano and Mexicano games (any whole number in range is accepted). */
export const RALLY_TARGETS = [16, 21, 24, 32] as const;
export const MIN_RALLY_TARGET = 4;
/** Scores are announced as numbers up to 32 (`RALLY_NUMBER_CAP` in announce.ts). */
export const MAX_RALLY_TARGET = 32;
export const MIN_SERVE_EVERY = 1;
export const MAX_SERVE_EVERY = 10;

/**
 * The spec's settings (best of 3, 6 games, tiebreak at 6, one deuce then golden point, padel
 * doubles, random first server). The coin toss of 'random' is an input; the default stands for a
 * toss won by team 1. The same as `defaultRules('PADEL')`.
 */
export const DEFAULT_RULES: Rules = {
  bestOfSets: 3,
  gamesPerSet: 6,
  tiebreakAt: 6,
  superTiebreak: false,
  goldenPointMode: 'one_deuce_golden',
  sport: 'PADEL',
  playersPerTeam: 2,
  matchType: 'doubles',
  scoringFormat: 'sets',
  rally: DEFAULT_RALLY_RULES,
  serviceMode: 'random',
  firstServingTeam: 'team1',
  team1Server: 1,
  team2Server: 1,
};

/**
 * The defaults of a sport (docs/scoring-rules.md, "Defaults by sport"): padel plays today's defaults
 * (one deuce, then golden point); tennis plays advantage scoring. Both: best of 3 sets of 6 with a
 * 7-point tiebreak at 6-6, doubles, coin toss (won by team 1 until the caller's toss says otherwise).
 * `parseRules` fills absent fields from the defaults of the input's sport.
 */
export function defaultRules(sport: Sport): Rules {
  switch (sport) {
    case 'PADEL':
      return DEFAULT_RULES;
    case 'TENNIS':
      return { ...DEFAULT_RULES, sport: 'TENNIS', goldenPointMode: 'regular_deuce' };
  }
}

/**
 * Set lengths a format plays: 4 (short sets) and 6 (the standard), 8 and 9 (pro sets), and 1 to 3
 * for quick exhibition sets. 5 and 7 are no format anyone plays, so they are refused as typing
 * mistakes rather than scored.
 */
export const SET_LENGTHS = [1, 2, 3, 4, 6, 8, 9] as const;
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

function playersPerTeamOf(matchType: MatchType): 1 | 2 {
  switch (matchType) {
    case 'singles':
      return 1;
    case 'doubles':
      return 2;
  }
}

function parseRally(input: unknown): { ok: true; rally: RallyRules } | { ok: false; error: RulesError } {
  if (input === undefined) return { ok: true, rally: DEFAULT_RALLY_RULES };
  if (typeof input !== 'object' || input === null) return { ok: false, error: 'invalid_rally_settings' };
  const raw: { target?: unknown; targetMode?: unknown; serveEvery?: unknown } = input;
  const target = raw.target ?? DEFAULT_RALLY_RULES.target;
  if (!isInteger(target) || target < MIN_RALLY_TARGET || target > MAX_RALLY_TARGET) {
    return { ok: false, error: 'invalid_rally_target' };
  }
  const targetMode: unknown = raw.targetMode ?? DEFAULT_RALLY_RULES.targetMode;
  if (!isOneOf<RallyTargetMode>(RALLY_TARGET_MODES, targetMode)) {
    return { ok: false, error: 'invalid_rally_target_mode' };
  }
  const serveEvery = raw.serveEvery ?? DEFAULT_RALLY_RULES.serveEvery;
  if (!isInteger(serveEvery) || serveEvery < MIN_SERVE_EVERY || serveEvery > MAX_SERVE_EVERY) {
    return { ok: false, error: 'invalid_serve_every' };
  }
  return { ok: true, rally: { target, targetMode, serveEvery } };
}

/**
 * Validates raw settings. Absent fields take the defaults of the input's sport (`defaultRules`;
 * `tiebreakAt` defaults to `gamesPerSet`); present ones must be valid. Nothing else in the engine
 * sees unvalidated input. Never throws, whatever the input.
 *
 * - `bestOfSets` 1, 3 or 5; `gamesPerSet` one of `SET_LENGTHS`; `tiebreakAt` gamesPerSet - 1 or
 *   gamesPerSet (at least 1), so a set is always decided by a lead of two or a tiebreak;
 * - `superTiebreak` (a match tiebreak to 10 as the deciding set) only in a best of 3 or 5;
 * - `matchType` and `playersPerTeam` say the same thing; either may be given (singles: only first
 *   server 1 exists);
 * - `scoringFormat` 'sets' or 'rally', with `rally` settings: `target` 4..32, `targetMode` 'total' or
 *   'race', `serveEvery` 1..10;
 * - service mode 'random' needs `coinToss` ('team1' | 'team2'), tossed and stored by the caller.
 */
export function parseRules(input: RulesInput): ParseRulesResult {
  if (typeof input !== 'object' || input === null) return fail('invalid_input');

  const sport: unknown = input.sport ?? DEFAULT_RULES.sport;
  if (!isOneOf<Sport>(SPORTS, sport)) return fail('invalid_sport');
  const defaults = defaultRules(sport);

  const bestOfSets = input.bestOfSets ?? defaults.bestOfSets;
  if (bestOfSets !== 1 && bestOfSets !== 3 && bestOfSets !== 5) return fail('invalid_best_of_sets');

  const gamesPerSet = input.gamesPerSet ?? defaults.gamesPerSet;
  if (!isInteger(gamesPerSet) || !(SET_LENGTHS as readonly number[]).includes(gamesPerSet)) {
    return fail('invalid_games_per_set');
  }

  const tiebreakAt = input.tiebreakAt ?? gamesPerSet;
  if (!isInteger(tiebreakAt) || tiebreakAt > gamesPerSet || tiebreakAt < Math.max(1, gamesPerSet - 1)) {
    return fail('invalid_tiebreak_at');
  }

  const superTiebreak = input.superTiebreak ?? defaults.superTiebreak;
  if (typeof superTiebreak !== 'boolean') return fail('invalid_super_tiebreak');
  if (superTiebreak && bestOfSets === 1) return fail('super_tiebreak_needs_more_sets');

  const goldenPointMode: unknown = input.goldenPointMode ?? defaults.goldenPointMode;
  if (!isOneOf<DeuceMode>(DEUCE_MODES, goldenPointMode)) return fail('invalid_golden_point_mode');

  const rawPlayers = input.playersPerTeam;
  if (rawPlayers !== undefined && rawPlayers !== 1 && rawPlayers !== 2)
    return fail('invalid_players_per_team');
  const rawMatchType: unknown = input.matchType;
  if (rawMatchType !== undefined && !isOneOf<MatchType>(MATCH_TYPES, rawMatchType)) {
    return fail('invalid_match_type');
  }
  const matchType: MatchType =
    rawMatchType ?? (rawPlayers === 1 ? 'singles' : rawPlayers === 2 ? 'doubles' : defaults.matchType);
  const playersPerTeam = playersPerTeamOf(matchType);
  if (rawPlayers !== undefined && rawPlayers !== playersPerTeam) return fail('match_type_conflict');

  const scoringFormat: unknown = input.scoringFormat ?? defaults.scoringFormat;
  if (!isOneOf<ScoringFormat>(SCORING_FORMATS, scoringFormat)) return fail('invalid_scoring_format');
  const rally = parseRally(input.rally);
  if (!rally.ok) return fail(rally.error);

  const serviceConfig: unknown = input.serviceConfig ?? {};
  if (typeof serviceConfig !== 'object' || serviceConfig === null) return fail('invalid_service_config');
  const config: { mode?: unknown; team1Server?: unknown; team2Server?: unknown } = serviceConfig;

  const serviceMode = config.mode ?? defaults.serviceMode;
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
      matchType,
      scoringFormat,
      rally: rally.rally,
      serviceMode,
      firstServingTeam,
      team1Server,
      team2Server,
    },
  };
}

// In its own module so that the labels need not bring the rules' parsing with them.
export { setsToWin } from './sets-to-win.ts';
