/**
 * The score as every screen and socket message carries it (docs/scoring-rules.md#the-score-view, live Score entity), plus what
 * the screens need beyond the spec, so that no client re-implements a rule.
 */
import { deuceCount, isGoldenPoint, pointNames } from './game.ts';
import { changeEnds, situation } from './queries.ts';
import { pointsLeft, servesLeft } from './rally.ts';
import { currentServer, gameKind } from './service.ts';
import type { MatchState, SetRecord } from './state.ts';
import type {
  FinishReason,
  LastPointScore,
  LastPointType,
  MatchStatus,
  PlayerNumber,
  PointName,
  RallyTargetMode,
  Rules,
  SetKey,
  SituationKind,
  Team,
  Winner,
} from './types.ts';
import { SET_KEYS } from './types.ts';

export interface SetScore {
  team1: number;
  team2: number;
  /** Tiebreak points of that set if it had one (a super tiebreak set is recorded 1-0 with its points). */
  tiebreak: { team1: number; team2: number } | null;
}

export interface CurrentGame {
  /** '0' for both during a tiebreak. */
  team1_score: PointName;
  team2_score: PointName;
  /** The player serving the next point. */
  server: PlayerNumber | null;
  /** The next point decides a deuce game (per deuce mode). */
  is_golden_point: boolean;
  is_tiebreak: boolean;
  is_super_tiebreak: boolean;
  team1_tiebreak_score: number;
  team2_tiebreak_score: number;
  /** 1-based game number within the current set. */
  current_game: number;
  /** 1-based. */
  current_set: number;
  /** Times deuce has been reached in this game. */
  deuce_count: number;
}

/** A rally game's score (the 'rally' format): points as numbers, and when the serve passes. */
export interface RallyView {
  team1_points: number;
  team2_points: number;
  points_played: number;
  target: number;
  target_mode: RallyTargetMode;
  /** Points still to play before the target ends the game ('race': by the leading team). */
  points_left: number;
  serve_every: number;
  /** Points the current server still serves before the serve passes (0 once the game is over). */
  serves_left: number;
}

export interface ScoreView {
  status: MatchStatus;
  winner: Winner | null;
  finish_reason: FinishReason | null;
  /** False while play for serve has not been decided. */
  server_defined: boolean;
  /** Serving team (null only while not defined). */
  server: Team | null;
  /** Zero-based index of the set in play (or the last set when finished). */
  currentSet: number;
  set_scores: { [key in SetKey]: SetScore };
  sets_won: { team1: number; team2: number };
  current_game: CurrentGame;
  /** Who won the latest point (none after undo, reset, start or any other event). */
  last_point_score: LastPointScore;
  last_point_type: LastPointType;
  /** What the next point can decide, the most important one (match > set > break > game). */
  situation: { kind: SituationKind; team: Team | null };
  /** The teams change ends now, before the next point. */
  change_ends: boolean;
  /**
   * The rally score, only in the 'rally' format (set and game fields then stay at 0); absent in the
   * 'sets' format, whose view is unchanged by it.
   */
  rally?: RallyView;
  /** Count of accepted events in the log: the event-log version. */
  version: number;
}

const EMPTY_SET: SetScore = { team1: 0, team2: 0, tiebreak: null };

function recordScore(record: SetRecord): SetScore {
  return {
    team1: record.games.team1,
    team2: record.games.team2,
    tiebreak:
      record.tiebreak === null ? null : { team1: record.tiebreak.team1, team2: record.tiebreak.team2 },
  };
}

function setScore(state: MatchState, index: number, currentSet: number): SetScore {
  const record = state.sets[index];
  if (record !== undefined) return recordScore(record);
  if (index === currentSet) return { team1: state.games.team1, team2: state.games.team2, tiebreak: null };
  return EMPTY_SET;
}

