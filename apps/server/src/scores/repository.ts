import type { MatchEvent, ScoreView } from '@bandeja/scoring';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { matchEvents, scoreSnapshots } from '../db/schema.ts';
import type { SnapshotRow } from '../matches/repository.ts';
import { eventFromColumns, type StoredMatchState } from './state-codec.ts';

export async function findSnapshot(db: DbOrTx, matchId: string): Promise<SnapshotRow | null> {
  const [row] = await db.select().from(scoreSnapshots).where(eq(scoreSnapshots.matchId, matchId)).limit(1);
  return row ?? null;
}

export async function saveSnapshot(
  db: DbOrTx,
  values: { matchId: string; version: number; state: StoredMatchState; view: ScoreView; updatedAt: Date },
): Promise<SnapshotRow> {
  const [row] = await db
    .insert(scoreSnapshots)
    .values(values)
    .onConflictDoUpdate({
      target: scoreSnapshots.matchId,
      set: { version: values.version, state: values.state, view: values.view, updatedAt: values.updatedAt },
    })
    .returning();
  if (!row) throw new Error('upsert into score_snapshots returned no row');
  return row;
}

/** The log of a match, oldest first, as engine events. */
export async function listEvents(db: DbOrTx, matchId: string): Promise<MatchEvent[]> {
  const rows = await db
    .select({
      kind: matchEvents.kind,
      team: matchEvents.team,
      payload: matchEvents.payload,
      at: matchEvents.at,
    })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.seq));
  return rows.map(eventFromColumns);
}
