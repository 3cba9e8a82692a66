import type { ShotClockPayload } from '@bandeja/contract';
import type { ShotClockPhase } from '@bandeja/scoring';
import { shotClockRemaining } from '@bandeja/scoring';
import { msg } from '@lingui/core/macro';
import { useServerNow } from '../../../lib/board/server-clock.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';

/** The shot clock's texts, loaded with it (lazy-shot-clock.tsx): boards without a clock never load them. */
const SHOT_CLOCK_TEXT = {
  get label() {
    return i18n._(msg`Shot clock`);
  },
  get phase(): Record<ShotClockPhase, string> {
    return {
      warm_up: i18n._(msg`Warm-up`),
      point: i18n._(msg`Next point`),
      change_ends: i18n._(msg`Change of ends`),
      set_break: i18n._(msg`Set break`),
    };
  },
  /** At zero: a discreet mark, not an alarm. */
  get time() {
    return i18n._(msg({ id: 'shotClock.time', message: 'Time' }));
  },
};

/** Re-read four times a second, so the seconds shown are never more than a quarter second late. */
const TICK_MS = 250;

function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes}:${String(rest).padStart(2, '0')}` : String(rest);
}

/**
 * The shot clock of a live match (docs/broadcast.md, "The shot clock"): the phase and the seconds
 * left, counted from the server's commit time of the change that started it against the server's
 * time as this screen estimates it (server-clock.ts), never the screen's own clock. At zero it says
 * 'TIME', quietly. Shown beside the score, never over it; nothing when the match runs no clock.
 */
export function ShotClock({
  clock,
  variant,
}: {
  clock: ShotClockPayload | null | undefined;
  /** 'tv': the court display's header; 'bug': the strip under the overlay's score bug. */
  variant: 'tv' | 'bug';
}) {
  const now = useServerNow(TICK_MS, Boolean(clock));
  if (!clock) return null;
  const left = shotClockRemaining({ startedAt: Date.parse(clock.started_at), seconds: clock.seconds }, now);
  const over = left === 0;
  const box =
    variant === 'tv'
      ? 'gap-[1vw] rounded-[1.2vh] px-[1.2vw] py-[0.6vh] text-[2.6vh]'
      : 'mt-[6px] gap-[10px] rounded-[10px] px-[14px] py-[4px] text-[15px]';
  const digits = variant === 'tv' ? 'text-[5vh] min-w-[2.2ch]' : 'text-[22px] min-w-[2.2ch]';
  return (
    <div
      data-testid="shot-clock"
      data-phase={clock.phase}
      data-left={left}
      role="timer"
      aria-label={SHOT_CLOCK_TEXT.label}
      className={`flex items-center font-bold uppercase tracking-wide tabular-nums ${box} ${
        over ? 'bg-slate-800/80 text-slate-400' : 'bg-slate-800 text-white'
      }`}
    >
      <span className="text-slate-400">{SHOT_CLOCK_TEXT.phase[clock.phase]}</span>
      <span data-testid="shot-clock-seconds" className={`text-right font-black leading-none ${digits}`}>
        {over ? SHOT_CLOCK_TEXT.time : formatSeconds(left)}
      </span>
    </div>
  );
}
