export type { Announcement } from './announce.ts';
export { AUDIO_CLIPS, announce, RALLY_NUMBER_CAP, TIEBREAK_NUMBER_CAP } from './announce.ts';
export type { DeuceCall } from './deuce.ts';
export { decidingPointOf, deuceCall } from './deuce.ts';
export type { ApplyResult } from './engine.ts';
export { apply, effectiveLog, replay, UNDO_WINDOW_MS } from './engine.ts';
export type { AmericanoInput } from './events/americano.ts';
export { americanoSchedule } from './events/americano.ts';
export type { MexicanoInput } from './events/mexicano.ts';
export {
  firstRoundRanking,
  mexicanoRound,
  mexicanoSitOutsBeforeStandings,
  randomRanking,
} from './events/mexicano.ts';
export { seededRandom, seededShuffle } from './events/random.ts';
export type { Standing, StandingsResult } from './events/standings.ts';
export { eventStandings } from './events/standings.ts';
export type { TeamAmericanoInput } from './events/team-americano.ts';
export { teamAmericanoSchedule } from './events/team-americano.ts';
export type {
  EventError,
  EventFormat,
  EventGame,
  EventRound,
  GameResult,
  MexicanoPairing,
  RoundResult,
  ScheduleResult,
} from './events/types.ts';
export {
  EVENT_ERRORS,
  EVENT_FORMATS,
  MAX_EVENT_COURTS,
  MAX_EVENT_PLAYERS,
  MAX_EVENT_ROUNDS,
  MAX_EVENT_TEAMS,
  MEXICANO_PAIRINGS,
  MIN_EVENT_PLAYERS,
  MIN_EVENT_TEAMS,
} from './events/types.ts';
export {
  decidingDeuce,
  deuceCount,
  isGoldenPoint,
  pointNames,
  SUPER_TIEBREAK_POINTS,
  TIEBREAK_POINTS,
} from './game.ts';
export {
  abbreviateFinishReason,
  describeDecidingPointsWon,
  describeDeuceCall,
  describeDeuceMode,
  describeEventError,
  describeEventFormat,
  describeFinishReason,
  describeFormat,
  describeMatchType,
  describeMexicanoPairing,
  describePointName,
  describeRallyTargetMode,
  describeReceiverChoice,
  describeRefusal,
  describeResultError,
  describeRulesError,
  describeScoringFormat,
  describeServiceMode,
  describeSides,
  describeSituation,
  describeSport,
  formatClock,
} from './labels.ts';
export { teamPoints } from './points-column.ts';
export type { FormatPreset, FormatPresetId, PresetSettings } from './presets.ts';
export { FORMAT_PRESET_IDS, FORMAT_PRESETS, presetById, presetsFor } from './presets.ts';
export type { PointOutcome, Situation } from './queries.ts';
export { changeEnds, pointOutcome, situation, stoppedWinner, stoppedWinnerUnder } from './queries.ts';
export { isRallyOver, rallyWinner } from './rally.ts';
export type { ManualResult, ManualResultCheck } from './result.ts';
export { checkManualResult } from './result.ts';
export type { ParseRulesResult } from './rules.ts';
export {
  DEFAULT_RALLY_RULES,
  DEFAULT_RULES,
  defaultRules,
  MAX_GAMES_PER_SET,
  MAX_RALLY_TARGET,
  MAX_SERVE_EVERY,
  MIN_GAMES_PER_SET,
  MIN_RALLY_TARGET,
  MIN_SERVE_EVERY,
  parseRules,
  RALLY_TARGETS,
  SET_LENGTHS,
  setsToWin,
} from './rules.ts';
export type { Server } from './service.ts';
export {
  currentServer,
  gameKind,
  matchPlayers,
  otherTeam,
  playerNumber,
  rallyServer,
  teamOfPlayer,
} from './service.ts';
export type { ShotClock, ShotClockPhase } from './shot-clock.ts';
export {
  SHOT_CLOCK_PHASES,
  SHOT_CLOCK_SECONDS,
  shotClockAfter,
  shotClockRemaining,
  warmUpClock,
} from './shot-clock.ts';
export type { CommittedEvent } from './shot-clock-log.ts';
export { shotClockOfLog } from './shot-clock-log.ts';
export type { EventHistory, MatchState, ServiceState, SetRecord } from './state.ts';
export { effectiveEvents, initialState } from './state.ts';
export type {
  BreakPointStatistics,
  MatchStatistics,
  PlayerStatistics,
  SetStatistics,
  SetSummary,
  TeamPointsStatistics,
} from './statistics.ts';
export { MAX_POINT_GAP_MS, matchStatistics, percentagesOf, setSummary } from './statistics.ts';
export type {
  BestOfSets,
  ByTeam,
  DeuceMode,
  EffectiveEvent,
  EnteredSet,
  EventKind,
  FinishReason,
  GameKind,
  LastPointScore,
  LastPointType,
  MatchEvent,
  MatchStatus,
  MatchType,
  PlayerNumber,
  PointName,
  RallyRules,
  RallyTargetMode,
  RefusalCode,
  ResultError,
  Rules,
  RulesError,
  RulesInput,
  ScoringFormat,
  ServiceMode,
  SetKey,
  SituationKind,
  Sport,
  Team,
  TeamServer,
  Winner,
} from './types.ts';
export {
  BEST_OF_SETS,
  DEUCE_MODES,
  EVENT_KINDS,
  FINISH_REASONS,
  GAME_KINDS,
  LAST_POINT_SCORES,
  LAST_POINT_TYPES,
  MATCH_STATUSES,
  MATCH_TYPES,
  PLAYER_NUMBERS,
  POINT_NAMES,
  RALLY_TARGET_MODES,
  REFUSAL_CODES,
  RESULT_ERRORS,
  RULES_ERRORS,
  SCORING_FORMATS,
  SERVICE_MODES,
  SET_KEYS,
  SITUATION_KINDS,
  SPORTS,
  TEAM_SERVERS,
  TEAMS,
  WINNERS,
} from './types.ts';
export type { CurrentGame, RallyView, ScoreView, SetScore } from './view.ts';
export { scoredPointsStandIn, scoreView } from './view.ts';
