import { PRESS_ID_TTL_MS } from '@bandeja/contract';
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { type Database, type DbOrTx, type RawStatement, type Tx, withLiterals } from '../db/client.ts';
import { buttonPresses, buttons, matchEvents, matches, scoreSnapshots } from '../db/schema.ts';
import type { MatchRow } from '../matches/repository.ts';
import type { StoredMatchState } from './state-codec.ts';

/**
 * The SQL of the live write path (src/scores/score-writer.ts, docs/decisions/004-live-write-path.md):
 * the reads that fill its cache (Drizzle: they run once per match, or after a conflict), and the
 * one raw statement that writes a batch.
 */

/** A match as the live cache loads it: the row and its stored snapshot (null: none yet). */
export interface LiveRow {
  match: MatchRow;
  snapshot: { version: number; state: unknown; guardAt: number | null } | null;
}

const liveColumns = {
  match: matches,
  version: scoreSnapshots.version,
  state: scoreSnapshots.state,
  guardAt: scoreSnapshots.guardAt,
};

type LiveSelect = {
  match: MatchRow;
  version: number | null;
  state: unknown;
  guardAt: number | null;
};

function toLiveRow(row: LiveSelect): LiveRow {
  return {
    match: row.match,
    snapshot: row.version === null ? null : { version: row.version, state: row.state, guardAt: row.guardAt },
  };
}

export async function loadLiveRows(db: DbOrTx, ids: readonly string[]): Promise<LiveRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(liveColumns)
    .from(matches)
    .leftJoin(scoreSnapshots, eq(scoreSnapshots.matchId, matches.id))
    .where(inArray(matches.id, [...ids]));
  return rows.map(toLiveRow);
}

/**
 * A button as the writer caches it: what a press needs to find its match and act (its court, the
 * action of each gesture, identify mode) and to authenticate (its secret, or its MQTT topic).
 */
export type ButtonRef = Pick<
  typeof buttons.$inferSelect,
  'id' | 'courtId' | 'action' | 'doubleAction' | 'longAction' | 'secretHash' | 'mqttTopic' | 'identifyUntil'
>;

const buttonColumns = {
  id: buttons.id,
  courtId: buttons.courtId,
  action: buttons.action,
  doubleAction: buttons.doubleAction,
  longAction: buttons.longAction,
  secretHash: buttons.secretHash,
  mqttTopic: buttons.mqttTopic,
  identifyUntil: buttons.identifyUntil,
};

export async function loadButtons(db: DbOrTx, ids: readonly number[]): Promise<ButtonRef[]> {
  if (ids.length === 0) return [];
  return db
    .select(buttonColumns)
    .from(buttons)
    .where(inArray(buttons.id, [...ids]));
}

/** A button with its court's ongoing match (if any), in one read. */
export async function loadButtonWithOngoingMatch(
  db: DbOrTx,
  buttonId: number,
): Promise<{ button: ButtonRef; ongoing: LiveRow | null } | null> {
  const [row] = await db
    .select({ button: buttonColumns, ...liveColumns })
    .from(buttons)
    .leftJoin(matches, and(eq(matches.courtId, buttons.courtId), eq(matches.status, 'ongoing')))
    .leftJoin(scoreSnapshots, eq(scoreSnapshots.matchId, matches.id))
    .where(eq(buttons.id, buttonId))
    .limit(1);
  if (!row) return null;
  // Drizzle answers a left-joined row that is absent as null, whatever the static type says.
  const match = row.match as MatchRow | null;
  return { button: row.button, ongoing: match ? toLiveRow({ ...row, match }) : null };
}

/** The court's most recently ended match: the one a WatchButton's undo may reopen. */
export async function loadLatestFinishedMatch(db: DbOrTx, courtId: number): Promise<LiveRow | null> {
  const [row] = await db
    .select(liveColumns)
    .from(matches)
    .leftJoin(scoreSnapshots, eq(scoreSnapshots.matchId, matches.id))
    .where(and(eq(matches.courtId, courtId), eq(matches.status, 'finished'), isNotNull(matches.endTime)))
    .orderBy(desc(matches.endTime))
    .limit(1);
  return row ? toLiveRow(row) : null;
}

export interface SeenPress {
  buttonId: number;
  pressId: string;
  matchId: string | null;
  at: number;
}

