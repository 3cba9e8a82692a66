import type { LiveScore } from '@bandeja/contract';
import { isNotPlayed, SET_KEYS } from '@bandeja/contract/plain';
import { BOARD_TEXT } from './text.ts';

/**
 * A finished match nobody won: 'Not played' when it ended before any game was won (by the operator
 * or the clock), as the share page and the result image say it (contract: `isNotPlayed`), else 'Draw'.
 */
export function noWinnerWord(score: LiveScore): string | null {
  const notPlayed = isNotPlayed({
    finished: score.status === 'finished',
    // A rally game's points, else every set (isNotPlayed asks whether all are at 0-0).
    sets: score.rally
      ? [{ team1: score.rally.team1_points, team2: score.rally.team2_points }]
      : SET_KEYS.map((key) => score.set_scores[key]),
    finishReason: score.finish_reason,
  });
  if (notPlayed) return BOARD_TEXT.notPlayed;
  return score.winner === 'draw' ? BOARD_TEXT.draw : null;
}
