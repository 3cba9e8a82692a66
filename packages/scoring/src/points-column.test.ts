/** A team's figure in a board's points column (docs/scoring-rules.md#the-score-view). */
import { describe, expect, it } from 'vitest';
import { teamPoints } from './points-column.ts';
import { rulesOf, times, viewOf } from './test-utils.ts';

const G1 = '1111';
const G2 = '2222';

function pointsAfter(input: Parameters<typeof rulesOf>[0], notation: string): [string, string] {
  const view = viewOf(rulesOf({ serviceConfig: { mode: 'team1' }, ...input }), notation);
  return [teamPoints(view, 'team1'), teamPoints(view, 'team2')];
}

describe('teamPoints', () => {
  it.each([
    ['a game in play shows its point names', {}, '112', ['30', '15']],
    [
      'after deuce the team ahead has the advantage mark',
      { goldenPointMode: 'regular_deuce' },
      '1112221',
      ['AD', '40'],
    ],
    ['a tiebreak shows its points as numbers', {}, `${times(6, G1 + G2)}1121`, ['3', '1']],
    ['a rally game shows its points as numbers', { scoringFormat: 'rally' as const }, '11212', ['3', '2']],
  ])('%s', (_rule, input, notation, expected) => {
    expect(pointsAfter(input, notation)).toEqual(expected);
  });
});
