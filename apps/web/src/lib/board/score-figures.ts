import type { LiveScore } from '@bandeja/contract';
import { teamPoints } from '@bandeja/scoring';
import { abbreviateFinishReason, describePointName } from '../i18n/board-labels.ts';
import { rallyFigures, shownSets } from './format.ts';

type Team = 'team1' | 'team2';

/**
 * What every score board (score card, overlay bug, wall tile) reads off a live score: the set
 * columns, whether the points column shows, the serving player, the finish mark and each team's
 * points (the engine's `teamPoints`, in the language's own advantage mark).
 */
export function scoreFigures(score: LiveScore) {
  const finished = score.status === 'finished';
  // A rally game: its points are the score (no sets), and stay once it is finished.
  const rally = rallyFigures(score);
  return {
    finished,
    rally,
    sets: rally ? [] : shownSets(score),
    showPoints: !finished || rally !== null,
    server: score.server_defined && !finished ? score.current_game.server : null,
    // 'Ret.' or 'W/O' beside the team that gave up.
    finishMark: finished && score.finish_reason ? abbreviateFinishReason(score.finish_reason) : '',
    points: (team: Team) => describePointName(teamPoints(score, team)),
  };
}
