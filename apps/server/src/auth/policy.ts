import type { PolicyActor } from '@bandeja/contract';
import { forbidden } from '../http/errors.ts';

/**
 * Authorization as small pure functions (docs/api.md "Who is who"): a club admin reaches only their
 * club's objects, a court user only their court's matches, a super admin everything. The role lists
 * and the shared policies live once in the contract (packages/contract/src/policy.ts), so that the
 * web's routes and buttons follow the same rules. Routes call them through `authorize`, after
 * loading the object (so an unknown id is a 404, another club's a 403).
 */
export interface Actor extends PolicyActor {
  id: number;
}

export {
  ADMIN_ROLES,
  adminClubScope,
  COURT_ROLES,
  canControlMatch,
  canCreateMatchWithoutToken,
  canFilterByClub,
  canManageClub,
  canManageMatch,
  canViewCourt,
  isAdmin,
  isCourtRole,
  isSuperAdmin,
  matchListScope,
  SUPER_ADMIN_ROLES,
} from '@bandeja/contract';

/** Throws 403 'Access denied' unless `allowed`. */
export function authorize(allowed: boolean): void {
  if (!allowed) throw forbidden();
}
