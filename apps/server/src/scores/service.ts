import {
  type LiveScore,
  MESSAGES,
  refusalMessage,
  resultErrorMessage,
  type ScoreAction,
  type StatusUpdateBody,
} from '@bandeja/contract';
import {
  apply,
  checkManualResult,
  type EnteredSet,
  initialState,
  type MatchEvent,
  type MatchState,
  matchStatistics,
  type Rules,
  replay,
  scoreView,
  setSummary,
  type Team,
} from '@bandeja/scoring';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { uniqueViolationConstraint } from '../db/errors.ts';
import { matches } from '../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../http/errors.ts';
import { presentLiveScore } from '../matches/presenter.ts';
import {
  findMatch,
  findOngoingMatchOfCourt,
  type MatchRow,
  ONE_ONGOING_PER_COURT,
  updateMatchRow,
} from '../matches/repository.ts';
import { rulesOf } from '../matches/rules.ts';
import {
  type ChangeWrite,
  type EventSource,
  type LockedMatch,
  listEvents,
  lockMatchWithState,
  writeChange,
} from './repository.ts';
import { decodeState, encodeState } from './state-codec.ts';

/** One committed change of a match, what the sockets are told after the commit. */
export interface ScoreChange {
  match: MatchRow;
  score: LiveScore;
  rules: Rules;
  before: MatchState;
  after: MatchState;
}

export interface EventMeta {
  source: EventSource;
  buttonId?: number | null;
  pressId?: string | null;
}

/**
 * The state an event applies to: the stored state, or for an undo the fold of the log (an undo
 * re-folds the effective events, which the stored state leaves out: see state-codec.ts).
 */
async function stateFor(tx: Tx, locked: LockedMatch, rules: Rules, event: MatchEvent): Promise<MatchState> {
  if (event.kind === 'undo') return replay(rules, await listEvents(tx, locked.match.id));
  return locked.state === null ? initialState(rules) : decodeState(locked.state);
}

/** The current state of a locked match, as stored (for answers that change nothing). */
export function storedStateOf(locked: LockedMatch, rules: Rules): MatchState {
  return locked.state === null ? initialState(rules) : decodeState(locked.state);
}

/**
 * How the match record follows the engine after an event: finished when the engine finished it,
 * ongoing again when an undo within the window reopened it (the court may have a new match by then,
 * which the one-ongoing-per-court index refuses), otherwise unchanged (null).
 */
export function statusAfter(
  recordStatus: MatchRow['status'],
  after: MatchState,
  event: MatchEvent,
): ChangeWrite['status'] {
  if (after.status === 'finished' && recordStatus !== 'finished')
    return { status: 'finished', winner: after.winner, endTime: new Date(after.endedAt ?? event.at) };
  if (after.status === 'ongoing' && recordStatus === 'finished')
    return { status: 'ongoing', winner: null, endTime: null };
  return null;
}

/** docs/scoring-rules.md#accidental-press-guard: a WatchButton point arms the accidental-press guard, an undo clears it. */
export function guardAfter(event: MatchEvent, source: EventSource): ChangeWrite['guardAt'] {
  if (event.kind === 'undo') return null;
  return source === 'button' && event.kind === 'point' ? event.at : 'keep';
}

/**
 * The heart of a live match, inside the caller's transaction and on a match row it has locked:
 * the engine folds the event into the stored state (a refusal is a 409 with the engine's reason),
 * and one statement appends the event to the log with seq = the new version, replaces the
 * snapshot, records the press, and makes the match record follow the engine's status (finished,
 * or reopened by an undo).
 */
