import { type LiveScore, refusalMessage } from '@bandeja/contract';
import { apply, type MatchEvent, type MatchState, scoreView } from '@bandeja/scoring';
import { conflict } from '../http/errors.ts';
import { presentLiveScore } from '../matches/presenter.ts';
import type { MatchRow } from '../matches/repository.ts';
import type { ScoreChange } from '../realtime/bus.ts';
import {
  type EventSource,
  guardAfter,
  type RowChange,
  type StatusDecision,
  startAfter,
  statusAfter,
} from './decisions.ts';
import type { BatchEventWrite, BatchPressWrite, ButtonRef } from './live-repository.ts';
import { eventColumns } from './state-codec.ts';
import type { Authorize, LiveEntry } from './work.ts';

/**
 * The fold of one batch (fold.ts) and the steps it takes on one match: follow it from the cache,
 * apply an engine event to it, change its record, refuse a change. No I/O; each step is tested on
 * its own (fold.test.ts).
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

/** The batch so far: its time, the matches it follows, and the rows the statement will write. */
export interface Fold {
  nowMs: number;
  at: Date;
  working: Map<string, Working>;
  events: BatchEventWrite[];
  presses: BatchPressWrite[];
  /** The cached buttons the batch relied on (the statement finds them unchanged). */
  buttons: Map<number, ButtonRef>;
  /** Press ids recorded by this batch so far, with their match. */
  seenInBatch: Map<string, string>;
  /** Idempotency-Keys applied by this batch so far, each with what it was applied as (actionSignature). */
  keysInBatch: Map<string, string>;
}

export function newFold(nowMs: number): Fold {
  return {
    nowMs,
    at: new Date(nowMs),
    working: new Map(),
    events: [],
    presses: [],
    buttons: new Map(),
    seenInBatch: new Map(),
    keysInBatch: new Map(),
  };
}

// ---------------------------------------------------------------- a match in the fold

/** The match as the batch has brought it so far, followed from its cached entry; null: not cached. */
export function trackMatch(
  fold: Fold,
  matchId: string,
  entryOf: (matchId: string) => LiveEntry | undefined,
): Working | null {
  const existing = fold.working.get(matchId);
  if (existing) return existing;
  const entry = entryOf(matchId);
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
  fold.working.set(matchId, created);
  return created;
}

/** The match's score as the batch has it, dated by its last change (else `at`). */
export function scoreNow(w: Working, at: Date): LiveScore {
  return presentLiveScore(w.match, w.view ?? scoreView(w.entry.rules, w.state), w.at ?? at);
}

/** The change the batch made to a match, from the state `before` it: what is published. */
export function changeOf(w: Working, before: MatchState, at: Date): ScoreChange {
  return {
    match: w.match,
    score: presentLiveScore(w.match, w.view ?? scoreView(w.entry.rules, w.state), at),
    rules: w.entry.rules,
    before,
    after: w.state,
  };
}

/** Changes the match's record (status, names, court, start time): its row and snapshot are written. */
export function changeRow(w: Working, row: RowChange, at: Date): void {
  w.match = { ...w.match, ...row, updatedAt: at };
  w.view ??= scoreView(w.entry.rules, w.state);
  w.at = at;
  w.changed = true;
  w.rowChanged = true;
}

/** A refusal: the batch still relies on the match as it found it. */
export function refuse(w: Working | null, error: unknown): Outcome {
  if (w) w.relied = true;
  return { kind: 'refused', error };
}

/** Runs the caller's check of rights on the match as found: a refusal is the item's answer. */
export function authorized(w: Working, authorize: Authorize | undefined): Outcome | null {
  if (!authorize) return null;
  try {
    authorize(w.match);
    return null;
  } catch (error) {
    return refuse(w, error);
  }
}

/**
 * Applies one event with the engine: the new state, the status or start time it brings, the log
 * row to append, and the accidental-press guard. The engine's refusal is a 409.
 */
export function applyEvent(
  fold: Fold,
  w: Working,
  event: MatchEvent,
  meta: { source: EventSource; buttonId?: number | null; pressId?: string | null },
): Outcome {
  const before = w.state;
  const result = apply(w.entry.rules, before, event);
  if (!result.ok) return refuse(w, conflict(refusalMessage(result.code)));
  const after = result.state;
  const status = statusAfter(w.match.status, after, event);
  const start = startAfter(w.match, event);
  w.state = after;
  w.view = scoreView(w.entry.rules, after);
  w.at = fold.at;
  w.changed = true;
  if (status || start) changeRow(w, { ...start, ...status }, fold.at);
  const columns = eventColumns(event);
  fold.events.push({
    match_id: w.match.id,
    seq: after.version,
    kind: columns.kind,
    team: columns.team,
    payload: columns.payload,
    at: columns.at,
    source: meta.source,
    button_id: meta.buttonId ?? null,
    press_id: meta.pressId ?? null,
    created_at: fold.at.toISOString(),
  });
  const guard = guardAfter(event, meta.source);
  if (guard !== 'keep') w.guardAt = guard;
  return { kind: 'applied', change: changeOf(w, before, fold.at) };
}

/** What a status decision does to the match (also an edit's status part). */
export function foldStatusDecision(
  fold: Fold,
  w: Working,
  decision: StatusDecision,
  source: EventSource,
): Outcome {
  switch (decision.kind) {
    case 'unchanged':
      w.relied = true;
      return { kind: 'unchanged', matchId: w.match.id, score: scoreNow(w, fold.at) };
    case 'refused':
      return refuse(w, decision.error);
    case 'apply':
      return applyEvent(fold, w, decision.event, { source });
    case 'row': {
      const before = w.state;
      changeRow(w, decision.row, fold.at);
      return { kind: 'applied', change: changeOf(w, before, fold.at) };
    }
  }
}
