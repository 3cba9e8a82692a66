import { describe, expect, it } from 'vitest';
import { MAX_POINT_GAP_MS, matchStatistics, percentagesOf, setSummary } from './statistics.ts';
import { log, rulesOf, times } from './test-utils.ts';
import type { MatchEvent } from './types.ts';

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
    const events = [...log('11'), { kind: 'point' as const, team: 'team2' as const, at: 55_000 }];
    const s = matchStatistics(golden, events);
    expect(s.longestPoint.duration).toBe(45);
    expect(s.averagePointTime.averageDuration).toBe(28);
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

/** Points at the given seconds: [team, second] pairs. */
function timed(points: readonly [1 | 2, number][]): MatchEvent[] {
  return points.map(([team, second]) => ({
    kind: 'point',
    team: team === 1 ? 'team1' : 'team2',
    at: second * 1000,
  }));
}

describe('point lengths leave out breaks and interruptions', () => {
  const r = rulesOf({ serviceConfig: { mode: 'team1' } });

  it('the first point of a game carries the changeover: it is no point length', () => {
    // Game 1 at 20 s steps, a 90 s changeover, game 2 at 20 s steps.
    const stats = matchStatistics(
      r,
      timed([
        [1, 0],
        [1, 20],
        [1, 40],
        [1, 60],
        [2, 150],
        [2, 170],
        [2, 190],
        [2, 210],
      ]),
    );
    expect(stats.longestPoint.duration).toBe(20);
    expect(stats.averagePointTime.averageDuration).toBe(20);
  });

  it('a set break is left out like a game break', () => {
    const set1 = log(times(6, '1111'));
    const last = set1[set1.length - 1]?.at ?? 0;
    const set2: MatchEvent[] = [
      { kind: 'point', team: 'team2', at: last + 150_000 },
      { kind: 'point', team: 'team2', at: last + 160_000 },
    ];
    expect(matchStatistics(r, [...set1, ...set2]).longestPoint.duration).toBe(10);
  });

  it('the change of ends after 6 tiebreak points is left out', () => {
    const toTiebreak = log(times(6, '11112222'));
    let at = (toTiebreak[toTiebreak.length - 1]?.at ?? 0) + 120_000;
    const tiebreak: MatchEvent[] = [];
    for (let point = 0; point < 8; point += 1) {
      tiebreak.push({ kind: 'point', team: point % 2 === 0 ? 'team1' : 'team2', at });
      // 15 s between points, 100 s for the change of ends after the sixth.
      at += point === 5 ? 100_000 : 15_000;
    }
    const stats = matchStatistics(r, [...toTiebreak, ...tiebreak]);
    expect(stats.longestPoint.duration).toBe(15);
  });

  it(`a gap above ${MAX_POINT_GAP_MS / 1000} s is an interruption, not a point`, () => {
    const stats = matchStatistics(
      r,
      timed([
        [1, 0],
        [1, 20],
        [1, 20 + MAX_POINT_GAP_MS / 1000 + 1],
      ]),
    );
    expect(stats.longestPoint.duration).toBe(20);
    const atBound = matchStatistics(
      r,
      timed([
        [1, 0],
        [1, 20],
        [1, 20 + MAX_POINT_GAP_MS / 1000],
      ]),
    );
    expect(atBound.longestPoint.duration).toBe(MAX_POINT_GAP_MS / 1000);
  });

  it('a pause of a minute and a half inside a game (at match point) is no point: not the longest, not in the average', () => {
    // The last game of a one-set match to 1 game: 20 s points, then 90 s of talk at 40-0.
    const oneGame = rulesOf({
      bestOfSets: 1,
      gamesPerSet: 1,
      tiebreakAt: 1,
      serviceConfig: { mode: 'team1' },
    });
    const stats = matchStatistics(
      oneGame,
      timed([
        [1, 0],
        [1, 20],
        [1, 40],
        [1, 130],
      ]),
    );
    expect(stats.longestPoint.duration).toBe(20);
    expect(stats.averagePointTime.averageDuration).toBe(20);
    // The match duration still counts the pause.
    expect(stats.matchDurationSeconds).toBe(130);
  });

  it('the point after an undo or a reset runs from a correction: it is no point length', () => {
    const events: MatchEvent[] = [
      { kind: 'point', team: 'team1', at: 0 },
      { kind: 'point', team: 'team1', at: 10_000 },
      { kind: 'point', team: 'team2', at: 20_000 },
      { kind: 'undo', at: 25_000 },
      { kind: 'point', team: 'team1', at: 150_000 },
    ];
    expect(matchStatistics(r, events).longestPoint.duration).toBe(10);
  });

  it('the match duration still counts every break', () => {
    const stats = matchStatistics(
      r,
      timed([
        [1, 0],
        [1, 20],
        [1, 40],
        [1, 60],
        [2, 150],
      ]),
    );
    expect(stats.matchDurationSeconds).toBe(150);
  });
});

