import { canViewCourt, MESSAGES, type PolicyActor } from '@bandeja/contract';
import { forbidden, notFound } from '../http/errors.ts';

/**
 * Authorization as small pure functions (docs/api.md "Who is who"): a club admin reaches only their
 * club's objects, a court user only their court's matches, a super admin everything. The role lists
 * and the shared policies live once in the contract (packages/contract/src/policy.ts), imported from
 * there by server and web alike, so that the web's routes and buttons follow the same rules. Routes
 * call them through `authorize`, after loading the object (so an unknown id is a 404, another
 * club's a 403).
 */
export interface Actor extends PolicyActor {
  id: number;
}

/** Throws 403 'Access denied' unless `allowed`. */
export function authorize(allowed: boolean): void {
  if (!allowed) throw forbidden();
}

/** A court as loaded, if the caller may view it (its court user, its club's admins): unknown is 404, another's 403. */
export function viewableCourt<C extends { id: number; clubId: number }>(actor: Actor, court: C | null): C {
  if (!court) throw notFound(MESSAGES.courtNotFound);
  authorize(canViewCourt(actor, court));
  return court;
}
