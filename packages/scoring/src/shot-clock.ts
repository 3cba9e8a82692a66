/**
 * The shot clock (docs/broadcast.md, "The shot clock"): the time the players have before the next
 * serve, a pure function of the score. It starts when a change of the score is committed (its
 * commit time, never a screen's clock) and runs for the phase's seconds: 20 after a point, 90 at a
 * change of ends, 120 at a set break, 180 for the warm-up before the first point.
 */
import type { ScoreView } from './view.ts';

export const SHOT_CLOCK_SECONDS = {
  warm_up: 180,
  point: 20,
  change_ends: 90,
  set_break: 120,
} as const;

export type ShotClockPhase = keyof typeof SHOT_CLOCK_SECONDS;

export const SHOT_CLOCK_PHASES = Object.keys(SHOT_CLOCK_SECONDS) as ShotClockPhase[];

/** A running shot clock: its phase, when it started (epoch ms) and how long it runs. */
export interface ShotClock {
  phase: ShotClockPhase;
  startedAt: number;
  seconds: number;
}

function clockOf(phase: ShotClockPhase, startedAt: number): ShotClock {
  return { phase, startedAt, seconds: SHOT_CLOCK_SECONDS[phase] };
}

/** The warm-up's clock: from the match's creation until its first point. */
export function warmUpClock(since: number): ShotClock {
  return clockOf('warm_up', since);
}

/**
 * The clock after a change of the score committed at `committedAt`, from the view it led to:
 * a set won is a set break (120 s), a game after which the players change ends a change of ends
 * (90 s), any other point (a game without a change of ends, a tiebreak point, a rally point) 20 s.
 * An undo or a reset restarts the point's 20 s. None once the match is over, or before a point.
 */
export function shotClockAfter(
  view: Pick<ScoreView, 'status' | 'last_point_type' | 'change_ends'>,
  committedAt: number,
): ShotClock | null {
  if (view.status === 'finished') return null;
  switch (view.last_point_type) {
    case 'set':
      return clockOf('set_break', committedAt);
    case 'game':
      return clockOf(view.change_ends ? 'change_ends' : 'point', committedAt);
    case 'point':
    case 'undo':
    case 'reset':
      return clockOf('point', committedAt);
    case 'match':
    case 'none':
      return null;
  }
}

/**
 * Seconds left on the clock at `now` (the server's time as the screen estimates it), never below
 * zero and never above the phase's own seconds; whole seconds rounded up, so a fresh 20 s clock
 * reads 20 and reaches 0 at its end. A screen's estimate may run a little behind the server (it
 * learns the server's time from an answer that took time to reach it), so a clock that has just
 * started can look as if it had not yet: it shows its full seconds then, never 21 of 20.
 */
export function shotClockRemaining(clock: Pick<ShotClock, 'startedAt' | 'seconds'>, now: number): number {
  const left = clock.seconds * 1000 - Math.max(0, now - clock.startedAt);
  return left <= 0 ? 0 : Math.ceil(left / 1000);
}
