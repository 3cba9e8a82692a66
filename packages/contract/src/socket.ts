import { z } from 'zod';
import { matchIdSchema } from './common.ts';
import { type LiveScore, liveScoreSchema } from './scores.ts';
import { matchStatisticsSchema } from './statistics.ts';

export const roomPayloadSchema = z.object({ matchId: matchIdSchema });
export type RoomPayload = z.infer<typeof roomPayloadSchema>;

export const statisticsUpdateSchema = z.object({
  matchId: matchIdSchema,
  /** 'set' at the end of each set, 'match' at the end of the match. */
  scope: z.enum(['set', 'match']),
  /** 1-based number of the set that just ended (the last set for scope 'match'). */
  set: z.number().int().min(1),
  statistics: matchStatisticsSchema,
  version: z.number().int(),
});
export type StatisticsUpdate = z.infer<typeof statisticsUpdateSchema>;

export const matchFinishedSchema = z.object({ matchId: matchIdSchema, score: liveScoreSchema });
export type MatchFinished = z.infer<typeof matchFinishedSchema>;

/** An `error` event: `code` is the key of the message in MESSAGES, as in an HTTP error answer. */
export const socketErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  field: z.string().optional(),
  reason: z.string().optional(),
  matchId: z.string().optional(),
});
export type SocketError = z.infer<typeof socketErrorSchema>;

/** Events the server emits (design §4). Every score message carries `version`. */
export interface ServerToClientEvents {
  matchScore: (score: LiveScore) => void;
  scoreUpdate: (score: LiveScore) => void;
  matchFinished: (payload: MatchFinished) => void;
  statisticsUpdate: (payload: StatisticsUpdate) => void;
  error: (payload: SocketError) => void;
}

/** Events the client emits. `resync` asks for the snapshot again after a gap in versions. */
export interface ClientToServerEvents {
  joinMatch: (payload: RoomPayload) => void;
  leaveMatch: (payload: RoomPayload) => void;
  resync: (payload: RoomPayload) => void;
}
