import type { EventRound } from '@bandeja/contract';
import { useServerNow } from '../../../lib/board/server-clock.ts';
import { secondsLeft } from '../lib/event-model.ts';
import { EVENT_TEXT } from '../texts.ts';

/** The time left in a timed round (by the server's clock), 'm:ss'; nothing for an untimed round. */
export function RoundClock({ round, className = '' }: { round: EventRound | null; className?: string }) {
  const now = useServerNow(1000, Boolean(round?.ends_at));
  const left = secondsLeft(round, now);
  if (left === null) return null;
  const text =
    left === 0 ? EVENT_TEXT.timeUp : `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <span
      data-testid="round-time-left"
      data-seconds={left}
      className={`tabular-nums ${left <= 60 ? 'text-amber-600' : ''} ${className}`}
    >
      {text}
    </span>
  );
}
