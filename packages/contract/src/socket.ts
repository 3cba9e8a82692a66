import { z } from 'zod';
import type { ButtonIdentified } from './admin.ts';
import { matchIdSchema } from './common.ts';
import type {
  ClubBoard,
  ClubRoomPayload,
  CourtBoard,
  CourtRoomPayload,
  DisplayConfig,
  DisplayRoomPayload,
} from './displays.ts';
import type { EventRoomPayload, EventView } from './events.ts';
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
  /** The match so far (up to the end of that set, or of the match). */
  statistics: matchStatisticsSchema,
  /**
   * That set's own figures (the engine's `setSummary`), so a set summary can show the set beside
   * the match so far; its `matchDurationSeconds` is the set's length. Absent from older servers.
   */
  setStatistics: matchStatisticsSchema.nullable().optional(),
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
  check: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  matchId: z.string().optional(),
  courtId: z.number().int().optional(),
  clubId: z.number().int().optional(),
});
export type SocketError = z.infer<typeof socketErrorSchema>;

/**
 * Events the server emits (docs/api.md "Socket.IO"). Every score message carries `version`. A match's
 * `scoreUpdate`, `matchFinished` and `statisticsUpdate` go to its room `match:{id}` and to its
 * court's room `court:{id}`; `scoreUpdate` also to its club's room `club:{id}` (docs/api.md).
 */
export interface ServerToClientEvents {
  matchScore: (score: LiveScore) => void;
  scoreUpdate: (score: LiveScore) => void;
  matchFinished: (payload: MatchFinished) => void;
  statisticsUpdate: (payload: StatisticsUpdate) => void;
  /** A court's full board: on joining its room, and when a match starts on it, moves or is deleted. */
  courtBoard: (board: CourtBoard) => void;
  /** Every court of a club, on joining the club's room. */
  clubBoard: (board: ClubBoard) => void;
  /** A paired TV's configuration, on joining and whenever an admin pairs, edits or revokes it. */
  displayConfig: (config: DisplayConfig) => void;
  /** A club event's whole view (room `event:{id}`): on joining, and on every change of the event. */
  eventUpdate: (view: EventView) => void;
  /** A press of a button in identify mode (room `court:{id}`): shown, nothing scored. */
  buttonIdentified: (payload: ButtonIdentified) => void;
  error: (payload: SocketError) => void;
}

/** Events the client emits. `resync` asks for the snapshot again after a gap in versions. */
export interface ClientToServerEvents {
  joinMatch: (payload: RoomPayload) => void;
  leaveMatch: (payload: RoomPayload) => void;
  resync: (payload: RoomPayload) => void;
  joinCourt: (payload: CourtRoomPayload) => void;
  leaveCourt: (payload: CourtRoomPayload) => void;
  joinClub: (payload: ClubRoomPayload) => void;
  leaveClub: (payload: ClubRoomPayload) => void;
  joinDisplay: (payload: DisplayRoomPayload) => void;
  joinEvent: (payload: EventRoomPayload) => void;
  leaveEvent: (payload: EventRoomPayload) => void;
}
