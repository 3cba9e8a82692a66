import type { Role } from '@bandeja/contract';
import { forbidden } from '../http/errors.ts';

/**
 * Authorization as small pure functions (docs/api.md "Who is who"): a club admin reaches only their club's
 * objects, a court user only their court's matches, a super admin everything. Routes call them
 * through `authorize`, after loading the object (so an unknown id is a 404, another club's a 403).
 */
export interface Actor {
  id: number;
  role: Role;
  clubId: number | null;
  courtId: number | null;
}

/** The roles of the admin area (docs/product.md#roles). */
export const ADMIN_ROLES: readonly Role[] = ['super_admin', 'club_admin'];

export const isSuperAdmin = (actor: Actor): boolean => actor.role === 'super_admin';

export const isAdmin = (actor: Actor): boolean => actor.role === 'super_admin' || actor.role === 'club_admin';

/** Manage the club itself and everything in it (courts, buttons, users, matches). */
export function canManageClub(actor: Actor, clubId: number | null): boolean {
  if (isSuperAdmin(actor)) return true;
  return actor.role === 'club_admin' && clubId !== null && actor.clubId === clubId;
}

/** Read a court and its matches: its club's admins and its own court user. */
export function canViewCourt(actor: Actor, court: { id: number; clubId: number }): boolean {
  if (canManageClub(actor, court.clubId)) return true;
  return actor.role === 'court_user' && actor.courtId === court.id;
}

/** Score a match (points, undo, resets, status): its club's admins and its court's user. */
export function canControlMatch(
  actor: Actor,
  match: { courtId: number | null; clubId: number | null },
): boolean {
  if (canManageClub(actor, match.clubId)) return true;
  return actor.role === 'court_user' && match.courtId !== null && actor.courtId === match.courtId;
}

/** Edit or delete a match record: admins of its club. */
export function canManageMatch(actor: Actor, match: { clubId: number | null }): boolean {
  return canManageClub(actor, match.clubId);
}

/** Throws 403 'Access denied' unless `allowed`. */
export function authorize(allowed: boolean): void {
  if (!allowed) throw forbidden();
}
