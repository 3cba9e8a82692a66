/**
 * Rally scoring (docs/scoring-rules.md, "Rally scoring"): every rally one point, the game over at
 * the target or at time-up, the serve passing every N points, undo as everywhere.
 */
import { describe, expect, it } from 'vitest';
import { announce } from './announce.ts';
import { apply, replay } from './engine.ts';
import { initialState } from './state.ts';
import { matchStatistics } from './statistics.ts';
import { log, play, rulesOf, times, viewOf } from './test-utils.ts';
import type { PlayerNumber, Rules, RulesInput } from './types.ts';
import { scoreView } from './view.ts';

const TEAM1_FIRST: RulesInput = { serviceConfig: { mode: 'team1' } };
const total24 = rulesOf({ ...TEAM1_FIRST, scoringFormat: 'rally', rally: { target: 24 } });
const race21 = rulesOf({ ...TEAM1_FIRST, scoringFormat: 'rally', rally: { target: 21, targetMode: 'race' } });

function serversByPoint(r: Rules, notation: string): (PlayerNumber | null)[] {
  const servers: (PlayerNumber | null)[] = [];
  let state = initialState(r);
  for (const event of log(notation)) {
    servers.push(scoreView(r, state).current_game.server);
    const result = apply(r, state, event);
    if (!result.ok) throw new Error(result.code);
    state = result.state;
  }
  return servers;
}

describe('rally scoring', () => {
  it('every rally is one point, shown as numbers', () => {
    const view = viewOf(total24, '11212');
    expect(view.rally).toEqual({
      team1_points: 3,
      team2_points: 2,
      points_played: 5,
      target: 24,
      target_mode: 'total',
      points_left: 19,
      serve_every: 4,
      serves_left: 3,
    });
    expect(view.current_game).toMatchObject({ team1_score: '0', team2_score: '0', is_tiebreak: false });
    expect(view.status).toBe('ongoing');
  });

  it.each<[string, Rules, string, string, 'team1' | 'team2' | 'draw']>([
    [
      'total 24: the game ends when 24 points are played (13-11)',
      total24,
      times(13, '1') + times(11, '2'),
      '13-11',
      'team1',
    ],
    ['total 24: 12-12 is a draw', total24, times(12, '12'), '12-12', 'draw'],
    ['race to 21: the first team to 21 wins (19-21)', race21, `${times(19, '12')}22`, '19-21', 'team2'],
  ])('%s', (_rule, r, notation, score, winner) => {
    const before = viewOf(r, notation.slice(0, -1));
    expect(before.status).toBe('ongoing');
    const view = viewOf(r, notation);
    expect(`${view.rally?.team1_points}-${view.rally?.team2_points}`).toBe(score);
    expect(view).toMatchObject({
      status: 'finished',
      winner,
      finish_reason: 'score',
      last_point_type: 'match',
    });
    expect(view.rally?.points_left).toBe(0);
  });

  it('race to 21: no lead of two is needed, 21-20 wins', () => {
    const view = viewOf(race21, `${times(20, '12')}1`);
    expect(view).toMatchObject({ status: 'finished', winner: 'team1' });
  });

  it('a point after the end is refused; undo of the last point within 60 s reopens the game', () => {
    const state = play(total24, log(times(12, '12')));
    expect(apply(total24, state, { kind: 'point', team: 'team1', at: 1e9 })).toEqual({
      ok: false,
      code: 'match_finished',
    });
    const undone = apply(total24, state, { kind: 'undo', at: state.endedAt ?? 0 });
    expect(undone.ok && scoreView(total24, undone.state).rally).toMatchObject({
      team1_points: 12,
      team2_points: 11,
    });
  });

  it('undo takes back the latest point, as often as asked', () => {
    expect(viewOf(total24, '1122uuu').rally).toMatchObject({
      team1_points: 1,
      team2_points: 0,
      points_played: 1,
    });
  });

  it('time up (a finish for time) ends the game: more points wins, level is a draw', () => {
    expect(viewOf(total24, '11122T')).toMatchObject({
      status: 'finished',
      winner: 'team1',
      finish_reason: 'time',
    });
    expect(viewOf(total24, '1122T')).toMatchObject({
      status: 'finished',
      winner: 'draw',
      finish_reason: 'time',
    });
    expect(viewOf(total24, 'T')).toMatchObject({ winner: 'draw' });
  });

  it('resetGame starts the game again from 0-0 with the first server', () => {
    const view = viewOf(total24, '112121g');
    expect(view.rally).toMatchObject({ team1_points: 0, team2_points: 0 });
    expect(view.current_game.server).toBe(1);
  });

  it('play for serve: the first rally decides who serves and scores nothing', () => {
    const custom = rulesOf({ scoringFormat: 'rally', serviceConfig: { mode: 'custom' } });
    const view = viewOf(custom, '21');
    expect(view.rally).toMatchObject({ team1_points: 1, team2_points: 0 });
    expect(view.server).toBe('team2');
  });

  it('replay of a stored rally log equals the fold', () => {
    const events = log('1212u2221T');
    expect(replay(total24, events)).toEqual(play(total24, events));
  });
});

