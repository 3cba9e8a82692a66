import { type LiveScore, MESSAGES, PRESS_ID_TTL_MS, refusalMessage } from '@bandeja/contract';
import { apply, type MatchEvent, type MatchState, scoreView } from '@bandeja/scoring';
import { conflict, notFound } from '../http/errors.ts';
import { presentLiveScore } from '../matches/presenter.ts';
import type { MatchRow } from '../matches/repository.ts';
import type { ScoreChange } from '../realtime/bus.ts';
import {
  type Apply,
  decideAction,
  decideEdit,
  decideOffCourt,
  decidePress,
  decideStatus,
  decideTimeUp,
  type EventSource,
  guardAfter,
  type RowChange,
  reopeningRefusal,
  type StatusDecision,
  startAfter,
  statusAfter,
} from './decisions.ts';
import { sameButton } from './live-cache.ts';
import type { Batch, BatchEventWrite, BatchPressWrite, ButtonRef, SeenPress } from './live-repository.ts';
import { encodeState, eventColumns } from './state-codec.ts';
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
 */

/** What the fold decided about one item, acted on after the commit. */
export type Outcome =
  | { kind: 'applied'; change: ScoreChange }
  | { kind: 'unchanged'; matchId: string; score: LiveScore }
  | { kind: 'ignored'; matchId: string; score: LiveScore }
  /** score null: the press id acted on another match (the court's previous one): read it after. */
  | { kind: 'duplicate'; matchId: string; score: LiveScore | null }
  | { kind: 'refused'; error: unknown }
  | { kind: 'retarget' }
  | { kind: 'noop' };

/** A match while a batch is folded: where its changes have brought it so far. */
export interface Working {
  entry: LiveEntry;
  match: MatchRow;
  state: MatchState;
  guardAt: number | null;
  view: ReturnType<typeof scoreView> | null;
  at: Date | null;
  /** The batch writes its snapshot (an event was applied, or its record changed). */
  changed: boolean;
  /** The batch changes its record (status, names, court, start time): the revision moves. */
  rowChanged: boolean;
  /** The batch relies on its cached state without writing it (checked by the statement). */
  relied: boolean;
}

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
  appliedKeys: ReadonlySet<string>;
  /** Finished matches an undo may not reopen (a finished club event's games). */
  closed?: ReadonlySet<string>;
}

