import { PLAYER_NUMBERS } from '@bandeja/scoring';
import { z } from 'zod';

const playerStatsSchema = z.object({
  serviceBreaks: z.number(),
  pointsPlayedWithService: z.number(),
  pointsWhileServing: z.number(),
  percentageWonWithService: z.number(),
  gamesWonWhileServing: z.number(),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

const teamPointsSchema = z.object({ totalPoints: z.number(), percentageWon: z.number() });
const breakPointsSchema = z.object({ total: z.number(), converted: z.number() });

/** One set (played or in play), for the set summary overlay. */
const setStatisticsSchema = z.object({
  set: z.number().int(),
  finished: z.boolean(),
  team1Games: z.number().int(),
  team2Games: z.number().int(),
  tiebreak: z.object({ team1: z.number().int(), team2: z.number().int() }).nullable(),
  pointsPlayed: z.number().int(),
  team1Points: teamPointsSchema,
  team2Points: teamPointsSchema,
  team1BreakPoints: breakPointsSchema,
  team2BreakPoints: breakPointsSchema,
  durationSeconds: z.number(),
});

/**
 * Match statistics with the field names of docs/scoring-rules.md#statistics, computed by the engine from the event log
 * (packages/scoring `MatchStatistics`), plus the per-set summaries and totals beyond the spec.
 */
export const matchStatisticsSchema = z.object({
  team1_name: z.string(),
  team2_name: z.string(),
  /** The real players: [1, 3] in singles (players 2 and 4 stay at 0), [1, 2, 3, 4] in doubles. */
  players: z.array(z.literal(PLAYER_NUMBERS)),
  /**
   * False after a walkover or a result entered by hand: no point was pressed, so every point figure
   * is 0 and is shown as not available, never as 0.
   */
  pointByPoint: z.boolean(),
  pointsPlayed: z.number().int(),
  team1Points: teamPointsSchema,
  team2Points: teamPointsSchema,
  consecutivePoints: z.object({ team1LongestStreak: z.number(), team2LongestStreak: z.number() }),
  goldenPoints: z.object({ team1Won: z.number(), team2Won: z.number(), played: z.number() }),
  team1BreakPoints: breakPointsSchema,
  team2BreakPoints: breakPointsSchema,
  setPoints: z.object({
    team1Attempted: z.number(),
    team1Won: z.number(),
    team2Attempted: z.number(),
    team2Won: z.number(),
  }),
  longestPoint: z.object({ duration: z.number() }),
  averagePointTime: z.object({ averageDuration: z.number() }),
  matchDuration: z.string(),
  matchDurationSeconds: z.number(),
  player1Stats: playerStatsSchema,
  player2Stats: playerStatsSchema,
  player3Stats: playerStatsSchema,
  player4Stats: playerStatsSchema,
  sets: z.array(setStatisticsSchema),
});
export type MatchStatisticsPayload = z.infer<typeof matchStatisticsSchema>;
