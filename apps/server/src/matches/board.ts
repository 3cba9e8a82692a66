import type { CourtBoard } from '@bandeja/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { courts, matches, scoreSnapshots } from '../db/schema.ts';
import { liveScoreOf } from './presenter.ts';
import type { MatchRow, SnapshotRow } from './repository.ts';

/**
 * A court's board: the court with its ongoing and latest finished match, as its screens (the court
 * display, the club's wall) show it. Read for their first paint (src/realtime/rooms.ts,
 * src/displays) and published whole after a change the score messages do not carry. It lives with
 * the matches it shows, below every feature that changes a court's matches (matches, events,
 * bookings, courts), so none of them imports the displays.
 */

type CourtRow = typeof courts.$inferSelect;

async function findCourtRow(db: DbOrTx, id: number): Promise<CourtRow | null> {
  const [row] = await db.select().from(courts).where(eq(courts.id, id)).limit(1);
  return row ?? null;
}

async function listClubCourts(db: DbOrTx, clubId: number): Promise<CourtRow[]> {
  return db.select().from(courts).where(eq(courts.clubId, clubId)).orderBy(asc(courts.id));
}

interface BoardMatch {
  match: MatchRow;
  snapshot: SnapshotRow | null;
}

/**
 * The ongoing match and the latest finished match of some courts (at most one of each per court:
 * the one-ongoing-per-court index, and `distinct on`), with their snapshots.
 */
async function boardMatchesOf(
  db: DbOrTx,
  courtIds: readonly number[],
): Promise<{ live: BoardMatch[]; last: BoardMatch[] }> {
  if (courtIds.length === 0) return { live: [], last: [] };
  const ids = [...courtIds];
  const live = await db
    .select({ match: matches, snapshot: scoreSnapshots })
    .from(matches)
    .leftJoin(scoreSnapshots, eq(scoreSnapshots.matchId, matches.id))
    .where(and(inArray(matches.courtId, ids), eq(matches.status, 'ongoing')));
  const last = await db
    .selectDistinctOn([matches.courtId], { match: matches, snapshot: scoreSnapshots })
    .from(matches)
    .leftJoin(scoreSnapshots, eq(scoreSnapshots.matchId, matches.id))
    .where(and(inArray(matches.courtId, ids), eq(matches.status, 'finished')))
    .orderBy(matches.courtId, sql`${matches.endTime} desc nulls last`, desc(matches.createdAt));
  return { live, last };
}

function presentBoard(
  court: CourtRow,
  live: BoardMatch | undefined,
  last: BoardMatch | undefined,
): CourtBoard {
  return {
    court: {
      id: court.id,
      club_id: court.clubId,
      name: court.name,
      screen_identifier: court.screenIdentifier,
      sport_type: court.sportType,
    },
    live: live ? liveScoreOf(live) : null,
    last: last ? liveScoreOf(last) : null,
  };
}

async function boardsOf(db: DbOrTx, courts: readonly CourtRow[]): Promise<CourtBoard[]> {
  const { live, last } = await boardMatchesOf(
    db,
    courts.map((court) => court.id),
  );
  const byCourt = (rows: BoardMatch[]) => new Map(rows.map((row) => [row.match.courtId, row]));
  const liveByCourt = byCourt(live);
  const lastByCourt = byCourt(last);
  return courts.map((court) => presentBoard(court, liveByCourt.get(court.id), lastByCourt.get(court.id)));
}

/** A court's board (its ongoing and latest finished match), or null for an unknown court. */
export async function courtBoardOf(db: DbOrTx, courtId: number): Promise<CourtBoard | null> {
  const court = await findCourtRow(db, courtId);
  if (!court) return null;
  const [board] = await boardsOf(db, [court]);
  return board ?? null;
}

/** Every court of a club, by id. */
export async function clubBoardsOf(db: DbOrTx, clubId: number): Promise<CourtBoard[]> {
  return boardsOf(db, await listClubCourts(db, clubId));
}

/**
 * Tells a court's displays and its club's wall its whole board after a change the score messages do
 * not carry: a match created, moved or deleted, the court renamed. Never throws: the change is
 * committed, and a display that misses it resyncs when it rejoins.
 */
export function publishCourtBoard(ctx: AppContext, courtId: number | null, log?: FastifyBaseLogger): void {
  if (courtId === null) return;
  const work = courtBoardOf(ctx.db, courtId)
    .then((board) => {
      if (board) ctx.live.publish({ event: 'courtBoard', payload: board });
    })
    .catch((error: unknown) => log?.error({ err: error, courtId }, 'court board broadcast failed'));
  ctx.live.track(work);
}
