import {
  type ButtonAction,
  type EventSource,
  MESSAGES,
  resultErrorMessage,
  type ScoreAction,
} from '@bandeja/contract';
import { eventForAction } from '@bandeja/contract/match-log';

export { eventForAction };

import {
  checkManualResult,
  type EnteredSet,
  type MatchEvent,
  type MatchState,
  type Rules,
  type Team,
} from '@bandeja/scoring';
import { type AppError, badRequest, conflict, notFound, unprocessable } from '../http/errors.ts';
import type { MatchRow } from '../matches/repository.ts';

/**
 * What a change does to a match, decided without I/O and without a clock: the time is an input
 * (`at`, the press time when the change carries one). The writer (score-writer.ts) gathers the
 * facts (the cached match, the guard, the press ids and keys already seen), asks here, and writes
 * what is answered. Tested by case tables in decisions.test.ts.
 */

/** Who sent an event: the contract's list, what the admin's point log names. */
export type { EventSource };

/** What each WatchButton does, as the score action the control screen would send. */
export const BUTTON_SCORE_ACTION: Record<ButtonAction, ScoreAction> = {
  TEAM1_SCORE: 'team1-point',
  TEAM2_SCORE: 'team2-point',
  UNDO: 'undo',
  RESET: 'reset-game',
};

/**
 * What an Idempotency-Key was used for, comparable with what a later send asks: the event's kind
 * and team (a point of team 1, an undo, …), read back from the match's log or from the action.
 */
export function actionSignature(event: { kind: string; team?: string | null }): string {
  return `${event.kind}:${event.team ?? ''}`;
}

/** The match record's own fields a change may set besides the score. */
export type RowChange = Partial<
  Pick<
    MatchRow,
    'status' | 'winner' | 'endTime' | 'startTime' | 'team1Name' | 'team2Name' | 'courtId' | 'clubId'
  >
>;

/**
 * How the match record follows the engine after an event: finished when the engine finished it,
 * ongoing again when an undo within the window reopened it (the court may have a new match by then,
 * which the one-ongoing-per-court index refuses), otherwise unchanged (null).
 */
export function statusAfter(
  recordStatus: MatchRow['status'],
  after: MatchState,
  event: MatchEvent,
): RowChange | null {
  if (after.status === 'finished' && recordStatus !== 'finished')
    return { status: 'finished', winner: after.winner, endTime: new Date(after.endedAt ?? event.at) };
  if (after.status === 'ongoing' && recordStatus === 'finished')
    return { status: 'ongoing', winner: null, endTime: null };
  return null;
}

/**
 * docs/scoring-rules.md#warm-up: an ongoing match without a start time is in warm-up; the first point
 * applied to it starts its clock at that point's time (the press time when the point carries one).
 * Anything else (an undo, a reset, a finish off court) leaves the clock as it is.
 */
export function startAfter(
  match: Pick<MatchRow, 'status' | 'startTime'>,
  event: MatchEvent,
): RowChange | null {
  if (match.status !== 'ongoing' || match.startTime !== null || event.kind !== 'point') return null;
  return { startTime: new Date(event.at) };
}

/** docs/scoring-rules.md#accidental-press-guard: a WatchButton point arms the guard, an undo clears it. */
export function guardAfter(event: MatchEvent, source: EventSource): number | null | 'keep' {
  if (event.kind === 'undo') return null;
  return source === 'button' && event.kind === 'point' ? event.at : 'keep';
}

/** Elapsed time at `at` is over the match's duration (docs/scoring-rules.md#time-limit). */
export function timeIsUp(
  match: Pick<MatchRow, 'status' | 'startTime' | 'matchDuration'>,
  at: number,
): boolean {
  return (
    match.status === 'ongoing' &&
    match.startTime !== null &&
    at - match.startTime.getTime() > match.matchDuration * 1000
  );
}

/** Refuses an action the match's status does not allow, before the engine sees it. */
export function playableRefusal(match: Pick<MatchRow, 'status'>, isUndo: boolean): AppError | null {
  if (match.status === 'scheduled') return conflict(MESSAGES.matchNotStarted);
  if (match.status === 'finished' && !isUndo) return conflict(MESSAGES.matchFinished);
  return null;
}

/**
 * Refuses an undo that would reopen a finished match which may no longer reopen: a game of a
 * finished club event, whose results have gone out (docs/api.md, "Events"; the organiser corrects
 * the game instead).
 */
export function reopeningRefusal(
  match: Pick<MatchRow, 'status'>,
  isUndo: boolean,
  closed: boolean,
): AppError | null {
  return match.status === 'finished' && isUndo && closed ? conflict(MESSAGES.eventFinishedGameClosed) : null;
}

/** An event to fold into the match with the engine (which may still refuse it: 409 with its reason). */
export interface Apply {
  kind: 'apply';
  event: MatchEvent;
}

export interface Refused {
  kind: 'refused';
  error: AppError;
}

// ------------------------------------------------------------------ a WatchButton press

