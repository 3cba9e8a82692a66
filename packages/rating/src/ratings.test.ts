/**
 * Ratings from a list of verified matches (docs/rating.md): starting levels, rating periods,
 * inactivity, corrections and refusals.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATING_PARAMETERS } from './parameters.ts';
import { computeRatings, periodOf } from './ratings.ts';
import type { PlayerRating, RatedMatch } from './types.ts';

const parameters = DEFAULT_RATING_PARAMETERS;

function match(
  id: string,
  period: number,
  team1: string[],
  team2: string[],
  won: number,
  lost: number,
): RatedMatch {
  return { id, period, team1, team2, points: { team1: won, team2: lost } };
}

function ratingsOf(...args: Parameters<typeof computeRatings>): ReadonlyMap<string, PlayerRating> {
  const result = computeRatings(...args);
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.ratings;
}

const season = [
  match('m1', 0, ['ana', 'bea'], ['carla', 'dora'], 70, 50),
  match('m2', 0, ['eva', 'fina'], ['gala', 'hana'], 55, 60),
  match('m3', 1, ['ana', 'carla'], ['bea', 'eva'], 64, 58),
  match('m4', 2, ['ana', 'gala'], ['dora', 'hana'], 66, 40),
];

describe('computeRatings', () => {
  it('starts a stranger at the default level with the widest deviation, and rates nobody without a match', () => {
    const ratings = ratingsOf([]);
    expect(ratings.size).toBe(0);
    const ana = ratingsOf([match('m1', 0, ['ana'], ['bea'], 10, 10)]).get('ana');
    expect(ana?.level).toBeCloseTo(parameters.defaultLevel, 10);
    expect(ana?.deviation).toBeLessThan(parameters.initialDeviation);
    expect(ana?.matches).toBe(1);
  });

  it('starts a player with a level on the roster there, with the roster’s deviation', () => {
    const result = computeRatings([match('m1', 0, ['ana'], ['bea'], 10, 10)], {
      startingLevels: new Map([['ana', 5]]),
    });
    if (!result.ok) throw new Error(result.error);
    const [change] = result.changes.filter((c) => c.playerId === 'ana');
    expect(change?.levelBefore).toBe(5);
    expect(change?.deviationBefore).toBe(parameters.declaredDeviation);
    // Level with a 3.5 she was expected to win most points: an even match brings her down.
    expect(change?.levelAfter).toBeLessThan(5);
  });

  it('raises the team that won more points than expected and lowers the other', () => {
    const ratings = ratingsOf(season.slice(0, 1));
    expect(ratings.get('ana')?.level).toBeGreaterThan(parameters.defaultLevel);
    expect(ratings.get('bea')?.level).toBeGreaterThan(parameters.defaultLevel);
    expect(ratings.get('carla')?.level).toBeLessThan(parameters.defaultLevel);
    expect(ratings.get('dora')?.level).toBeLessThan(parameters.defaultLevel);
  });

  it('records one change per player and period, with the shares of each match', () => {
    // One pass: every match against the levels of its time (later passes see what came after).
    const result = computeRatings(season, { parameters: { passes: 1 } });
    if (!result.ok) throw new Error(result.error);
    const ana = result.changes.filter((change) => change.playerId === 'ana');
    expect(ana.map((change) => change.period)).toEqual([0, 1, 2]);
    expect(ana[0]?.matches).toEqual([
      { matchId: 'm1', pointShare: 70 / 120, expectedShare: expect.closeTo(0.5, 10) },
    ]);
    expect(ana[1]?.levelBefore).toBe(ana[0]?.levelAfter);
    expect(result.ratings.get('ana')?.matches).toBe(3);
    expect(result.ratings.get('ana')?.lastPeriod).toBe(2);
  });

  it('ignores a match without any point (a walkover or a result typed in)', () => {
    const withWalkover = [...season, match('w', 2, ['bea'], ['fina'], 0, 0)];
    expect(ratingsOf(withWalkover)).toEqual(ratingsOf(season));
  });

  it('recomputes from the corrected list: a correction changes that match’s players and the later ones', () => {
    const before = ratingsOf(season);
    const corrected = season.map((m) => (m.id === 'm3' ? { ...m, points: { team1: 58, team2: 64 } } : m));
    const after = ratingsOf(corrected);
    expect(after.get('carla')?.level).toBeLessThan(before.get('carla')?.level ?? 0);
    expect(after.get('bea')?.level).toBeGreaterThan(before.get('bea')?.level ?? 0);
    // The same list again gives the same ratings: nothing is kept between two computations.
    expect(ratingsOf(corrected)).toEqual(after);
    expect(ratingsOf(season)).toEqual(before);
  });

  it('grows the deviation of a player who does not play, slowly, up to a stranger’s', () => {
    const now = ratingsOf(season, { currentPeriod: 2 }).get('bea');
    const year = ratingsOf(season, { currentPeriod: 1 + 52 }).get('bea');
    const decade = ratingsOf(season, { currentPeriod: 1 + 520 }).get('bea');
    expect(now?.deviation).toBeCloseTo(
      Math.sqrt((ratingsOf(season).get('bea')?.deviation ?? 0) ** 2 + parameters.inactivityGrowth ** 2),
      10,
    );
    expect(year?.deviation).toBeGreaterThan(now?.deviation ?? 0);
    expect(year?.level).toBe(now?.level);
    expect(decade?.deviation).toBe(parameters.initialDeviation);
  });

  it('refuses a malformed match with a code and its place in the list, and a bad starting level', () => {
    const refusal = (matches: RatedMatch[]) => {
      const result = computeRatings(matches);
      return result.ok ? null : { error: result.error, matchIndex: result.matchIndex };
    };
    const good = season[0] as RatedMatch;
    expect(refusal([good, { ...good, team2: ['carla'] }])).toEqual({ error: 'invalid_team', matchIndex: 1 });
    expect(refusal([{ ...good, team2: ['ana', 'dora'] }])).toEqual({ error: 'invalid_team', matchIndex: 0 });
    expect(refusal([{ ...good, team1: [], team2: [] }])).toEqual({ error: 'invalid_team', matchIndex: 0 });
    expect(refusal([{ ...good, team1: ['a', 'b', 'c'], team2: ['d', 'e', 'f'] }])).toEqual({
      error: 'invalid_team',
      matchIndex: 0,
    });
    expect(refusal([{ ...good, points: { team1: -1, team2: 3 } }])).toEqual({
      error: 'invalid_points',
      matchIndex: 0,
    });
    expect(refusal([{ ...good, points: { team1: 1.5, team2: 3 } }])).toEqual({
      error: 'invalid_points',
      matchIndex: 0,
    });
    expect(refusal([{ ...good, period: 3 }, good])).toEqual({ error: 'invalid_period', matchIndex: 1 });
    expect(refusal([{ ...good, period: -1 }])).toEqual({ error: 'invalid_period', matchIndex: 0 });
    const badLevel = computeRatings([good], { startingLevels: new Map([['ana', 9]]) });
    expect(badLevel).toEqual({ ok: false, error: 'invalid_level', matchIndex: -1 });
  });
});

describe('periodOf', () => {
  it('counts whole weeks since 1970 by default, or periods of the days given', () => {
    const day = 24 * 60 * 60 * 1000;
    expect(periodOf(0)).toBe(0);
    expect(periodOf(7 * day - 1)).toBe(0);
    expect(periodOf(7 * day)).toBe(1);
    expect(periodOf(Date.UTC(2026, 10, 28))).toBe(Math.floor(Date.UTC(2026, 10, 28) / (7 * day)));
    expect(periodOf(30 * day, 30)).toBe(1);
  });
});
