import { type ButtonAction, MESSAGES, type PressOutcome, type PressResult } from '@bandeja/contract';
import type { MatchEvent } from '@bandeja/scoring';
import { scoreView } from '@bandeja/scoring';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { conflict, notFound, unauthorized } from '../http/errors.ts';
import { liveScoreOf, presentLiveScore } from '../matches/presenter.ts';
import { findMatchRecord } from '../matches/repository.ts';
import { rulesOf } from '../matches/rules.ts';
import type { LockedMatch } from '../scores/repository.ts';
import {
  applyEventLocked,
  assertPlayable,
  type ScoreChange,
  storedStateOf,
  withActiveMatchConflict,
} from '../scores/service.ts';
import {
  findButtonForPress,
  findRecentPress,
  lockPressTarget,
  type PressTarget,
  recordPress,
} from './press-repository.ts';
import { buttonSecretMatches } from './secret.ts';

export interface PressInput {
  buttonId: number;
  /** The button's secret, from x-button-key or ?key=. */
  key: string | null;
  /** The device's id for this press, from x-press-id or ?pressId=; retries repeat it. */
  pressId: string | null;
}

export interface PressAnswer {
  result: PressResult;
  /** The committed change to broadcast, when the press had an effect. */
  change: ScoreChange | null;
}

function eventFor(action: ButtonAction, at: number): MatchEvent {
  switch (action) {
    case 'TEAM1_SCORE':
      return { kind: 'point', team: 'team1', at };
    case 'TEAM2_SCORE':
      return { kind: 'point', team: 'team2', at };
    case 'UNDO':
      return { kind: 'undo', at };
    case 'RESET':
      return { kind: 'resetGame', at };
  }
}

const OUTCOME_MESSAGES: Record<PressOutcome, string> = {
  applied: MESSAGES.pressApplied,
  duplicate: MESSAGES.pressDuplicate,
  ignored_accidental: MESSAGES.pressIgnored,
};

function answer(outcome: PressOutcome, matchId: string, score: PressResult['score']): PressResult {
  return { outcome, message: OUTCOME_MESSAGES[outcome], matchId, score };
}

/** The stored score of a locked match, for answers that change nothing. */
function currentScore(ctx: AppContext, locked: LockedMatch): PressResult['score'] {
  const rules = rulesOf(locked.match);
  return presentLiveScore(locked.match, scoreView(rules, storedStateOf(locked, rules)), new Date(ctx.now()));
}

/** The answer to a retry of a press already acknowledged (the first answer's match, as it is now). */
async function duplicateAnswer(tx: Tx, matchId: string): Promise<PressAnswer | null> {
  const record = await findMatchRecord(tx, matchId);
  return record ? { result: answer('duplicate', matchId, liveScoreOf(record)), change: null } : null;
}

async function pressLocked(
  tx: Tx,
  ctx: AppContext,
  target: PressTarget,
  action: ButtonAction,
  buttonId: number,
  pressId: string | null,
  guardMs: number,
): Promise<PressAnswer> {
  const { locked } = target;
  const { match } = locked;
  // Checked under the match lock, so two copies of one press racing apply once.
  if (target.seenPress) {
    if (target.seenPress.matchId === match.id) {
      return { result: answer('duplicate', match.id, currentScore(ctx, locked)), change: null };
    }
    return (await duplicateAnswer(tx, target.seenPress.matchId)) ?? throwNoMatch();
  }
  const now = ctx.now();
  const scoring = action === 'TEAM1_SCORE' || action === 'TEAM2_SCORE';
  const { guardAt } = locked;
  if (scoring && guardMs > 0 && match.status === 'ongoing' && guardAt !== null && now - guardAt < guardMs) {
    if (pressId)
      await recordPress(tx, {
        buttonId,
        pressId,
        matchId: match.id,
        outcome: 'ignored_accidental',
        nowMs: now,
      });
    return { result: answer('ignored_accidental', match.id, currentScore(ctx, locked)), change: null };
  }
  assertPlayable(match, action === 'UNDO');
  const change = await applyEventLocked(tx, ctx, locked, eventFor(action, now), {
    source: 'button',
    buttonId,
    pressId,
  });
  return { result: answer('applied', match.id, change.score), change };
}

function throwNoMatch(): never {
  throw conflict(MESSAGES.noActiveMatch);
}

/**
 * A WatchButton press (design §3, §4): authenticated by the button's secret and applied to its
 * court's active match in one transaction with the record of its press id, so that a retried
 * press is answered 'duplicate' with no second effect, and a scoring press within the guard time
 * of the previous button point on that match is answered 'ignored_accidental' (an undo clears the
 * guard). An undo with no ongoing match applies to the court's match that just ended (the
 * engine's 60 s window for a mis-pressed match point).
 */
export async function pressButton(ctx: AppContext, input: PressInput, guardMs: number): Promise<PressAnswer> {
  const { pressId } = input;
  return withActiveMatchConflict(
    ctx,
    async () => (await findButtonForPress(ctx.db, input.buttonId))?.courtId ?? null,
    () =>
      ctx.db.transaction(async (tx): Promise<PressAnswer> => {
        // The common case in one locked read: the button, its court's ongoing match and its state.
        const query = { buttonId: input.buttonId, pressId, nowMs: ctx.now() };
        let target = await lockPressTarget(tx, { ...query, status: 'ongoing' });
        const button = target?.button ?? (await findButtonForPress(tx, input.buttonId));
        if (!button) throw notFound(MESSAGES.buttonNotFound);
        // Checked before anything is written; the transaction (and its lock) ends with the refusal.
        if (!input.key || !buttonSecretMatches(button.secretHash, input.key)) {
          throw unauthorized(MESSAGES.invalidButtonKey);
        }
        if (!target && button.action === 'UNDO')
          target = await lockPressTarget(tx, { ...query, status: 'finished' });
        if (target) return pressLocked(tx, ctx, target, button.action, button.id, pressId, guardMs);
        // No match to act on: maybe a retry of a press that ended the match.
        const seen = pressId ? await findRecentPress(tx, button.id, pressId, ctx.now()) : null;
        if (seen?.matchId) return (await duplicateAnswer(tx, seen.matchId)) ?? throwNoMatch();
        return throwNoMatch();
      }),
  );
}
