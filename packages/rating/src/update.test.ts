/**
 * The update of one match: docs/rating.md's worked example, number by number, and Glicko's own
 * update as the special case of one player against a known opponent.
 */
import { describe, expect, it } from 'vitest';
import { formatLevelBand } from './display.ts';
import { DEFAULT_RATING_PARAMETERS } from './parameters.ts';
import { applyEvidence, glickoG, matchEvidence, updateMatch } from './update.ts';

const parameters = DEFAULT_RATING_PARAMETERS;
const ana = { level: 3.5, deviation: 1.2 }; // new: nobody knows her level
const bea = { level: 4.0, deviation: 0.3 }; // a regular
const carla = { level: 4.5, deviation: 0.8 }; // a level set on the roster, no match yet
const dora = { level: 3.8, deviation: 0.25 }; // a regular
const points = { team1: 62, team2: 55 };

describe('the worked example of docs/rating.md: Ana and Bea win 62 of 117 points against Carla and Dora', () => {
  it('expects Ana and Bea to win 46.5% of the points', () => {
    const k = parameters.logitsPerLevel;
    const difference = k * ((3.5 + 4.0) / 2 - (4.5 + 3.8) / 2);
    const variance = (k ** 2 * (1.2 ** 2 + 0.3 ** 2 + 0.8 ** 2 + 0.25 ** 2)) / 4;
    expect(difference).toBeCloseTo(-0.14, 4);
    expect(variance).toBeCloseTo(0.0684, 4);
    // Seen from Ana: the others' variance only (hers is what the match measures).
    const othersVariance = variance - (k * 1.2) ** 2 / 4;
    expect(othersVariance).toBeCloseTo(0.0243, 4);
    expect(glickoG(othersVariance)).toBeCloseTo(0.9963, 4);
    const evidence = matchEvidence([ana, bea], [carla, dora], 'team1', 0, points, parameters);
    expect(evidence.expectedShare).toBeCloseTo(0.4652, 4);
    expect(evidence.pointShare).toBeCloseTo(0.5299, 4);
  });

  it('tells most about the players whose level is surest of the others', () => {
    const evidence = (side: 'team1' | 'team2', index: number) =>
      matchEvidence([ana, bea], [carla, dora], side, index, points, parameters);
    expect(evidence('team1', 0).information).toBeCloseTo(4.264, 3);
    expect(evidence('team1', 0).push).toBeCloseTo(2.219, 3);
    expect(evidence('team1', 1).information).toBeCloseTo(2.501, 3);
    expect(evidence('team2', 0).push).toBeCloseTo(-1.562, 3);
  });

  it('moves the new player most and the regulars least', () => {
    const update = updateMatch([ana, bea], [carla, dora], points, parameters);
    const [anaAfter, beaAfter] = update.team1;
    const [carlaAfter, doraAfter] = update.team2;
    expect(anaAfter?.level).toBeCloseTo(4.138, 3);
    expect(anaAfter?.deviation).toBeCloseTo(0.907, 3);
    expect(beaAfter?.level).toBeCloseTo(4.04, 3);
    expect(beaAfter?.deviation).toBeCloseTo(0.296, 3);
    expect(carlaAfter?.level).toBeCloseTo(4.217, 3);
    expect(carlaAfter?.deviation).toBeCloseTo(0.72, 3);
    expect(doraAfter?.level).toBeCloseTo(3.772, 3);
    expect(doraAfter?.deviation).toBeCloseTo(0.248, 3);
    expect([ana, anaAfter, bea, beaAfter].map((r) => formatLevelBand(r ?? ana))).toEqual([
      '3.5 ± 2.0',
      '4.1 ± 1.5',
      '4.0 ± 0.5',
      '4.0 ± 0.5',
    ]);
  });
});

describe('Glicko as the special case', () => {
  it('is Glicko’s update for one player against an opponent of known level, one point a game', () => {
    // Glickman's formulas on the logit scale: E = 1/(1 + e^(-g(φj)(μ - μj))), 1/v = g² E (1 - E),
    // φ' = 1/√(1/φ² + 1/v), μ' = μ + φ'² g (s - E); the opponent known exactly (φj = 0, g = 1).
    const k = parameters.logitsPerLevel;
    const player = { level: 4.2, deviation: 0.9 };
    const opponent = { level: 3.6, deviation: 0 };
    for (const won of [0, 1]) {
      const score = { team1: won, team2: 1 - won };
      const expected = 1 / (1 + Math.exp(-k * (player.level - opponent.level)));
      const phiAfter = 1 / Math.sqrt(1 / (k * player.deviation) ** 2 + expected * (1 - expected));
      const muAfter = k * player.level + phiAfter ** 2 * (won - expected);
      const evidence = matchEvidence([player], [opponent], 'team1', 0, score, parameters);
      const after = applyEvidence(player, [evidence], parameters);
      expect(after.level).toBeCloseTo(muAfter / k, 10);
      expect(after.deviation).toBeCloseTo(phiAfter / k, 10);
    }
  });

  it('counts a match of n points as n games of one point', () => {
    const player = { level: 4.2, deviation: 0.9 };
    const opponent = { level: 3.6, deviation: 0.4 };
    const match = matchEvidence([player], [opponent], 'team1', 0, { team1: 30, team2: 20 }, parameters);
    const won = matchEvidence([player], [opponent], 'team1', 0, { team1: 1, team2: 0 }, parameters);
    const lost = matchEvidence([player], [opponent], 'team1', 0, { team1: 0, team2: 1 }, parameters);
    const games = [...Array<typeof won>(30).fill(won), ...Array<typeof lost>(20).fill(lost)];
    // Same information and push only while the opponent is known exactly: with an unsure opponent a
    // long match blurs more than the sum of single points (the opponent's doubt is the same in all).
    const exact = { ...opponent, deviation: 0 };
    const matchExact = matchEvidence([player], [exact], 'team1', 0, { team1: 30, team2: 20 }, parameters);
    const gamesExact = [
      ...Array(30).fill(matchEvidence([player], [exact], 'team1', 0, { team1: 1, team2: 0 }, parameters)),
      ...Array(20).fill(matchEvidence([player], [exact], 'team1', 0, { team1: 0, team2: 1 }, parameters)),
    ];
    expect(applyEvidence(player, [matchExact], parameters).level).toBeCloseTo(
      applyEvidence(player, gamesExact, parameters).level,
      10,
    );
    expect(applyEvidence(player, [match], parameters).deviation).toBeGreaterThan(
      applyEvidence(player, games, parameters).deviation,
    );
  });
});
