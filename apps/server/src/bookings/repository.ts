import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { bookings } from '../db/schema.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingValues = Pick<
  typeof bookings.$inferInsert,
  'courtId' | 'startsAt' | 'slotMinutes' | 'matchType' | 'players'
>;

/** The booking's slot ends after `now`. */
function endsAfter(now: Date): SQL {
  return sql`${bookings.startsAt} + make_interval(mins => ${bookings.slotMinutes}) > ${now.toISOString()}::timestamptz`;
}

export async function findBookingByRef(
  db: DbOrTx,
  clubId: number,
  externalRef: string,
  lock = false,
): Promise<BookingRow | null> {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.clubId, clubId), eq(bookings.externalRef, externalRef)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findBooking(db: DbOrTx, id: number): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row ?? null;
}

/**
 * Inserts the booking, or does nothing when the club already has one with this reference (a
 * creation racing another with the same reference): null then, and the caller updates instead.
 */
export async function insertBooking(
  db: DbOrTx,
  values: BookingValues & { clubId: number; externalRef: string; createdAt: Date; updatedAt: Date },
): Promise<BookingRow | null> {
  const [row] = await db
    .insert(bookings)
    .values(values)
    .onConflictDoNothing({ target: [bookings.clubId, bookings.externalRef] })
    .returning();
  return row ?? null;
}

export async function updateBooking(
  db: DbOrTx,
  id: number,
  values: Partial<BookingValues> & {
    status?: BookingRow['status'];
    matchId?: string | null;
    updatedAt: Date;
  },
): Promise<BookingRow> {
  const [row] = await db.update(bookings).set(values).where(eq(bookings.id, id)).returning();
  if (!row) throw new Error(`booking ${id} vanished`);
  return row;
}

/** Moves a booking from `from` to `to` only if it is still in `from` (one tap of several wins). */
export async function claimBooking(
  db: DbOrTx,
  id: number,
  from: BookingRow['status'],
  to: BookingRow['status'],
  now: Date,
): Promise<BookingRow | null> {
  const [row] = await db
    .update(bookings)
    .set({ status: to, updatedAt: now })
    .where(and(eq(bookings.id, id), eq(bookings.status, from)))
    .returning();
  return row ?? null;
}

/** A club's bookings soonest first: those not over yet and not cancelled, unless `all`. */
export async function listBookings(
  db: DbOrTx,
  filter: { clubId: number; courtId?: number; all: boolean; now: Date },
  limit = 500,
): Promise<BookingRow[]> {
  const conditions = [eq(bookings.clubId, filter.clubId)];
  if (filter.courtId !== undefined) conditions.push(eq(bookings.courtId, filter.courtId));
  if (!filter.all) {
    conditions.push(ne(bookings.status, 'cancelled'));
    conditions.push(endsAfter(filter.now));
  }
  return db
    .select()
    .from(bookings)
    .where(and(...conditions))
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(limit);
}

/** The court's next booking still to be started whose slot has not ended. */
export async function nextBookingOfCourt(db: DbOrTx, courtId: number, now: Date): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.courtId, courtId), eq(bookings.status, 'booked'), endsAfter(now)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(1);
  return row ?? null;
}