export interface PressFacts {
  match: Pick<MatchRow, 'id' | 'status' | 'courtId'>;
  /** The status the press expects its match in: its court's ongoing match, or (undo) its last one. */
  expect: 'ongoing' | 'finished';
  button: { courtId: number; action: ButtonAction };
  /** The button is as the press authenticated it (same court, action and secret). */
  buttonUnchanged: boolean;
  /** The match a press id was already recorded for: undefined when not seen within its 10 minutes. */
  seenFor: string | null | undefined;
  /** The latest WatchButton point's press time (null: none, or cleared by an undo). */
  guardAt: number | null;
  guardMs: number;
  /** When the button was pressed (its own time, or its arrival). */
  pressedAt: number;
}

export type PressDecision =
  /** The match is no longer the one the press aimed at: look for the court's match again. */
  | { kind: 'retarget' }
  /** The press id was already applied (or ignored): answer the score, change nothing. */
  | { kind: 'duplicate'; matchId: string }
  /** Within the guard time of the previous button point: recorded, not applied. */
  | { kind: 'ignored' }
  | Refused
  | Apply;

/**
 * A WatchButton press (docs/scoring-rules.md#accidental-press-guard, docs/api.md "WatchButton"). The guard
 * compares press times, both ways: a burst of queued presses sent late keeps its spacing, so it is
 * neither refused for arriving together nor reordered.
 */
export function decidePress(facts: PressFacts): PressDecision {
  const { match, button } = facts;
  if (!facts.buttonUnchanged || match.courtId !== button.courtId || match.status !== facts.expect)
    return { kind: 'retarget' };
  if (facts.seenFor !== undefined) return { kind: 'duplicate', matchId: facts.seenFor ?? match.id };
  const scoring = button.action === 'TEAM1_SCORE' || button.action === 'TEAM2_SCORE';
  if (
    scoring &&
    facts.guardMs > 0 &&
    match.status === 'ongoing' &&
    facts.guardAt !== null &&
    Math.abs(facts.pressedAt - facts.guardAt) < facts.guardMs
  )
    return { kind: 'ignored' };
  const refusal = playableRefusal(match, button.action === 'UNDO');
  if (refusal) return { kind: 'refused', error: refusal };
  return { kind: 'apply', event: eventForAction(BUTTON_SCORE_ACTION[button.action], facts.pressedAt) };
}

// ------------------------------------------------------------------ a control-screen action

export interface ActionFacts {
  match: Pick<MatchRow, 'status'> | null;
  action: ScoreAction;
  /**
   * What its Idempotency-Key was already applied as in the match's log (or earlier in the same
   * batch), as an actionSignature; null when the key is new.
   */
  keyAppliedAs: string | null;
  at: number;
}

export type ActionDecision = { kind: 'duplicate' } | Refused | Apply;

/** A score action of the control screen or the API (no accidental-press guard). */
export function decideAction(facts: ActionFacts): ActionDecision {
  if (!facts.match) return { kind: 'refused', error: notFound(MESSAGES.matchNotFound) };
  if (facts.keyAppliedAs !== null) {
    // The same action sent again is answered with the score; a key reused for another action is
    // refused, never silently dropped (docs/api.md, "Queued actions").
    const asked = actionSignature(eventForAction(facts.action, facts.at));
    if (facts.keyAppliedAs === asked) return { kind: 'duplicate' };
    return { kind: 'refused', error: unprocessable(MESSAGES.idempotencyKeyReused) };
  }
  const refusal = playableRefusal(facts.match, facts.action === 'undo');
  if (refusal) return { kind: 'refused', error: refusal };
  return { kind: 'apply', event: eventForAction(facts.action, facts.at) };
}

// ------------------------------------------------------------------ time up

export type TimeUpDecision = { kind: 'noop' } | Apply;

/** The sweeper's check, on the match as the writer holds it: finished for time once its time is up. */
export function decideTimeUp(
  match: Pick<MatchRow, 'status' | 'startTime' | 'matchDuration'> | null,
  at: number,
): TimeUpDecision {
  if (!match || !timeIsUp(match, at)) return { kind: 'noop' };
  return { kind: 'apply', event: { kind: 'finish', reason: 'time', at } };
}

// ------------------------------------------------------------------ a status change

export type MatchStatus = MatchRow['status'];

export type StatusDecision = { kind: 'unchanged' } | Refused | Apply | { kind: 'row'; row: RowChange };

/**
 * Moves a match to `status` by the rules in docs/product.md#states: finished is terminal; scheduled may
 * become anything; ongoing may stay or finish. Finishing goes through the engine (reason 'time' when
 * the time is up, else 'manual'); starting sets the start time, from which the time limit counts, and
 * so does 'ongoing' asked for a match in warm-up (its explicit start).
 */
