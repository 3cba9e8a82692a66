import type { LiveScore } from '@bandeja/contract';
import { describeFinishReason } from '@bandeja/scoring';
import type { ReactNode } from 'react';
import { setScoresLine } from '../../lib/board/format.ts';
import { BOARD_TEXT } from './text.ts';

/**
 * The end state (docs/product.md#public-scoreboard, docs/product.md#states): who won and the final sets; a match finished for time says so.
 * `footer` is what the screen offers next (a countdown home, or the court display's link).
 */
export function EndState({
  score,
  forTime,
  footer,
}: {
  score: LiveScore;
  /** The time is up (finished for time, or about to be marked so). */
  forTime: boolean;
  footer?: ReactNode;
}) {
  const winner =
    score.winner === 'team1' ? score.team1_name : score.winner === 'team2' ? score.team2_name : null;
  const title = forTime
    ? describeFinishReason('time')
    : score.finish_reason === 'manual'
      ? describeFinishReason('manual')
      : BOARD_TEXT.matchFinished;
  const line = setScoresLine(score);
  return (
    <section
      role="status"
      data-testid="end-state"
      data-reason={forTime ? 'time' : (score.finish_reason ?? 'score')}
      className="board-enter flex flex-wrap items-center justify-between gap-[1.5vmin] rounded-[1.2vmin] bg-red-700 px-[2.5vmin] py-[1vmin]"
    >
      <div className="min-w-0">
        <h2 className="text-[max(1.1rem,4.2vmin)] font-black uppercase tracking-wide">{title}</h2>
        <p className="text-[max(0.9rem,2.8vmin)] font-semibold">
          {winner ? BOARD_TEXT.teamWins(winner) : score.winner === 'draw' ? BOARD_TEXT.draw : null}
          {line ? <span className="ml-[1em] tabular-nums text-red-100">{line}</span> : null}
        </p>
      </div>
      {footer}
    </section>
  );
}
