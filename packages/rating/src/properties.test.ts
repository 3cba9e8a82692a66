/**
 * Properties of the rating over random matches (docs/rating.md, "Properties"): they must hold for
 * every list of matches, not only for the worked example.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RatingParameters } from './parameters.ts';
import { DEFAULT_RATING_PARAMETERS } from './parameters.ts';
import { computeRatings } from './ratings.ts';
import type { PlayerRating, RatedMatch } from './types.ts';
import type { LevelEstimate } from './update.ts';
import { agedDeviation, updateMatch } from './update.ts';

const RUNS = 200;
const PLAYERS = ['ana', 'bea', 'carla', 'dora', 'eva', 'fina', 'gala', 'hana'];
const parameters = DEFAULT_RATING_PARAMETERS;

const pointsArb = fc.record({ team1: fc.nat(120), team2: fc.nat(120) });
/** A close-to-real score: 40 to 160 points, each team between 40% and 60% of them (60% is a pair about 1.2 levels better). */
const realPointsArb = fc
  .record({ total: fc.integer({ min: 40, max: 160 }), share: fc.double({ min: 0.4, max: 0.6, noNaN: true }) })
  .map(({ total, share }) => ({
    team1: Math.round(total * share),
    team2: total - Math.round(total * share),
  }));

function matchArb(
  points: fc.Arbitrary<{ team1: number; team2: number }>,
): fc.Arbitrary<Omit<RatedMatch, 'id' | 'period'>> {
  return fc
    .record({
      doubles: fc.boolean(),
      players: fc.shuffledSubarray(PLAYERS, { minLength: 4, maxLength: 4 }),
      points,
    })
    .map(({ doubles, players, points }) => {
      const size = doubles ? 2 : 1;
      return { team1: players.slice(0, size), team2: players.slice(2, 2 + size), points };
    });
}

/** Matches in order of play: each 0 to 2 periods after the one before. */
function matchesArb(points = pointsArb, maxLength = 30): fc.Arbitrary<RatedMatch[]> {
  return fc
    .array(fc.record({ match: matchArb(points), gap: fc.nat(2) }), { minLength: 1, maxLength })
    .map((entries) => {
      let period = 0;
      return entries.map(({ match, gap }, index) => {
        period += gap;
        return { ...match, id: `m${index}`, period };
      });
    });
}

const estimateArb: fc.Arbitrary<LevelEstimate> = fc.record({
  level: fc.double({ min: 1, max: 7, noNaN: true }),
  deviation: fc.double({ min: 0.05, max: parameters.initialDeviation, noNaN: true }),
});

function ratingsOf(
  matches: readonly RatedMatch[],
  changed: Partial<RatingParameters> = {},
): ReadonlyMap<string, PlayerRating> {
  const result = computeRatings(matches, { parameters: changed });
  if (!result.ok) throw new Error(`refused: ${result.error} at ${result.matchIndex}`);
  return result.ratings;
}

/** A stable pseudo-random number for an id and a seed: a different order within the period per seed. */
function hashOf(id: string, seed: number): number {
  let hash = seed >>> 0;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 0x9e3779b1) >>> 0;
  return hash;
}

const mirrored = (match: RatedMatch): RatedMatch => ({
  ...match,
  team1: match.team2,
  team2: match.team1,
  points: { team1: match.points.team2, team2: match.points.team1 },
});

