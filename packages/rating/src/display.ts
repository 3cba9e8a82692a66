/**
 * The rating as players see it (docs/rating.md, "Display"): the level with one decimal and its
 * band, '4.3 ± 0.4', the band holding the true level about nine times out of ten.
 */
import type { RatingParameters } from './parameters.ts';
import { DEFAULT_RATING_PARAMETERS } from './parameters.ts';
import type { PlayerRating } from './types.ts';

export interface LevelBand {
  /** The level, rounded to one decimal. */
  level: number;
  /** Half the band's width, rounded to one decimal and at least 0.1. */
  band: number;
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

export function levelBand(
  rating: Pick<PlayerRating, 'level' | 'deviation'>,
  parameters: Pick<RatingParameters, 'bandDeviations'> = DEFAULT_RATING_PARAMETERS,
): LevelBand {
  return {
    level: oneDecimal(rating.level),
    band: Math.max(0.1, oneDecimal(parameters.bandDeviations * rating.deviation)),
  };
}

/** '4.3 ± 0.4' (a point for the decimals: the web formats the numbers of `levelBand` for its locale). */
export function formatLevelBand(
  rating: Pick<PlayerRating, 'level' | 'deviation'>,
  parameters: Pick<RatingParameters, 'bandDeviations'> = DEFAULT_RATING_PARAMETERS,
): string {
  const { level, band } = levelBand(rating, parameters);
  return `${level.toFixed(1)} ± ${band.toFixed(1)}`;
}
