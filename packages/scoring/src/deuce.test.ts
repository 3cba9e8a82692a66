import { describe, expect, it } from 'vitest';
import { type DeuceCall, decidingPointOf, deuceCall } from './deuce.ts';
import {
  describeDecidingPointsWon,
  describeDeuceCall,
  describePointName,
  describeReceiverChoice,
  describeSides,
} from './labels.ts';
import { rulesOf, viewOf } from './test-utils.ts';
import type { DeuceMode } from './types.ts';

interface Row {
  rule: string;
  mode: DeuceMode;
  /** Points of the first game: '1' team 1, '2' team 2 (team 1 serves). */
  points: string;
  call: DeuceCall;
  label: string;
}

const rows: Row[] = [
  { rule: 'no call before deuce', mode: 'star_point', points: '11122', call: { kind: 'none' }, label: '' },
  {
    rule: 'regular_deuce: 40-40 is plain deuce, advantage forever',
    mode: 'regular_deuce',
    points: '111222',
    call: { kind: 'deuce', deuce: 1, decidingDeuce: null },
    label: 'Deuce',
  },
  {
    rule: 'regular_deuce: the team ahead after deuce has the advantage',
    mode: 'regular_deuce',
    points: '1112222',
    call: { kind: 'advantage', team: 'team2', deuce: 1, decidingDeuce: null },
    label: 'AD',
  },
  {
    rule: 'straight_golden: the first deuce is the golden point',
    mode: 'straight_golden',
    points: '111222',
    call: { kind: 'deciding_point', deuce: 1, point: 'golden' },
    label: 'Golden point',
  },
  {
    rule: 'one_deuce_golden: the first deuce is deuce 1 of 2',
    mode: 'one_deuce_golden',
    points: '111222',
    call: { kind: 'deuce', deuce: 1, decidingDeuce: 2 },
    label: 'Deuce 1 of 2',
  },
  {
    rule: 'one_deuce_golden: the second deuce is the golden point',
    mode: 'one_deuce_golden',
    points: '11122212',
    call: { kind: 'deciding_point', deuce: 2, point: 'golden' },
    label: 'Golden point',
  },
  {
    rule: 'star_point: the second deuce is deuce 2 of 3',
    mode: 'star_point',
    points: '11122212',
    call: { kind: 'deuce', deuce: 2, decidingDeuce: 3 },
    label: 'Deuce 2 of 3',
  },
  {
    rule: 'star_point: an advantage after the second deuce',
    mode: 'star_point',
    points: '111222121',
    call: { kind: 'advantage', team: 'team1', deuce: 2, decidingDeuce: 3 },
    label: 'AD',
  },
  {
    rule: 'star_point: the third deuce is the star point',
    mode: 'star_point',
    points: '1112221212',
    call: { kind: 'deciding_point', deuce: 3, point: 'star' },
    label: 'Star point',
  },
  {
    rule: 'star_point: the star point decides the game, the next game has no call',
    mode: 'star_point',
    points: '11122212122',
    call: { kind: 'none' },
    label: '',
  },
];

describe('deuceCall', () => {
  for (const row of rows) {
    it(row.rule, () => {
      const view = viewOf(
        rulesOf({ goldenPointMode: row.mode, serviceConfig: { mode: 'team1' } }),
        row.points,
      );
      const call = deuceCall(row.mode, view.current_game);
      expect(call).toEqual(row.call);
      expect(describeDeuceCall(call)).toBe(row.label);
    });
  }

  it('has no deuce call in a tiebreak', () => {
    const rules = rulesOf({
      gamesPerSet: 1,
      tiebreakAt: 1,
      goldenPointMode: 'star_point',
      serviceConfig: { mode: 'team1' },
    });
    // 1-0, 1-1 in games: a tiebreak at 1-1; then three points each.
    const view = viewOf(rules, '1111 2222 111222');
    expect(view.current_game.is_tiebreak).toBe(true);
    expect(deuceCall('star_point', view.current_game)).toEqual({ kind: 'none' });
  });
});

describe('describeReceiverChoice', () => {
  it('reminds doubles that the receivers choose their side and may not switch, singles that the receiver picks the side', () => {
    expect(describeReceiverChoice(2)).toBe('Receivers choose side — no switching');
    expect(describeReceiverChoice(1)).toBe('The receiver chooses the side to receive from');
  });
});

describe('the deciding point a deuce mode plays, and its words', () => {
  it('advantage at every deuce plays none; star point mode a star point; the golden modes a golden point', () => {
    expect(decidingPointOf('regular_deuce')).toBeNull();
    expect(decidingPointOf('star_point')).toBe('star');
    expect(decidingPointOf('straight_golden')).toBe('golden');
    expect(decidingPointOf('one_deuce_golden')).toBe('golden');
    expect(describeDecidingPointsWon('golden')).toBe('Golden points won');
    expect(describeDecidingPointsWon('star')).toBe('Star points won');
  });

  it('a board names the players in singles and the teams in doubles; the advantage point is AD', () => {
    expect(describeSides(1)).toBe('Players');
    expect(describeSides(2)).toBe('Teams');
    expect(describePointName('AD')).toBe('AD');
    expect(describePointName('40')).toBe('40');
  });
});
