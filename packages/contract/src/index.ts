/**
 * @bandeja/contract: the one contract between server and web (docs/ARCHITECTURE.md). Request, response and
 * socket schemas, their inferred types, and the shared texts and limits.
 */

export * from './admin.ts';
// Sponsors' airtime (docs/broadcast.md).
export * from './airtime.ts';
export * from './auth.ts';
// Bookings in, results out (docs/api.md, "Bookings"; docs/operations.md, "Webhooks").
export * from './bookings.ts';
export type {
  ApiError,
  ApiFailure,
  ApiResult,
  ApiSuccess,
  ValidationFailure,
} from './common.ts';
export {
  apiErrorSchema,
  apiFailureSchema,
  binarySchema,
  describeZodError,
  emailSchema,
  fallbackIssueMessage,
  formatZodError,
  idParamsSchema,
  illFormedTextFailure,
  matchIdParamsSchema,
  matchIdSchema,
  requiredText,
  serialIdSchema,
  serialIdTextSchema,
  successSchema,
  timestampSchema,
  validationReason,
} from './common.ts';
export type { CourtKeys, CourtKeysBody } from './court-key-schemas.ts';
export { courtKeyMapSchema, courtKeysBodySchema, courtKeysSchema } from './court-key-schemas.ts';
export * from './displays.ts';
export * from './events.ts';
export type { Health } from './health.ts';
export { healthSchema } from './health.ts';
export * from './integrations.ts';
// The club's roster (docs/players.md).
export * from './match-results.ts';
export type {
  ActiveLookup,
  ActiveMatch,
  CourtStartToken,
  FinishedListQuery,
  FinishedMatchItem,
  Match,
  MatchCreateBody,
  MatchCreated,
  MatchListQuery,
  MatchPlayer,
  MatchScoreSummary,
  MatchSettings,
  MatchSettingsInput,
  MatchUpdateBody,
  PressResult,
  StatisticsEmailBody,
} from './matches.ts';
export {
  activeLookupSchema,
  activeMatchesQuerySchema,
  activeMatchSchema,
  checkMatchCreate,
  clubIdParamsSchema,
  courtIdParamsSchema,
  courtStartTokenSchema,
  DEFAULT_PRESS_GUARD_MS,
  deletedMatchSchema,
  finishedListQuerySchema,
  finishedMatchItemSchema,
  matchClubSchema,
  matchCourtSchema,
  matchCreateBodySchema,
  matchCreatedSchema,
  matchCreateFieldsSchema,
  matchListQuerySchema,
  matchParamsSchema,
  matchPlayerSchema,
  matchSchema,
  matchScoreSummarySchema,
  matchSettingsInputSchema,
  matchSettingsSchema,
  matchUpdateBodySchema,
  PRESS_ID_TTL_MS,
  pressIdSchema,
  pressQuerySchema,
  pressResultSchema,
  rulesErrorField,
  rulesInputOf,
  settingsOfRules,
  statisticsEmailBodySchema,
  statisticsEmailSentSchema,
} from './matches.ts';
// The zod-free part (messages, names, limits, display helpers) is also the main entry's.
export * from './plain.ts';
export * from './player-page.ts';
export * from './players.ts';
export * from './press-links.ts';
export * from './ratings.ts';
export { fallbackMessages, messagesOfSchemas, schemaMessages } from './schema-messages.ts';
export type {
  EnteredSetBody,
  FinishTeamBody,
  LiveScore,
  ManualResultBody,
  ScoreActionBody,
  ScoreCreateBody,
  ScoreViewPayload,
  SetScore,
  ShotClockPayload,
  StatusUpdateBody,
} from './scores.ts';
export {
  enteredSetSchema,
  finishTeamBodySchema,
  liveScoreSchema,
  manualResultBodySchema,
  scoreActionBodySchema,
  scoreActionParamsSchema,
  scoreCreateBodySchema,
  scoreViewSchema,
  setScoreSchema,
  setScoresSchema,
  shotClockSchema,
  statusUpdateBodySchema,
} from './scores.ts';
export * from './socket.ts';
export type { MatchStatisticsPayload, PlayerStats } from './statistics.ts';
export { matchStatisticsSchema } from './statistics.ts';
export * from './webhooks.ts';
