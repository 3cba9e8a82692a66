/**
 * Every query key of the app, resource first: a key names what the server holds (a court, a match's
 * statistics, a club's branding), never the screen that reads it, so two screens reading one
 * resource share one cache entry, and a change invalidates every screen's copy at once
 * (`['courts']` refreshes the admin list and every court read by id). An id is spelled as text:
 * a court from a URL ('7') and from an answer (7) are the same entry.
 */
import { liveScoreKey } from '../live-score.ts';

type Id = string | number;

export const queryKeys = {
  clubs: ['clubs'] as const,
  clubBranding: (clubId: Id) => ['clubs', String(clubId), 'branding'] as const,
  clubCourts: (clubId: Id) => ['clubs', String(clubId), 'courts'] as const,
  clubDisplay: (clubId: Id) => ['clubs', String(clubId), 'display'] as const,
  clubApiTokens: (clubId: Id | null) => ['clubs', String(clubId), 'api-tokens'] as const,
  clubWebhooks: (clubId: Id | null) => ['clubs', String(clubId), 'webhooks'] as const,
  clubWebhookDeliveries: (clubId: Id | null) => ['clubs', String(clubId), 'webhooks', 'deliveries'] as const,
  clubEvents: (clubId: Id) => ['clubs', String(clubId), 'events'] as const,

  courts: ['courts'] as const,
  court: (courtId: Id) => ['courts', String(courtId)] as const,
  courtActiveMatch: (courtId: Id) => ['courts', String(courtId), 'active-match'] as const,
  courtFinishedMatches: (courtId: Id, filter: { search?: string; limit?: number }) =>
    ['courts', String(courtId), 'finished-matches', filter] as const,
  courtStartToken: (courtId: Id, matchId: string | null) =>
    ['courts', String(courtId), 'start-token', matchId] as const,
  courtNextBooking: (courtId: Id) => ['courts', String(courtId), 'next-booking'] as const,
  courtKeys: (courtId: Id) => ['courts', String(courtId), 'keys'] as const,
  courtDisplay: (courtId: Id) => ['courts', String(courtId), 'display'] as const,

  matches: ['matches'] as const,
  activeMatches: (clubId: Id | null) => ['matches', 'active', String(clubId)] as const,
  match: (matchId: string) => ['matches', matchId] as const,
  /** Kept beside the live score's cache (the core chunk), spelled the same way. */
  matchScore: liveScoreKey,
  matchStatistics: (matchId: string) => ['matches', matchId, 'statistics'] as const,
  matchPressLink: (matchId: string, team: string) => ['matches', matchId, 'press-links', team] as const,
  matchPressView: (matchId: string, token: string) => ['matches', matchId, 'press-view', token] as const,

  event: (eventId: Id) => ['events', String(eventId)] as const,
  buttons: ['buttons'] as const,
  users: ['users'] as const,
  userDevices: (userId: Id) => ['users', String(userId), 'devices'] as const,
  displays: ['displays'] as const,
  displaySelf: ['displays', 'self'] as const,
  displayStartToken: (token: string | null, lastMatchId: string | null) =>
    ['displays', 'self', 'start-token', token, lastMatchId] as const,
  dashboardStats: ['dashboard', 'stats'] as const,
};