describe('rating properties', () => {
  it('is symmetric: swapping the teams of a match gives every player the same change', () => {
    fc.assert(
      fc.property(
        fc.array(estimateArb, { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        pointsArb.filter((points) => points.team1 + points.team2 > 0),
        (estimates, doubles, points) => {
          const size = doubles ? 2 : 1;
          const team1 = estimates.slice(0, size);
          const team2 = estimates.slice(2, 2 + size);
          const straight = updateMatch(team1, team2, points, parameters);
          const swapped = updateMatch(team2, team1, { team1: points.team2, team2: points.team1 }, parameters);
          for (const [index, update] of straight.team1.entries()) {
            expect(update.level).toBeCloseTo(swapped.team2[index]?.level ?? Number.NaN, 9);
            expect(update.deviation).toBeCloseTo(swapped.team2[index]?.deviation ?? Number.NaN, 9);
          }
          for (const [index, update] of straight.team2.entries()) {
            expect(update.level).toBeCloseTo(swapped.team1[index]?.level ?? Number.NaN, 9);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('is symmetric over a season: every match written the other way round gives the same ratings', () => {
    fc.assert(
      fc.property(matchesArb(), (matches) => {
        const straight = ratingsOf(matches);
        const swapped = ratingsOf(matches.map(mirrored));
        for (const [playerId, rating] of straight) {
          expect(swapped.get(playerId)?.level).toBeCloseTo(rating.level, 9);
          expect(swapped.get(playerId)?.deviation).toBeCloseTo(rating.deviation, 9);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('is bounded: levels stay on the scale, deviations between 0 and a stranger’s', () => {
    fc.assert(
      fc.property(matchesArb(), (matches) => {
        for (const rating of ratingsOf(matches).values()) {
          expect(rating.level).toBeGreaterThanOrEqual(parameters.minLevel);
          expect(rating.level).toBeLessThanOrEqual(parameters.maxLevel);
          expect(rating.deviation).toBeGreaterThan(0);
          expect(rating.deviation).toBeLessThanOrEqual(parameters.initialDeviation);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('shrinks the deviation with every period played, and grows it only with periods off', () => {
    fc.assert(
      fc.property(matchesArb(), (matches) => {
        const result = computeRatings(matches);
        if (!result.ok) throw new Error(result.error);
        const previous = new Map<string, { deviation: number; period: number }>();
        for (const change of result.changes) {
          expect(change.deviationAfter).toBeLessThan(change.deviationBefore);
          const last = previous.get(change.playerId);
          if (last) {
            const idle = agedDeviation(last.deviation, change.period - last.period, parameters);
            expect(change.deviationBefore).toBeCloseTo(idle, 12);
          }
          previous.set(change.playerId, { deviation: change.deviationAfter, period: change.period });
        }
      }),
      { numRuns: RUNS },
    );
  });

  // One pass: the period's step alone (further passes also move the others' estimates, which can
  // change a deviation by a hair either way).
  it('shrinks the deviation more with one more match in a period', () => {
    fc.assert(
      fc.property(matchesArb(pointsArb, 10), matchArb(realPointsArb), (matches, extra) => {
        const period = matches.at(-1)?.period ?? 0;
        const more = [...matches, { ...extra, id: 'extra', period }];
        const fewer = ratingsOf(matches, { passes: 1 });
        for (const [playerId, rating] of ratingsOf(more, { passes: 1 })) {
          const before = fewer.get(playerId);
          // A player who already played in that period (for anyone else, the extra match is a
          // new period, with the periods off before it).
          if (before?.lastPeriod === period && [...extra.team1, ...extra.team2].includes(playerId)) {
            expect(rating.deviation).toBeLessThan(before.deviation);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('does not depend on the order of the matches within a period', () => {
    fc.assert(
      fc.property(matchesArb(), fc.nat(), (matches, seed) => {
        const entered = [...matches].sort(
          (a, b) => a.period - b.period || hashOf(a.id, seed) - hashOf(b.id, seed),
        );
        const straight = ratingsOf(matches);
        const reordered = ratingsOf(entered);
        for (const [playerId, rating] of straight) {
          expect(reordered.get(playerId)?.level).toBeCloseTo(rating.level, 12);
          expect(reordered.get(playerId)?.deviation).toBeCloseTo(rating.deviation, 12);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('barely depends on which of two neighbouring periods a match was played in (under one deviation)', () => {
    fc.assert(
      fc.property(matchesArb(realPointsArb, 40), fc.nat(), (matches, at) => {
        // Move one match to the next period (before the matches of that period).
        const index = at % matches.length;
        const moved = matches.map((match, i) =>
          i === index ? { ...match, period: match.period + 1 } : match,
        );
        moved.sort((a, b) => a.period - b.period);
        const straight = ratingsOf(matches);
        const later = ratingsOf(moved);
        for (const [playerId, rating] of straight) {
          const difference = Math.abs((later.get(playerId)?.level ?? Number.NaN) - rating.level);
          expect(difference).toBeLessThan(rating.deviation);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
