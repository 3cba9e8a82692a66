import { canManageClub, isSuperAdmin } from '@bandeja/contract';
import type { Actor } from '../auth/policy.ts';

/**
 * Who may point a TV where (docs/displays.md), as pure functions called through `authorize`: a
 * club's admins pair its TVs to any of its courts or to its wall; a court user to its own court or
 * to its court's club wall; super admins anywhere.
 */
export type ResolvedTarget =
  | { kind: 'court'; courtId: number; clubId: number }
  | { kind: 'club'; clubId: number };

/**
 * Pair a TV to `target`. `ownCourt` is the court user's court (with its club), null for others:
 * a court user's club is its court's.
 */
export function canPairDisplay(
  actor: Actor,
  target: ResolvedTarget,
  ownCourt: { id: number; clubId: number } | null,
): boolean {
  if (canManageClub(actor, target.clubId)) return true;
  if (actor.role !== 'court_user' || ownCourt === null || ownCourt.id !== actor.courtId) return false;
  return target.kind === 'court' ? target.courtId === ownCourt.id : target.clubId === ownCourt.clubId;
}

/** List, rename, re-point and revoke a paired TV: admins of its club. */
export function canManageDisplay(actor: Actor, display: { clubId: number | null }): boolean {
  if (isSuperAdmin(actor)) return true;
  return display.clubId !== null && canManageClub(actor, display.clubId);
}
