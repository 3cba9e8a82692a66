import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { theRow } from '../db/rows.ts';
import { clubs, courts, eventGames, eventRounds, events, matches, scoreSnapshots } from '../db/schema.ts';

export type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type EventRoundRow = typeof eventRounds.$inferSelect;
export type EventGameRow = typeof eventGames.$inferSelect;

export async function insertEvent(db: DbOrTx, values: NewEvent): Promise<EventRow> {
  return theRow(await db.insert(events).values(values).returning(), 'insert into events returned no row');
}

export async function findEvent(
  db: DbOrTx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<EventRow | null> {
  const query = db.select().from(events).where(eq(events.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listClubEvents(db: DbOrTx, clubId: number): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(eq(events.clubId, clubId))
    .orderBy(desc(events.createdAt), desc(events.id));
}

export async function updateEvent(
  db: DbOrTx,
  id: number,
  values: Partial<Omit<NewEvent, 'id'>>,
): Promise<EventRow> {
  return theRow(
    await db.update(events).set(values).where(eq(events.id, id)).returning(),
    `update of event ${id} found no row`,
  );
}

export async function listRounds(db: DbOrTx, eventId: number): Promise<EventRoundRow[]> {
  return db
    .select()
    .from(eventRounds)
    .where(eq(eventRounds.eventId, eventId))
    .orderBy(asc(eventRounds.number));
}

export async function insertRound(db: DbOrTx, values: typeof eventRounds.$inferInsert): Promise<void> {
  await db.insert(eventRounds).values(values);
}

export async function finishRound(db: DbOrTx, eventId: number, number: number, at: Date): Promise<void> {
  await db
    .update(eventRounds)
    .set({ finishedAt: at })
    .where(and(eq(eventRounds.eventId, eventId), eq(eventRounds.number, number)));
}

export async function listGames(db: DbOrTx, eventId: number): Promise<EventGameRow[]> {
  return db
    .select()
    .from(eventGames)
    .where(eq(eventGames.eventId, eventId))
    .orderBy(asc(eventGames.round), asc(eventGames.courtIndex));
}

export async function insertGame(db: DbOrTx, values: typeof eventGames.$inferInsert): Promise<void> {
  await db.insert(eventGames).values(values);
}

export async function updateGame(
  db: DbOrTx,
  game: Pick<EventGameRow, 'eventId' | 'round' | 'courtIndex'>,
  values: Partial<Pick<EventGameRow, 'team1Points' | 'team2Points' | 'corrected' | 'finishedAt'>>,
): Promise<void> {
  await db
    .update(eventGames)
    .set(values)
    .where(
      and(
        eq(eventGames.eventId, game.eventId),
        eq(eventGames.round, game.round),
        eq(eventGames.courtIndex, game.courtIndex),
      ),
    );
}

/**
 * Of `matchIds`, the games of a finished event: an undo may no longer reopen them (the score
 * writer's `closedMatches`; docs/api.md, "Events").
 */
export async function finishedEventGames(db: DbOrTx, matchIds: readonly string[]): Promise<Set<string>> {
  if (matchIds.length === 0) return new Set();
  const rows = await db
    .select({ matchId: eventGames.matchId })
    .from(eventGames)
    .innerJoin(events, eq(events.id, eventGames.eventId))
    .where(and(inArray(eventGames.matchId, [...matchIds]), eq(events.status, 'finished')));
  return new Set(rows.flatMap((row) => (row.matchId === null ? [] : [row.matchId])));
}

/**
 * Locks the matches and moves their revision (an empty update: the trigger of migration 0003), so
 * that a score batch folded before the lock fails its compare-and-set and folds again, seeing what
 * this transaction committed. Answers each match's status as it is now.
 */
export async function touchMatches(
  db: DbOrTx,
  matchIds: readonly string[],
): Promise<{ id: string; status: string }[]> {
  if (matchIds.length === 0) return [];
  return db
    .update(matches)
    .set({ updatedAt: sql`${matches.updatedAt}` })
    .where(inArray(matches.id, [...matchIds]))
    .returning({ id: matches.id, status: matches.status });
}

/** The matches of an event's games with their stored score view. */
export async function gameMatches(
  db: DbOrTx,
  matchIds: readonly string[],
): Promise<{ id: string; status: string; view: unknown }[]> {
  if (matchIds.length === 0) return [];
  return db
    .select({ id: matches.id, status: matches.status, view: scoreSnapshots.view })
    .from(matches)
    .leftJoin(scoreSnapshots, eq(scoreSnapshots.matchId, matches.id))
    .where(inArray(matches.id, [...matchIds]));
}

export async function courtsByIds(
  db: DbOrTx,
  ids: readonly number[],
): Promise<{ id: number; clubId: number; name: string; sportType: 'PADEL' | 'TENNIS' }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: courts.id, clubId: courts.clubId, name: courts.name, sportType: courts.sportType })
    .from(courts)
    .where(inArray(courts.id, [...ids]));
}

/** The event's club as its display needs it: the name, and the language its TV speaks (docs/i18n.md). */
export async function clubOfEvent(
  db: DbOrTx,
  clubId: number,
): Promise<{ name: string; language: string | null } | null> {
  const [row] = await db
    .select({ name: clubs.name, language: clubs.language })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  return row ?? null;
}

/** The club's running events (a finished match on one of their courts may free a held round). */
export async function runningEventsOfClub(db: DbOrTx, clubId: number): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.clubId, clubId), eq(events.status, 'running')));
}
