import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { clubSponsorLogos, displays, sponsorAirtime } from '../db/schema.ts';

export type NewAirtime = typeof sponsorAirtime.$inferInsert;

/** Stores the heartbeats not stored before (by TV and heartbeat id); answers how many were new. */
export async function insertAirtime(db: DbOrTx, rows: readonly NewAirtime[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(sponsorAirtime)
    .values([...rows])
    .onConflictDoNothing({ target: [sponsorAirtime.displayId, sponsorAirtime.beatId] })
    .returning({ id: sponsorAirtime.id });
  return inserted.length;
}

/** Which of these sponsor ids are logos of the club. */
export async function sponsorIdsOfClub(
  db: DbOrTx,
  clubId: number,
  sponsorIds: readonly number[],
): Promise<Set<number>> {
  const rows = await db
    .select({ id: clubSponsorLogos.id })
    .from(clubSponsorLogos)
    .where(and(eq(clubSponsorLogos.clubId, clubId), inArray(clubSponsorLogos.id, [...sponsorIds])));
  return new Set(rows.map((row) => row.id));
}

export interface AirtimeTotal {
  sponsorId: number;
  displayId: number;
  displayName: string;
  day: string;
  durationMs: number;
  impressions: number;
}

/**
 * The club's airtime from day `from` to day `to` (both included), summed per sponsor, TV and day,
 * the days counted in the time zone `timeZone`.
 */
export async function sumAirtime(
  db: DbOrTx,
  clubId: number,
  period: { from: string; to: string; timeZone: string },
): Promise<AirtimeTotal[]> {
  const { from, to, timeZone } = period;
  const day = sql<string>`to_char(timezone(${timeZone}, ${sponsorAirtime.shownAt}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      sponsorId: sponsorAirtime.sponsorId,
      displayId: sponsorAirtime.displayId,
      displayName: sql<string>`coalesce(max(${displays.name}), '')`,
      day,
      durationMs: sql<string>`sum(${sponsorAirtime.durationMs})`,
      impressions: sql<string>`count(*) filter (where ${sponsorAirtime.impression})`,
    })
    .from(sponsorAirtime)
    .leftJoin(displays, eq(displays.id, sponsorAirtime.displayId))
    .where(
      and(
        eq(sponsorAirtime.clubId, clubId),
        sql`${sponsorAirtime.shownAt} >= timezone(${timeZone}, ${from}::timestamp)`,
        sql`${sponsorAirtime.shownAt} < timezone(${timeZone}, ${to}::timestamp + interval '1 day')`,
      ),
    )
    // By position: the day's expression carries the zone as a parameter, which PostgreSQL would not
    // match with the same expression written again in GROUP BY.
    .groupBy(sql`1, 2, 4`)
    .orderBy(sql`4, 1, 2`);
  return rows.map((row) => ({
    ...row,
    durationMs: Number(row.durationMs),
    impressions: Number(row.impressions),
  }));
}