export function foldBatch(items: readonly Item[], inputs: FoldInputs): Plan {
  const nowMs = inputs.now;
  const at = new Date(nowMs);
  const working = new Map<string, Working>();
  const taken: Item[] = [];
  const deferred: Item[] = [];
  const outcomes: Outcome[] = [];
  const events: BatchEventWrite[] = [];
  const presses: BatchPressWrite[] = [];
  const buttons = new Map<number, ButtonRef>();
  const seenInBatch = new Map<string, string>();
  const keysInBatch = new Set<string>();
  let isolated: Working | null = null;

  const workingOf = (id: string): Working | null => {
    const existing = working.get(id);
    if (existing) return existing;
    const entry = inputs.entry(id);
    if (!entry) return null;
    const created: Working = {
      entry,
      match: entry.match,
      state: entry.state,
      guardAt: entry.guardAt,
      view: null,
      at: null,
      changed: false,
      rowChanged: false,
      relied: false,
    };
    working.set(id, created);
    return created;
  };

  const currentScore = (w: Working): LiveScore =>
    presentLiveScore(w.match, w.view ?? scoreView(w.entry.rules, w.state), w.at ?? at);

  const changeOf = (w: Working, before: MatchState): ScoreChange => ({
    match: w.match,
    score: presentLiveScore(w.match, w.view ?? scoreView(w.entry.rules, w.state), at),
    rules: w.entry.rules,
    before,
    after: w.state,
  });

  const changeRow = (w: Working, row: RowChange): void => {
    w.match = { ...w.match, ...row, updatedAt: at };
    w.view ??= scoreView(w.entry.rules, w.state);
    w.at = at;
    w.changed = true;
    w.rowChanged = true;
  };

  const applyEvent = (
    w: Working,
    event: MatchEvent,
    meta: { source: EventSource; buttonId?: number | null; pressId?: string | null },
  ): Outcome => {
    const before = w.state;
    const result = apply(w.entry.rules, before, event);
    if (!result.ok) {
      w.relied = true;
      return { kind: 'refused', error: conflict(refusalMessage(result.code)) };
    }
    const after = result.state;
    const status = statusAfter(w.match.status, after, event);
    const start = startAfter(w.match, event);
    w.state = after;
    w.view = scoreView(w.entry.rules, after);
    w.at = at;
    w.changed = true;
    if (status || start) changeRow(w, { ...start, ...status });
    const columns = eventColumns(event);
    events.push({
      match_id: w.match.id,
      seq: after.version,
      kind: columns.kind,
      team: columns.team,
      payload: columns.payload,
      at: columns.at,
      source: meta.source,
      button_id: meta.buttonId ?? null,
      press_id: meta.pressId ?? null,
      created_at: at.toISOString(),
    });
    const guard = guardAfter(event, meta.source);
    if (guard !== 'keep') w.guardAt = guard;
    return { kind: 'applied', change: changeOf(w, before) };
  };

  /** Runs the caller's check of rights on the match as found: a refusal is the item's answer. */
  const authorized = (w: Working, authorize: ((match: MatchRow) => void) | undefined): Outcome | null => {
    if (!authorize) return null;
    try {
      authorize(w.match);
      return null;
    } catch (error) {
      w.relied = true;
      return { kind: 'refused', error };
    }
  };

  const refused = (w: Working | null, error: unknown): Outcome => {
    if (w) w.relied = true;
    return { kind: 'refused', error };
  };

  const statusOutcome = (w: Working, decision: StatusDecision, source: EventSource): Outcome => {
    switch (decision.kind) {
      case 'unchanged':
        w.relied = true;
        return { kind: 'unchanged', matchId: w.match.id, score: currentScore(w) };
      case 'refused':
        return refused(w, decision.error);
      case 'apply':
        return applyEvent(w, decision.event, { source });
      case 'row': {
        const before = w.state;
        changeRow(w, decision.row);
        return { kind: 'applied', change: changeOf(w, before) };
      }
    }
  };

  const applyDecided = (w: Working, decision: Apply, source: EventSource): Outcome =>
    applyEvent(w, decision.event, { source });

  const decide = (work: Work, w: Working | null): Outcome => {
    switch (work.kind) {
      case 'press': {
        const button = inputs.button(work.button.id);
        if (!w || !button) return { kind: 'retarget' };
        const { pressId } = work;
        const key = pressId === null ? null : pressKey(button.id, pressId);
        const seenFor =
          key === null
            ? undefined
            : (seenInBatch.get(key) ??
              inputs.recentPress(key, nowMs)?.matchId ??
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
        buttons.set(button.id, button);
        const record = (outcome: string) => {
          if (pressId === null) return;
          presses.push({
            button_id: button.id,
            press_id: pressId,
            match_id: w.match.id,
            outcome,
            created_at: at.toISOString(),
          });
          seenInBatch.set(pressKey(button.id, pressId), w.match.id);
        };
        switch (decision.kind) {
          case 'duplicate':
            w.relied = true;
            return {
              kind: 'duplicate',
              matchId: decision.matchId,
              score: decision.matchId === w.match.id ? currentScore(w) : null,
            };
          case 'ignored':
            w.relied = true;
            record('ignored_accidental');
            return { kind: 'ignored', matchId: w.match.id, score: currentScore(w) };
          case 'refused':
            return refused(w, decision.error);
          case 'apply': {
            const outcome = applyEvent(w, decision.event, { source: 'button', buttonId: button.id, pressId });
            if (outcome.kind === 'applied') record('applied');
            return outcome;
          }
        }
        break;
      }
      case 'action': {
        if (w) {
          const denied = authorized(w, work.authorize);
          if (denied) return denied;
        }
        const key = work.key === null ? null : actionKey(work.matchId, work.key);
        const decision = decideAction({
          match: w?.match ?? null,
          action: work.action,
          keyApplied: key !== null && (inputs.appliedKeys.has(key) || keysInBatch.has(key)),
          at: work.pressedAt ?? nowMs,
        });
        if (!w || decision.kind === 'refused')
          return refused(w, decision.kind === 'refused' ? decision.error : null);
        if (decision.kind === 'duplicate') {
          w.relied = true;
          return { kind: 'duplicate', matchId: w.match.id, score: currentScore(w) };
        }
        const outcome = applyEvent(w, decision.event, { source: work.source, pressId: work.key });
        if (key !== null && outcome.kind === 'applied') keysInBatch.add(key);
        return outcome;
      }
      case 'timeUp': {
        const decision = decideTimeUp(w?.match ?? null, nowMs);
        if (!w || decision.kind === 'noop') return { kind: 'noop' };
        return applyDecided(w, decision, 'system');
      }
      case 'status': {
        if (!w) return refused(null, notFound(MESSAGES.matchNotFound));
        const denied = authorized(w, work.authorize);
        if (denied) return denied;
        return statusOutcome(w, decideStatus(w.match, work.status, nowMs), work.source);
      }
      case 'edit': {
        if (!w) return refused(null, notFound(MESSAGES.matchNotFound));
        const denied = authorized(w, work.authorize);
        if (denied) return denied;
        const decision = decideEdit(w.match, work.edit, nowMs);
        if (decision.kind === 'refused') return refused(w, decision.error);
        const before = w.state;
        if (Object.keys(decision.row).length > 0) changeRow(w, decision.row);
        if (decision.status && decision.status.kind !== 'unchanged') {
          const outcome = statusOutcome(w, decision.status, 'control');
          if (outcome.kind !== 'applied') return outcome;
          return { kind: 'applied', change: changeOf(w, before) };
        }
        if (w.rowChanged) return { kind: 'applied', change: changeOf(w, before) };
        w.relied = true;
        return { kind: 'unchanged', matchId: w.match.id, score: currentScore(w) };
      }
      case 'offCourt': {
        if (w) {
          const denied = authorized(w, work.authorize);
          if (denied) return denied;
        }
        const decision = decideOffCourt(w?.match ?? null, w?.entry.rules ?? null, work.finish, nowMs);
        if (!w || decision.kind === 'refused')
          return refused(w, decision.kind === 'refused' ? decision.error : null);
        return applyDecided(w, decision, 'control');
      }
      case 'open': {
        if (!w) return refused(null, notFound(MESSAGES.matchNotFound));
        const denied = authorized(w, work.authorize);
        if (denied) return denied;
        // A score made by this very call takes the names given; an existing one stays as it is.
        if (work.names && w.entry.fresh && w.state.version === 0 && !w.changed) {
          const before = w.state;
          changeRow(w, work.names);
          return { kind: 'applied', change: changeOf(w, before) };
        }
        w.relied = true;
        return { kind: 'unchanged', matchId: w.match.id, score: currentScore(w) };
      }
    }
    return { kind: 'noop' };
  };

  for (const item of items) {
    if (isolated || deferred.length > 0) {
      deferred.push(item);
      continue;
    }
    const w = workingOf(item.work.matchId);
    // An undo on a finished match reopens it if accepted, a status change or an edit may start or
    // move it: alone in its batch, so that the one-ongoing-per-court index's refusal is its answer.
    const alone =
      mayReopenOrMove(item.work) || (w !== null && w.match.status === 'finished' && isUndoWork(item.work));
    if (alone && taken.length > 0) {
      deferred.push(item);
      continue;
    }
    const closed =
      w && reopeningRefusal(w.match, isUndoWork(item.work), inputs.closed?.has(w.match.id) ?? false);
    const outcome = w && closed ? refused(w, closed) : decide(item.work, w);
    taken.push(item);
    outcomes.push(outcome);
    if (alone && w?.rowChanged) isolated = w;
  }

  const batch: Batch = {
    relied: [],
    writes: [],
    events,
    presses,
    buttons: [...buttons.values()].map((button) => ({
      id: button.id,
      court_id: button.courtId,
      action: button.action,
      double_action: button.doubleAction,
      long_action: button.longAction,
      secret_hash: button.secretHash,
      identify_until: button.identifyUntil?.toISOString() ?? null,
    })),
    pressCutoff: new Date(nowMs - PRESS_ID_TTL_MS).toISOString(),
  };
  for (const w of working.values()) {
    const { entry } = w;
    if (!w.changed && !w.relied) continue;
    batch.relied.push({ id: entry.match.id, revision: entry.match.revision, version: entry.state.version });
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
  // Matches locked in id order (no deadlock between two processes' batches).
  batch.relied.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { items: taken, deferred, outcomes, batch, working, isolated };
}
