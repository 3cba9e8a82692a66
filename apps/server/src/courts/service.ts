import type { Court, courtCreateBodySchema, courtUpdateBodySchema, PublicCourt } from '@bandeja/contract';
import { adminClubScope, canManageClub, canViewCourt, isSuperAdmin, MESSAGES } from '@bandeja/contract';
import type { z } from 'zod';
import { hashPassword } from '../auth/password.ts';
import { type Actor, authorize } from '../auth/policy.ts';
import {
  findUserByUsername,
  insertUser,
  listCourtUsers,
  type UserRow,
  usernameTakenMessage,
} from '../auth/user-repository.ts';
import { findClubById } from '../clubs/repository.ts';
import { loadManagedClub } from '../clubs/service.ts';
import type { AppContext } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { uniqueViolationConstraint } from '../db/errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { iso } from '../http/respond.ts';
import {
  type CourtWithClub,
  deleteCourtWithUsers,
  findCourtWithClub,
  hasOngoingMatch,
  insertCourt,
  listCourtsWithClub,
  moveCourtMatches,
  moveCourtUsers,
  updateCourt,
} from './repository.ts';

/** GET /scores/share/court/{courtId}: the public face of one court, with its club (the results page). */
export async function publicCourtOf(ctx: AppContext, courtId: number): Promise<PublicCourt> {
  const court = await findCourtWithClub(ctx.db, courtId);
  if (!court) throw notFound(MESSAGES.courtNotFound);
  return presentPublicCourt(court);
}

export function presentPublicCourt({ court, club }: CourtWithClub): PublicCourt {
  return {
    id: court.id,
    name: court.name,
    club_id: court.clubId,
    sport_type: court.sportType,
    screen_identifier: court.screenIdentifier,
    created_at: iso(court.createdAt),
    club,
  };
}

export function presentCourt(item: CourtWithClub, courtUser: UserRow | null): Court {
  return {
    ...presentPublicCourt(item),
    court_user: courtUser
      ? { id: courtUser.id, name: courtUser.name, email: courtUser.email, username: courtUser.username }
      : null,
  };
}

async function presentCourts(db: DbOrTx, items: CourtWithClub[]): Promise<Court[]> {
  const courtUsers = await listCourtUsers(
    db,
    items.map((item) => item.court.id),
  );
  const firstUser = new Map<number, UserRow>();
  for (const user of courtUsers) {
    if (user.courtId !== null && !firstUser.has(user.courtId)) firstUser.set(user.courtId, user);
  }
  return items.map((item) => presentCourt(item, firstUser.get(item.court.id) ?? null));
}

async function loadCourt(db: DbOrTx, id: number): Promise<CourtWithClub> {
  const item = await findCourtWithClub(db, id);
  if (!item) throw notFound(MESSAGES.courtNotFound);
  return item;
}

async function requireClub(db: DbOrTx, clubId: number, missing: () => Error): Promise<void> {
  if (!(await findClubById(db, clubId))) throw missing();
}

/**
 * GET /courts: a super admin sees every club's (or one's), a club admin only their own. A named
 * club must exist (404) and be one the caller manages (403).
 */
export async function listCourtsFor(ctx: AppContext, actor: Actor, clubId: number | undefined) {
  const scope = adminClubScope(actor);
  if (scope === undefined) throw forbidden();
  const ownClub = scope ?? undefined;
  if (clubId !== undefined) {
    await loadManagedClub(ctx.db, actor, clubId);
  }
  return presentCourts(ctx.db, await listCourtsWithClub(ctx.db, clubId ?? ownClub));
}

/** GET /courts/club/{id}. */
export async function listClubCourtsFor(ctx: AppContext, actor: Actor, clubId: number) {
  await loadManagedClub(ctx.db, actor, clubId);
  return presentCourts(ctx.db, await listCourtsWithClub(ctx.db, clubId));
}

/** GET /courts/{clubId}/club-courts: public (court chips of the results page), sorted by id. */
export async function listPublicClubCourts(ctx: AppContext, clubId: number): Promise<PublicCourt[]> {
  await requireClub(ctx.db, clubId, () => notFound(MESSAGES.clubNotFound));
  return (await listCourtsWithClub(ctx.db, clubId)).map(presentPublicCourt);
}

