export type { LevelBand } from './display.ts';
export { formatLevelBand, levelBand } from './display.ts';
export type { RatingParameters } from './parameters.ts';
export { DEFAULT_RATING_PARAMETERS } from './parameters.ts';
export type { RatingOptions } from './ratings.ts';
export { computeRatings, periodOf } from './ratings.ts';
export type { EventEntrant } from './seeding.ts';
export { levelsForSeeding } from './seeding.ts';
export type {
  MatchShare,
  PlayerRating,
  RatedMatch,
  RatingChange,
  RatingError,
  RatingsResult,
} from './types.ts';
export { RATING_ERRORS } from './types.ts';
export type { LevelEstimate, MatchEvidence, PlayerUpdate } from './update.ts';
export { agedDeviation, applyEvidence, glickoG, matchEvidence, updateMatch } from './update.ts';
