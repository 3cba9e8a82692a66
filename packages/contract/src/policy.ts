/**
 * Who may do what, written once for the server's guards and the web's routes and buttons
 * (docs/api.md "Who is who", docs/ARCHITECTURE.md "Vocabulary and policies"). Pure functions of
 * the caller's role and scope, without zod, so that the public boards can import them from
 * `@bandeja/contract/plain`. The server still decides: the web only hides what it would refuse.
 */
import type { Role } from './vocabulary.ts';

/** The caller as a policy sees it: its role and, for club roles, its club and court. */
export interface PolicyActor {
  role: Role;
  clubId: number | null;
  courtId: number | null;
}

/** The roles of the admin area (docs/product.md#roles). */
export const ADMIN_ROLES = ['super_admin', 'club_admin'] as const satisfies readonly Role[];

/** The roles that reach every club's objects and the admin pages of the whole installation. */
export const SUPER_ADMIN_ROLES = ['super_admin'] as const satisfies readonly Role[];

/** The roles of a court's own screens: the court dashboard and the control screen. */
export const COURT_ROLES = ['court_user'] as const satisfies readonly Role[];

export function hasRole(role: Role, roles: readonly Role[]): boolean {
  return roles.includes(role);
}

/** The pages of the admin area (docs/product.md#admin-area). */
export const ADMIN_PAGES = [
  'dashboard',
  'users',
  'clubs',
  'courts',
  'matches',
  'buttons',
  'players',
  'results',
  'apiTokens',
  'webhooks',
  'sponsors',
] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number];

/** Which roles see each admin page (its route, its sidebar entry). Users and clubs are the super admin's. */
export const ADMIN_PAGE_ROLES: Readonly<Record<AdminPage, readonly Role[]>> = {
  dashboard: ADMIN_ROLES,
  users: SUPER_ADMIN_ROLES,
  clubs: SUPER_ADMIN_ROLES,
  courts: ADMIN_ROLES,
  matches: ADMIN_ROLES,
  buttons: ADMIN_ROLES,
  players: ADMIN_ROLES,
  results: ADMIN_ROLES,
  apiTokens: ADMIN_ROLES,
  webhooks: ADMIN_ROLES,
  sponsors: ADMIN_ROLES,
};

export function canSeeAdminPage(role: Role, page: AdminPage): boolean {
  return hasRole(role, ADMIN_PAGE_ROLES[page]);
}

/** A court user works from its court's screens; every other role from the admin area. */
export function isCourtRole(role: Role): boolean {
  return hasRole(role, COURT_ROLES);
}

export function isSuperAdmin(actor: Pick<PolicyActor, 'role'>): boolean {
  return hasRole(actor.role, SUPER_ADMIN_ROLES);
}

export function isAdmin(actor: Pick<PolicyActor, 'role'>): boolean {
  return hasRole(actor.role, ADMIN_ROLES);
}

/** Manage the club itself and everything in it (courts, buttons, users, matches, displays). */
export function canManageClub(actor: PolicyActor, clubId: number | null): boolean {
  if (isSuperAdmin(actor)) return true;
  return actor.role === 'club_admin' && clubId !== null && actor.clubId === clubId;
}

/**
 * The club an admin's lists cover: null (every club) for a super admin, its own club for a club
 * admin, undefined for anyone else (refused).
 */
export function adminClubScope(actor: PolicyActor): number | null | undefined {
  if (isSuperAdmin(actor)) return null;
  if (actor.role === 'club_admin' && actor.clubId !== null) return actor.clubId;
  return undefined;
}

/** Read a court and its matches (the court's "viewers"): its club's admins and its own court user. */
export function canViewCourt(actor: PolicyActor, court: { id: number; clubId: number }): boolean {
  if (canManageClub(actor, court.clubId)) return true;
  return isCourtRole(actor.role) && actor.courtId === court.id;
}

/**
 * Start a match on a court without the court token of its QR code: the court's viewers, who are
 * known to be at (or in charge of) the court. Anyone else proves presence with the token.
 */
export function canCreateMatchWithoutToken(
  actor: PolicyActor | null,
  court: { id: number; clubId: number },
): boolean {
  return actor !== null && canViewCourt(actor, court);
}

/**
 * Control a match: points, undo, resets, status, off-court finishes (the match's "controllers"):
 * its club's admins and its court's user.
 */
export function canControlMatch(
  actor: PolicyActor,
  match: { courtId: number | null; clubId: number | null },
): boolean {
  if (canManageClub(actor, match.clubId)) return true;
  return isCourtRole(actor.role) && match.courtId !== null && actor.courtId === match.courtId;
}

/** Edit or delete a match record (its "managers"): admins of its club. */
export function canManageMatch(actor: PolicyActor, match: { clubId: number | null }): boolean {
  return canManageClub(actor, match.clubId);
}

/**
 * Narrow a match list to `clubId`: its admins may; a court user may name its own court's club (its
 * list stays its court's).
 */
export function canFilterByClub(actor: PolicyActor, clubId: number): boolean {
  if (canManageClub(actor, clubId)) return true;
  return isCourtRole(actor.role) && actor.clubId === clubId;
}

/** An id no row has: the scope of an account that lacks the club or court its role needs. */
const NO_ID = -1;

/**
 * What a signed-in user's match lists are limited to: nothing for a super admin, a club admin's
 * club, a court user's court.
 */
export function matchListScope(actor: PolicyActor): { clubId?: number; courtId?: number } {
  if (isSuperAdmin(actor)) return {};
  if (isCourtRole(actor.role)) return { courtId: actor.courtId ?? NO_ID };
  return { clubId: actor.clubId ?? NO_ID };
}
