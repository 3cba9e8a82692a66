/**
 * The rating's parameters (docs/rating.md, "Parameters", says why each has its value). Levels and
 * deviations are on the club's level scale; the maths runs in logits of a point (see `update.ts`).
 */

export interface RatingParameters {
  /** The lowest and highest level of the scale: a rating never leaves it. */
  minLevel: number;
  maxLevel: number;
  /** Where a player with no level on the roster starts. */
  defaultLevel: number;
  /** How unsure that start is (one standard deviation, in levels). */
  initialDeviation: number;
  /** How unsure a level set on the roster is (a club's guess: better than nothing). */
  declaredDeviation: number;
  /** How many logits of a point one level is worth: the slope of the expected point share. */
  logitsPerLevel: number;
  /** How much one point tells (1: points are independent trials; below 1: they come in runs). */
  pointWeight: number;
  /** How much the deviation grows per rating period without a match (its square grows by this squared). */
  inactivityGrowth: number;
  /**
   * Passes over the matches: the first rates each match against the others' estimates at the start
   * of its period; each further pass against their estimates at the end of the pass before.
   */
  passes: number;
  /** The band shown is the level ± this many deviations (1.645: nine times out of ten). */
  bandDeviations: number;
}

export const DEFAULT_RATING_PARAMETERS: Readonly<RatingParameters> = Object.freeze({
  minLevel: 1,
  maxLevel: 7,
  defaultLevel: 3.5,
  initialDeviation: 1.2,
  declaredDeviation: 0.8,
  logitsPerLevel: 0.35,
  pointWeight: 1,
  inactivityGrowth: 0.05,
  bandDeviations: 1.645,
  passes: 3,
});
