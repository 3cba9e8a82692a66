export type { Announcement } from './announce.ts';
export { AUDIO_CLIPS, announce, TIEBREAK_NUMBER_CAP } from './announce.ts';
export type { DeuceCall } from './deuce.ts';
export { deuceCall } from './deuce.ts';
export type { ApplyResult } from './engine.ts';
export { apply, effectiveLog, replay, UNDO_WINDOW_MS } from './engine.ts';
export {
  decidingDeuce,
  deuceCount,
  isGoldenPoint,
  pointNames,
  SUPER_TIEBREAK_POINTS,
  TIEBREAK_POINTS,
} from './game.ts';
export {
  describeDeuceCall,
  describeDeuceMode,
  describeFinishReason,
  describeReceiverChoice,
  describeRefusal,
  describeRulesError,
  describeServiceMode,
  describeSituation,
  describeSport,
  formatClock,
} from './labels.ts';
export type { PointOutcome, Situation } from './queries.ts';
export { changeEnds, pointOutcome, situation, stoppedWinner } from './queries.ts';
export type { ParseRulesResult } from './rules.ts';
export { DEFAULT_RULES, MAX_GAMES_PER_SET, MIN_GAMES_PER_SET, parseRules, setsToWin } from './rules.ts';
export type { Server } from './service.ts';
export { currentServer, gameKind, otherTeam, playerNumber, teamOfPlayer } from './service.ts';
export type { EventHistory, MatchState, ServiceState, SetRecord } from './state.ts';
export { effectiveEvents, initialState } from './state.ts';
export type {
  BreakPointStatistics,
  MatchStatistics,
  PlayerStatistics,
  SetStatistics,
  TeamPointsStatistics,
} from './statistics.ts';
export { matchStatistics } from './statistics.ts';
export type {
  ByTeam,
  DeuceMode,
  EffectiveEvent,
  EventKind,
  FinishReason,
  GameKind,
  LastPointType,
  MatchEvent,
  MatchStatus,
  PlayerNumber,
  PointName,
  RefusalCode,
  Rules,
  RulesError,
  RulesInput,
  ServiceMode,
  SituationKind,
  Sport,
  Team,
  TeamServer,
} from './types.ts';
export {
  DEUCE_MODES,
  EVENT_KINDS,
  FINISH_REASONS,
  GAME_KINDS,
  LAST_POINT_TYPES,
  MATCH_STATUSES,
  PLAYER_NUMBERS,
  POINT_NAMES,
  REFUSAL_CODES,
  RULES_ERRORS,
  SERVICE_MODES,
  SITUATION_KINDS,
  SPORTS,
  TEAM_SERVERS,
  TEAMS,
} from './types.ts';
export type { CurrentGame, ScoreView, SetScore } from './view.ts';
export { scoreView } from './view.ts';
