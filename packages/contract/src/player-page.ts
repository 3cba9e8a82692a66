import { z } from 'zod';
import { matchIdSchema, timestampSchema } from './common.ts';
import { matchSchema } from './matches.ts';
import { playerSchema } from './players.ts';
import { ratingSchema } from './ratings.ts';
import { MATCH_STATUSES, TEAM_VALUES } from './vocabulary.ts';

/**
 * A player's page (docs/players.md, "The player page"): their matches, results and figures, their
 * partners and opponents. Public only when the player allows it; the club's admins always see it.
 * A name is null when it belongs to a roster player who is not public and the reader is not one of
 * the club's admins: the page of one player does not publish another's name.
 */
const shownNameSchema = z.string().nullable();

export const PLAYER_RESULTS = ['won', 'lost', 'draw'] as const;

/** One match of the player, seen from their side of the net. */
export const playerMatchSchema = z.object({
  id: matchIdSchema,
  /** When it was played: its start, else its creation. */
  played_at: timestampSchema,
  court_name: z.string().nullable(),
  status: z.enum(MATCH_STATUSES),
  team: z.enum(TEAM_VALUES),
  partners: z.array(shownNameSchema),
  opponents: z.array(shownNameSchema),
  /** The sets from the player's side ('6-4 3-6 10-8'), with a finish off court's mark. */
  score_line: z.string(),
  result: z.enum(PLAYER_RESULTS).nullable(),
  /** The points their team won of those played; null without a point-by-point log. */
  points: z.object({ won: z.number().int(), played: z.number().int() }).nullable(),
});
export type PlayerMatch = z.infer<typeof playerMatchSchema>;

/**
 * Figures over the player's finished matches scored point by point, from the engine's statistics
 * of each (docs/scoring-rules.md#statistics): points are their team's, serving figures their own.
 */
export const playerFiguresSchema = z.object({
  matches: z.number().int(),
  points_played: z.number().int(),
  points_won: z.number().int(),
  service_points_played: z.number().int(),
  service_points_won: z.number().int(),
  service_games_held: z.number().int(),
  service_games_lost: z.number().int(),
  break_points: z.number().int(),
  break_points_won: z.number().int(),
  deciding_points_played: z.number().int(),
  deciding_points_won: z.number().int(),
  longest_streak: z.number().int(),
});
export type PlayerFigures = z.infer<typeof playerFiguresSchema>;

/** A partner or an opponent over the player's finished matches. */
export const playerRelationSchema = z.object({
  name: shownNameSchema,
  player_id: z.number().int().nullable(),
  played: z.number().int(),
  /** Matches the player won with (partner) or against (opponent) them. */
  won: z.number().int(),
});
export type PlayerRelation = z.infer<typeof playerRelationSchema>;

export const playerPageSchema = z.object({
  player: z.object({
    id: z.number().int(),
    name: z.string(),
    level: z.number().nullable(),
    public: z.boolean(),
  }),
  club: z.object({ id: z.number().int(), name: z.string() }),
  record: z.object({
    played: z.number().int(),
    won: z.number().int(),
    lost: z.number().int(),
    drawn: z.number().int(),
  }),
  figures: playerFiguresSchema,
  /** The newest first, at most 50. */
  matches: z.array(playerMatchSchema),
  partners: z.array(playerRelationSchema),
  opponents: z.array(playerRelationSchema),
  /** The club rating with its band, one per sport the player has verified matches in (docs/rating.md). */
  ratings: z.array(ratingSchema),
});
export type PlayerPage = z.infer<typeof playerPageSchema>;

/**
 * GET /players/{id}/data: everything stored about a player, for them to take away (docs/privacy.md):
 * the roster entry with its consents, and every match that names them.
 */
export const playerDataSchema = z.object({
  exported_at: timestampSchema,
  player: playerSchema,
  matches: z.array(matchSchema),
});
export type PlayerData = z.infer<typeof playerDataSchema>;
