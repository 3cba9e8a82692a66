import { canManageClub } from '@bandeja/contract';
import { type Actor, authorize } from '../auth/policy.ts';

/**
 * Who calls a club's integration routes (docs/api.md, "Integrations"): a club API token, which
 * belongs to one club, or a signed-in user (an admin trying the calls out).
 */
export type ClubCaller = { kind: 'token'; tokenId: number; clubId: number } | { kind: 'user'; user: Actor };

/**
 * The one scope rule of the integration calls, for every one of them (courts and matches today,
 * bookings next): a token reaches its own club and nothing else; a user reaches the clubs they
 * manage (the club's admins, super admins).
 */
export function canCallForClub(caller: ClubCaller, clubId: number): boolean {
  return caller.kind === 'token' ? caller.clubId === clubId : canManageClub(caller.user, clubId);
}

/** Throws 403 'Access denied' unless the caller may use `clubId`'s integration calls. */
export function authorizeClubCall(caller: ClubCaller, clubId: number): void {
  authorize(canCallForClub(caller, clubId));
}
