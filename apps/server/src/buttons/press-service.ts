import { MESSAGES, type PressOutcome, type PressResult } from '@bandeja/contract';
import type { AppContext } from '../context.ts';
import { conflict } from '../http/errors.ts';
import { findSeenPresses } from '../scores/live-repository.ts';
import { duplicateScore } from '../scores/live-writer.ts';

export interface PressInput {
  buttonId: number;
  /** The button's secret, from x-button-key or ?key=. */
  key: string | null;
  /** The device's id for this press, from x-press-id or ?pressId=; retries repeat it. */
  pressId: string | null;
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
 * A WatchButton press (docs/scoring-rules.md#accidental-press-guard, docs/api.md "WatchButton"): authenticated by the button's secret and applied to its
 * court's active match by the live writer (src/scores/live-writer.ts), in the same database
 * statement as the record of its press id, so that a retried press is answered 'duplicate' with
 * no second effect, and a scoring press within the guard time of the previous button point on that
 * match is answered 'ignored_accidental' (an undo clears the guard). An undo with no ongoing match
 * applies to the court's match that just ended (the engine's 60 s window for a mis-pressed match
 * point).
 */
export async function pressButton(ctx: AppContext, input: PressInput, guardMs: number): Promise<PressResult> {
  const { pressId } = input;
  for (let attempt = 0; attempt < MAX_RETARGETS; attempt += 1) {
    const button = await ctx.scores.button(input.buttonId, input.key);
    const target = await ctx.scores.pressTarget(button);
    if (target === 'changed') continue;
    if (target === null) {
      // No match to act on: maybe a retry of a press that ended the match.
      const [seen] = pressId
        ? await findSeenPresses(ctx.db, [{ buttonId: button.id, pressId }], ctx.now())
        : [];
      if (!seen?.matchId) throw conflict(MESSAGES.noActiveMatch);
      return answer('duplicate', seen.matchId, await duplicateScore(ctx.db, seen.matchId));
    }
    const settled = await ctx.scores.press({ ...target, button, pressId, guardMs });
    switch (settled.kind) {
      case 'applied':
        return answer('applied', settled.change.match.id, settled.change.score);
      case 'ignored':
        return answer('ignored_accidental', settled.matchId, settled.score);
      case 'duplicate':
        return answer('duplicate', settled.matchId, settled.score);
      case 'retarget':
      case 'noop':
        continue;
    }
  }
  throw new Error(`press on button ${input.buttonId} kept finding its match changed`);
}
