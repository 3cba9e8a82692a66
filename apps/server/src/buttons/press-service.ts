import { type ButtonAction, MESSAGES, type PressOutcome, type PressResult } from '@bandeja/contract';
import type { MatchEvent } from '@bandeja/scoring';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { conflict, notFound, unauthorized } from '../http/errors.ts';
import { liveScoreOf } from '../matches/presenter.ts';
import {
  findMatchRecord,
  findOngoingMatchOfCourt,
  lockLatestFinishedMatchOfCourt,
  type MatchRow,
} from '../matches/repository.ts';
import { findSnapshot, latestGuardEvent } from '../scores/repository.ts';
import {
  applyEventLocked,
  assertPlayable,
  type ScoreChange,
  withActiveMatchConflict,
} from '../scores/service.ts';
import { findButtonForPress, findRecentPress, recordPress } from './press-repository.ts';
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

async function scoreInTx(tx: Tx, match: MatchRow) {
  return liveScoreOf({ match, snapshot: await findSnapshot(tx, match.id) });
}

/** The match a press acts on: the court's ongoing match; for an undo, else the one that just ended. */
async function lockTarget(tx: Tx, courtId: number, action: ButtonAction): Promise<MatchRow | null> {
  const ongoing = await findOngoingMatchOfCourt(tx, courtId, { lock: true });
  if (ongoing || action !== 'UNDO') return ongoing;
  // A mis-pressed match point is undone from the wrist too, within the engine's 60 s window.
  return lockLatestFinishedMatchOfCourt(tx, courtId);
}

/**
 * A WatchButton press (design §3, §4): authenticated by the button's secret, applied to its court's
 * active match in one transaction with the record of its press id, so a retried press is answered
 * 'duplicate' with no second effect, and a scoring press within the guard time of the previous
 * button point on that match is answered 'ignored_accidental' (an undo clears the guard).
 */
export async function pressButton(ctx: AppContext, input: PressInput, guardMs: number): Promise<PressAnswer> {
  const button = await findButtonForPress(ctx.db, input.buttonId);
  if (!button) throw notFound(MESSAGES.buttonNotFound);
  if (!input.key || !buttonSecretMatches(button.secretHash, input.key))
    throw unauthorized(MESSAGES.invalidButtonKey);
  const { pressId } = input;
  const answer = (outcome: PressOutcome, matchId: string, score: PressResult['score']): PressResult => ({
    outcome,
    message: OUTCOME_MESSAGES[outcome],
    matchId,
    score,
  });

  // A retry of a press already acknowledged: answer without taking any lock.
  if (pressId) {
    const seen = await findRecentPress(ctx.db, button.id, pressId, ctx.now());
    const record = seen?.matchId ? await findMatchRecord(ctx.db, seen.matchId) : null;
    if (record) return { result: answer('duplicate', record.match.id, liveScoreOf(record)), change: null };
  }

  const run = () =>
    ctx.db.transaction(async (tx): Promise<PressAnswer> => {
      const match = await lockTarget(tx, button.courtId, button.action);
      if (!match) throw conflict(MESSAGES.noActiveMatch);
      // Re-checked under the match lock: two copies of one press racing apply once.
      if (pressId && (await findRecentPress(tx, button.id, pressId, ctx.now()))) {
        return { result: answer('duplicate', match.id, await scoreInTx(tx, match)), change: null };
      }
      const now = ctx.now();
      const scoring = button.action === 'TEAM1_SCORE' || button.action === 'TEAM2_SCORE';
      if (scoring && guardMs > 0 && match.status === 'ongoing') {
        const latest = await latestGuardEvent(tx, match.id);
        if (latest && latest.kind === 'point' && now - latest.at < guardMs) {
          if (pressId)
            await recordPress(tx, {
              buttonId: button.id,
              pressId,
              matchId: match.id,
              outcome: 'ignored_accidental',
              nowMs: now,
            });
          return { result: answer('ignored_accidental', match.id, await scoreInTx(tx, match)), change: null };
        }
      }
      assertPlayable(match, button.action === 'UNDO');
      const change = await applyEventLocked(tx, ctx, match, eventFor(button.action, now), {
        source: 'button',
        buttonId: button.id,
        pressId,
      });
      if (pressId)
        await recordPress(tx, {
          buttonId: button.id,
          pressId,
          matchId: match.id,
          outcome: 'applied',
          nowMs: now,
        });
      return { result: answer('applied', match.id, change.score), change };
    });
  return withActiveMatchConflict(ctx, async () => button.courtId, run);
}
