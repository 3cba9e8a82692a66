import type { LiveScore } from '@bandeja/contract';
import { hasTimeLimit, isWarmUp } from '@bandeja/contract/plain';
import { elapsedSeconds, formatClock, timeFraction } from '../../lib/board/format.ts';
import { BOARD_TEXT } from './text.ts';

/**
 * The match timer bar (docs/product.md#public-scoreboard, docs/product.md#constants-and-timings): elapsed time over match_duration, capped at 100%, ticking
 * every second while the match is on. A match without a time limit (slot 'none') shows its
 * elapsed time and 'No time limit', no bar to run out. During warm-up it stands, saying so.
 */
export function TimerBar({ score, now }: { score: LiveScore; now: number }) {
  // The elapsed time moves on between the server's first paint and the client taking it over
  // (docs/displays.md, "The first paint"): those few nodes may differ, the next tick sets them.
  // Warm-up (docs/scoring-rules.md#warm-up): the clock stands until the first point.
  if (isWarmUp(score)) {
    return (
      <div
        data-testid="timer-bar"
        data-state="warm-up"
        className="flex items-center gap-[1.5vmin] text-[max(0.8rem,2.6vmin)] font-semibold tabular-nums"
      >
        <span
          data-testid="warm-up"
          className="rounded-full bg-yellow-300 px-[1em] py-[0.15em] font-black uppercase tracking-wide text-slate-950"
        >
          {BOARD_TEXT.warmUp}
        </span>
        {/* Wraps on a narrow phone rather than cutting the sentence. */}
        <span data-testid="warm-up-hint" className="min-w-0 flex-1 leading-tight text-slate-400">
          {BOARD_TEXT.warmUpHint}
        </span>
        <span className="text-slate-400">
          {hasTimeLimit(score.match_duration) ? formatClock(score.match_duration) : BOARD_TEXT.noTimeLimit}
        </span>
      </div>
    );
  }
  const elapsed = elapsedSeconds(score, now);
  const started = score.start_time !== null && score.status !== 'pending';
  if (!hasTimeLimit(score.match_duration)) {
    return (
      <div
        data-testid="timer-bar"
        data-limit="none"
        className="flex items-center gap-[1.5vmin] text-[max(0.8rem,2.6vmin)] font-semibold tabular-nums"
      >
        <span data-testid="timer-elapsed" suppressHydrationWarning>
          {started ? formatClock(elapsed) : '00:00'}
        </span>
        <span aria-hidden className="h-px flex-1 bg-white/10" />
        <span data-testid="no-time-limit" className="text-slate-400">
          {BOARD_TEXT.noTimeLimit}
        </span>
      </div>
    );
  }
  const fraction = timeFraction(elapsed, score.match_duration);
  const late = fraction >= 1;
  return (
    <div
      data-testid="timer-bar"
      className="flex items-center gap-[1.5vmin] text-[max(0.8rem,2.6vmin)] font-semibold tabular-nums"
    >
      <span data-testid="timer-elapsed" suppressHydrationWarning>
        {started ? formatClock(elapsed) : '00:00'}
      </span>
      <div
        role="progressbar"
        aria-label={BOARD_TEXT.matchTime}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(fraction * 100)}
        suppressHydrationWarning
        className="h-[1.4vmin] min-h-2 flex-1 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-1000 ease-linear ${late ? 'bg-red-500' : 'bg-ball'}`}
          style={{ width: `${fraction * 100}%` }}
          suppressHydrationWarning
        />
      </div>
      <span className="text-slate-400">{formatClock(score.match_duration)}</span>
    </div>
  );
}
