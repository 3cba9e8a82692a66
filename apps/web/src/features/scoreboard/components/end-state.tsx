import type { LiveScore } from '@bandeja/contract';
import { describeFinishReason } from '@bandeja/scoring';
import { setScoresLine } from '../lib/format.ts';

/**
 * The end state (spec §2, §4): who won, the final sets, and the countdown to the start screen; a
 * match finished for time says so.
 */
export function EndState({
  score,
  forTime,
  secondsLeft,
}: {
  score: LiveScore;
  /** The time is up (finished for time, or about to be marked so). */
  forTime: boolean;
  /** Seconds until the screen leaves; null when it stays (admin view). */
  secondsLeft: number | null;
}) {
  const winner =
    score.winner === 'team1' ? score.team1_name : score.winner === 'team2' ? score.team2_name : null;
  const title = forTime
    ? describeFinishReason('time')
    : score.finish_reason === 'manual'
      ? describeFinishReason('manual')
      : 'Match finished';
  const line = setScoresLine(score);
  return (
    <section
      role="status"
      data-testid="end-state"
      data-reason={forTime ? 'time' : (score.finish_reason ?? 'score')}
      className="flex flex-wrap items-center justify-between gap-[1.5vmin] rounded-[1.2vmin] bg-red-700 px-[2.5vmin] py-[1vmin]"
    >
      <div className="min-w-0">
        <h2 className="text-[clamp(1.1rem,4.2vmin,3.5rem)] font-black uppercase tracking-wide">{title}</h2>
        <p className="text-[clamp(0.9rem,2.8vmin,2.3rem)] font-semibold">
          {winner ? `${winner} win` : score.winner === 'draw' ? 'Draw' : null}
          {line ? <span className="ml-[1em] tabular-nums text-red-100">{line}</span> : null}
        </p>
      </div>
      {secondsLeft !== null ? (
        <p data-testid="redirect-countdown" className="text-[clamp(0.75rem,2vmin,1.6rem)] text-red-100">
          Returning to the start screen in {secondsLeft} s
        </p>
      ) : null}
    </section>
  );
}
