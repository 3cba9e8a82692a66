/**
 * The vocabulary of the engine: const tuples with the unions derived from them, the raw and the
 * validated rules, and the tagged union of events. Nothing here computes anything.
 */

export const TEAMS = ['team1', 'team2'] as const;
export type Team = (typeof TEAMS)[number];

/** Who won a match: a team, or nobody ('draw', a match stopped for time level). */
export const WINNERS = [...TEAMS, 'draw'] as const;
export type Winner = (typeof WINNERS)[number];

/** An object indexed by team. */
export type ByTeam<T> = { [team in Team]: T };

/** How a game at 40-40 is decided (docs/scoring-rules.md#deuce-modes). */
export const DEUCE_MODES = ['regular_deuce', 'one_deuce_golden', 'straight_golden', 'star_point'] as const;
export type DeuceMode = (typeof DEUCE_MODES)[number];

/** Who serves first: a fixed team, the stored coin toss, or a rally for serve ('custom'). */
export const SERVICE_MODES = ['random', 'team1', 'team2', 'custom'] as const;
export type ServiceMode = (typeof SERVICE_MODES)[number];

export const SPORTS = ['PADEL', 'TENNIS'] as const;
export type Sport = (typeof SPORTS)[number];

/** One player per team or two. In singles each team's only player is its player 1 (players 1 and 3). */
export const MATCH_TYPES = ['singles', 'doubles'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/**
 * How points make a result: 'sets' (15-30-40, games, sets: padel and tennis) or 'rally' (every rally
 * is one point up to a target, as in Americano and Mexicano games; docs/scoring-rules.md).
 */
export const SCORING_FORMATS = ['sets', 'rally'] as const;
export type ScoringFormat = (typeof SCORING_FORMATS)[number];

/**
 * When a rally game reaches its target: 'total' when the points played reach it (24 points: 13-11 or
 * 12-12, the Americano custom), 'race' when one team reaches it (first to 21).
 */
export const RALLY_TARGET_MODES = ['total', 'race'] as const;
export type RallyTargetMode = (typeof RALLY_TARGET_MODES)[number];

/** 1 = team1 player1, 2 = team1 player2, 3 = team2 player1, 4 = team2 player2. */
export const PLAYER_NUMBERS = [1, 2, 3, 4] as const;
export type PlayerNumber = (typeof PLAYER_NUMBERS)[number];

/** Which player of a team serves that team's next (or first) service game. */
export const TEAM_SERVERS = [1, 2] as const;
export type TeamServer = (typeof TEAM_SERVERS)[number];

/** The displayed value of a team's points in a game. */
export const POINT_NAMES = ['0', '15', '30', '40', 'AD'] as const;
export type PointName = (typeof POINT_NAMES)[number];

/** What the latest accepted event did ('point' | 'game' | 'set' | 'match': what a point completed). */
export const LAST_POINT_TYPES = ['none', 'point', 'game', 'set', 'match', 'undo', 'reset'] as const;
export type LastPointType = (typeof LAST_POINT_TYPES)[number];

/** Who won the latest point: a team, or 'none' after an undo, a reset, the start or any other event. */
export const LAST_POINT_SCORES = ['none', ...TEAMS] as const;
export type LastPointScore = (typeof LAST_POINT_SCORES)[number];

/** The lengths of a match in sets. */
export const BEST_OF_SETS = [1, 3, 5] as const;
export type BestOfSets = (typeof BEST_OF_SETS)[number];

/** The keys of the five sets of a score view (a match has at most five sets). */
export const SET_KEYS = ['set1', 'set2', 'set3', 'set4', 'set5'] as const;
export type SetKey = (typeof SET_KEYS)[number];

export const MATCH_STATUSES = ['ongoing', 'finished'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/**
 * Why a match is over: won on court ('score'), stopped for time ('time', the time-up of a rally game
 * too) or by the operator ('manual'), a team retired ('retired'), a walkover ('walkover'), or a
 * result entered by hand ('manual_result').
 */
export const FINISH_REASONS = ['score', 'time', 'manual', 'retired', 'walkover', 'manual_result'] as const;
export type FinishReason = (typeof FINISH_REASONS)[number];

/** What the next point can decide, most important last (the view reports the most important). */
export const SITUATION_KINDS = ['none', 'game_point', 'break_point', 'set_point', 'match_point'] as const;
export type SituationKind = (typeof SITUATION_KINDS)[number];

/** The kind of scoring unit being played: a game, a tiebreak to 7, or a super tiebreak to 10. */
export const GAME_KINDS = ['game', 'tiebreak', 'super_tiebreak'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** Raw settings, e.g. from a request body: every field optional, nothing trusted. */
export interface RulesInput {
  bestOfSets?: number;
  gamesPerSet?: number;
  tiebreakAt?: number;
  superTiebreak?: boolean;
  goldenPointMode?: string;
  sport?: string;
  /** 2 (doubles, the default) or 1 (singles: each team's only player is its player 1). */
  playersPerTeam?: number;
  /** 'singles' | 'doubles' (default doubles): the same as playersPerTeam 1 | 2, which it must agree with. */
  matchType?: string;
  /** 'sets' (the default) | 'rally'. */
  scoringFormat?: string;
  /** Settings of the 'rally' format (ignored by 'sets'). */
  rally?: { target?: number; targetMode?: string; serveEvery?: number };
  serviceConfig?: { mode?: string; team1Server?: number; team2Server?: number };
  /** 'team1' | 'team2': the stored result of the server's coin toss, required for mode 'random'. */
  coinToss?: string;
}

/** Validated rules: only `parseRules` builds one from raw input. */
export interface Rules {
  bestOfSets: BestOfSets;
  gamesPerSet: number;
  tiebreakAt: number;
  superTiebreak: boolean;
  goldenPointMode: DeuceMode;
  sport: Sport;
  playersPerTeam: 1 | 2;
  /** Always agrees with playersPerTeam (singles = 1). */
  matchType: MatchType;
  scoringFormat: ScoringFormat;
  /** Used only when scoringFormat is 'rally'; the defaults otherwise. */
  rally: RallyRules;
  serviceMode: ServiceMode;
  /** null for 'custom' (play for serve decides it). */
  firstServingTeam: Team | null;
  team1Server: TeamServer;
  team2Server: TeamServer;
}

export interface RallyRules {
  /** Points that end the game (see targetMode): 16, 21, 24 and 32 are the usual ones. */
  target: number;
  targetMode: RallyTargetMode;
  /** The serve passes to the next server every this many points. */
  serveEvery: number;
}

/**
 * A set as entered by hand: games of each team and, for a set decided by a tiebreak (or a match
 * tiebreak, entered 1-0 like the score view records it), its points if known. In the 'rally' format
 * the one entry holds the game's points.
 */
export interface EnteredSet {
  team1: number;
  team2: number;
  tiebreak?: ByTeam<number> | null;
}

/** Every input of the engine. `at` is epoch milliseconds, passed in: the engine reads no clock. */
export type MatchEvent =
  | { kind: 'point'; team: Team; at: number }
  | { kind: 'undo'; at: number }
  | { kind: 'resetGame'; at: number }
  | { kind: 'resetSet'; at: number }
  | { kind: 'serveDecided'; team: Team; at: number }
  | { kind: 'serversChosen'; team1Server: TeamServer; team2Server: TeamServer; at: number }
  /** Stopped for time (a rally game's time-up too) or by the operator. */
  | { kind: 'finish'; reason: 'time' | 'manual'; at: number }
  /** `team` retires: the other team wins, the score stays as played. */
  | { kind: 'retire'; team: Team; at: number }
  /** `team` does not play (gives the walkover): the other team wins. Only before any scored point. */
  | { kind: 'walkover'; team: Team; at: number }
  /**
   * The result of a match not scored live, entered by hand: the sets of a complete match or, with
   * `retired`, the sets played until that team retired. Only before any scored point.
   */
  | { kind: 'manualResult'; sets: readonly EnteredSet[]; retired?: Team | null; at: number };
export type EventKind = MatchEvent['kind'];

/** Every event kind, e.g. for a schema of stored events. */
export const EVENT_KINDS = [
  'point',
  'undo',
  'resetGame',
  'resetSet',
  'serveDecided',
  'serversChosen',
  'finish',
  'retire',
  'walkover',
  'manualResult',
] as const satisfies readonly EventKind[];
// Fails to compile if a kind of MatchEvent is missing from EVENT_KINDS.
const everyEventKindListed: Exclude<EventKind, (typeof EVENT_KINDS)[number]> extends never ? true : never =
  true;
void everyEventKindListed;

/** The events an undo can remove: every event except undo itself. */
export type EffectiveEvent = Exclude<MatchEvent, { kind: 'undo' }>;

/** Why `apply` refused an event. Expected refusals are values, never exceptions. */
export const REFUSAL_CODES = [
  'match_finished',
  'nothing_to_undo',
  'undo_window_closed',
  'servers_already_chosen',
  'server_not_defined',
  'server_already_defined',
  'nothing_to_reset',
  'invalid_event',
  /** A walkover or a result entered by hand after points were scored. */
  'match_in_play',
  /** A result entered by hand that these rules cannot produce (`checkManualResult` says why). */
  'invalid_result',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** Why `parseRules` refused raw settings. */
export const RULES_ERRORS = [
  'invalid_input',
  'invalid_best_of_sets',
  'invalid_games_per_set',
  'invalid_tiebreak_at',
  'invalid_super_tiebreak',
  'invalid_golden_point_mode',
  'invalid_sport',
  'invalid_players_per_team',
  'invalid_service_config',
  'invalid_service_mode',
  'invalid_team1_server',
  'invalid_team2_server',
  'coin_toss_required',
  'invalid_coin_toss',
  'invalid_match_type',
  /** matchType and playersPerTeam both given and not saying the same. */
  'match_type_conflict',
  /** A match tiebreak as the deciding set of a best of 1: the whole match would be one tiebreak. */
  'super_tiebreak_needs_more_sets',
  'invalid_scoring_format',
  'invalid_rally_settings',
  'invalid_rally_target',
  'invalid_rally_target_mode',
  'invalid_serve_every',
] as const;
export type RulesError = (typeof RULES_ERRORS)[number];

/** Why `checkManualResult` refuses a result entered by hand. */
export const RESULT_ERRORS = [
  /** Not a list of sets with whole, non-negative numbers. */
  'malformed_result',
  'no_sets',
  'too_many_sets',
  /** A set's games cannot end a set under these rules (5-4, 7-4, 6-6 …). */
  'invalid_set_score',
  /** Tiebreak points that cannot end that tiebreak, or won by the set's loser. */
  'invalid_tiebreak_score',
  /** Tiebreak points given for a set that had no tiebreak. */
  'unexpected_tiebreak',
  /** The sets do not give a team the match (and no team retired). */
  'match_not_decided',
  /** A set listed after the match was already won. */
  'set_after_match_won',
  /** A retirement given with sets that already decide the match. */
  'match_already_won',
  /** The last set of a retirement is not a score a set can stand at. */
  'invalid_unfinished_set',
  /** Rally points that exceed the target or cannot stand. */
  'invalid_rally_points',
] as const;
export type ResultError = (typeof RESULT_ERRORS)[number];
