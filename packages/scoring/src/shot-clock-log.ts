/**
 * The shot clock from a point log (docs/broadcast.md, "The shot clock"), apart from shot-clock.ts so
 * that the screens, which only count the seconds down, never load the engine's replay.
 */
import { replay } from './engine.ts';
import { type ShotClock, shotClockAfter, warmUpClock } from './shot-clock.ts';
import type { MatchEvent, Rules } from './types.ts';
import { scoreView } from './view.ts';

/** An event of the stored log with the time the server committed it. */
export interface CommittedEvent {
  event: MatchEvent;
  committedAt: number;
}

/**
 * Given the point log and the rules, which phase the shot clock is in and when it started: the
 * warm-up (from `warmUpSince`) while no event was committed, else the clock of the last event's
 * change (`shotClockAfter`) from its commit time.
 */
export function shotClockOfLog(
  rules: Rules,
  log: readonly CommittedEvent[],
  warmUpSince: number | null,
): ShotClock | null {
  const last = log[log.length - 1];
  if (last === undefined) return warmUpSince === null ? null : warmUpClock(warmUpSince);
  const view = scoreView(
    rules,
    replay(
      rules,
      log.map((entry) => entry.event),
    ),
  );
  return shotClockAfter(view, last.committedAt);
}