export async function applyEventLocked(
  tx: Tx,
  ctx: AppContext,
  locked: LockedMatch,
  event: MatchEvent,
  meta: EventMeta,
): Promise<ScoreChange> {
  const { match } = locked;
  const rules = rulesOf(match);
  const before = await stateFor(tx, locked, rules, event);
  const result = apply(rules, before, event);
  if (!result.ok) throw conflict(refusalMessage(result.code));
  const after = result.state;
  const now = new Date(ctx.now());
  // A reopening the one-ongoing index refuses becomes a 409 in withActiveMatchConflict.
  const status = statusAfter(match.status, after, event);
  const view = scoreView(rules, after);
  const buttonId = meta.buttonId ?? null;
  const pressId = meta.pressId ?? null;
  await writeChange(tx, {
    matchId: match.id,
    seq: after.version,
    event,
    source: meta.source,
    buttonId,
    pressId,
    at: now,
    state: encodeState(after),
    view,
    status,
    guardAt: guardAfter(event, meta.source),
    press: buttonId !== null && pressId !== null ? { buttonId, pressId, outcome: 'applied' } : null,
  });
  const updated: MatchRow = { ...match, ...(status ?? {}), updatedAt: now };
  return { match: updated, score: presentLiveScore(updated, view, now), rules, before, after };
}

/** A finish off court (docs/scoring-rules.md, "Finishing a match off court"), as the routes take it. */
export type OffCourtFinish =
  | { kind: 'retire'; team: Team }
  | { kind: 'walkover'; team: Team }
  | { kind: 'manualResult'; sets: EnteredSet[]; retired: Team | null };

/**
 * Records a retirement, a walkover or a result entered by hand, under the match lock like a status
 * change: `authorize` is checked on the locked match, the engine decides (a walkover or result
 * after a scored point is 409; a result the format cannot produce 400, saying why), and the match
 * finishes as any match does (undone within 60 s like a match point). Returns the committed change,
 * to be published by the caller.
 */
export async function finishOffCourt(
  ctx: AppContext,
  matchId: string,
  finish: OffCourtFinish,
  authorize: (match: MatchRow) => void,
): Promise<ScoreChange> {
  const change = await ctx.db.transaction(async (tx) => {
    const locked = await lockMatchWithState(tx, eq(matches.id, matchId));
    if (!locked) throw notFound(MESSAGES.matchNotFound);
    authorize(locked.match);
    assertPlayable(locked.match, false);
    const at = ctx.now();
    if (finish.kind === 'manualResult') {
      const checked = checkManualResult(rulesOf(locked.match), finish.sets, finish.retired);
      if (!checked.ok) throw badRequest(resultErrorMessage(checked.error));
      const event = { kind: 'manualResult', sets: finish.sets, retired: finish.retired, at } as const;
      return applyEventLocked(tx, ctx, locked, event, { source: 'control' });
    }
    return applyEventLocked(
      tx,
      ctx,
      locked,
      { kind: finish.kind, team: finish.team, at },
      { source: 'control' },
    );
  });
  // Written outside the live writer (under the match lock): its cache reloads the match.
  ctx.scores.forget(matchId);
  return change;
}

/** Runs `work`, turning the one-ongoing-match-per-court violation into the contract's 409. */
export async function withActiveMatchConflict<T>(
  ctx: AppContext,
  courtOf: () => Promise<number | null>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError || !isUniqueOngoingViolation(error)) throw error;
    const courtId = await courtOf();
    const active = courtId === null ? null : await findOngoingMatchOfCourt(ctx.db, courtId);
    throw conflict(MESSAGES.activeMatchExists, active ? { matchId: active.id } : {});
  }
}

function isUniqueOngoingViolation(error: unknown): boolean {
  const constraint = uniqueViolationConstraint(error);
  // PGlite may not name the constraint; the only other unique index written here (the log's
  // seq) cannot be violated under the match lock.
  return constraint === ONE_ONGOING_PER_COURT || constraint === '';
}

/** The court of a match, for the 409 of a reopening refused by the one-ongoing-match index. */
export function courtOfMatch(ctx: AppContext, matchId: string): () => Promise<number | null> {
  return async () => (await findMatch(ctx.db, matchId))?.courtId ?? null;
}

/** Refuses an action the match's status does not allow, before the engine sees it. */
export function assertPlayable(match: MatchRow, isUndo: boolean): void {
  if (match.status === 'scheduled') throw conflict(MESSAGES.matchNotStarted);
  if (match.status === 'finished' && !isUndo) throw conflict(MESSAGES.matchFinished);
}

/**
 * A score action of the control screen or the API (no accidental-press guard: docs/scoring-rules.md#accidental-press-guard), through
 * the live writer (src/scores/live-writer.ts): `authorize` is checked on the match as the action
 * finds it. The change is broadcast by the writer once committed.
 */
