import { MESSAGES, PRESS_ID_TTL_MS } from '@bandeja/contract';
import { scoreView } from '@bandeja/scoring';
import { notFound } from '../http/errors.ts';
import {
  actionSignature,
  decideAction,
  decideEdit,
  decideOffCourt,
  decidePress,
  decideStatus,
  decideTimeUp,
  reopeningRefusal,
} from './decisions.ts';
import {
  applyEvent,
  authorized,
  changeOf,
  changeRow,
  type Fold,
  foldStatusDecision,
  newFold,
  type Outcome,
  refuse,
  scoreNow,
  trackMatch,
  type Working,
} from './fold-match.ts';
import { sameButton } from './live-cache.ts';
import type { Batch, ButtonRef, SeenPress } from './live-repository.ts';
import { encodeState } from './state-codec.ts';
import {
  actionKey,
  type Item,
  isUndoWork,
  type LiveEntry,
  mayReopenOrMove,
  pressKey,
  type Work,
} from './work.ts';

/**
 * Folds a batch of queued changes into what to write (one statement) and what to answer, on the
 * cached matches: no I/O (the writer has loaded what is needed), the time given. Each change is
 * decided by decisions.ts and folded by the engine, one after the other in queue order.
 *
 * The fold is a few named steps over one explicit `Fold` (the batch so far), each tested on its own
 * (fold.test.ts): `trackMatch` starts following a match, `applyEvent` and `changeRow` change it,
 * one `fold<Kind>` per command decides and folds it, `goesAlone` keeps the changes that may meet the
 * one-ongoing-per-court index alone in their batch, `makeFreshSnapshots` and `batchOf` turn the
 * fold into the statement's rows, and `foldBatch` runs them in order.
 */

export interface Plan {
  items: Item[];
  deferred: Item[];
  outcomes: Outcome[];
  batch: Batch;
  working: Map<string, Working>;
  /** A change that may meet the one-ongoing-per-court index: alone in its batch. */
  isolated: Working | null;
}

export interface FoldInputs {
  now: number;
  entry(matchId: string): LiveEntry | undefined;
  button(buttonId: number): ButtonRef | undefined;
  recentPress(key: string, nowMs: number): { matchId: string } | null;
  /** Press ids found recorded in the database (after a conflict). */
  known: ReadonlyMap<string, SeenPress>;
  /** Idempotency-Keys found in the matches' logs (actionKey). */
  appliedKeys: ReadonlyMap<string, string>;
  /** Finished matches an undo may not reopen (a finished club event's games). */
  closed?: ReadonlySet<string>;
}

// ---------------------------------------------------------------- one command each

type WorkOf<K extends Work['kind']> = Extract<Work, { kind: K }>;

/** A WatchButton press: its press id recorded (once per batch) with what became of it. */
export function foldPress(
  fold: Fold,
  inputs: Pick<FoldInputs, 'button' | 'recentPress' | 'known'>,
  work: WorkOf<'press'>,
  w: Working | null,
): Outcome {
  const button = inputs.button(work.button.id);
  if (!w || !button) return { kind: 'retarget' };
  const { pressId } = work;
  const key = pressId === null ? null : pressKey(button.id, pressId);
  const seenFor =
    key === null
      ? undefined
      : (fold.seenInBatch.get(key) ??
        inputs.recentPress(key, fold.nowMs)?.matchId ??
        inputs.known.get(key)?.matchId);
  const decision = decidePress({
    match: w.match,
    expect: work.expect,
    // The action of the gesture pressed (the writer resolved it from the same button).
    button: { courtId: button.courtId, action: work.action },
    buttonUnchanged: sameButton(button, work.button),
    seenFor,
    guardAt: w.guardAt,
    guardMs: work.guardMs,
    pressedAt: work.pressedAt,
  });
  if (decision.kind === 'retarget') return decision;
  fold.buttons.set(button.id, button);
  const record = (outcome: string) => {
    if (pressId === null) return;
    fold.presses.push({
      button_id: button.id,
      press_id: pressId,
      match_id: w.match.id,
      outcome,
      created_at: fold.at.toISOString(),
    });
    fold.seenInBatch.set(pressKey(button.id, pressId), w.match.id);
  };
  switch (decision.kind) {
    case 'duplicate':
      w.relied = true;
      return {
        kind: 'duplicate',
        matchId: decision.matchId,
        score: decision.matchId === w.match.id ? scoreNow(w, fold.at) : null,
      };
    case 'ignored':
      w.relied = true;
      record('ignored_accidental');
      return { kind: 'ignored', matchId: w.match.id, score: scoreNow(w, fold.at) };
    case 'refused':
      return refuse(w, decision.error);
    case 'apply': {
      const outcome = applyEvent(fold, w, decision.event, { source: 'button', buttonId: button.id, pressId });
      if (outcome.kind === 'applied') record('applied');
      return outcome;
    }
  }
}

