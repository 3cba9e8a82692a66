import {
  canManageClub,
  FORMER_PLAYER_NAME,
  isCourtRole,
  MESSAGES,
  type Player,
  type PlayerName,
  type playerBodySchema,
} from '@bandeja/contract';
import type { z } from 'zod';
import { type Actor, authorize } from '../auth/policy.ts';
import { loadClub } from '../clubs/service.ts';
import type { AppContext } from '../context.ts';
import { invalid, notFound } from '../http/errors.ts';
import { iso } from '../http/respond.ts';
import {
  eraseEmail,
  eraseFromEventsAndBookings,
  eraseFromMatches,
  eraseFromWebhookBodies,
  forgetShareImages,
} from './erasure.ts';
import {
  findPlayer,
  findPlayers,
  insertPlayer,
  listPlayers,
  type PlayerRow,
  type PlayerValues,
  recentPlayerIdsOfCourt,
  updatePlayer,
} from './repository.ts';

type PlayerBody = z.output<typeof playerBodySchema>;

export function presentPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    club_id: row.clubId,
    name: row.name,
    email: row.email,
    level: row.level,
    public: row.public,
    consents: { mail: iso(row.mailConsentAt), publication: iso(row.publicationConsentAt) },
    booking_ref: row.bookingRef,
    erased_at: iso(row.erasedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/**
 * The row's values from the body. A consent keeps the date it was first given while it stands,
 * and is cleared when withdrawn (docs/privacy.md); publication is the public flag's consent.
 */
function valuesOf(body: PlayerBody, now: Date, current?: PlayerRow): PlayerValues {
  const since = (given: boolean, date: Date | null | undefined) => (given ? (date ?? now) : null);
  return {
    name: body.name,
    email: body.email ?? null,
    level: body.level ?? null,
    public: body.public,
    mailConsentAt: since(body.mail_consent, current?.mailConsentAt),
    publicationConsentAt: since(body.public, current?.publicationConsentAt),
  };
}

/** The player, which the actor must manage (its club's admins): 404 unknown, 403 another club's. */
export async function requireManagedPlayer(ctx: AppContext, actor: Actor, id: number): Promise<PlayerRow> {
  const row = await findPlayer(ctx.db, id);
  if (!row) throw notFound(MESSAGES.playerNotFound);
  authorize(canManageClub(actor, row.clubId));
  return row;
}

export async function createPlayerFor(
  ctx: AppContext,
  actor: Actor,
  clubId: number,
  body: PlayerBody,
): Promise<Player> {
  await loadClub(ctx.db, clubId);
  authorize(canManageClub(actor, clubId));
  const now = new Date(ctx.now());
  return presentPlayer(
    await insertPlayer(ctx.db, { ...valuesOf(body, now), clubId, createdAt: now, updatedAt: now }),
  );
}

/**
 * The roster of a club (docs/players.md): whole players for its admins, names only for its court
 * users (the match form's roster), refused to anyone else.
 */
export async function listPlayersFor(
  ctx: AppContext,
  actor: Actor,
  clubId: number,
  search: string | undefined,
): Promise<Player[] | PlayerName[]> {
  await loadClub(ctx.db, clubId);
  if (canManageClub(actor, clubId)) {
    return (await listPlayers(ctx.db, { clubId, search, byEmail: true })).map(presentPlayer);
  }
  authorize(isCourtRole(actor.role) && actor.clubId === clubId);
  const rows = await listPlayers(ctx.db, { clubId, search, byEmail: false });
  return rows.map((row) => ({ id: row.id, name: row.name }));
}

export async function updatePlayerFor(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: PlayerBody,
): Promise<Player> {
  const current = await requireManagedPlayer(ctx, actor, id);
  if (current.erasedAt) throw notFound(MESSAGES.playerNotFound);
  const now = new Date(ctx.now());
  return presentPlayer(await updatePlayer(ctx.db, id, { ...valuesOf(body, now, current), updatedAt: now }));
}

/**
 * DELETE erases the player (docs/privacy.md): the row stays as 'Former player' without email or
 * consents, so their matches keep their scores under that name. Erasing again answers the same.
 */
export async function erasePlayerFor(ctx: AppContext, actor: Actor, id: number): Promise<Player> {
  const current = await requireManagedPlayer(ctx, actor, id);
  if (current.erasedAt) return presentPlayer(current);
  const now = new Date(ctx.now());
  let renamed: string[] = [];
  const erased = await ctx.db.transaction(async (tx) => {
    renamed = [...(await eraseFromMatches(tx, id)), ...(await eraseFromEventsAndBookings(tx, current))];
    await eraseFromWebhookBodies(tx, current);
    if (current.email) await eraseEmail(tx, ctx.config.dataDir, current.email);
    return updatePlayer(tx, id, {
      name: FORMER_PLAYER_NAME,
      email: null,
      level: null,
      public: false,
      mailConsentAt: null,
      publicationConsentAt: null,
      // The booking system's reference goes too: a later booking with it is a new person to us.
      bookingRef: null,
      erasedAt: now,
      updatedAt: now,
    });
  });
  await forgetShareImages(ctx.config.dataDir, renamed);
  return presentPlayer(erased);
}

/** The roster's names for a court's match form: the court's recent players first, then by name. */
export async function courtRoster(
  ctx: AppContext,
  clubId: number,
  courtId: number,
  search: string | undefined,
): Promise<PlayerName[]> {
  const [rows, recent] = await Promise.all([
    listPlayers(ctx.db, { clubId, search, byEmail: false }),
    recentPlayerIdsOfCourt(ctx.db, courtId),
  ]);
  const rank = (id: number) => {
    const index = recent.indexOf(id);
    return index === -1 ? recent.length : index;
  };
  // A stable sort: players of equal rank (none recent) keep the list's order by name.
  return rows.map((row) => ({ id: row.id, name: row.name })).sort((a, b) => rank(a.id) - rank(b.id));
}

/** 'New here? Add me' (docs/players.md): a private roster player with a name and nothing else. */
export async function addPlayerAtCourt(ctx: AppContext, clubId: number, name: string): Promise<PlayerName> {
  const now = new Date(ctx.now());
  const row = await insertPlayer(ctx.db, {
    name,
    email: null,
    level: null,
    public: false,
    mailConsentAt: null,
    publicationConsentAt: null,
    clubId,
    createdAt: now,
    updatedAt: now,
  });
  return { id: row.id, name: row.name };
}

/**
 * The roster names of the players a match names by id (docs/players.md): each must be a player of
 * the court's club, not erased; `field` names the body field of a refused id (400).
 */
export async function rosterNames(
  ctx: AppContext,
  clubId: number,
  named: readonly { playerId: number; field: string }[],
): Promise<Map<number, string>> {
  const rows = await findPlayers(
    ctx.db,
    named.map((entry) => entry.playerId),
  );
  const names = new Map(
    rows.filter((row) => row.clubId === clubId && row.erasedAt === null).map((row) => [row.id, row.name]),
  );
  const refused = named.find((entry) => !names.has(entry.playerId));
  if (refused) throw invalid(MESSAGES.playerNotInClub, refused.field);
  return names;
}
