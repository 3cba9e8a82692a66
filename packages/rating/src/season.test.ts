/**
 * The rating's validation (docs/rating.md, "Validation"): simulated club seasons, every match
 * played point by point through the scoring engine with points won at a rate set by the players'
 * true levels (and the serve), must give back the players' order and bands that hold the true
 * level about as often as they claim.
 */

import { seededRandom } from '@bandeja/scoring';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATING_PARAMETERS } from './parameters.ts';
import { computeRatings } from './ratings.ts';
import type { SeasonSettings } from './simulation.ts';
import { playMatch, simulateSeason, spearman } from './simulation.ts';

const SEASONS = 20;
/** A season is a few hundred engine matches: seconds on a machine busy with other work. */
const LOADED_MACHINE_MS = 120_000;

interface SeasonFigures {
  correlations: number[];
  /** Share of players whose true level lies within level ± z deviations, by z. */
  coverage: (z: number) => number;
}

function playSeasons(settings: SeasonSettings, firstSeed: number): SeasonFigures {
  const correlations: number[] = [];
  const errors: number[] = [];
  for (let seed = firstSeed; seed < firstSeed + SEASONS; seed += 1) {
    const season = simulateSeason(settings, seededRandom(seed));
    const result = computeRatings(season.matches);
    if (!result.ok) throw new Error(`season ${seed}: ${result.error}`);
    const truth: number[] = [];
    const estimate: number[] = [];
    for (const [playerId, trueLevel] of season.trueLevels) {
      const rating = result.ratings.get(playerId);
      if (!rating) throw new Error(`season ${seed}: ${playerId} has no rating`);
      expect(rating.matches).toBe(settings.rounds);
      truth.push(trueLevel);
      estimate.push(rating.level);
      errors.push(Math.abs(rating.level - trueLevel) / rating.deviation);
    }
    correlations.push(spearman(truth, estimate));
  }
  return {
    correlations,
    coverage: (z) => errors.filter((error) => error <= z).length / errors.length,
  };
}

/**
 * Spearman ≥ 0.9 on average and in all seasons but at most one in twenty, and never under 0.85
 * (over 100 seasons of 32 players one fell under 0.9, at 0.891: docs/rating.md, "Validation").
 */
function expectOrderRecovered(figures: SeasonFigures): void {
  const { correlations } = figures;
  expect(correlations.reduce((sum, rho) => sum + rho, 0) / correlations.length).toBeGreaterThanOrEqual(0.9);
  expect(correlations.filter((rho) => rho < 0.9).length).toBeLessThanOrEqual(1);
  for (const rho of correlations) expect(rho).toBeGreaterThanOrEqual(0.85);
}

function report(name: string, figures: SeasonFigures): string {
  const sorted = [...figures.correlations].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, rho) => sum + rho, 0) / sorted.length;
  const claimed = DEFAULT_RATING_PARAMETERS.bandDeviations;
  return (
    `${name}: Spearman over ${SEASONS} seasons min ${sorted[0]?.toFixed(3)} mean ${mean.toFixed(3)} ` +
    `max ${sorted.at(-1)?.toFixed(3)}; band ±${claimed} deviations holds the true level in ` +
    `${(100 * figures.coverage(claimed)).toFixed(1)}% (claims 90%), ±1 deviation in ` +
    `${(100 * figures.coverage(1)).toFixed(1)}% (claims 68.3%)`
  );
}

const club: SeasonSettings = {
  players: 32,
  rounds: 20,
  levelRange: 3.5,
  averageLevel: DEFAULT_RATING_PARAMETERS.defaultLevel,
  logitsPerLevel: DEFAULT_RATING_PARAMETERS.logitsPerLevel,
  serveAdvantage: 0.3,
};

describe('a simulated club season played point by point through the engine', () => {
  let clubFigures: SeasonFigures | null = null;
  const clubSeasons = () => {
    clubFigures ??= playSeasons(club, 1);
    return clubFigures;
  };

  it('recovers the players’ order after 20 matches each (Spearman ≥ 0.9 in every season)', async ({
    annotate,
  }) => {
    const figures = clubSeasons();
    await annotate(report('32 players, 20 rounds', figures));
    for (const rho of figures.correlations) expect(rho).toBeGreaterThanOrEqual(0.9);
  });

  it('gives bands that hold the true level about as often as they claim', {
    timeout: LOADED_MACHINE_MS,
  }, () => {
    const figures = clubSeasons();
    expect(Math.abs(figures.coverage(DEFAULT_RATING_PARAMETERS.bandDeviations) - 0.9)).toBeLessThanOrEqual(
      0.06,
    );
    expect(Math.abs(figures.coverage(1) - 0.683)).toBeLessThanOrEqual(0.1);
  });

  it('holds in a smaller club with a wider spread of levels', { timeout: LOADED_MACHINE_MS }, async ({
    annotate,
  }) => {
    const figures = playSeasons({ ...club, players: 16, levelRange: 4.5 }, 101);
    await annotate(report('16 players, levels 4.5 apart', figures));
    expectOrderRecovered(figures);
    expect(Math.abs(figures.coverage(DEFAULT_RATING_PARAMETERS.bandDeviations) - 0.9)).toBeLessThanOrEqual(
      0.06,
    );
  });

  it('scores the simulated matches with the engine: a better pair wins more points and matches', {
    timeout: LOADED_MACHINE_MS,
  }, () => {
    const random = seededRandom(7);
    const matches = Array.from({ length: 200 }, () => playMatch(4.5, 3.5, club, random));
    const share =
      matches.reduce((sum, match) => sum + match.points.team1, 0) /
      matches.reduce((sum, match) => sum + match.points.team1 + match.points.team2, 0);
    // One level is 0.35 logits of a point: 58.7% of the points, and almost every match.
    expect(share).toBeGreaterThan(0.56);
    expect(share).toBeLessThan(0.61);
    expect(matches.filter((match) => match.winner === 'team1').length).toBeGreaterThan(190);
  });
});
