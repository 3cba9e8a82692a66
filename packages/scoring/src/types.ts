/**
 * The vocabulary of the engine: const tuples with the unions derived from them, the raw and the
 * validated rules, and the tagged union of events. Nothing here computes anything.
 */

export const TEAMS = ['team1', 'team2'] as const;
export type Team = (typeof TEAMS)[number];

/** An object indexed by team. */
export type ByTeam<T> = { [team in Team]: T };

/** How a game at 40-40 is decided (design §3). */
export const DEUCE_MODES = ['regular_deuce', 'one_deuce_golden', 'straight_golden', 'star_point'] as const;
export type DeuceMode = (typeof DEUCE_MODES)[number];

/** Who serves first: a fixed team, the stored coin toss, or a rally for serve ('custom'). */
export const SERVICE_MODES = ['random', 'team1', 'team2', 'custom'] as const;
export type ServiceMode = (typeof SERVICE_MODES)[number];

export const SPORTS = ['PADEL', 'TENNIS'] as const;
export type Sport = (typeof SPORTS)[number];

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

export const MATCH_STATUSES = ['ongoing', 'finished'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const FINISH_REASONS = ['score', 'time', 'manual'] as const;
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
  serviceConfig?: { mode?: string; team1Server?: number; team2Server?: number };
  /** 'team1' | 'team2': the stored result of the server's coin toss, required for mode 'random'. */
  coinToss?: string;
}

/** Validated rules: only `parseRules` builds one from raw input. */
export interface Rules {
  bestOfSets: 1 | 3 | 5;
  gamesPerSet: number;
  tiebreakAt: number;
  superTiebreak: boolean;
  goldenPointMode: DeuceMode;
  sport: Sport;
  playersPerTeam: 1 | 2;
  serviceMode: ServiceMode;
  /** null for 'custom' (play for serve decides it). */
  firstServingTeam: Team | null;
  team1Server: TeamServer;
  team2Server: TeamServer;
}

/** Every input of the engine. `at` is epoch milliseconds, passed in: the engine reads no clock. */
export type MatchEvent =
  | { kind: 'point'; team: Team; at: number }
  | { kind: 'undo'; at: number }
  | { kind: 'resetGame'; at: number }
  | { kind: 'resetSet'; at: number }
  | { kind: 'serveDecided'; team: Team; at: number }
  | { kind: 'serversChosen'; team1Server: TeamServer; team2Server: TeamServer; at: number }
  | { kind: 'finish'; reason: 'time' | 'manual'; at: number };
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
] as const;
export type RulesError = (typeof RULES_ERRORS)[number];
