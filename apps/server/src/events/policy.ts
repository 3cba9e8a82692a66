import { canManageClub } from '@bandeja/contract';
import type { Actor } from '../auth/policy.ts';

/**
 * Who organises a club's events (docs/api.md, "Events"): its admins (and super admins), and the
 * court users of the club, who run the evening from a court's tablet.
 */
export function canOrganise(actor: Actor, clubId: number): boolean {
  if (canManageClub(actor, clubId)) return true;
  return actor.role === 'court_user' && actor.clubId === clubId;
}
