import { SPORTS } from '@bandeja/scoring';
import { z } from 'zod';
import { serialIdTextSchema } from './common.ts';

/**
 * The club rating as the API shows it (docs/rating.md, "How the server applies it"): a level on
 * the club's scale with its band, '4.3 ± 0.4' (the level ± `band`, nine times out of ten), from
 * the club's verified matches only.
 */
export const ratingSchema = z.object({
  sport: z.enum(SPORTS),
  /** The level, rounded to one decimal. */
  level: z.number(),
  /** Half the band's width, rounded to one decimal (at least 0.1): shown as 'level ± band'. */
  band: z.number(),
  /** One standard deviation of the level, unrounded. */
  deviation: z.number(),
  /** Verified matches rated. */
  matches: z.number().int(),
  /** A first guess: the band is ± 1.0 or more (a few matches at most). */
  provisional: z.boolean(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** One rung of a club's ladder: a roster player with a rating, the best first. */
export const ladderEntrySchema = ratingSchema.omit({ sport: true }).extend({
  /** 1 for the best of the players listed. */
  rank: z.number().int(),
  player_id: z.number().int(),
  name: z.string(),
  /** Whether the player allows their name to be shown publicly (the public sees only these). */
  public: z.boolean(),
});
export type LadderEntry = z.infer<typeof ladderEntrySchema>;

export const LADDER_SCOPES = ['public', 'all'] as const;

export const ladderParamsSchema = z.object({ clubId: serialIdTextSchema });

/**
 * GET /clubs/{clubId}/ladder?sport=&players=: `players=all` (the club's admins only) lists private
 * players too; without it, the club's admins get all and everybody else the public players.
 */
export const ladderQuerySchema = z.object({
  sport: z.enum(SPORTS).default('PADEL'),
  players: z.enum(LADDER_SCOPES).optional(),
});

export const ladderSchema = z.object({
  club: z.object({ id: z.number().int(), name: z.string() }),
  sport: z.enum(SPORTS),
  players: z.array(ladderEntrySchema),
});
export type Ladder = z.infer<typeof ladderSchema>;
