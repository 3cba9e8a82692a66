import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { theRow } from '../db/rows.ts';
import { clubs, courts, matches, users } from '../db/schema.ts';

export type CourtRow = typeof courts.$inferSelect;
export type NewCourt = Pick<typeof courts.$inferInsert, 'clubId' | 'name' | 'sportType' | 'screenIdentifier'>;

export async function insertCourt(db: DbOrTx, values: NewCourt): Promise<CourtRow> {
  return theRow(await db.insert(courts).values(values).returning(), 'insert into courts returned no row');
}

export async function findCourtById(db: DbOrTx, id: number): Promise<CourtRow | null> {
  const [row] = await db.select().from(courts).where(eq(courts.id, id)).limit(1);
  return row ?? null;
}

/** A court with its club's name (the admin list's Club column). */
export interface CourtWithClub {
  court: CourtRow;
  club: { id: number; name: string } | null;
}

/** Courts in id order, of one club or of all. */
export async function listCourtsWithClub(db: DbOrTx, clubId?: number): Promise<CourtWithClub[]> {
  const rows = await db
    .select({ court: courts, clubName: clubs.name })
    .from(courts)
    .leftJoin(clubs, eq(clubs.id, courts.clubId))
    .where(clubId === undefined ? undefined : eq(courts.clubId, clubId))
    .orderBy(asc(courts.id));
  return rows.map(({ court, clubName }) => ({
    court,
    club: clubName === null ? null : { id: court.clubId, name: clubName },
  }));
}

export async function findCourtWithClub(db: DbOrTx, id: number): Promise<CourtWithClub | null> {
  const [row] = await db
    .select({ court: courts, clubName: clubs.name })
    .from(courts)
    .leftJoin(clubs, eq(clubs.id, courts.clubId))
    .where(eq(courts.id, id))
    .limit(1);
  if (!row) return null;
  return {
    court: row.court,
    club: row.clubName === null ? null : { id: row.court.clubId, name: row.clubName },
  };
}

export async function updateCourt(
  db: DbOrTx,
  id: number,
  values: Partial<NewCourt>,
): Promise<CourtRow | null> {
  const [row] = await db
    .update(courts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courts.id, id))
    .returning();
  return row ?? null;
}

/** Moves the court users of a court along with it to another club. */
export async function moveCourtUsers(db: DbOrTx, courtId: number, clubId: number): Promise<void> {
  await db
    .update(users)
    .set({ clubId, updatedAt: new Date() })
    .where(and(eq(users.courtId, courtId), eq(users.role, 'court_user')));
}

/** A match's club follows its court: moves the court's matches to `clubId`; their ids. */
export async function moveCourtMatches(
  db: DbOrTx,
  courtId: number,
  clubId: number,
  at: Date,
): Promise<string[]> {
  const moved = await db
    .update(matches)
    .set({ clubId, updatedAt: at })
    .where(eq(matches.courtId, courtId))
    .returning({ id: matches.id });
  return moved.map((row) => row.id);
}

/**
 * Deletes a court and the court users made for it (an account of a court that no longer exists
 * would sign in to nothing). Its buttons go with it (cascade); its matches stay, without a court.
 */
export async function deleteCourtWithUsers(db: DbOrTx, id: number): Promise<void> {
  await db.delete(users).where(and(eq(users.courtId, id), eq(users.role, 'court_user')));
  await db.delete(courts).where(eq(courts.id, id));
}

export async function hasOngoingMatch(db: DbOrTx, courtId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.courtId, courtId), eq(matches.status, 'ongoing')))
    .limit(1);
  return row !== undefined;
}

export async function countCourts(db: DbOrTx, clubId: number | null): Promise<number> {
  return db.$count(courts, clubId === null ? undefined : eq(courts.clubId, clubId));
}

/** Stores a court's learned keys (null: back to the defaults); false when the court is gone. */
export async function updateCourtKeyMap(
  db: DbOrTx,
  id: number,
  keyMap: CourtRow['keyMap'],
): Promise<boolean> {
  const rows = await db
    .update(courts)
    .set({ keyMap, updatedAt: new Date() })
    .where(eq(courts.id, id))
    .returning({ id: courts.id });
  return rows.length > 0;
}
