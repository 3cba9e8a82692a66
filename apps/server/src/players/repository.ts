import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { courts, matches, players } from '../db/schema.ts';

export type PlayerRow = typeof players.$inferSelect;
export type PlayerValues = Pick<
  typeof players.$inferInsert,
  'name' | 'email' | 'level' | 'public' | 'mailConsentAt' | 'publicationConsentAt'
>;

/** The longest roster list one call answers. */
const LIST_LIMIT = 200;

export async function findPlayer(db: DbOrTx, id: number): Promise<PlayerRow | null> {
  const [row] = await db.select().from(players).where(eq(players.id, id)).limit(1);
  return row ?? null;
}

export async function findPlayers(db: DbOrTx, ids: readonly number[]): Promise<PlayerRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(players)
    .where(inArray(players.id, [...ids]));
}

export async function insertPlayer(
  db: DbOrTx,
  values: PlayerValues & { clubId: number; createdAt: Date; updatedAt: Date },
): Promise<PlayerRow> {
  const [row] = await db.insert(players).values(values).returning();
  if (!row) throw new Error('player not inserted');
  return row;
}

/**
 * The club's roster player the booking system knows by `ref` (docs/players.md, "Players from
 * bookings"), added when new: the booked name, private, no email, no consents. The unique index
 * on (club, ref) makes two bookings racing with a new ref add one player.
 */
export async function playerOfBookingRef(
  db: DbOrTx,
  { clubId, ref, name }: { clubId: number; ref: string; name: string },
  now: Date,
): Promise<PlayerRow> {
  const [added] = await db
    .insert(players)
    .values({ clubId, bookingRef: ref, name, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [players.clubId, players.bookingRef] })
    .returning();
  if (added) return added;
  const [known] = await db
    .select()
    .from(players)
    .where(and(eq(players.clubId, clubId), eq(players.bookingRef, ref)))
    .limit(1);
  if (!known) throw new Error(`booking ref ${ref} of club ${clubId} vanished`);
  return known;
}

export async function updatePlayer(
  db: DbOrTx,
  id: number,
  values: Partial<PlayerValues> & { bookingRef?: null; erasedAt?: Date; updatedAt: Date },
): Promise<PlayerRow> {
  const [row] = await db.update(players).set(values).where(eq(players.id, id)).returning();
  if (!row) throw new Error(`player ${id} vanished`);
  return row;
}

/** `%` and `_` typed into a search are letters, not patterns. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The club's players not erased, by name; `search` narrows to names (or, with `byEmail`, emails)
 * containing it, case aside.
 */
export async function listPlayers(
  db: DbOrTx,
  filter: { clubId: number; search?: string | undefined; byEmail: boolean },
): Promise<PlayerRow[]> {
  const conditions: (SQL | undefined)[] = [eq(players.clubId, filter.clubId), isNull(players.erasedAt)];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      filter.byEmail
        ? or(ilike(players.name, pattern), ilike(players.email, pattern))
        : ilike(players.name, pattern),
    );
  }
  return db
    .select()
    .from(players)
    .where(and(...conditions))
    .orderBy(asc(players.name), asc(players.id))
    .limit(LIST_LIMIT);
}

/** How many of the court's last matches make its "recent players". */
const RECENT_MATCHES = 30;

/** The roster players of the court's last matches, the most recent first, each once. */
export async function recentPlayerIdsOfCourt(db: DbOrTx, courtId: number): Promise<number[]> {
  const rows = await db
    .select({ players: matches.players })
    .from(matches)
    .where(and(eq(matches.courtId, courtId), isNotNull(matches.players)))
    .orderBy(desc(matches.createdAt))
    .limit(RECENT_MATCHES);
  const ids = rows.flatMap((row) =>
    (row.players as { playerId?: unknown }[]).flatMap((player) =>
      typeof player.playerId === 'number' ? [player.playerId] : [],
    ),
  );
  return [...new Set(ids)];
}

/** The court and its club, as the match form's roster needs it (the court feature sits above this one). */
export async function findCourtOfClub(
  db: DbOrTx,
  courtId: number,
): Promise<{ id: number; clubId: number } | null> {
  const [row] = await db
    .select({ id: courts.id, clubId: courts.clubId })
    .from(courts)
    .where(eq(courts.id, courtId))
    .limit(1);
  return row ?? null;
}
