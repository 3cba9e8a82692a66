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
