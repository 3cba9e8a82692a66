import type { LiveScore } from '@bandeja/contract';
import type { ReactNode } from 'react';
import { playersPerTeamOf, setScoresLine } from '../../lib/board/format.ts';
import { noWinnerWord } from './no-winner.ts';
import { BOARD_TEXT, type Side } from './text.ts';

/** A side of this match: a pair in doubles, one player in singles. */
function sideOf(score: Pick<LiveScore, 'match_type'>): Side {
  return playersPerTeamOf(score) === 2 ? 'pair' : 'player';
}

/** 'Ana & Bea win' ('Ana wins' in singles), 'Draw' or 'Not played', or nothing while there is no result. */
export function winnerLine(score: LiveScore): string | null {
  const winner =
    score.winner === 'team1' ? score.team1_name : score.winner === 'team2' ? score.team2_name : null;
  return winner ? BOARD_TEXT.teamWins(winner, sideOf(score)) : noWinnerWord(score);
}

/** The end state's title: how the match ended when it did not end on the score. */
export function endTitle(score: LiveScore, forTime: boolean): string {
  if (forTime) return BOARD_TEXT.finishedHow.time;
  const reason = score.finish_reason;
  return reason && reason !== 'score' ? BOARD_TEXT.finishedHow[reason] : BOARD_TEXT.matchFinished;
}

/** Who gave up, for a retirement or a walkover ('Ana retired'); a line for a result entered by hand. */
export function endNote(score: LiveScore): string | null {
  const loser =
    score.winner === 'team1' ? score.team2_name : score.winner === 'team2' ? score.team1_name : null;
  switch (score.finish_reason) {
    case 'retired':
      return loser ? BOARD_TEXT.retiredTeam(loser, sideOf(score)) : null;
    case 'walkover':
      return loser ? BOARD_TEXT.walkoverTeam(loser, sideOf(score)) : null;
    case 'manual_result':
      return BOARD_TEXT.notScoredLive;
    default:
      return null;
  }
}

/**
 * The end state (docs/product.md#public-scoreboard, docs/product.md#states): who won and the final sets; a match finished for time, retired,
 * given as a walkover or entered by hand says so (the sets carry 'Ret.' or 'W/O').
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
  const line = setScoresLine(score);
  const note = forTime ? null : endNote(score);
  return (
    <section
      role="status"
      data-testid="end-state"
      data-reason={forTime ? 'time' : (score.finish_reason ?? 'score')}
      className="board-enter flex flex-wrap items-center justify-between gap-[1.5vmin] rounded-[1.2vmin] bg-red-700 px-[2.5vmin] py-[1vmin]"
    >
      <div className="min-w-0">
        <h2 data-testid="end-title" className="text-[max(1.1rem,4.2vmin)] font-black uppercase tracking-wide">
          {endTitle(score, forTime)}
        </h2>
        <p className="text-[max(0.9rem,2.8vmin)] font-semibold">
          {winnerLine(score)}
          {line ? (
            <span data-testid="end-sets" className="ml-[1em] tabular-nums text-red-100">
              {line}
            </span>
          ) : null}
        </p>
        {note ? (
          <p data-testid="end-note" className="text-[max(0.8rem,2.2vmin)] font-semibold text-red-100">
            {note}
          </p>
        ) : null}
      </div>
      {footer}
    </section>
  );
}