describe('set summary: the set alone beside the match so far', () => {
  const r = rulesOf({ serviceConfig: { mode: 'team1' } });
  // Set 1: 6-0 to love (24 points, team 1); set 2: 6-0 to team 2 (24 points); then 2 points.
  const events = log(`${times(6, '1111')}${times(6, '2222')}11`);

  it("after set 2: that set's own figures, and the match up to its end", () => {
    const summary = setSummary(r, events, 2);
    expect(summary?.set).toBe(2);
    expect(summary?.setStatistics).toMatchObject({
      pointsPlayed: 24,
      team1Points: { totalPoints: 0, percentageWon: 0 },
      team2Points: { totalPoints: 24, percentageWon: 100 },
      setPoints: { team1Won: 0, team2Won: 1 },
      matchDurationSeconds: 240,
    });
    expect(summary?.setStatistics.sets.map((s) => s.set)).toEqual([2]);
    expect(summary?.matchSoFar).toMatchObject({
      pointsPlayed: 48,
      team1Points: { totalPoints: 24, percentageWon: 50 },
      team2Points: { totalPoints: 24, percentageWon: 50 },
      setPoints: { team1Won: 1, team2Won: 1 },
      matchDurationSeconds: 470,
    });
    expect(summary?.matchSoFar.sets.map((s) => s.set)).toEqual([1, 2]);
  });

  it('the set in play has a summary too; a set not reached has none', () => {
    expect(setSummary(r, events, 3)?.setStatistics.pointsPlayed).toBe(2);
    expect(setSummary(r, events, 3)?.matchSoFar.pointsPlayed).toBe(50);
    expect(setSummary(r, events, 4)).toBeNull();
  });

  it('the match so far after the last set equals the match statistics', () => {
    const finished = log(`${times(6, '1111')}${times(6, '2222')}${times(6, '1111')}`);
    const summary = setSummary(r, finished, 3);
    expect(summary?.matchSoFar).toEqual(matchStatistics(r, finished));
  });
});

describe('shares that add up to 100', () => {
  it.each<[number, number, 0 | 1, [number, number]]>([
    [8, 7, 1, [53.3, 46.7]],
    [1, 2, 0, [33, 67]],
    [1, 1, 0, [50, 50]],
    [1, 15, 1, [6.2, 93.8]],
    [1, 7, 0, [12, 88]],
    [5, 3, 0, [63, 37]],
    [1, 0, 0, [100, 0]],
    [0, 0, 0, [0, 0]],
  ])('percentagesOf(%i, %i, %i) = %j', (a, b, decimals, expected) => {
    expect(percentagesOf(a, b, decimals)).toEqual(expected);
  });

  it('the points won by the teams add up to 100.0 where rounding each would make 100.1', () => {
    // 1 of 16 points: 6.25 % and 93.75 % round to 6.3 and 93.8 one by one; the tied remainder
    // goes to the larger share.
    const r = rulesOf({ serviceConfig: { mode: 'team1' } });
    const stats = matchStatistics(r, log('2111 1111 1111 1111'));
    expect([stats.team1Points.percentageWon, stats.team2Points.percentageWon]).toEqual([93.8, 6.2]);
  });
});

describe('statistics in singles', () => {
  it('only the real players: players 1 and 3, the others at 0', () => {
    const singles = rulesOf({ matchType: 'singles', serviceConfig: { mode: 'team1' } });
    const stats = matchStatistics(singles, log('1111 2222 1111'));
    expect(stats.players).toEqual([1, 3]);
    expect(stats.player1Stats).toMatchObject({ pointsPlayedWithService: 8, gamesWonWhileServing: 2 });
    expect(stats.player3Stats).toMatchObject({ pointsPlayedWithService: 4, gamesWonWhileServing: 1 });
    expect(stats.player2Stats.pointsPlayedWithService + stats.player4Stats.pointsPlayedWithService).toBe(0);
    expect(matchStatistics(golden, []).players).toEqual([1, 2, 3, 4]);
  });
});