/** Press ids already recorded within their 10 minutes (older ones are forgotten). */
export async function findSeenPresses(
  db: DbOrTx,
  keys: readonly { buttonId: number; pressId: string }[],
  nowMs: number,
): Promise<SeenPress[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({
      buttonId: buttonPresses.buttonId,
      pressId: buttonPresses.pressId,
      matchId: buttonPresses.matchId,
      createdAt: buttonPresses.createdAt,
    })
    .from(buttonPresses)
    .where(
      or(
        ...keys.map((key) =>
          and(eq(buttonPresses.buttonId, key.buttonId), eq(buttonPresses.pressId, key.pressId)),
        ),
      ),
    );
  return rows
    .map((row) => ({ ...row, at: row.createdAt.getTime() }))
    .filter((row) => nowMs - row.at < PRESS_ID_TTL_MS);
}

/**
 * The control screen's Idempotency-Keys already in these matches' logs (docs/api.md, "Scores"): read
 * by the writer on every attempt of a batch that carries keys, so a key sent to two processes at
 * once is applied once (the compare-and-set makes the second one fold again and find it).
 */
export async function findAppliedKeys(
  db: DbOrTx,
  keys: readonly { matchId: string; key: string }[],
): Promise<{ matchId: string; key: string; kind: string; team: string | null }[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({
      matchId: matchEvents.matchId,
      key: matchEvents.pressId,
      kind: matchEvents.kind,
      team: matchEvents.team,
    })
    .from(matchEvents)
    .where(
      and(
        eq(matchEvents.source, 'control'),
        inArray(matchEvents.matchId, [...new Set(keys.map((entry) => entry.matchId))]),
        inArray(matchEvents.pressId, [...new Set(keys.map((entry) => entry.key))]),
      ),
    );
  return rows.flatMap((row) =>
    row.key === null ? [] : [{ matchId: row.matchId, key: row.key, kind: row.kind, team: row.team }],
  );
}

/**
 * A match a batch relied on: at the row revision and snapshot version it was folded on, or (fresh)
 * with no snapshot yet: the batch makes it.
 */
export interface BatchMatchRef {
  id: string;
  revision: number;
  version: number;
  fresh: boolean;
}

/**
 * A match a batch changes: its new snapshot, and its whole record when the batch changed it (a
 * finish, a reopening, a start, an admin edit): written as folded, at the revision it was folded on.
 */
export interface BatchMatchWrite {
  id: string;
  version: number;
  state: StoredMatchState;
  view: unknown;
  guard_at: number | null;
  at: string;
  row_changed: boolean;
  status: 'ongoing' | 'finished' | 'scheduled';
  winner: 'team1' | 'team2' | 'draw' | null;
  end_time: string | null;
  start_time: string | null;
  team1_name: string;
  team2_name: string;
  court_id: number | null;
  club_id: number | null;
}

export interface BatchEventWrite {
  match_id: string;
  seq: number;
  kind: string;
  team: 'team1' | 'team2' | null;
  payload: Record<string, unknown> | null;
  at: number;
  source: string;
  button_id: number | null;
  press_id: string | null;
  created_at: string;
}

export interface BatchPressWrite {
  button_id: number;
  press_id: string;
  match_id: string;
  outcome: string;
  created_at: string;
}

/** A cached button a batch relied on (its secret, court, actions and identify mode must be unchanged). */
export interface BatchButtonCheck {
  id: number;
  court_id: number;
  action: string;
  double_action: string | null;
  long_action: string | null;
  secret_hash: string;
  identify_until: string | null;
}

export interface Batch {
  /** Every match the batch decided something on, written or not. */
  relied: BatchMatchRef[];
  writes: BatchMatchWrite[];
  events: BatchEventWrite[];
  presses: BatchPressWrite[];
  buttons: BatchButtonCheck[];
  /** Presses recorded at or before this time are forgotten: their ids may be used again. */
  pressCutoff: string;
}