export async function getCourtFor(ctx: AppContext, actor: Actor, id: number): Promise<Court> {
  const item = await loadCourt(ctx.db, id);
  authorize(canViewCourt(actor, { id: item.court.id, clubId: item.court.clubId }));
  const [court] = await presentCourts(ctx.db, [item]);
  if (!court) throw notFound(MESSAGES.courtNotFound);
  return court;
}

/**
 * A super admin names the club; a club admin's club is their own (naming another is refused).
 */
function clubForNewCourt(actor: Actor, requested: number | undefined): number {
  if (isSuperAdmin(actor)) {
    if (requested === undefined) throw badRequest(MESSAGES.clubRequired);
    return requested;
  }
  const ownClub = adminClubScope(actor);
  if (ownClub === undefined || ownClub === null) throw forbidden();
  authorize(requested === undefined || requested === ownClub);
  return ownClub;
}

/** POST /courts: the court and its court user, in one transaction. */
export async function createCourtFor(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof courtCreateBodySchema>,
): Promise<Court> {
  const clubId = clubForNewCourt(actor, body.club_id);
  await requireClub(ctx.db, clubId, () => badRequest(MESSAGES.selectedClubMissing));
  const account = body.court_user;
  if (await findUserByUsername(ctx.db, account.username)) {
    throw conflict(usernameTakenMessage(account.username));
  }
  const passwordHash = await hashPassword(account.password);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const court = await insertCourt(tx, {
        clubId,
        name: body.name,
        sportType: body.sport_type,
        screenIdentifier: body.screen_identifier || body.name,
      });
      await insertUser(tx, {
        name: account.name,
        email: account.email || null,
        username: account.username,
        passwordHash,
        role: 'court_user',
        clubId,
        courtId: court.id,
      });
      return court.id;
    });
    return getCourtFor(ctx, actor, id);
  } catch (error) {
    if (uniqueViolationConstraint(error) !== null) throw conflict(usernameTakenMessage(account.username));
    throw error;
  }
}

/** PUT /courts/{id}: name, club (super admin only) and sport type; the court user is locked. */
export async function updateCourtFor(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: z.output<typeof courtUpdateBodySchema>,
): Promise<Court> {
  const { court } = await loadCourt(ctx.db, id);
  authorize(canManageClub(actor, court.clubId));
  if (body.court_user !== undefined) throw badRequest(MESSAGES.courtUserLocked);
  const newClubId = body.club_id !== undefined && body.club_id !== court.clubId ? body.club_id : null;
  if (newClubId !== null) {
    authorize(isSuperAdmin(actor));
    await requireClub(ctx.db, newClubId, () => badRequest(MESSAGES.selectedClubMissing));
  }
  // A screen identifier that was the court's name follows a rename, unless one is given.
  const followsName = court.screenIdentifier === court.name && body.name !== undefined;
  const screenIdentifier = body.screen_identifier ?? (followsName ? body.name : undefined);
  // A moved match's revision changes (a trigger): the score writer reloads it before its next write.
  await ctx.db.transaction(async (tx) => {
    await updateCourt(tx, id, {
      name: body.name,
      sportType: body.sport_type,
      screenIdentifier,
      clubId: newClubId ?? undefined,
    });
    if (newClubId === null) return;
    await moveCourtUsers(tx, id, newClubId);
    // A match's club follows its court: its rights go to the new club's admins.
    await moveCourtMatches(tx, id, newClubId, new Date(ctx.now()));
  });
  return getCourtFor(ctx, actor, id);
}

/** DELETE /courts/{id}: refused while a match is being played on it. */
export async function deleteCourtFor(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const { court } = await loadCourt(ctx.db, id);
  authorize(canManageClub(actor, court.clubId));
  if (await hasOngoingMatch(ctx.db, id)) throw conflict(MESSAGES.courtHasOngoingMatch);
  await ctx.db.transaction((tx) => deleteCourtWithUsers(tx, id));
}
