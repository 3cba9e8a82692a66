import { abbreviateFinishReason, type FinishReason } from '@bandeja/scoring';
import { formatSetScores } from './vocabulary.ts';

// Apart from vocabulary.ts, so that the plain vocabulary every screen loads first does not bring
// the engine's labels with it (docs/decisions/007-board-app.md).

/**
 * A result as one line: the set scores and the mark of a finish off court ('6-4 / 2-1 Ret.',
 * 'W/O'); '0-0' when nothing was played.
 */
export function formatResult(
  sets: { team1: number; team2: number }[],
  finishReason: FinishReason | null | undefined,
): string {
  const score = formatSetScores(sets);
  const mark = finishReason ? abbreviateFinishReason(finishReason) : '';
  if (mark === '') return score || '0-0';
  return score === '' ? mark : `${score} ${mark}`;
}

/**
 * A finished match in which no game was won and that was ended by the operator or the clock (not
 * a walkover, which is a result): it was not played, and says so instead of 'Draw'.
 */
export function isNotPlayed(match: {
  finished: boolean;
  sets: readonly { team1: number; team2: number }[];
  finishReason?: FinishReason | null | undefined;
}): boolean {
  return (
    match.finished &&
    match.sets.every((set) => set.team1 === 0 && set.team2 === 0) &&
    (match.finishReason === 'manual' || match.finishReason === 'time')
  );
}
