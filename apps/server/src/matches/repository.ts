import { and, desc, eq, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { theRow } from '../db/rows.ts';
import { clubs, courts, eventGames, events, matches, scoreSnapshots } from '../db/schema.ts';
import { namesPlayer } from '../players/erasure.ts';

export type MatchRow = typeof matches.$inferSelect;
export type NewMatch = typeof matches.$inferInsert;
export type SnapshotRow = typeof scoreSnapshots.$inferSelect;
export type CourtRef = Pick<
  typeof courts.$inferSelect,
  'id' | 'clubId' | 'name' | 'screenIdentifier' | 'sportType' | 'courtTokenUses'
>;
/**
 * The club's name, its language settings and its logo's version (mails, images and public screens
 * use them).
 */
export type ClubRef = Pick<
  typeof clubs.$inferSelect,
  'id' | 'name' | 'language' | 'timezone' | 'voice' | 'logoUpdatedAt'
>;

/** A match with what its presentation needs: court, club and the latest score snapshot. */
/** The club event a match is a game of, and its round. */
export interface EventRef {
  id: number;
  name: string;
  round: number;
  rounds: number;
}

export interface MatchRecord {
  match: MatchRow;
  court: CourtRef | null;
  club: ClubRef | null;
  snapshot: SnapshotRow | null;
  /** Read with the match (selectMatchRecords); absent where a record is put together by hand. */
  event?: EventRef | null;
}

const courtColumns = {
  id: courts.id,
  clubId: courts.clubId,
  name: courts.name,
  screenIdentifier: courts.screenIdentifier,
  sportType: courts.sportType,
  courtTokenUses: courts.courtTokenUses,
};

export async function findCourt(db: DbOrTx, courtId: number): Promise<CourtRef | null> {
  const [row] = await db.select(courtColumns).from(courts).where(eq(courts.id, courtId)).limit(1);
  return row ?? null;
}

/** Whether the club's new matches run the shot clock by default (docs/broadcast.md). */
export async function clubShotClock(db: DbOrTx, clubId: number): Promise<boolean> {
  const [row] = await db
    .select({ shotClock: clubs.shotClock })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  return row?.shotClock ?? false;
}

export async function insertMatch(db: DbOrTx, values: NewMatch): Promise<MatchRow> {
  return theRow(await db.insert(matches).values(values).returning(), 'insert into matches returned no row');
}

export async function findMatch(db: DbOrTx, id: string): Promise<MatchRow | null> {
  const [row] = await db.select().from(matches).where(eq(matches.id, id)).limit(1);
  return row ?? null;
}

/** Locks the match row until the transaction ends: every change of a match is serialized on it. */
export async function lockMatch(db: DbOrTx, id: string): Promise<MatchRow | null> {
  const [row] = await db.select().from(matches).where(eq(matches.id, id)).limit(1).for('update');
  return row ?? null;
}

/** The court's ongoing match (at most one: a partial unique index), locked when asked. */
export async function findOngoingMatchOfCourt(
  db: DbOrTx,
  courtId: number,
  options: { lock?: boolean } = {},
): Promise<MatchRow | null> {
  const query = db
    .select()
    .from(matches)
    .where(and(eq(matches.courtId, courtId), eq(matches.status, 'ongoing')))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateMatchRow(
  db: DbOrTx,
  id: string,
  values: Partial<Omit<NewMatch, 'id'>>,
): Promise<MatchRow> {
  return theRow(
    await db.update(matches).set(values).where(eq(matches.id, id)).returning(),
    `update of match ${id} found no row`,
  );
}

export async function deleteMatchRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(matches).where(eq(matches.id, id));
}

/**
 * The club event a match is a game of, if any: the events listener's question on every finished
 * match, and why such a match may not be deleted. Here, below the events feature, so matches need
 * not import it.
 */
export async function eventIdOfMatch(db: DbOrTx, matchId: string): Promise<number | null> {
  const [row] = await db
    .select({ eventId: eventGames.eventId })
    .from(eventGames)
    .where(eq(eventGames.matchId, matchId))
    .limit(1);
  return row?.eventId ?? null;
}

export interface MatchFilter {
  id?: string;
  clubId?: number;
  courtId?: number;
  status?: MatchRow['status'];
  /** Case-insensitive part of a team name (the results page's player search). */
  search?: string;
  /** Matches that name this roster player (docs/players.md). */
  playerId?: number;
}

/** Matches with their court, club and snapshot, newest start first (then newest created). */
export async function selectMatchRecords(
  db: DbOrTx,
  filter: MatchFilter,
  limit = 200,
): Promise<MatchRecord[]> {
  const conditions: (SQL | undefined)[] = [
    filter.id === undefined ? undefined : eq(matches.id, filter.id),
    filter.clubId === undefined ? undefined : eq(matches.clubId, filter.clubId),
    filter.courtId === undefined ? undefined : eq(matches.courtId, filter.courtId),
    filter.status === undefined ? undefined : eq(matches.status, filter.status),
    filter.search
      ? sql`(strpos(lower(${matches.team1Name}), ${filter.search.toLowerCase()}) > 0 or strpos(lower(${matches.team2Name}), ${filter.search.toLowerCase()}) > 0)`
      : undefined,
    filter.playerId === undefined ? undefined : namesPlayer(filter.playerId),
  ];
  const rows = await db
    .select({
      match: matches,
      court: courtColumns,
      club: {
        id: clubs.id,
        name: clubs.name,
        language: clubs.language,
        timezone: clubs.timezone,
        voice: clubs.voice,
        logoUpdatedAt: clubs.logoUpdatedAt,
      },
      snapshot: scoreSnapshots,
      event: {
        id: events.id,
        name: events.name,
        round: eventGames.round,
        // The event's number of rounds, from its settings (docs/scoring-rules.md, "Club events").
        rounds: sql<number>`(${events.settings}->>'rounds')::int`,
      },
    })
    .from(matches)
    .leftJoin(courts, eq(courts.id, matches.courtId))
    .leftJoin(clubs, eq(clubs.id, matches.clubId))
    .leftJoin(scoreSnapshots, eq(scoreSnapshots.matchId, matches.id))
    .leftJoin(eventGames, eq(eventGames.matchId, matches.id))
    .leftJoin(events, eq(events.id, eventGames.eventId))
    .where(and(...conditions))
    // A match in warm-up has no start time yet: it sorts by its creation.
    .orderBy(
      sql`coalesce(${matches.startTime}, ${matches.createdAt}) desc`,
      desc(matches.createdAt),
      desc(matches.id),
    )
    .limit(limit);
  // A left join without an event gives its columns as nulls: no event.
  return rows.map(({ event, ...row }) => ({ ...row, event: eventRefOf(event) }));
}

function eventRefOf(
  event: { id: number | null; name: string | null; round: number | null; rounds: number | null } | null,
): EventRef | null {
  if (!event || event.id === null || event.name === null || event.round === null) return null;
  return { id: event.id, name: event.name, round: event.round, rounds: event.rounds ?? event.round };
}

export async function findMatchRecord(db: DbOrTx, id: string): Promise<MatchRecord | null> {
  const [record] = await selectMatchRecords(db, { id }, 1);
  return record ?? null;
}

/** Ongoing matches whose time is up at `nowMs` (elapsed > match_duration, docs/product.md#constants-and-timings). */
export async function expiredOngoingMatchIds(db: DbOrTx, nowMs: number): Promise<string[]> {
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.status, 'ongoing'),
        isNotNull(matches.startTime),
        lt(
          sql`${matches.startTime} + ${matches.matchDuration} * interval '1 second'`,
          sql`to_timestamp(${nowMs / 1000})`,
        ),
      ),
    )
    .limit(500);
  return rows.map((row) => row.id);
}

export const ONE_ONGOING_PER_COURT = 'matches_one_ongoing_per_court_idx';
