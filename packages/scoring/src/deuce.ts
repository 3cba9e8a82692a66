/**
 * A pure question about the view of a game in play: where it stands at deuce. Screens label it
 * (labels.ts `describeDeuceCall`) instead of reading point names and deuce counts themselves.
 */
import { decidingDeuce } from './game.ts';
import type { DeuceMode, Team } from './types.ts';
import type { CurrentGame } from './view.ts';

/**
 * Where a game stands at deuce, for the board's DEUCE / AD labels and the golden and star point
 * banners. `deuce` is the deuce reached (1st, 2nd, …); `decidingDeuce` the deuce whose next point
 * decides the game by the deuce mode (null: advantage forever), so a board can say 'Deuce 2 of 3'.
 * The deciding point is a 'star' point in star point mode, a 'golden' point in the others.
 */
export type DeuceCall =
  | { kind: 'none' }
  | { kind: 'deuce'; deuce: number; decidingDeuce: number | null }
  | { kind: 'advantage'; team: Team; deuce: number; decidingDeuce: number | null }
  | { kind: 'deciding_point'; deuce: number; point: 'golden' | 'star' };

const NO_DEUCE: DeuceCall = { kind: 'none' };

/**
 * The deciding point a deuce mode plays: a 'star' point in star point mode, a 'golden' point in the
 * other golden modes, none with advantage at every deuce. A screen leaves out what a match did not
 * play (no 'Golden points won' row after advantage games).
 */
export function decidingPointOf(mode: DeuceMode): 'golden' | 'star' | null {
  if (decidingDeuce(mode) === null) return null;
  return mode === 'star_point' ? 'star' : 'golden';
}

/**
 * The deuce call of the game in play, from its view (`scoreView`'s `current_game`) and the match's
 * deuce mode: none outside deuce, in a tiebreak or once the game is decided.
 */
export function deuceCall(
  mode: DeuceMode,
  game: Pick<CurrentGame, 'team1_score' | 'team2_score' | 'deuce_count' | 'is_golden_point' | 'is_tiebreak'>,
): DeuceCall {
  if (game.is_tiebreak || game.deuce_count === 0) return NO_DEUCE;
  const deuce = game.deuce_count;
  if (game.is_golden_point)
    return { kind: 'deciding_point', deuce, point: mode === 'star_point' ? 'star' : 'golden' };
  const deciding = decidingDeuce(mode);
  if (game.team1_score === 'AD') return { kind: 'advantage', team: 'team1', deuce, decidingDeuce: deciding };
  if (game.team2_score === 'AD') return { kind: 'advantage', team: 'team2', deuce, decidingDeuce: deciding };
  return { kind: 'deuce', deuce, decidingDeuce: deciding };
}
