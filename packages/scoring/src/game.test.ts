import { describe, expect, it } from 'vitest';
import { rulesOf, viewOf } from './test-utils.ts';
import type { DeuceMode, PointName } from './types.ts';

interface Row {
  rule: string;
  mode: DeuceMode;
  /** Points of the first game: '1' team 1, '2' team 2 (team 1 serves). */
  points: string;
  score: [PointName, PointName];
  golden: boolean;
  deuces: number;
  /** Games after the points. */
  games: [number, number];
}

const rows: Row[] = [
  {
    rule: 'points go 0, 15, 30, 40',
    mode: 'regular_deuce',
    points: '112',
    score: ['30', '15'],
    golden: false,
    deuces: 0,
    games: [0, 0],
  },
  {
    rule: 'a game is won at 4 points with a lead of two',
    mode: 'regular_deuce',
    points: '11121',
    score: ['0', '0'],
    golden: false,
    deuces: 0,
    games: [1, 0],
  },
  {
    rule: 'regular_deuce: 40-40 is deuce',
    mode: 'regular_deuce',
    points: '111222',
    score: ['40', '40'],
    golden: false,
    deuces: 1,
    games: [0, 0],
  },
  {
    rule: 'regular_deuce: a point from deuce gives advantage',
    mode: 'regular_deuce',
    points: '1112221',
    score: ['AD', '40'],
    golden: false,
    deuces: 1,
    games: [0, 0],
  },
  {
    rule: 'regular_deuce: losing the advantage is deuce again',
    mode: 'regular_deuce',
    points: '11122212',
    score: ['40', '40'],
    golden: false,
    deuces: 2,
    games: [0, 0],
  },
  {
    rule: 'regular_deuce: never a golden point, even at the fifth deuce',
    mode: 'regular_deuce',
    points: '11122212121212',
    score: ['40', '40'],
    golden: false,
    deuces: 5,
    games: [0, 0],
  },
  {
    rule: 'regular_deuce: the advantaged side wins on the next point',
    mode: 'regular_deuce',
    points: '11122212121222',
    score: ['0', '0'],
    golden: false,
    deuces: 0,
    games: [0, 1],
  },
  {
    rule: 'one_deuce_golden: the first deuce is played with advantage',
    mode: 'one_deuce_golden',
    points: '111222',
    score: ['40', '40'],
    golden: false,
    deuces: 1,
    games: [0, 0],
  },
  {
    rule: 'one_deuce_golden: advantage after the first deuce',
    mode: 'one_deuce_golden',
    points: '1112222',
    score: ['40', 'AD'],
    golden: false,
    deuces: 1,
    games: [0, 0],
  },
  {
    rule: 'one_deuce_golden: advantage converted wins the game',
    mode: 'one_deuce_golden',
    points: '11122222',
    score: ['0', '0'],
    golden: false,
    deuces: 0,
    games: [0, 1],
  },
  {
    rule: 'one_deuce_golden: second deuce is a golden point',
    mode: 'one_deuce_golden',
    points: '11122212',
    score: ['40', '40'],
    golden: true,
    deuces: 2,
    games: [0, 0],
  },
  {
    rule: 'one_deuce_golden: the golden point decides the game',
    mode: 'one_deuce_golden',
    points: '111222122',
    score: ['0', '0'],
    golden: false,
    deuces: 0,
    games: [0, 1],
  },
  {
    rule: 'straight_golden: the first deuce is a golden point',
    mode: 'straight_golden',
    points: '111222',
    score: ['40', '40'],
    golden: true,
    deuces: 1,
    games: [0, 0],
  },
  {
    rule: 'straight_golden: the golden point decides the game',
    mode: 'straight_golden',
    points: '1112221',
    score: ['0', '0'],
    golden: false,
    deuces: 0,
    games: [1, 0],
  },
  {
    rule: 'star_point: advantage at the first deuce',
    mode: 'star_point',
    points: '111222',
    score: ['40', '40'],
    golden: false,
    deuces: 1,
    games: [0, 0],
  },
  {
    rule: 'star_point: advantage at the second deuce',
    mode: 'star_point',
    points: '11122212',
    score: ['40', '40'],
    golden: false,
    deuces: 2,
    games: [0, 0],
  },
  {
    rule: 'star_point: the third deuce is a deciding point',
    mode: 'star_point',
    points: '1112221212',
    score: ['40', '40'],
    golden: true,
    deuces: 3,
    games: [0, 0],
  },
  {
    rule: 'star_point: a game has at most 11 points',
    mode: 'star_point',
    points: '11122212122',
    score: ['0', '0'],
    golden: false,
    deuces: 0,
    games: [0, 1],
  },
  {
    rule: 'star_point: an advantage is still converted before the third deuce',
    mode: 'star_point',
    points: '1112221211',
    score: ['0', '0'],
    golden: false,
    deuces: 0,
    games: [1, 0],
  },
];

describe('points in a game and deuce modes', () => {
  it.each(rows)('$rule', ({ mode, points, score, golden, deuces, games }) => {
    const view = viewOf(rulesOf({ goldenPointMode: mode, serviceConfig: { mode: 'team1' } }), points);
    expect([view.current_game.team1_score, view.current_game.team2_score]).toEqual(score);
    expect(view.current_game.is_golden_point).toBe(golden);
    expect(view.current_game.deuce_count).toBe(deuces);
    expect([view.set_scores.set1.team1, view.set_scores.set1.team2]).toEqual(games);
  });
});