/**
 * A batch of live changes in one statement: one round trip and one implicit transaction whatever
 * its size, planned once (prepared). In order:
 *
 * - `mr` locks the row of every match the batch relied on, in id order, only at the revision it was
 *   folded on (the trigger of migration 0003 bumps it on any update, by anyone): a rename, court
 *   move or status change made meanwhile by another process fails it. Every writer of a snapshot
 *   holds its match's row lock, so the snapshots read after it cannot change under the batch.
 * - `rs` locks those matches' snapshots at the version the batch was folded on; a locking read
 *   sees the latest committed version even when `mr` had to wait (a plain read would not). `nf`
 *   are the matches folded with no snapshot yet (a new match, its score opened).
 * - `s` replaces the snapshots, `n` makes those of `nf` (one made meanwhile by another process
 *   conflicts, inserts nothing, and so fails the batch): this statement is the only SQL that
 *   writes score_snapshots (docs/decisions/010-one-door-to-the-score.md), `m` writes the record of a match the batch finished, reopened,
 *   started or edited (the one-ongoing-per-court index may refuse a reopening, a start or a move), `e` appends the events (the unique
 *   (match_id, seq) index is the backstop), `p` records the press ids (a press id seen within its
 *   10 minutes matches nothing: the unique (button_id, press_id) index decides), `b` finds the
 *   cached buttons unchanged.
 *
 * The planner takes jsonb_to_recordset for 100 rows whatever it holds, and so scanned the whole
 * matches and buttons tables to hash-join them (a batch of 3 presses with 500 courts: 5.3 ms on
 * PGlite). `mr` and `b` are lateral look-ups instead: one primary-key probe per row of the batch
 * (`offset 0` keeps the planner from flattening them back into the join), `mr`'s over the rows
 * sorted by id, so the locks are still taken in id order (2.3 ms with `id = any (array(...))`, then
 * less again this way: bench/README.md, "The open loop after the lateral look-ups"). `rs` is one
 * too, and `s` finds its rows by `match_id = any (array(...))`: the statement soon runs on its
 * generic plan, made from the sizes the planner believed then, and on PGlite (no autovacuum, so a
 * never analysed snapshots table looked like ten pages) that plan hashed every snapshot, dead
 * versions included, on every press (bench/README.md, "The snapshots read whole on every press";
 * test/write-batch-plan.test.ts). `m` looks its rows up by `id = any (array(...))` of the rows to
 * change: on a small matches table (a few hundred rows) the planner otherwise scanned all of it on
 * every batch, even with no row to change.
 * `counts` is materialized: the final select reads it twice, which ran every count twice.
 *
 * bandeja_live_check (migration 0003) aborts the statement, and so undoes all of it, when any count
 * falls short: the writer then reloads from the database and folds again. A score change leaves
 * the match row as it is (matches.updated_at follows changes of the match record, the score's own
 * time is score_snapshots.updated_at).
 */
