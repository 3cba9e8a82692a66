import type { Role } from '@bandeja/contract';
import { isSuperAdmin } from '@bandeja/contract';
import type { Actor } from '../auth/policy.ts';

/** Where a user account sits: its role and, for club roles, its club and court. */
export interface UserScope {
  role: Role;
  clubId: number | null;
  courtId: number | null;
}

/**
 * Read, change or delete an account: a super admin any; a club admin the club admins and court users
 * of their own club, never a super admin.
 */
export function canManageUser(actor: Actor, target: { role: Role; clubId: number | null }): boolean {
  return reachesAccount(actor, target);
}

/** A super admin reaches any account; a club admin the club roles of their own club only. */
function reachesAccount(actor: Actor, account: { role: Role; clubId: number | null }): boolean {
  if (isSuperAdmin(actor)) return true;
  return (
    actor.role === 'club_admin' &&
    actor.clubId !== null &&
    account.role !== 'super_admin' &&
    account.clubId === actor.clubId
  );
}

/**
 * Give an account this scope (on creation or change): a super admin any; a club admin only club
 * roles of their own club, so they can neither create super admins nor staff another club.
 */
export function canGrantScope(actor: Actor, scope: UserScope): boolean {
  return reachesAccount(actor, scope);
}

/** Nobody changes their own role: a club admin cannot escalate, the last super admin cannot demote. */
export function canChangeRole(actor: Actor, target: { id: number; role: Role }, nextRole: Role): boolean {
  return target.role === nextRole || actor.id !== target.id;
}
