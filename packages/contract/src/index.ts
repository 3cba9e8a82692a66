/**
 * @bandeja/contract: the one contract between server and web (design §1). Request, response and
 * socket schemas, their inferred types, and the shared texts and limits.
 */

export type {
  AssignCourtBody,
  Button,
  ButtonCreateBody,
  ButtonList,
  ButtonUpdateBody,
  ButtonWithSecret,
  Club,
  ClubBody,
  ClubBranding,
  ClubList,
  Court,
  CourtCreateBody,
  CourtList,
  CourtUpdateBody,
  DashboardStats,
  Deleted,
  PublicCourt,
  UserCreateBody,
  UserList,
  UserUpdateBody,
} from './admin.ts';
export {
  assignCourtBodySchema,
  buttonCreateBodySchema,
  buttonListQuerySchema,
  buttonListSchema,
  buttonSchema,
  buttonUpdateBodySchema,
  buttonWithSecretSchema,
  clubBodySchema,
  clubBrandingSchema,
  clubListSchema,
  clubSchema,
  courtCreateBodySchema,
  courtListQuerySchema,
  courtListSchema,
  courtSchema,
  courtUpdateBodySchema,
  courtUserSummarySchema,
  dashboardStatsQuerySchema,
  dashboardStatsSchema,
  deletedSchema,
  IMAGE_FIELD,
  publicCourtSchema,
  sponsorLogoSchema,
  sponsorParamsSchema,
  userCreateBodySchema,
  userListQuerySchema,
  userListSchema,
  userUpdateBodySchema,
} from './admin.ts';
export type {
  LoginBody,
  LoginResponse,
  MeResponse,
  TokenClaims,
  User,
} from './auth.ts';
export {
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  tokenClaimsSchema,
  userSchema,
} from './auth.ts';
export type {
  ApiFailure,
  ApiResult,
  ApiSuccess,
  ValidationFailure,
} from './common.ts';
export {
  apiFailureSchema,
  describeZodError,
  emailSchema,
  fallbackIssueMessage,
  formatZodError,
  idParamsSchema,
  matchIdParamsSchema,
  matchIdSchema,
  requiredText,
  serialIdSchema,
  serialIdTextSchema,
  successSchema,
  timestampSchema,
  validationReason,
} from './common.ts';
export type { Health } from './health.ts';
export { healthSchema } from './health.ts';
export type {
  ActiveLookup,
  ActiveMatch,
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
  activeMatchSchema,
  clubIdParamsSchema,
  courtIdParamsSchema,
  DEFAULT_PRESS_GUARD_MS,
  finishedListQuerySchema,
  finishedMatchItemSchema,
  matchClubSchema,
  matchCourtSchema,
  matchCreateBodySchema,
  matchCreatedSchema,
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
  statisticsEmailBodySchema,
} from './matches.ts';
// The zod-free part (messages, names, limits, display helpers) is also the main entry's.
export * from './plain.ts';
export type {
  LiveScore,
  ScoreCreateBody,
  ScoreViewPayload,
  SetScore,
  StatusUpdateBody,
} from './scores.ts';
export {
  liveScoreSchema,
  scoreActionParamsSchema,
  scoreCreateBodySchema,
  scoreViewSchema,
  setScoreSchema,
  setScoresSchema,
  statusUpdateBodySchema,
} from './scores.ts';
export type {
  ClientToServerEvents,
  MatchFinished,
  RoomPayload,
  ServerToClientEvents,
  SocketError,
  StatisticsUpdate,
} from './socket.ts';
export {
  matchFinishedSchema,
  roomPayloadSchema,
  socketErrorSchema,
  statisticsUpdateSchema,
} from './socket.ts';
export type { MatchStatisticsPayload, PlayerStats } from './statistics.ts';
export { matchStatisticsSchema } from './statistics.ts';
