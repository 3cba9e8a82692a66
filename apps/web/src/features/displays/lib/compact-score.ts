import type { LiveScore } from '@bandeja/contract';
import { rallyFigures, shownSets } from '../../../lib/board/format.ts';

/**
 * What a small board (a wall's tile, the stream overlay's score bug) shows of a score: whether it
 * is finished; a rally game's points, which are its score (no sets); the sets otherwise; whether
 * the points column shows (while playing, and a rally game's once finished too); and who serves
 * (while playing, once known).
 */
export function compactScore(score: LiveScore) {
  const finished = score.status === 'finished';
  const rally = rallyFigures(score);
  return {
    finished,
    rally,
    sets: rally ? [] : shownSets(score),
    showPoints: !finished || rally !== null,
    server: score.server_defined && !finished ? score.current_game.server : null,
  };
}
