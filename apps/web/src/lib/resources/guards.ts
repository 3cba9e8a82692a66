import type { ClubBranding, MatchStatisticsPayload, PublicCourt } from '@bandeja/contract';
import type { Parser } from '../api-client.ts';

/**
 * Shallow checks of the public answers. The server checks every answer against the contract's
 * schema before sending it; these guards only refuse what is plainly something else, so the public
 * pages and the boards need no schema library.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function one<T>(check: (value: unknown) => value is T, what: string): Parser<T> {
  return (data) => {
    if (!check(data)) throw new Error(`not ${what}`);
    return data;
  };
}

export function listOf<T>(check: (value: unknown) => value is T, what: string): Parser<T[]> {
  return (data) => {
    if (!Array.isArray(data)) throw new Error(`not a list of ${what}`);
    return data.map((item: unknown) => {
      if (!check(item)) throw new Error(`not a list of ${what}`);
      return item;
    });
  };
}

function isCourt(v: unknown): v is PublicCourt {
  return (
    isRecord(v) && typeof v.id === 'number' && typeof v.club_id === 'number' && typeof v.name === 'string'
  );
}

function isBranding(v: unknown): v is ClubBranding {
  return isRecord(v) && typeof v.id === 'number' && (v.logo_url === null || typeof v.logo_url === 'string');
}

function isStatistics(v: unknown): v is MatchStatisticsPayload {
  return (
    isRecord(v) && isRecord(v.player1Stats) && isRecord(v.team1Points) && typeof v.matchDuration === 'string'
  );
}

// Marked pure: a board that reads one of them carries no other.
export const parsePublicCourt = /* @__PURE__ */ one(isCourt, 'a court');
export const parseClubCourts = /* @__PURE__ */ listOf(isCourt, 'courts');
export const parseClubBranding = /* @__PURE__ */ one(isBranding, 'a club');
export const parseStatistics = /* @__PURE__ */ one(isStatistics, 'match statistics');
