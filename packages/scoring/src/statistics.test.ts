import { describe, expect, it } from 'vitest';
import { matchStatistics } from './statistics.ts';
import { log, rulesOf, times } from './test-utils.ts';

const G1 = '1111';
const golden = rulesOf({ goldenPointMode: 'straight_golden', serviceConfig: { mode: 'team1' } });

describe('match statistics', () => {
  // Game 1: player 1 holds to love. Game 2: player 3 serves, 40-40, team 1 wins the golden point
  // (a break). Game 3: player 2 serves, team 2 breaks to love. Events are 10 s apart.
  const events = log('1111 1112221 2222');
  const stats = matchStatistics(golden, events, { team1_name: 'Ana & Bea', team2_name: 'Cris & Dani' });

  it('names come from the caller, with defaults', () => {
    expect([stats.team1_name, stats.team2_name]).toEqual(['Ana & Bea', 'Cris & Dani']);
    expect(matchStatistics(golden, []).team1_name).toBe('Team 1');
  });

  it('points won and the percentage of points played, one decimal', () => {
    expect(stats.pointsPlayed).toBe(15);
    expect(stats.team1Points).toEqual({ totalPoints: 8, percentageWon: 53.3 });
    expect(stats.team2Points).toEqual({ totalPoints: 7, percentageWon: 46.7 });
  });

  it('longest run of consecutive points per team', () => {
    expect(stats.consecutivePoints).toEqual({ team1LongestStreak: 7, team2LongestStreak: 4 });
  });

  it('golden points won', () => {
    expect(stats.goldenPoints).toEqual({ team1Won: 1, team2Won: 0, played: 1 });
  });

  it('break points: points at which the receiving team would win the game; converted: games won receiving', () => {
    expect(stats.team1BreakPoints).toEqual({ total: 4, converted: 1 });
    expect(stats.team2BreakPoints).toEqual({ total: 1, converted: 1 });
  });

  it('per player: points played and won while serving, service games won and lost', () => {
    expect(stats.player1Stats).toEqual({
      serviceBreaks: 0,
      pointsPlayedWithService: 4,
      pointsWhileServing: 4,
      percentageWonWithService: 100,
      gamesWonWhileServing: 1,
    });
    expect(stats.player3Stats).toEqual({
      serviceBreaks: 1,
      pointsPlayedWithService: 7,
      pointsWhileServing: 3,
      percentageWonWithService: 42.9,
      gamesWonWhileServing: 0,
    });
    expect(stats.player2Stats).toMatchObject({
      serviceBreaks: 1,
      pointsPlayedWithService: 4,
      pointsWhileServing: 0,
    });
    expect(stats.player4Stats).toMatchObject({
      serviceBreaks: 0,
      pointsPlayedWithService: 0,
      percentageWonWithService: 0,
    });
  });

  it('durations: a point lasts from the previous point; match duration as HH:MM:SS', () => {
    expect(stats.longestPoint).toEqual({ duration: 10 });
    expect(stats.averagePointTime).toEqual({ averageDuration: 10 });
    expect(stats.matchDuration).toBe('00:02:20');
    expect(stats.matchDurationSeconds).toBe(140);
  });

  it('the longest point is the longest gap between two points', () => {
    const events = [...log('11'), { kind: 'point' as const, team: 'team2' as const, at: 95_000 }];
    const s = matchStatistics(golden, events);
    expect(s.longestPoint.duration).toBe(85);
    expect(s.averagePointTime.averageDuration).toBe(48);
  });

  it('set points attempted and sets won on them', () => {
    const s = matchStatistics(golden, log(`${times(5, G1)}11121`));
    // 5-0, team 2 serving: team 1 reaches 40-0 (set point, saved), then 40-15 (set point, won).
    expect(s.setPoints).toEqual({ team1Attempted: 2, team1Won: 1, team2Attempted: 0, team2Won: 0 });
  });

  it('undone points do not count', () => {
    expect(matchStatistics(golden, log('112u')).pointsPlayed).toBe(2);
  });

  it('points of a reset game or set are corrections and do not count', () => {
    expect(matchStatistics(golden, log('112g1')).pointsPlayed).toBe(1);
    expect(matchStatistics(golden, log(`${G1}12s2`)).pointsPlayed).toBe(1);
  });

  it('the rally of a play for serve is no scored point', () => {
    const custom = rulesOf({ serviceConfig: { mode: 'custom', team2Server: 2 } });
    const s = matchStatistics(custom, log(`2${G1}`));
    expect(s.pointsPlayed).toBe(4);
    expect(s.player4Stats).toMatchObject({
      pointsPlayedWithService: 4,
      pointsWhileServing: 0,
      serviceBreaks: 1,
    });
    // The first point's duration runs from the rally for serve.
    expect(s.averagePointTime.averageDuration).toBe(10);
  });

  it('per-set statistics for the set summary, the set in play included', () => {
    const s = matchStatistics(golden, log(`${times(6, G1)}22`));
    expect(
      s.sets.map(({ set, finished, team1Games, team2Games, pointsPlayed }) => [
        set,
        finished,
        team1Games,
        team2Games,
        pointsPlayed,
      ]),
    ).toEqual([
      [1, true, 6, 0, 24],
      [2, false, 0, 0, 2],
    ]);
    expect(s.sets[0]?.team1BreakPoints).toEqual({ total: 3, converted: 3 });
  });

  it('a tiebreak is no service game but its points are service points', () => {
    const s = matchStatistics(golden, log(`${times(6, '11112222')}1111111`));
    const served = [s.player1Stats, s.player2Stats, s.player3Stats, s.player4Stats];
    expect(served.reduce((sum, p) => sum + p.pointsPlayedWithService, 0)).toBe(s.pointsPlayed);
    expect(served.reduce((sum, p) => sum + p.gamesWonWhileServing + p.serviceBreaks, 0)).toBe(12);
    expect(s.sets[0]?.tiebreak).toEqual({ team1: 7, team2: 0 });
  });
});
