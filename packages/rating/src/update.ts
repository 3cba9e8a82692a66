/**
 * The rating's update (docs/rating.md, "The model"): Glicko's, with two changes. A match's result is
 * the share of points a team won, worth as much as that many points (not one win or loss); and a
 * team is the mean of its players, so a match measures the difference of the two team means, and
 * each player's part of a surprise is in proportion to how unsure their level is against how
 * unsure the other three are. As in Glicko, every match of a rating period is rated against the
 * estimates at the start of the period, and the player's evidence is summed over the period.
 *
 * The maths runs in logits of a point: a level difference d is worth d * logitsPerLevel.
 */
import type { RatingParameters } from './parameters.ts';

/** What the update needs of a player: their level and its deviation, in levels. */
export interface LevelEstimate {
  level: number;
  deviation: number;
}

/** What one match tells about one player. */
export interface MatchEvidence {
  /** Glicko's 1/v for this match: how much the match pins the player's level down (logits⁻²). */
  information: number;
  /** Glicko's Δ/v for this match: which way and how far it pushes (logits⁻¹). */
  push: number;
  /** The share of points the player's team won. */
  pointShare: number;
  /** The share it was expected to win, seen from this player (Glicko's E). */
  expectedShare: number;
}

export type Side = 'team1' | 'team2';

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));
const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;
const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** Glicko's g: how much a rating difference is damped by the uncertainty (variance, in logits²) around it. */
export function glickoG(variance: number): number {
  return 1 / Math.sqrt(1 + (3 * variance) / Math.PI ** 2);
}

/**
 * What a match with `points` (at least one) tells about the player at `side`/`index`, as that
 * player sees it: `team1` and `team2` hold the player's own estimate and what is known of the
 * others.
 */
export function matchEvidence(
  team1: readonly LevelEstimate[],
  team2: readonly LevelEstimate[],
  side: Side,
  index: number,
  points: { team1: number; team2: number },
  parameters: RatingParameters,
): MatchEvidence {
  const k = parameters.logitsPerLevel;
  const variance = (player: LevelEstimate) => (k * player.deviation) ** 2;
  // The match measures the difference team1 - team2 of the team means: a player's coefficient in
  // it is ±1 in singles, ±1/2 in doubles.
  const differenceVariance =
    team1.reduce((sum, p) => sum + variance(p), 0) / team1.length ** 2 +
    team2.reduce((sum, p) => sum + variance(p), 0) / team2.length ** 2;
  const difference = k * (mean(team1.map((p) => p.level)) - mean(team2.map((p) => p.level)));
  const player = (side === 'team1' ? team1 : team2)[index] as LevelEstimate;
  const coefficient = side === 'team1' ? 1 / team1.length : -1 / team2.length;
  // The others' uncertainty blurs what the match says about this player, and damps the share
  // expected from the levels as Glicko's g does (the player's own doubt is the unknown itself).
  const othersVariance = differenceVariance - coefficient ** 2 * variance(player);
  const expected1 = logistic(glickoG(othersVariance) * difference);
  const share1 = points.team1 / (points.team1 + points.team2);
  // Each point is a trial: the match tells `trials` times what one point does.
  const trials = parameters.pointWeight * (points.team1 + points.team2);
  const pointsInformation = trials * expected1 * (1 - expected1);
  const blur = 1 + pointsInformation * othersVariance;
  return {
    information: (coefficient ** 2 * pointsInformation) / blur,
    push: (coefficient * trials * (share1 - expected1)) / blur,
    pointShare: side === 'team1' ? share1 : 1 - share1,
    expectedShare: side === 'team1' ? expected1 : 1 - expected1,
  };
}

/** A player's estimate after a rating period with `evidence` from each of its matches (Glicko's step). */
export function applyEvidence(
  estimate: LevelEstimate,
  evidence: readonly MatchEvidence[],
  parameters: RatingParameters,
): LevelEstimate {
  const k = parameters.logitsPerLevel;
  const information = evidence.reduce((sum, e) => sum + e.information, 0);
  const push = evidence.reduce((sum, e) => sum + e.push, 0);
  const varianceAfter = 1 / (1 / (k * estimate.deviation) ** 2 + information);
  return {
    level: clamp(estimate.level + (varianceAfter * push) / k, parameters.minLevel, parameters.maxLevel),
    deviation: Math.sqrt(varianceAfter) / k,
  };
}

export interface PlayerUpdate extends LevelEstimate {
  pointShare: number;
  expectedShare: number;
}

/**
 * Every player's estimate after one match alone in its rating period, all from the estimates
 * before it (docs/rating.md's worked example).
 */
export function updateMatch(
  team1: readonly LevelEstimate[],
  team2: readonly LevelEstimate[],
  points: { team1: number; team2: number },
  parameters: RatingParameters,
): { team1: PlayerUpdate[]; team2: PlayerUpdate[] } {
  const updateSide = (side: Side, team: readonly LevelEstimate[]) =>
    team.map((own, index) => {
      const evidence = matchEvidence(team1, team2, side, index, points, parameters);
      const after = applyEvidence(own, [evidence], parameters);
      return { ...after, pointShare: evidence.pointShare, expectedShare: evidence.expectedShare };
    });
  return { team1: updateSide('team1', team1), team2: updateSide('team2', team2) };
}

/** The match as one player sees it: their own estimate in their place, `others` elsewhere. */
export function seenBy<T extends LevelEstimate>(
  others: { team1: readonly T[]; team2: readonly T[] },
  side: Side,
  index: number,
  own: T,
): { team1: readonly T[]; team2: readonly T[] } {
  const replaced = others[side].map((other, at) => (at === index ? own : other));
  return side === 'team1'
    ? { team1: replaced, team2: others.team2 }
    : { team1: others.team1, team2: replaced };
}

/**
 * The deviation after `periods` rating periods without a match: its square grows by
 * inactivityGrowth² per period, up to the deviation of a player nobody knows.
 */
export function agedDeviation(deviation: number, periods: number, parameters: RatingParameters): number {
  if (periods <= 0) return deviation;
  const grown = Math.sqrt(deviation ** 2 + periods * parameters.inactivityGrowth ** 2);
  return Math.min(Math.max(deviation, parameters.initialDeviation), grown);
}
