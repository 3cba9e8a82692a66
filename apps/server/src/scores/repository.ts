import type { MatchEvent, ScoreView } from '@bandeja/scoring';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { matchEvents, matches, scoreSnapshots } from '../db/schema.ts';
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

/** A match row locked for a change, with its stored state (null before the first snapshot). */
export interface LockedMatch {
  match: typeof matches.$inferSelect;
  state: unknown;
  /** The accidental-press guard's latest WatchButton point (see score_snapshots.guard_at). */
  guardAt: number | null;
}

/**
 * Locks the first match matching `where` (FOR UPDATE) and then reads its stored state: every
 * change of a match is serialized on this lock. The state is read by a second statement on
 * purpose: under READ COMMITTED, a statement that waited for the lock re-checks the locked row
 * only, and would return the snapshot row as it was before the previous holder committed.
 */
export async function lockMatchWithState(db: DbOrTx, where: SQL): Promise<LockedMatch | null> {
  const [match] = await db.select().from(matches).where(where).limit(1).for('update');
  if (!match) return null;
  return { match, ...(await readState(db, match.id)) };
}

/** The stored state and guard of a match (to be called with the match locked). */
async function readState(db: DbOrTx, matchId: string): Promise<Omit<LockedMatch, 'match'>> {
  const [row] = await db
    .select({ state: scoreSnapshots.state, guardAt: scoreSnapshots.guardAt })
    .from(scoreSnapshots)
    .where(eq(scoreSnapshots.matchId, matchId))
    .limit(1);
  return { state: row?.state ?? null, guardAt: row?.guardAt ?? null };
}

export interface ChangeWrite {
  matchId: string;
  seq: number;
  event: MatchEvent;
  source: EventSource;
  buttonId: number | null;
  pressId: string | null;
  at: Date;
  state: StoredMatchState;
  view: ScoreView;
  /** New status fields of the match, when the event finished or reopened it. */
  status: {
    status: 'ongoing' | 'finished';
    winner: 'team1' | 'team2' | 'draw' | null;
    endTime: Date | null;
  } | null;
  /** The guard's new latest WatchButton point: a time, null (an undo clears it), or unchanged. */
  guardAt: number | null | 'keep';
  /** The WatchButton press to remember with it (docs/api.md "WatchButton": idempotent press ids). */
  press: { buttonId: number; pressId: string; outcome: string } | null;
}

const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const timestamptz = (date: Date | null) => sql`${date === null ? null : date.toISOString()}::timestamptz`;

/**
 * Appends the event, replaces the snapshot, records the press and updates the match, in one
 * statement (one round trip: the embedded database pays per statement).
 */
export async function writeChange(db: DbOrTx, w: ChangeWrite): Promise<void> {
  const columns = eventColumns(w.event);
  const press = w.press
    ? sql`, press as (
        insert into button_presses (button_id, press_id, match_id, outcome, created_at)
        values (${w.press.buttonId}, ${w.press.pressId}, ${w.matchId}, ${w.press.outcome}, ${timestamptz(w.at)})
        on conflict (button_id, press_id) do update
          set match_id = excluded.match_id, outcome = excluded.outcome, created_at = excluded.created_at)`
    : sql``;
  const status = w.status
    ? sql`, status = ${w.status.status}, winner = ${w.status.winner}, end_time = ${timestamptz(w.status.endTime)}`
    : sql``;
  await db.execute(sql`
    with event as (
      insert into match_events (match_id, seq, kind, team, payload, at, source, button_id, press_id, created_at)
      values (${w.matchId}, ${w.seq}, ${columns.kind}, ${columns.team},
              ${columns.payload === null ? sql`null` : jsonb(columns.payload)}, ${columns.at}, ${w.source},
              ${w.buttonId}, ${w.pressId}, ${timestamptz(w.at)})
    ), snapshot as (
      insert into score_snapshots (match_id, version, state, view, guard_at, updated_at)
      values (${w.matchId}, ${w.seq}, ${jsonb(w.state)}, ${jsonb(w.view)}, ${w.guardAt === 'keep' ? null : w.guardAt},
              ${timestamptz(w.at)})
      on conflict (match_id) do update
        set version = excluded.version, state = excluded.state, view = excluded.view, updated_at = excluded.updated_at,
            guard_at = ${w.guardAt === 'keep' ? sql`score_snapshots.guard_at` : sql`excluded.guard_at`}
    )${press}
    update matches set updated_at = ${timestamptz(w.at)}${status} where id = ${w.matchId}`);
}
