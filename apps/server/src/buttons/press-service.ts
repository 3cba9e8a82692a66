import { MESSAGES, type PressOutcome, type PressResult } from '@bandeja/contract';
import type { AppContext } from '../context.ts';
import { conflict } from '../http/errors.ts';
import { liveScoreOf } from '../matches/presenter.ts';
import { findMatchRecord } from '../matches/repository.ts';
import type { ScoreChange } from '../scores/service.ts';
import { findRecentPress } from './press-repository.ts';

export interface PressInput {
  buttonId: number;
  /** The button's secret, from x-button-key or ?key=. */
  key: string | null;
  /** The device's id for this press, from x-press-id or ?pressId=; retries repeat it. */
  pressId: string | null;
}

export interface PressAnswer {
  result: PressResult;
  /** The committed change (already broadcast by the live writer), when the press had an effect. */
  change: ScoreChange | null;
}

const OUTCOME_MESSAGES: Record<PressOutcome, string> = {
  applied: MESSAGES.pressApplied,
  duplicate: MESSAGES.pressDuplicate,
  ignored_accidental: MESSAGES.pressIgnored,
};

function answer(outcome: PressOutcome, matchId: string, score: PressResult['score']): PressResult {
  return { outcome, message: OUTCOME_MESSAGES[outcome], matchId, score };
}

/** Times a press looks for its match again when the one it aimed at changed under it. */
const MAX_RETARGETS = 5;

/**
 * A WatchButton press (design §3, §4): authenticated by the button's secret and applied to its
 * court's active match by the live writer (src/scores/live-writer.ts), in the same database
 * statement as the record of its press id, so that a retried press is answered 'duplicate' with
 * no second effect, and a scoring press within the guard time of the previous button point on that
 * match is answered 'ignored_accidental' (an undo clears the guard). An undo with no ongoing match
 * applies to the court's match that just ended (the engine's 60 s window for a mis-pressed match
 * point).
 */
export async function pressButton(ctx: AppContext, input: PressInput, guardMs: number): Promise<PressAnswer> {
  const { pressId } = input;
  for (let attempt = 0; attempt < MAX_RETARGETS; attempt += 1) {
    const button = await ctx.scores.button(input.buttonId, input.key);
    const target = await ctx.scores.pressTarget(button);
    if (target === 'changed') continue;
    if (target === null) {
      // No match to act on: maybe a retry of a press that ended the match.
      const seen = pressId ? await findRecentPress(ctx.db, button.id, pressId, ctx.now()) : null;
      const record = seen?.matchId ? await findMatchRecord(ctx.db, seen.matchId) : null;
      if (record) return { result: answer('duplicate', record.match.id, liveScoreOf(record)), change: null };
      throw conflict(MESSAGES.noActiveMatch);
    }
    const settled = await ctx.scores.press({ ...target, button, pressId, guardMs });
    switch (settled.kind) {
      case 'applied':
        return {
          result: answer('applied', settled.change.match.id, settled.change.score),
          change: settled.change,
        };
      case 'ignored':
        return { result: answer('ignored_accidental', settled.matchId, settled.score), change: null };
      case 'duplicate':
        return { result: answer('duplicate', settled.matchId, settled.score), change: null };
      case 'retarget':
      case 'noop':
        continue;
    }
  }
  throw new Error(`press on button ${input.buttonId} kept finding its match changed`);
}
