/**
 * The vocabulary of club events (docs/scoring-rules.md, "Club events"): Americano, Mexicano and
 * Team Americano evenings. Players (or, in Team Americano, fixed pairs) are numbered by their place
 * in the event's list, from 0; courts by their place in the event's list of courts, the top court 0.
 */

export const EVENT_FORMATS = ['americano', 'mexicano', 'team_americano'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

/** How Mexicano pairs the four players of a court, ranked 1st to 4th in the standings. */
export const MEXICANO_PAIRINGS = ['first_third', 'first_fourth'] as const;
export type MexicanoPairing = (typeof MEXICANO_PAIRINGS)[number];

export const MIN_EVENT_PLAYERS = 4;
export const MAX_EVENT_PLAYERS = 32;
/** Team Americano: fixed pairs, at least two of them. */
export const MIN_EVENT_TEAMS = 2;
export const MAX_EVENT_TEAMS = 16;
export const MAX_EVENT_COURTS = 16;
export const MAX_EVENT_ROUNDS = 64;

/** One game of a round: on court `court`, `team1` against `team2` (two players each; in Team
 * Americano one entry each: the pair's number). */
export interface EventGame {
  court: number;
  team1: number[];
  team2: number[];
}

export interface EventRound {
  games: EventGame[];
  /** Players (Team Americano: pairs) who do not play this round, in ascending order. */
  sittingOut: number[];
}

/** A finished game's result: its sides (as in `EventGame`) and the points each side won. */
export interface GameResult {
  team1: readonly number[];
  team2: readonly number[];
  team1Points: number;
  team2Points: number;
}

/** Why an event function refuses its input. */
export const EVENT_ERRORS = [
  'invalid_player_count',
  'invalid_team_count',
  'invalid_court_count',
  'invalid_round_count',
  'invalid_seed',
  /** The ranking or level order is not each player exactly once. */
  'invalid_order',
  'invalid_pairing',
  /** Sit-outs of earlier rounds name players outside the event or one twice in a round. */
  'invalid_history',
  /** A result names a player outside the event, one twice, or points that are not whole numbers. */
  'invalid_result',
  'invalid_names',
] as const;
export type EventError = (typeof EVENT_ERRORS)[number];

export type ScheduleResult = { ok: true; rounds: EventRound[] } | { ok: false; error: EventError };
export type RoundResult = { ok: true; round: EventRound } | { ok: false; error: EventError };
