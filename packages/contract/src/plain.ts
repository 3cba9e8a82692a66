/**
 * `@bandeja/contract/plain`: the contract's names, limits, messages and formatting helpers
 * without zod. Public screens that must stay small import values from here and types from the
 * main entry (type imports cost nothing at run time).
 */

export { BOARD_MESSAGES } from './board-messages.ts';
export type { CheckKey, CheckText } from './check-texts.ts';
export { CHECK_KEYS, CHECK_TEXTS, checkOf, fillCheckText, readCheckText } from './check-texts.ts';
export type { CourtKeyMap, KeyAction } from './court-keys.ts';
export { DEFAULT_COURT_KEYS, KEY_ACTIONS, KEY_NAME_MAX, KEYS_PER_ACTION_MAX } from './court-keys.ts';
export type { Language, Voice } from './languages.ts';
export {
  audioFolder,
  DEFAULT_LANGUAGE,
  DEFAULT_VOICE,
  isLanguage,
  isTimeZone,
  isVoice,
  LANGUAGE_LOCALES,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageOfTag,
  VOICES,
} from './languages.ts';
export type { ErrorCode, MessageKey, MessageParams, MessageText, ValidationReason } from './messages.ts';
export {
  fillMessage,
  MESSAGES,
  messageKeyOf,
  REFUSAL_MESSAGES,
  refusalMessage,
  resultErrorMessage,
  rulesErrorMessage,
  VALIDATION_REASONS,
} from './messages.ts';
export type { AdminPage, PolicyActor } from './policy.ts';
export {
  ADMIN_PAGE_ROLES,
  ADMIN_PAGES,
  ADMIN_ROLES,
  adminClubScope,
  COURT_ROLES,
  canControlMatch,
  canCreateMatchWithoutToken,
  canFilterByClub,
  canManageClub,
  canManageMatch,
  canSeeAdminPage,
  canViewCourt,
  hasRole,
  isAdmin,
  isCourtRole,
  isSuperAdmin,
  matchListScope,
  SUPER_ADMIN_ROLES,
} from './policy.ts';
export type { PressLinkAction } from './press-links.ts';
export { formatResult, isNotPlayed } from './result-line.ts';
export { SCREEN_MESSAGES } from './screen-messages.ts';
export type { PlayerNumber, SetsBesideMatch, StatisticKey, TeamStatisticsRow } from './statistics-display.ts';
export {
  formatDuration,
  formatPercent,
  formatShares,
  noPointsPlayed,
  PERCENT_DECIMALS,
  playerStatisticsOf,
  playerStatisticsRows,
  setsBesideMatch,
  teamStatisticsRows,
} from './statistics-display.ts';
export { fillTemplate } from './template.ts';
export type {
  ButtonAction,
  ButtonGesture,
  DisplayTargetKind,
  EventKindValue,
  EventSource,
  ImageType,
  MatchStatus,
  PressOutcome,
  Role,
  ScoreAction,
  ScoreStatus,
  SetKey,
  SlotMinutes,
} from './vocabulary.ts';
export {
  BUTTON_ACTIONS,
  BUTTON_GESTURES,
  CLUB_WALL_MAX_COURTS,
  DEFAULT_MATCH_DURATION_SECONDS,
  DEVICE_SESSION_IDLE_DAYS,
  DISPLAY_CODE_ALPHABET,
  DISPLAY_CODE_LENGTH,
  DISPLAY_CODE_TTL_MS,
  DISPLAY_TARGET_KINDS,
  EVENT_KIND_VALUES,
  EVENT_SOURCES,
  FINISH_REASONS,
  formatSetScores,
  HEADERS,
  hasTimeLimit,
  IDENTIFY_MODE_MS,
  IMAGE_TYPES,
  isWarmUp,
  joinTeamName,
  LAST_POINT_TYPES,
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  LOW_BATTERY_PERCENT,
  MATCH_ID_PATTERN,
  MATCH_STATUSES,
  MATCH_TYPES,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  MAX_SPONSOR_LOGOS,
  NAME_MAX,
  NO_TIME_LIMIT_SECONDS,
  PLAY_FOR_SERVE_TEXT,
  POINT_NAME_VALUES,
  PRESS_OUTCOMES,
  RESULT_DISPLAY_MINUTES_DEFAULT,
  RESULT_DISPLAY_MINUTES_MAX,
  RESULT_DISPLAY_MINUTES_MIN,
  ROLE_CODES,
  ROLE_LABELS,
  ROLES,
  SCORE_ACTION_LABELS,
  SCORE_ACTIONS,
  SCORE_STATUSES,
  SET_KEYS,
  SITUATION_KINDS,
  SLOT_MINUTES,
  SOCKET_MAX_PAYLOAD_BYTES,
  SOCKET_PATH,
  slotSeconds,
  splitTeamName,
  TEAM_VALUES,
  TOKEN_LIFETIME_SECONDS,
  WINNER_VALUES,
} from './vocabulary.ts';
