/**
 * One match's update (docs/rating.md, "The model"). Glicko's update for one game, with two changes:
 * the result is the share of points a team won, worth as much as that many points (not one win or
 * loss), and a team is the mean of its players, so the match measures the difference of the two
 * team means and every player's share of the surprise is in proportion to their variance (a Kalman
 * step over that difference; for one player against a known opponent it is exactly Glicko's).
 *
 * The maths runs in logits of a point: a level difference d is worth d * logitsPerLevel.
 */
import type { RatingParameters } from './parameters.ts';

/** What the update needs of a player: their level and its deviation, in levels. */
export interface LevelEstimate {
  level: number;
  deviation: number;
}

/** A player's estimate after the match, and the shares their update used. */
export interface PlayerUpdate extends LevelEstimate {
  /** The share of points the player's team won. */
  pointShare: number;
  /** The share the player's team was expected to win, seen from this player (Glicko's E). */
  expectedShare: number;
}

export interface MatchUpdate {
  team1: PlayerUpdate[];
  team2: PlayerUpdate[];
}

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));
const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;
const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** Glicko's g: how much a rating difference is damped by the uncertainty (variance, in logits²) around it. */
export function glickoG(variance: number): number {
  return 1 / Math.sqrt(1 + (3 * variance) / Math.PI ** 2);
}

/**
 * One player's estimate after a match, as that player sees it: `team1` and `team2` hold the
 * player's own estimate at `side`/`index` and what is known of the others.
 */
function updatePlayer(
  team1: readonly LevelEstimate[],
  team2: readonly LevelEstimate[],
  side: 'team1' | 'team2',
  index: number,
  points: { team1: number; team2: number },
  parameters: RatingParameters,
): PlayerUpdate {
  const k = parameters.logitsPerLevel;
  const variance = (player: LevelEstimate) => (k * player.deviation) ** 2;
  // The match measures the difference team1 - team2 of the team means: a player's coefficient in
  // it is ±1 in singles, ±1/2 in doubles.
  const differenceVariance =
    team1.reduce((sum, p) => sum + variance(p), 0) / team1.length ** 2 +
    team2.reduce((sum, p) => sum + variance(p), 0) / team2.length ** 2;
  const difference = k * (mean(team1.map((p) => p.level)) - mean(team2.map((p) => p.level)));
  // Team 1's expected share, damped by the uncertainty of the difference as Glicko's E is.
  const expectedShare = logistic(glickoG(differenceVariance) * difference);
  const pointShare = points.team1 / (points.team1 + points.team2);
  // Each point is a trial: the match tells `trials` times what one point does.
  const trials = parameters.pointWeight * (points.team1 + points.team2);
  const information = trials * expectedShare * (1 - expectedShare);
  const shrink = 1 + information * differenceVariance;

  const player = (side === 'team1' ? team1 : team2)[index] as LevelEstimate;
  const coefficient = side === 'team1' ? 1 / team1.length : -1 / team2.length;
  const before = variance(player);
  const move = (before * coefficient * trials * (pointShare - expectedShare)) / shrink / k;
  const cappedMove = clamp(move, -parameters.maxMovePerMatch, parameters.maxMovePerMatch);
  const after = before * (1 - (before * coefficient ** 2 * information) / shrink);
  return {
    level: clamp(player.level + cappedMove, parameters.minLevel, parameters.maxLevel),
    deviation: Math.sqrt(after) / k,
    pointShare: side === 'team1' ? pointShare : 1 - pointShare,
    expectedShare: side === 'team1' ? expectedShare : 1 - expectedShare,
  };
}

/**
 * Every player's estimate after a match with `points` (at least one), all from the estimates
 * before it: the order of the players in a team does not matter. `others`, when given, is what
 * each player sees of the other three instead of their estimates before the match.
 */
export function updateMatch(
  team1: readonly LevelEstimate[],
  team2: readonly LevelEstimate[],
  points: { team1: number; team2: number },
  parameters: RatingParameters,
  others: { team1: readonly LevelEstimate[]; team2: readonly LevelEstimate[] } = { team1, team2 },
): MatchUpdate {
  // What a player sees: their own estimate, and `others` for the three others.
  const seenBy = (side: 'team1' | 'team2', index: number, own: LevelEstimate) => {
    const replaced = others[side].map((other, at) => (at === index ? own : other));
    return side === 'team1'
      ? { team1: replaced, team2: others.team2 }
      : { team1: others.team1, team2: replaced };
  };
  const updateSide = (side: 'team1' | 'team2', team: readonly LevelEstimate[]) =>
    team.map((own, index) => {
      const seen = seenBy(side, index, own);
      return updatePlayer(seen.team1, seen.team2, side, index, points, parameters);
    });
  return { team1: updateSide('team1', team1), team2: updateSide('team2', team2) };
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
