import type { MatchEvent, ScoreView } from '@bandeja/scoring';
import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { matchEvents, scoreSnapshots } from '../db/schema.ts';
import type { SnapshotRow } from '../matches/repository.ts';
import { eventColumns, eventFromColumns, type StoredMatchState } from './state-codec.ts';

export type EventSource = 'button' | 'control' | 'api' | 'system';

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

export async function appendEvent(
  db: DbOrTx,
  values: {
    matchId: string;
    seq: number;
    event: MatchEvent;
    source: EventSource;
    buttonId: number | null;
    pressId: string | null;
    createdAt: Date;
  },
): Promise<void> {
  const columns = eventColumns(values.event);
  await db.insert(matchEvents).values({
    matchId: values.matchId,
    seq: values.seq,
    kind: columns.kind,
    team: columns.team,
    payload: columns.payload,
    at: columns.at,
    source: values.source,
    buttonId: values.buttonId,
    pressId: values.pressId,
    createdAt: values.createdAt,
  });
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

/**
 * The latest event that matters to the accidental-press guard: a WatchButton point (which arms it)
 * or an undo (which clears it), whichever came last.
 */
export async function latestGuardEvent(
  db: DbOrTx,
  matchId: string,
): Promise<{ kind: string; source: string; at: number } | null> {
  const [row] = await db
    .select({ kind: matchEvents.kind, source: matchEvents.source, at: matchEvents.at })
    .from(matchEvents)
    .where(
      and(
        eq(matchEvents.matchId, matchId),
        or(
          eq(matchEvents.kind, 'undo'),
          and(eq(matchEvents.kind, 'point'), eq(matchEvents.source, 'button')),
        ),
      ),
    )
    .orderBy(desc(matchEvents.seq))
    .limit(1);
  return row ?? null;
}
