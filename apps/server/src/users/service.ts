import {
  type AssignCourtBody,
  adminClubScope,
  canManageClub,
  isSuperAdmin,
  MESSAGES,
  type Role,
  type User,
  type userCreateBodySchema,
  type userListQuerySchema,
  type userUpdateBodySchema,
} from '@bandeja/contract';
import type { z } from 'zod';
import { hashPassword } from '../auth/password.ts';
import { type Actor, authorize } from '../auth/policy.ts';
import {
  deleteUser,
  findUserById,
  findUserByUsername,
  insertUser,
  listUsers,
  type NewUser,
  presentUser,
  type UserRow,
  updateUser,
  usernameTakenMessage,
} from '../auth/user-repository.ts';
import { findClubById } from '../clubs/repository.ts';
import { loadManagedClub } from '../clubs/service.ts';
import type { AppContext } from '../context.ts';
import { findCourtById } from '../courts/repository.ts';
import type { DbOrTx } from '../db/client.ts';
import { uniqueViolationConstraint } from '../db/errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { canChangeRole, canGrantScope, canManageUser, type UserScope } from './policy.ts';

/**
 * Completes and checks where an account sits. A super admin belongs to no club; a club admin to a
 * club; a court user to a club and usually a court, whose club it then takes. A club admin who names
 * no club means their own.
 */
async function resolveScope(
  db: DbOrTx,
  actor: Actor,
  role: Role,
  clubId: number | null,
  courtId: number | null,
): Promise<UserScope> {
  if (role === 'super_admin') return { role, clubId: null, courtId: null };
  // A club the caller does not manage is not theirs to grant (403), whatever the court says.
  if (clubId !== null) authorize(canManageClub(actor, clubId));
  const defaultClub = actor.role === 'club_admin' ? actor.clubId : null;
  if (role === 'club_admin') {
    const club = clubId ?? defaultClub;
    if (club === null) throw badRequest(MESSAGES.clubRequiredForClubAdmin);
    if (!(await findClubById(db, club))) throw badRequest(MESSAGES.selectedClubMissing);
    return { role, clubId: club, courtId: null };
  }
  if (courtId !== null) {
    const court = await findCourtById(db, courtId);
    if (!court) throw badRequest(MESSAGES.selectedCourtMissing);
    if (clubId !== null && clubId !== court.clubId) {
      throw badRequest(MESSAGES.courtNotInClub);
    }
    return { role, clubId: court.clubId, courtId };
  }
  const club = clubId ?? defaultClub;
  if (club === null) throw badRequest(MESSAGES.clubRequiredForCourtUser);
  if (!(await findClubById(db, club))) throw badRequest(MESSAGES.selectedClubMissing);
  return { role, clubId: club, courtId: null };
}

/** An account the caller manages (docs/api.md "Who is who"): unknown is 404, beyond their rights 403. */
export async function loadManagedUser(ctx: AppContext, actor: Actor, id: number): Promise<UserRow> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw notFound(MESSAGES.userNotFound);
  authorize(canManageUser(actor, user));
  return user;
}

async function ensureUsernameFree(db: DbOrTx, username: string, exceptId: number | null): Promise<void> {
  const existing = await findUserByUsername(db, username);
  if (existing && existing.id !== exceptId) throw conflict(usernameTakenMessage(username));
}

/** Runs a write that may hit the username index under a race, answering 409 then too. */
async function withUsername<T>(username: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationConstraint(error) !== null) throw conflict(usernameTakenMessage(username));
    throw error;
  }
}

/** GET /users: every account for a super admin; a club admin's own club's accounts. */
export async function listUsersFor(
  ctx: AppContext,
  actor: Actor,
  query: z.output<typeof userListQuerySchema>,
): Promise<User[]> {
  if (adminClubScope(actor) === undefined) throw forbidden();
  // A named club must exist (404) and be the caller's to manage (403), as for the other lists.
  if (query.clubId !== undefined) {
    await loadManagedClub(ctx.db, actor, query.clubId);
  }
  if (isSuperAdmin(actor)) {
    return (await listUsers(ctx.db, { clubId: query.clubId, role: query.role })).map(presentUser);
  }
  const rows = await listUsers(ctx.db, { clubId: actor.clubId ?? undefined, role: query.role });
  return rows.filter((row) => canManageUser(actor, row)).map(presentUser);
}

export async function getUserFor(ctx: AppContext, actor: Actor, id: number): Promise<User> {
  const user = await loadManagedUser(ctx, actor, id);
  return presentUser(user);
}

export async function createUserFor(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof userCreateBodySchema>,
): Promise<User> {
  const scope = await resolveScope(ctx.db, actor, body.role, body.clubId ?? null, body.courtId ?? null);
  authorize(canGrantScope(actor, scope));
  await ensureUsernameFree(ctx.db, body.username, null);
  const passwordHash = await hashPassword(body.password);
  const row = await withUsername(body.username, () =>
    insertUser(ctx.db, {
      name: body.name,
      email: body.email || null,
      username: body.username,
      passwordHash,
      ...scope,
    }),
  );
  return presentUser(row);
}

/** PUT /users/{id}: any field, a new password included, within the caller's rights. */
export async function updateUserFor(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: z.output<typeof userUpdateBodySchema>,
): Promise<User> {
  const target = await loadManagedUser(ctx, actor, id);
  const role = body.role ?? target.role;
  if (!canChangeRole(actor, target, role)) throw forbidden(MESSAGES.ownRoleLocked);
  // Moving a court user to another court, or changing the role, re-derives the club.
  const courtId = body.courtId !== undefined ? body.courtId : target.courtId;
  const clubId =
    body.clubId !== undefined
      ? body.clubId
      : body.courtId !== undefined && courtId !== null
        ? null
        : target.clubId;
  const scope = await resolveScope(ctx.db, actor, role, clubId, role === 'court_user' ? courtId : null);
  authorize(canGrantScope(actor, scope));
  if (body.username !== undefined) await ensureUsernameFree(ctx.db, body.username, id);

  const values: Partial<NewUser> = { ...scope };
  if (body.name !== undefined) values.name = body.name;
  if (body.email !== undefined) values.email = body.email || null;
  if (body.username !== undefined) values.username = body.username;
  if (body.password !== undefined) values.passwordHash = await hashPassword(body.password);
  // A new password signs the account out everywhere: its tokens carry the old version.
  const row = await withUsername(body.username ?? target.username, () =>
    updateUser(ctx.db, id, values, { revokeTokens: body.password !== undefined }),
  );
  if (!row) throw notFound(MESSAGES.userNotFound);
  return presentUser(row);
}

export async function deleteUserFor(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const target = await loadManagedUser(ctx, actor, id);
  if (target.id === actor.id) throw forbidden(MESSAGES.ownAccountUndeletable);
  await deleteUser(ctx.db, id);
}

/** POST /users/{id}/assign-court: puts a court user on a court (of a club the caller manages). */
export async function assignCourtFor(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: AssignCourtBody,
): Promise<User> {
  const target = await loadManagedUser(ctx, actor, id);
  if (target.role !== 'court_user') throw badRequest(MESSAGES.onlyCourtUserAssigned);
  let clubId = target.clubId;
  if (body.courtId !== null) {
    const court = await findCourtById(ctx.db, body.courtId);
    if (!court) throw badRequest(MESSAGES.selectedCourtMissing);
    authorize(canManageClub(actor, court.clubId));
    clubId = court.clubId;
  }
  const row = await updateUser(ctx.db, id, { courtId: body.courtId, clubId });
  if (!row) throw notFound(MESSAGES.userNotFound);
  return presentUser(row);
}
