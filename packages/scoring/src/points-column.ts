import type { Team } from './types.ts';
import type { ScoreView } from './view.ts';

/**
 * A team's figure in a board's points column (docs/scoring-rules.md#the-score-view): a rally game's
 * points, a tiebreak's points, or else the game's point name ('0', '15', '30', '40', 'AD').
 */
export function teamPoints(view: Pick<ScoreView, 'current_game' | 'rally'>, team: Team): string {
  if (view.rally) return String(team === 'team1' ? view.rally.team1_points : view.rally.team2_points);
  const game = view.current_game;
  if (game.is_tiebreak)
    return String(team === 'team1' ? game.team1_tiebreak_score : game.team2_tiebreak_score);
  return team === 'team1' ? game.team1_score : game.team2_score;
}