export async function performAction(
  ctx: AppContext,
  matchId: string,
  action: ScoreAction,
  meta: EventMeta,
  authorize?: (match: MatchRow) => void,
): Promise<ScoreChange> {
  const settled = await ctx.scores.action({ matchId, action, meta, ...(authorize ? { authorize } : {}) });
  if (settled.kind !== 'applied') throw new Error(`score action answered ${settled.kind}`);
  return settled.change;
}

/** Elapsed time is over the match's duration (docs/product.md#constants-and-timings), by the server's clock. */
export function timeIsUp(match: MatchRow, nowMs: number): boolean {
  return (
    match.status === 'ongoing' &&
    match.startTime !== null &&
    nowMs - match.startTime.getTime() > match.matchDuration * 1000
  );
}

/**
 * Moves a locked match to `status` by the rules in docs/product.md#states: finished is terminal; scheduled may become
 * anything; ongoing may stay or finish. Finishing goes through the engine (reason 'time' when the
 * time is up, else 'manual'). Returns null when nothing changed.
 */
export async function changeStatusLocked(
  tx: Tx,
  ctx: AppContext,
  locked: LockedMatch,
  status: StatusUpdateBody['status'],
  meta: EventMeta,
): Promise<ScoreChange | null> {
  const { match } = locked;
  if (match.status === status) return null;
  if (match.status === 'finished') throw conflict(MESSAGES.finishedStatusLocked);
  if (status === 'finished') {
    const reason = timeIsUp(match, ctx.now()) ? 'time' : 'manual';
    return applyEventLocked(tx, ctx, locked, { kind: 'finish', reason, at: ctx.now() }, meta);
  }
  if (match.status === 'ongoing') throw conflict(MESSAGES.ongoingStatusLocked);
  // A match is played on a court (its court may have been deleted since it was scheduled).
  if (match.courtId === null) throw badRequest(MESSAGES.courtRequired);
  // scheduled -> ongoing: play starts now, and the time limit counts from here.
  const now = new Date(ctx.now());
  const updated = await updateMatchRow(tx, match.id, { status: 'ongoing', startTime: now, updatedAt: now });
  const rules = rulesOf(updated);
  const state = storedStateOf(locked, rules);
  return {
    match: updated,
    score: presentLiveScore(updated, scoreView(rules, state), now),
    rules,
    before: state,
    after: state,
  };
}

/**
 * Tells the match's room about a committed change: the full score, the finish, and the statistics
 * at the end of a set or of the match. Never throws: the change is already durable, and a client
 * that missed a message resyncs from the snapshot.
 */
export function publishChange(
  ctx: Pick<AppContext, 'live' | 'db'>,
  change: ScoreChange,
  log?: FastifyBaseLogger,
): void {
  const matchId = change.match.id;
  ctx.live.publish({ event: 'scoreUpdate', matchId, payload: change.score });
  const finishedNow = change.after.status === 'finished' && change.before.status !== 'finished';
  if (finishedNow)
    ctx.live.publish({ event: 'matchFinished', matchId, payload: { matchId, score: change.score } });
  const setEnded = change.after.sets.length > change.before.sets.length;
  if (!finishedNow && !setEnded) return;
  const names = { team1_name: change.match.team1Name, team2_name: change.match.team2Name };
  const set = Math.max(1, change.after.sets.length);
  const statistics = listEvents(ctx.db, matchId)
    .then((events) => {
      const figures = matchStatistics(change.rules, events, names);
      // A walkover or a result entered by hand has no points to sum up, but its match summary
      // still opens (the share code; the screens say the point figures are not available).
      if (!figures.pointByPoint && !finishedNow) return;
      ctx.live.publish({
        event: 'statisticsUpdate',
        matchId,
        courtId: change.match.courtId,
        payload: {
          matchId,
          scope: finishedNow ? 'match' : 'set',
          set,
          statistics: figures,
          setStatistics: figures.pointByPoint
            ? (setSummary(change.rules, events, set, names)?.setStatistics ?? null)
            : null,
          version: change.after.version,
        },
      });
    })
    .catch((error: unknown) => log?.error({ err: error, matchId }, 'statistics broadcast failed'));
  ctx.live.track(statistics);
}