function rallyView(rules: Rules, state: MatchState): RallyView {
  const played = state.points.team1 + state.points.team2;
  return {
    team1_points: state.points.team1,
    team2_points: state.points.team2,
    points_played: played,
    target: rules.rally.target,
    target_mode: rules.rally.targetMode,
    points_left: pointsLeft(rules.rally, state.points),
    serve_every: rules.rally.serveEvery,
    serves_left: state.status === 'finished' ? 0 : servesLeft(rules, played),
  };
}

/** The view of a state: plain data, ready to store, send and render. */
export function scoreView(rules: Rules, state: MatchState): ScoreView {
  const rally = rules.scoringFormat === 'rally';
  // A match decided by its sets (on court or entered by hand) shows its last set; otherwise the set
  // in play (or where it stopped).
  const wonOnCourt =
    !rally &&
    state.sets.length > 0 &&
    (state.finishReason === 'score' || state.finishReason === 'manual_result');
  const currentSet = wonOnCourt ? state.sets.length - 1 : Math.min(state.sets.length, rules.bestOfSets - 1);
  const kind = gameKind(rules, state);
  const inTiebreak = kind !== 'game';
  const [team1Score, team2Score] =
    inTiebreak || rally ? (['0', '0'] as const) : pointNames(state.points.team1, state.points.team2);
  const server = currentServer(rules, state);
  const lastSet = state.sets[state.sets.length - 1];
  const gameNumber =
    wonOnCourt && lastSet !== undefined
      ? Math.max(1, lastSet.games.team1 + lastSet.games.team2)
      : state.games.team1 + state.games.team2 + 1;
  const next = situation(rules, state);
  const view: ScoreView = {
    status: state.status,
    winner: state.winner,
    finish_reason: state.finishReason,
    server_defined: state.serverDefined,
    server: server === null ? null : server.team,
    currentSet,
    set_scores: {
      set1: setScore(state, 0, currentSet),
      set2: setScore(state, 1, currentSet),
      set3: setScore(state, 2, currentSet),
      set4: setScore(state, 3, currentSet),
      set5: setScore(state, 4, currentSet),
    },
    sets_won: { team1: state.setsWon.team1, team2: state.setsWon.team2 },
    current_game: {
      team1_score: team1Score,
      team2_score: team2Score,
      server: server === null ? null : server.player,
      is_golden_point:
        state.status === 'ongoing' &&
        !inTiebreak &&
        !rally &&
        isGoldenPoint(rules.goldenPointMode, state.points.team1, state.points.team2),
      is_tiebreak: inTiebreak,
      is_super_tiebreak: kind === 'super_tiebreak',
      team1_tiebreak_score: inTiebreak ? state.points.team1 : 0,
      team2_tiebreak_score: inTiebreak ? state.points.team2 : 0,
      current_game: gameNumber,
      current_set: currentSet + 1,
      deuce_count: inTiebreak || rally ? 0 : deuceCount(state.points.team1, state.points.team2),
    },
    last_point_score: state.lastPoint ?? 'none',
    last_point_type: state.lastType,
    situation: { kind: next.kind, team: next.team },
    change_ends: changeEnds(rules, state),
    version: state.version,
  };
  if (rally) view.rally = rallyView(rules, state);
  return view;
}

/**
 * Whether any scored point stands, read from a view: a walkover or a result entered by hand is
 * refused ('match_in_play') exactly when this is true, so a screen holding only the view offers
 * them when the engine would accept them (the property test proves the two agree).
 */
export function scoredPointsStandIn(view: Pick<ScoreView, 'set_scores' | 'current_game' | 'rally'>): boolean {
  if (view.rally) return view.rally.points_played > 0;
  const game = view.current_game;
  return (
    SET_KEYS.some((key) => view.set_scores[key].team1 + view.set_scores[key].team2 > 0) ||
    game.team1_score !== '0' ||
    game.team2_score !== '0' ||
    game.team1_tiebreak_score > 0 ||
    game.team2_tiebreak_score > 0
  );
}