/** A control-screen or API action: with a key, applied once per match (the log and this batch). */
export function foldAction(
  fold: Fold,
  inputs: Pick<FoldInputs, 'appliedKeys'>,
  work: WorkOf<'action'>,
  w: Working | null,
): Outcome {
  if (w) {
    const denied = authorized(w, work.authorize);
    if (denied) return denied;
  }
  const key = work.key === null ? null : actionKey(work.matchId, work.key);
  const decision = decideAction({
    match: w?.match ?? null,
    action: work.action,
    keyAppliedAs: key === null ? null : (inputs.appliedKeys.get(key) ?? fold.keysInBatch.get(key) ?? null),
    at: work.pressedAt ?? fold.nowMs,
  });
  if (!w || decision.kind === 'refused')
    return refuse(w, decision.kind === 'refused' ? decision.error : null);
  if (decision.kind === 'duplicate') {
    w.relied = true;
    return { kind: 'duplicate', matchId: w.match.id, score: scoreNow(w, fold.at) };
  }
  const outcome = applyEvent(fold, w, decision.event, { source: work.source, pressId: work.key });
  if (key !== null && outcome.kind === 'applied') fold.keysInBatch.set(key, actionSignature(decision.event));
  return outcome;
}

/** The sweeper's finish for time, if the time is up on the match as found. */
export function foldTimeUp(fold: Fold, w: Working | null): Outcome {
  const decision = decideTimeUp(w?.match ?? null, fold.nowMs);
  if (!w || decision.kind === 'noop') return { kind: 'noop' };
  return applyEvent(fold, w, decision.event, { source: 'system' });
}

export function foldStatus(fold: Fold, work: WorkOf<'status'>, w: Working | null): Outcome {
  if (!w) return refuse(null, notFound(MESSAGES.matchNotFound));
  const denied = authorized(w, work.authorize);
  if (denied) return denied;
  return foldStatusDecision(fold, w, decideStatus(w.match, work.status, fold.nowMs), work.source);
}

/** An admin edit: the record's fields, then its status, as one change. */
export function foldEdit(fold: Fold, work: WorkOf<'edit'>, w: Working | null): Outcome {
  if (!w) return refuse(null, notFound(MESSAGES.matchNotFound));
  const denied = authorized(w, work.authorize);
  if (denied) return denied;
  const decision = decideEdit(w.match, work.edit, fold.nowMs);
  if (decision.kind === 'refused') return refuse(w, decision.error);
  const before = w.state;
  if (Object.keys(decision.row).length > 0) changeRow(w, decision.row, fold.at);
  if (decision.status && decision.status.kind !== 'unchanged') {
    const outcome = foldStatusDecision(fold, w, decision.status, 'control');
    if (outcome.kind !== 'applied') return outcome;
    return { kind: 'applied', change: changeOf(w, before, fold.at) };
  }
  if (w.rowChanged) return { kind: 'applied', change: changeOf(w, before, fold.at) };
  w.relied = true;
  return { kind: 'unchanged', matchId: w.match.id, score: scoreNow(w, fold.at) };
}

/** A retirement, a walkover or a result entered by hand. */
export function foldOffCourt(fold: Fold, work: WorkOf<'offCourt'>, w: Working | null): Outcome {
  if (w) {
    const denied = authorized(w, work.authorize);
    if (denied) return denied;
  }
  const decision = decideOffCourt(w?.match ?? null, w?.entry.rules ?? null, work.finish, fold.nowMs);
  if (!w || decision.kind === 'refused')
    return refuse(w, decision.kind === 'refused' ? decision.error : null);
  return applyEvent(fold, w, decision.event, { source: 'control' });
}

/** A score opened: a match with none yet takes the names given; an existing one stays as it is. */
export function foldOpen(fold: Fold, work: WorkOf<'open'>, w: Working | null): Outcome {
  if (!w) return refuse(null, notFound(MESSAGES.matchNotFound));
  const denied = authorized(w, work.authorize);
  if (denied) return denied;
  if (work.names && w.entry.fresh && w.state.version === 0 && !w.changed) {
    const before = w.state;
    changeRow(w, work.names, fold.at);
    return { kind: 'applied', change: changeOf(w, before, fold.at) };
  }
  w.relied = true;
  return { kind: 'unchanged', matchId: w.match.id, score: scoreNow(w, fold.at) };
}

