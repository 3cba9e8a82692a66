/**
 * Every query key of the app, resource first: a key names what the server holds (a court, a match's
 * statistics, a club's branding), never the screen that reads it, so two screens reading one
 * resource share one cache entry, and a change invalidates every screen's copy at once
 * (`['courts']` refreshes the admin list and every court read by id). An id is spelled as text:
 * a court from a URL ('7') and from an answer (7) are the same entry. The keys the boards read (a
 * display, a club's branding, an event, the live score) are spelled the same way beside their
 * queries, so that the boards' chunks carry no key table (decision 007).
 */
import { liveScoreKey } from '../live-score.ts';

type Id = string | number;

export const queryKeys = {
  clubs: ['clubs'] as const,
  clubCourts: (clubId: Id) => ['clubs', String(clubId), 'courts'] as const,
  clubApiTokens: (clubId: Id | null) => ['clubs', String(clubId), 'api-tokens'] as const,
  clubWebhooks: (clubId: Id | null) => ['clubs', String(clubId), 'webhooks'] as const,
  clubWebhookDeliveries: (clubId: Id | null) => ['clubs', String(clubId), 'webhooks', 'deliveries'] as const,
  clubEvents: (clubId: Id) => ['clubs', String(clubId), 'events'] as const,
  clubPlayers: (clubId: Id | null) => ['clubs', String(clubId), 'players'] as const,
  clubContestedResults: (clubId: Id | null) => ['clubs', String(clubId), 'results', 'contested'] as const,
  resultReview: (matchId: string) => ['matches', matchId, 'result', 'review'] as const,
  clubAirtime: (clubId: Id | null, month: string) =>
    ['clubs', String(clubId), 'sponsors', 'airtime', month] as const,

  courts: ['courts'] as const,
  court: (courtId: Id) => ['courts', String(courtId)] as const,
  courtActiveMatch: (courtId: Id) => ['courts', String(courtId), 'active-match'] as const,
  courtFinishedMatches: (courtId: Id, filter: { search?: string; limit?: number }) =>
    ['courts', String(courtId), 'finished-matches', filter] as const,
  courtStartToken: (courtId: Id, matchId: string | null) =>
    ['courts', String(courtId), 'start-token', matchId] as const,
  courtNextBooking: (courtId: Id) => ['courts', String(courtId), 'next-booking'] as const,
  courtKeys: (courtId: Id) => ['courts', String(courtId), 'keys'] as const,

  matches: ['matches'] as const,
  activeMatches: (clubId: Id | null) => ['matches', 'active', String(clubId)] as const,
  match: (matchId: string) => ['matches', matchId] as const,
  /** Kept beside the live score's cache (the core chunk), spelled the same way. */
  matchScore: liveScoreKey,
  matchStatistics: (matchId: string) => ['matches', matchId, 'statistics'] as const,
  /** The match's event log as it stood at `version` (the control screen's pending score). */
  matchLog: (matchId: string, version: number) => ['matches', matchId, 'log', version] as const,
  matchPressLink: (matchId: string, team: string) => ['matches', matchId, 'press-links', team] as const,
  matchPressView: (matchId: string, token: string) => ['matches', matchId, 'press-view', token] as const,

  buttons: ['buttons'] as const,
  users: ['users'] as const,
  userDevices: (userId: Id) => ['users', String(userId), 'devices'] as const,
  displays: ['displays'] as const,
  dashboardStats: ['dashboard', 'stats'] as const,
};