export function decideStatus(
  match: Pick<MatchRow, 'status' | 'courtId' | 'startTime' | 'matchDuration'>,
  status: MatchStatus,
  at: number,
): StatusDecision {
  // 'Start match' on the control screen (docs/scoring-rules.md#warm-up): the clock starts now.
  if (status === 'ongoing' && match.status === 'ongoing' && match.startTime === null)
    return { kind: 'row', row: { startTime: new Date(at) } };
  if (match.status === status) return { kind: 'unchanged' };
  if (match.status === 'finished') return { kind: 'refused', error: conflict(MESSAGES.finishedStatusLocked) };
  if (status === 'finished') {
    const reason = timeIsUp(match, at) ? 'time' : 'manual';
    return { kind: 'apply', event: { kind: 'finish', reason, at } };
  }
  if (match.status === 'ongoing') return { kind: 'refused', error: conflict(MESSAGES.ongoingStatusLocked) };
  // A match is played on a court (its court may have been deleted since it was scheduled).
  if (match.courtId === null) return { kind: 'refused', error: badRequest(MESSAGES.courtRequired) };
  return { kind: 'row', row: { status: 'ongoing', startTime: new Date(at) } };
}

// ------------------------------------------------------------------ an admin edit

export interface MatchEdit {
  team1Name?: string;
  team2Name?: string;
  /** undefined: unchanged; null: detach (refused: a match is its court's); else the court it moves to. */
  court?: { id: number; clubId: number } | null;
  startTime?: Date | null;
  status?: MatchStatus;
}

export type EditDecision =
  | Refused
  /** The record's new fields (none: nothing changed), then what the status asks (if anything). */
  | { kind: 'edit'; row: RowChange; status: StatusDecision | null };

/**
 * The admin edit (docs/product.md#states): names, court, start time and status together. A move needs
 * a court and a match not finished; the start time changes only while the match stays scheduled.
 */
export function decideEdit(
  match: Pick<MatchRow, 'status' | 'courtId' | 'startTime' | 'matchDuration'>,
  edit: MatchEdit,
  at: number,
): EditDecision {
  const row: RowChange = {};
  if (edit.team1Name !== undefined) row.team1Name = edit.team1Name;
  if (edit.team2Name !== undefined) row.team2Name = edit.team2Name;
  if (edit.court !== undefined && (edit.court?.id ?? null) !== match.courtId) {
    if (match.status === 'finished') return { kind: 'refused', error: conflict(MESSAGES.matchFinished) };
    // A scheduled or ongoing match is its court's: detaching it would free the court.
    if (!edit.court) return { kind: 'refused', error: badRequest(MESSAGES.courtRequired) };
    row.courtId = edit.court.id;
    row.clubId = edit.court.clubId;
  }
  if (
    edit.startTime !== undefined &&
    (edit.startTime?.getTime() ?? null) !== (match.startTime?.getTime() ?? null)
  ) {
    if (match.status !== 'scheduled' || (edit.status !== undefined && edit.status !== 'scheduled'))
      return { kind: 'refused', error: conflict(MESSAGES.startTimeLocked) };
    row.startTime = edit.startTime;
  }
  const moved = { ...match, ...row };
  const status = edit.status === undefined ? null : decideStatus(moved, edit.status, at);
  if (status?.kind === 'refused') return status;
  return { kind: 'edit', row, status };
}

// ------------------------------------------------------------------ finishing off court

/** A finish off court (docs/scoring-rules.md, "Finishing a match off court"), as the routes take it. */
export type OffCourtFinish =
  | { kind: 'retire'; team: Team }
  | { kind: 'walkover'; team: Team }
  | { kind: 'manualResult'; sets: EnteredSet[]; retired: Team | null };

/**
 * A retirement, a walkover or a result entered by hand: the engine decides the rest (a walkover or
 * result after a scored point is 409); a result the format cannot produce is 400, saying why.
 */
export function decideOffCourt(
  match: Pick<MatchRow, 'status'> | null,
  rules: Rules | null,
  finish: OffCourtFinish,
  at: number,
): Refused | Apply {
  if (!match || !rules) return { kind: 'refused', error: notFound(MESSAGES.matchNotFound) };
  const refusal = playableRefusal(match, false);
  if (refusal) return { kind: 'refused', error: refusal };
  if (finish.kind === 'manualResult') {
    const checked = checkManualResult(rules, finish.sets, finish.retired);
    if (!checked.ok) return { kind: 'refused', error: badRequest(resultErrorMessage(checked.error)) };
    return { kind: 'apply', event: { kind: 'manualResult', sets: finish.sets, retired: finish.retired, at } };
  }
  return { kind: 'apply', event: { kind: finish.kind, team: finish.team, at } };
}

// ------------------------------------------------------------------ press times

/** How far a press time may be ahead of the server's clock (a device's clock runs a little fast). */
export const PRESS_TIME_MAX_AHEAD_MS = 5_000;
/** How old a press time may be: an outbox queued longer than this is not replayed as pressed then. */
export const PRESS_TIME_MAX_AGE_MS = 10 * 60_000;

/** A press time within its window (docs/api.md, "Press times"); the server's clock is `now`. */
export function pressTimeInWindow(pressedAt: number, now: number): boolean {
  return pressedAt <= now + PRESS_TIME_MAX_AHEAD_MS && pressedAt >= now - PRESS_TIME_MAX_AGE_MS;
}