/** One queued change folded on its match (null: not cached, i.e. not found). */
export function foldWork(fold: Fold, inputs: FoldInputs, work: Work, w: Working | null): Outcome {
  switch (work.kind) {
    case 'press':
      return foldPress(fold, inputs, work, w);
    case 'action':
      return foldAction(fold, inputs, work, w);
    case 'timeUp':
      return foldTimeUp(fold, w);
    case 'status':
      return foldStatus(fold, work, w);
    case 'edit':
      return foldEdit(fold, work, w);
    case 'offCourt':
      return foldOffCourt(fold, work, w);
    case 'open':
      return foldOpen(fold, work, w);
  }
}

// ---------------------------------------------------------------- the batch

/**
 * An undo on a finished match reopens it if accepted, a status change, an edit or an opening may
 * start or move it: alone in its batch, so that the one-ongoing-per-court index's refusal is its
 * answer.
 */
export function goesAlone(work: Work, w: Working | null): boolean {
  return mayReopenOrMove(work) || (w !== null && w.match.status === 'finished' && isUndoWork(work));
}

/**
 * A match with no snapshot yet that the batch relies on gets one, as folded (the statement makes
 * it): its cache entry is then an ordinary one.
 */
export function makeFreshSnapshots(fold: Fold): void {
  for (const w of fold.working.values()) {
    if (!w.entry.fresh || (!w.relied && !w.changed)) continue;
    w.view ??= scoreView(w.entry.rules, w.state);
    w.at ??= fold.at;
    w.changed = true;
  }
}

/** The statement's rows: every match relied on (in id order: no deadlock), the snapshots and records to write. */
export function batchOf(fold: Fold): Batch {
  const batch: Batch = {
    relied: [],
    writes: [],
    events: fold.events,
    presses: fold.presses,
    buttons: [...fold.buttons.values()].map((button) => ({
      id: button.id,
      court_id: button.courtId,
      action: button.action,
      double_action: button.doubleAction,
      long_action: button.longAction,
      secret_hash: button.secretHash,
      identify_until: button.identifyUntil?.toISOString() ?? null,
    })),
    pressCutoff: new Date(fold.nowMs - PRESS_ID_TTL_MS).toISOString(),
  };
  for (const w of fold.working.values()) {
    const { entry } = w;
    if (!w.changed && !w.relied) continue;
    batch.relied.push({
      id: entry.match.id,
      revision: entry.match.revision,
      version: entry.state.version,
      fresh: entry.fresh === true,
    });
    if (!w.changed || !w.at) continue;
    batch.writes.push({
      id: entry.match.id,
      version: w.state.version,
      state: encodeState(w.state),
      view: w.view,
      guard_at: w.guardAt,
      at: w.at.toISOString(),
      row_changed: w.rowChanged,
      status: w.match.status,
      winner: w.match.winner,
      end_time: w.match.endTime?.toISOString() ?? null,
      start_time: w.match.startTime?.toISOString() ?? null,
      team1_name: w.match.team1Name,
      team2_name: w.match.team2Name,
      court_id: w.match.courtId,
      club_id: w.match.clubId,
    });
  }
  batch.relied.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return batch;
}

/** The batch folded: the items taken in queue order (the rest deferred), their outcomes, the statement. */
export function foldBatch(items: readonly Item[], inputs: FoldInputs): Plan {
  const fold = newFold(inputs.now);
  const taken: Item[] = [];
  const deferred: Item[] = [];
  const outcomes: Outcome[] = [];
  let isolated: Working | null = null;
  for (const item of items) {
    if (isolated || deferred.length > 0) {
      deferred.push(item);
      continue;
    }
    const w = trackMatch(fold, item.work.matchId, (id) => inputs.entry(id));
    const alone = goesAlone(item.work, w);
    if (alone && taken.length > 0) {
      deferred.push(item);
      continue;
    }
    const closed =
      w && reopeningRefusal(w.match, isUndoWork(item.work), inputs.closed?.has(w.match.id) ?? false);
    const outcome = w && closed ? refuse(w, closed) : foldWork(fold, inputs, item.work, w);
    taken.push(item);
    outcomes.push(outcome);
    if (alone && w?.rowChanged) isolated = w;
  }
  makeFreshSnapshots(fold);
  return { items: taken, deferred, outcomes, batch: batchOf(fold), working: fold.working, isolated };
}