export const WRITE_BATCH: RawStatement = {
  name: 'bandeja_live_write_batch',
  text: `
with mr as (
  select l.id
    from (select r.id, r.revision from jsonb_to_recordset($1::jsonb) as r(id text, revision int) order by r.id) r
    cross join lateral (
      select mt.id from matches mt where mt.id = r.id and mt.revision = r.revision offset 0 for no key update of mt
    ) l
), rs as (
  select l.match_id
    from (select r.id, r.version from jsonb_to_recordset($1::jsonb) as r(id text, version int, fresh boolean)
           where not r.fresh and r.id in (select id from mr) order by r.id) r
    cross join lateral (
      select sn.match_id from score_snapshots sn where sn.match_id = r.id and sn.version = r.version
      offset 0 for update of sn
    ) l
), nf as (
  select r.id
    from jsonb_to_recordset($1::jsonb) as r(id text, fresh boolean)
   where r.fresh and r.id in (select id from mr)
), mi as materialized (
  select * from jsonb_to_recordset($2::jsonb) as x(
    id text, version int, state jsonb, view jsonb, guard_at bigint, at timestamptz,
    row_changed boolean, status text, winner text, end_time timestamptz, start_time timestamptz,
    team1_name text, team2_name text, court_id int, club_id int)
), s as (
  update score_snapshots sn
     set version = mi.version, state = mi.state, view = mi.view, guard_at = mi.guard_at, updated_at = mi.at
    from mi
   where sn.match_id = mi.id and sn.match_id = any (array(select match_id from rs))
  returning sn.match_id
), n as (
  insert into score_snapshots (match_id, version, state, view, guard_at, updated_at)
  select mi.id, mi.version, mi.state, mi.view, mi.guard_at, mi.at
    from mi
   where mi.id in (select id from nf)
  on conflict (match_id) do nothing
  returning match_id
), written as (
  select match_id from s union all select match_id from n
), m as (
  update matches mt
     set status = mi.status, winner = mi.winner, end_time = mi.end_time, start_time = mi.start_time,
         team1_name = mi.team1_name, team2_name = mi.team2_name, court_id = mi.court_id,
         club_id = mi.club_id, updated_at = mi.at
    from mi
   where mt.id = mi.id
     and mt.id = any (array(select mi.id from mi where mi.row_changed and mi.id in (select match_id from written)))
  returning mt.id
), e as (
  insert into match_events (match_id, seq, kind, team, payload, at, source, button_id, press_id, created_at)
  select x.match_id, x.seq, x.kind, x.team, x.payload, x.at, x.source, x.button_id, x.press_id, x.created_at
    from jsonb_to_recordset($3::jsonb) as x(
      match_id text, seq int, kind text, team text, payload jsonb, at bigint, source text,
      button_id int, press_id text, created_at timestamptz)
   where x.match_id in (select match_id from written)
  returning 1
), p as (
  insert into button_presses (button_id, press_id, match_id, outcome, created_at)
  select x.button_id, x.press_id, x.match_id, x.outcome, x.created_at
    from jsonb_to_recordset($4::jsonb) as x(
      button_id int, press_id text, match_id text, outcome text, created_at timestamptz)
  on conflict (button_id, press_id) do update
     set match_id = excluded.match_id, outcome = excluded.outcome, created_at = excluded.created_at
   where button_presses.created_at <= $6::timestamptz
  returning 1
), b as (
  select 1
    from jsonb_to_recordset($5::jsonb) as x(
      id int, court_id int, action text, double_action text, long_action text, secret_hash text,
      identify_until timestamptz)
    cross join lateral (
      select 1 from buttons bt
       where bt.id = x.id and bt.court_id = x.court_id and bt.action = x.action and bt.secret_hash = x.secret_hash
         and bt.double_action is not distinct from x.double_action
         and bt.long_action is not distinct from x.long_action
         and bt.identify_until is not distinct from x.identify_until
      offset 0) l
), counts as materialized (
  select (select count(*) from mr)::int as mr,
         ((select count(*) from rs) + (select count(*) from nf))::int as rs,
         (select count(*) from written)::int as s, (select count(*) from m)::int as m,
         (select count(*) from e)::int as e, (select count(*) from p)::int as p, (select count(*) from b)::int as b
)
select bandeja_live_check(
         mr = $7::int and rs = $7::int and s = $8::int and m = $9::int and e = $10::int and p = $11::int
           and b = $12::int,
         format('matches %s and snapshots %s of %s, written %s of %s, status %s of %s, events %s of %s, '
                  || 'presses %s of %s, buttons %s of %s',
                mr, rs, $7::int, s, $8::int, m, $9::int, e, $10::int, p, $11::int, b, $12::int)) as ok
  from counts`,
};

/**
 * Locks the rows of these matches (in id order, as WRITE_BATCH does) until the transaction ends:
 * the writer's attempt after a conflict holds them while it reloads, folds and writes, so no other
 * process's batch on them can commit in between (docs/decisions/011-one-order-per-match.md).
 */
export async function lockMatches(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: matches.id })
    .from(matches)
    .where(inArray(matches.id, [...ids]))
    .orderBy(asc(matches.id))
    .for('no key update');
}

/** The batch in one statement: prepared on the pool, or inside `tx` (the locked attempt). */
export async function writeBatch(database: Database, batch: Batch, tx: Tx | null = null): Promise<void> {
  const params = batchParameters(batch);
  if (tx) await tx.execute(sql.raw(withLiterals(WRITE_BATCH, params)));
  else await database.query(WRITE_BATCH, params);
}

function batchParameters(batch: Batch): unknown[] {
  return [
    JSON.stringify(batch.relied),
    JSON.stringify(batch.writes),
    JSON.stringify(batch.events),
    JSON.stringify(batch.presses),
    JSON.stringify(batch.buttons),
    batch.pressCutoff,
    batch.relied.length,
    batch.writes.length,
    batch.writes.filter((write) => write.row_changed).length,
    batch.events.length,
    batch.presses.length,
    batch.buttons.length,
  ];
}

/** The error bandeja_live_check raises: some compare-and-set of the batch failed. */
export const LIVE_CONFLICT_CODE = 'BDJ01';
