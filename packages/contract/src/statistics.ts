import { z } from 'zod';

const playerStatsSchema = z.looseObject({
  serviceBreaks: z.number(),
  pointsPlayedWithService: z.number(),
  pointsWhileServing: z.number(),
  percentageWonWithService: z.number(),
  gamesWonWhileServing: z.number(),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

/** Match statistics with the field names of spec §3, computed by the engine from the event log. */
export const matchStatisticsSchema = z.looseObject({
  team1_name: z.string(),
  team2_name: z.string(),
  team1Points: z.object({ totalPoints: z.number(), percentageWon: z.number() }),
  team2Points: z.object({ totalPoints: z.number(), percentageWon: z.number() }),
  consecutivePoints: z.object({ team1LongestStreak: z.number(), team2LongestStreak: z.number() }),
  goldenPoints: z.object({ team1Won: z.number(), team2Won: z.number() }),
  team1BreakPoints: z.object({ total: z.number(), converted: z.number() }),
  team2BreakPoints: z.object({ total: z.number(), converted: z.number() }),
  setPoints: z.object({
    team1Attempted: z.number(),
    team1Won: z.number(),
    team2Attempted: z.number(),
    team2Won: z.number(),
  }),
  longestPoint: z.object({ duration: z.number() }),
  averagePointTime: z.object({ averageDuration: z.number() }),
  matchDuration: z.string(),
  player1Stats: playerStatsSchema,
  player2Stats: playerStatsSchema,
  player3Stats: playerStatsSchema,
  player4Stats: playerStatsSchema,
});
export type MatchStatisticsPayload = z.infer<typeof matchStatisticsSchema>;
