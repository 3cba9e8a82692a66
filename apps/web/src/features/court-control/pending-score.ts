import type { LiveScore, MatchSettings } from '@bandeja/contract';
import { eventForAction } from '@bandeja/contract/match-log';
import { rulesFromSettings } from '@bandeja/contract/match-rules';
import { apply, type MatchEvent, replay, scoreView } from '@bandeja/scoring';
import type { QueuedAction } from '../../lib/outbox/action-outbox.ts';

/**
 * The score the actions kept on the tablet will make (docs/product.md, "Court control offline"):
 * the match's log as the server last gave it, folded by the engine, then each queued action
 * applied by the engine as the server will apply it. Null when nothing waits, or when the log is
 * not the one the shown score was made from (the screen then shows the server's score alone).
 * The web never counts a point itself: every rule here is the engine's.
 */
export function pendingScoreOf(
  settings: MatchSettings,
  log: readonly MatchEvent[],
  confirmed: LiveScore,
  queue: readonly QueuedAction[],
): LiveScore | null {
  if (queue.length === 0) return null;
  const rules = rulesFromSettings(settings);
  if ('error' in rules) return null;
  let state: ReturnType<typeof replay>;
  try {
    state = replay(rules.rules, log);
  } catch {
    return null;
  }
  if (state.version !== confirmed.version) return null;
  for (const queued of queue) {
    const result = apply(rules.rules, state, eventForAction(queued.action, queued.pressedAt));
    // An action the engine refuses here (an undo with nothing left) the server refuses too.
    if (result.ok) state = result.state;
  }
  return { ...confirmed, ...scoreView(rules.rules, state) };
}