describe('rally service', () => {
  it.each<[string, RulesInput, string, (PlayerNumber | null)[]]>([
    [
      'doubles, every 4 points: 1, 3, 2, 4 in blocks of four',
      {},
      times(18, '1'),
      [1, 1, 1, 1, 3, 3, 3, 3, 2, 2, 2, 2, 4, 4, 4, 4, 1, 1],
    ],
    ['doubles, every 2 points', { rally: { serveEvery: 2 } }, times(10, '2'), [1, 1, 3, 3, 2, 2, 4, 4, 1, 1]],
    [
      'doubles, team 2 first with server 4',
      { serviceConfig: { mode: 'team2', team2Server: 2 }, rally: { serveEvery: 1 } },
      '12121',
      [4, 1, 3, 2, 4],
    ],
    [
      'singles, every 4 points: 1 and 3 alternate',
      { matchType: 'singles' },
      times(10, '1'),
      [1, 1, 1, 1, 3, 3, 3, 3, 1, 1],
    ],
  ])('%s', (_rule, input, notation, expected) => {
    const r = rulesOf({ ...TEAM1_FIRST, scoringFormat: 'rally', ...input });
    expect(serversByPoint(r, notation)).toEqual(expected);
  });

  it('the view says how many serves are left before the serve passes', () => {
    expect(viewOf(total24, '').rally?.serves_left).toBe(4);
    expect(viewOf(total24, '111').rally?.serves_left).toBe(1);
    expect(viewOf(total24, '1111').rally?.serves_left).toBe(4);
  });

  it('no change of ends and no golden point in a rally game', () => {
    for (let n = 0; n < 23; n += 1) {
      const view = viewOf(total24, times(n, '1'));
      expect(view.change_ends).toBe(false);
      expect(view.current_game.is_golden_point).toBe(false);
    }
  });
});

describe('rally situation, announcements and statistics', () => {
  it('match point: the next point ends the game with that team ahead', () => {
    expect(viewOf(total24, times(12, '1') + times(11, '2')).situation).toEqual({
      kind: 'match_point',
      team: 'team1',
    });
    expect(viewOf(total24, `${times(11, '12')}2`).situation).toEqual({ kind: 'match_point', team: 'team2' });
    expect(viewOf(race21, times(20, '1')).situation).toEqual({ kind: 'match_point', team: 'team1' });
    expect(viewOf(total24, '111').situation.kind).toBe('none');
  });

  it('points are called as two numbers, server first; the end as game and the final score', () => {
    const call = (r: Rules, before: string, point: string) =>
      announce(r, viewOf(r, before), viewOf(r, before + point)).clips;
    expect(call(total24, '12', '2')).toEqual(['number-1', 'number-2']);
    // Points 5 to 8 are served by team 2: its score first.
    expect(call(total24, '1111', '2')).toEqual(['number-1', 'number-4']);
    expect(call(race21, times(20, '12'), '1')).toEqual(['game', 'number-21', 'number-20']);
    // Point 24 is served by team 2 (points 21 to 24): 11-12, and team 1 has the match point.
    expect(call(total24, times(12, '1') + times(10, '2'), '2')).toEqual([
      'number-11',
      'number-12',
      'match-point',
    ]);
    expect(call(total24, '12', 'u')).toEqual(['score-corrected']);
    expect(call(total24, '12', 'T')).toEqual(['time-up']);
  });

  it('statistics: points won and served per player, no games, sets, break or set points', () => {
    const stats = matchStatistics(total24, log(times(12, '1') + times(12, '2')));
    expect(stats).toMatchObject({
      pointsPlayed: 24,
      team1Points: { totalPoints: 12, percentageWon: 50 },
      team2Points: { totalPoints: 12, percentageWon: 50 },
      sets: [],
      setPoints: { team1Attempted: 0, team1Won: 0, team2Attempted: 0, team2Won: 0 },
      team1BreakPoints: { total: 0, converted: 0 },
    });
    expect(
      [stats.player1Stats, stats.player2Stats, stats.player3Stats, stats.player4Stats].map(
        (p) => p.pointsPlayedWithService,
      ),
    ).toEqual([8, 4, 8, 4]);
  });
});
