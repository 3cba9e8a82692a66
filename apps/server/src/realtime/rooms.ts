import {
  type ClientToServerEvents,
  type CourtBoard,
  clubRoomPayloadSchema,
  courtRoomPayloadSchema,
  displayRoomPayloadSchema,
  type EventView,
  eventRoom,
  eventRoomPayloadSchema,
  MESSAGES,
  type ServerToClientEvents,
  type SocketError,
} from '@bandeja/contract';
import type { Server, Socket } from 'socket.io';
import { PacketType } from 'socket.io-parser';
import type { z } from 'zod';
import { findClubById } from '../clubs/repository.ts';
import type { AppContext } from '../context.ts';
import { hashDeviceToken } from '../displays/code.ts';
import { findDisplayByTokenHash, updateDisplayRow } from '../displays/repository.ts';
import { presentSelf } from '../displays/service.ts';
import { clubBoardsOf, courtBoardOf } from '../matches/board.ts';
import { liveScoreOf } from '../matches/presenter.ts';
import { findMatchRecord } from '../matches/repository.ts';
import {
  CLUB_ROOM_PREFIX,
  COURT_ROOM_PREFIX,
  clubRoom,
  courtRoom,
  DISPLAY_ROOM_PREFIX,
  displayRoom,
  EVENT_ROOM_PREFIX,
  MATCH_ROOM_PREFIX,
} from './room-names.ts';
import { markOf, type ScoreMark, socketScores } from './score-order.ts';
import type { SnapshotReads } from './snapshot-reads.ts';
import { socketError, socketValidationError } from './socket-error.ts';

/**
 * The sockets' rooms (their names: room-names.ts; who hears which message: bus.ts): the snapshots
 * a socket gets on joining, and the joins of the court, club, display and event rooms; the match
 * room's joins and the one dispatcher every event goes through are in socket.ts.
 */
type LiveServer = Server<ClientToServerEvents, ServerToClientEvents>;
type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/** A socket follows a few rooms at most (a scoreboard, a dashboard's list, a display). */
export const MAX_ROOMS_PER_SOCKET = 50;

/** Not a room: the key of a TV's token lookup among the snapshot reads. */
const DISPLAY_TOKEN_PREFIX = 'display-token:';

/**
 * A room's snapshot, read once for every socket that asked meanwhile and encoded once, as
 * Socket.IO's emit would encode it. It is written to each connection directly, not emitted: with
 * connection-state recovery, Socket.IO keeps every message sent to one socket for the recovery
 * time to replay it after a reconnection, here 3 kB of score per join and socket (30 MB for 10,000
 * spectators) that no client needs, since a client that reconnects joins again and gets a fresh
 * snapshot. `packets` is null for an unknown match, court or club. A TV token's lookup (not a
 * room) gives its display's id, or the 'revoked' configuration as packets for an unknown token.
 */
export interface RoomSnapshot {
  packets: readonly (string | Buffer)[] | null;
  displayId?: number;
  /** The match scores inside (a match's score, a court's or club's boards): see writeSnapshot. */
  scores?: readonly SentScore[];
  /** A match's score: not written to a socket that has a newer one of that match already. */
  single?: boolean;
}

export interface SentScore {
  matchId: string;
  mark: ScoreMark;
}

const sentScores = (boards: readonly CourtBoard[]): SentScore[] =>
  boards.flatMap((board) =>
    [board.live, board.last].flatMap((score) =>
      score ? [{ matchId: score.match_id, mark: markOf(score) }] : [],
    ),
  );

type SnapshotEvent = 'matchScore' | 'courtBoard' | 'clubBoard' | 'displayConfig' | 'eventUpdate';

/**
 * What the snapshot reads read, by key: a room's name, or a TV token's lookup. Every read the
 * sockets cause goes through the one bounded `SnapshotReads` (docs/decisions/006-socket-budget.md):
 * one read in flight per room, a few at once server-wide.
 */
/**
 * First paints of rooms that belong to features built on realtime: given by the app (src/app.ts),
 * so realtime imports none of them (a club event's standings are src/events/view.ts).
 */
export interface RoomReads {
  /** A club event's standings at `now`, or null for an unknown event. */
  eventView(eventId: number, now: number): Promise<EventView | null>;
}

export function readRoomSnapshot(io: LiveServer, ctx: AppContext, reads: RoomReads) {
  const encode = <E extends SnapshotEvent>(
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
  ): RoomSnapshot => ({
    packets: io.encoder.encode({ type: PacketType.EVENT, nsp: '/', data: [event, payload] }),
  });
  const idOf = (key: string, prefix: string) => Number(key.slice(prefix.length));

  return async (key: string): Promise<RoomSnapshot> => {
    if (key.startsWith(MATCH_ROOM_PREFIX)) {
      const record = await findMatchRecord(ctx.db, key.slice(MATCH_ROOM_PREFIX.length));
      if (!record) return { packets: null };
      const score = liveScoreOf(record);
      return {
        ...encode('matchScore', score),
        scores: [{ matchId: score.match_id, mark: markOf(score) }],
        single: true,
      };
    }
    if (key.startsWith(COURT_ROOM_PREFIX)) {
      const board = await courtBoardOf(ctx.db, idOf(key, COURT_ROOM_PREFIX));
      return board ? { ...encode('courtBoard', board), scores: sentScores([board]) } : { packets: null };
    }
    if (key.startsWith(CLUB_ROOM_PREFIX)) {
      const clubId = idOf(key, CLUB_ROOM_PREFIX);
      if (!(await findClubById(ctx.db, clubId))) return { packets: null };
      const courts = await clubBoardsOf(ctx.db, clubId);
      return { ...encode('clubBoard', { club_id: clubId, courts }), scores: sentScores(courts) };
    }
    if (key.startsWith(DISPLAY_ROOM_PREFIX)) {
      // Read again (and note that the TV was seen).
      const display = await updateDisplayRow(ctx.db, idOf(key, DISPLAY_ROOM_PREFIX), {
        lastSeenAt: new Date(ctx.now()),
      });
      return encode('displayConfig', display ? presentSelf(display) : { status: 'revoked' });
    }
    if (key.startsWith(EVENT_ROOM_PREFIX)) {
      const view = await reads.eventView(idOf(key, EVENT_ROOM_PREFIX), ctx.now());
      return view ? encode('eventUpdate', view) : { packets: null };
    }
    if (key.startsWith(DISPLAY_TOKEN_PREFIX)) {
      const found = await findDisplayByTokenHash(ctx.db, key.slice(DISPLAY_TOKEN_PREFIX.length));
      return found ? { packets: null, displayId: found.id } : encode('displayConfig', { status: 'revoked' });
    }
    throw new Error(`no snapshot for ${key}`);
  };
}

/**
 * Writes a snapshot to one socket's connection (if it is still there). A socket never receives a
 * score of a match older than one it was sent (docs/decisions/011-one-order-per-match.md): a match's
 * score older than what the socket has is not written (the socket holds a newer full score); a
 * board, which holds several matches, is written, and its scores count as sent.
 */
export function writeSnapshot(socket: LiveSocket, snapshot: Omit<RoomSnapshot, 'displayId'>): void {
  if (!socket.connected || !snapshot.packets) return;
  const scores = snapshot.scores ?? [];
  if (snapshot.single && scores.some((sent) => !socketScores.accepts(socket, sent.matchId, sent.mark)))
    return;
  for (const sent of scores) socketScores.note(socket, sent.matchId, sent.mark);
  for (const packet of snapshot.packets) socket.conn.write(packet);
}

/**
 * A room event's work. Its failures (the server busy, the database away) are answered by socket.ts's
 * dispatcher with no `courtId` or `clubId`: those mark an unknown court or club, which a display
 * takes as its court gone.
 */
export type RoomEvent = (socket: LiveSocket, payload: unknown) => Promise<void>;

/**
 * The court, club and display room events, shared by all sockets. socket.ts's dispatcher calls
 * them after charging the socket's event budget. Join first, then read: a change committed in
 * between arrives after the snapshot, and the client keeps the newer score by its version.
 */
export function roomHandlers(snapshots: SnapshotReads<RoomSnapshot>) {
  const parse = <T extends z.ZodType>(socket: LiveSocket, schema: T, payload: unknown): z.infer<T> | null => {
    const parsed = schema.safeParse(payload);
    if (parsed.success) return parsed.data;
    socket.emit('error', socketValidationError(parsed.error, payload));
    return null;
  };

  const roomAllowed = (socket: LiveSocket, room: string): boolean => {
    if (socket.rooms.has(room) || socket.rooms.size <= MAX_ROOMS_PER_SOCKET) return true;
    socket.emit('error', socketError(MESSAGES.tooManyRoomsFollowed));
    return false;
  };

  /**
   * The join and leave events of a room that shows one thing (a court's board, a club's wall, an
   * event's standings): join writes its snapshot; a room with nothing to show (an unknown court,
   * club or event) is left again with `notFound`.
   */
  const roomEvents = <T extends z.ZodType>(
    schema: T,
    roomOf: (body: z.infer<T>) => string,
    notFound: (body: z.infer<T>) => SocketError,
  ) => {
    const join: RoomEvent = async (socket, payload) => {
      const body = parse(socket, schema, payload);
      if (body === null) return;
      const room = roomOf(body);
      if (!roomAllowed(socket, room)) return;
      await socket.join(room);
      const snapshot = await snapshots.get(room);
      if (snapshot.packets) return writeSnapshot(socket, snapshot);
      await socket.leave(room);
      socket.emit('error', notFound(body));
    };
    const leave: RoomEvent = async (socket, payload) => {
      const body = parse(socket, schema, payload);
      if (body !== null) await socket.leave(roomOf(body));
    };
    return { join, leave };
  };

  const court = roomEvents(
    courtRoomPayloadSchema,
    (body) => courtRoom(body.courtId),
    (body) => socketError(MESSAGES.courtNotFound, { courtId: body.courtId }),
  );
  const club = roomEvents(
    clubRoomPayloadSchema,
    (body) => clubRoom(body.clubId),
    (body) => socketError(MESSAGES.clubNotFound, { clubId: body.clubId }),
  );
  /** An event's standings screen: the whole view at once, then every change. */
  const event = roomEvents(
    eventRoomPayloadSchema,
    (body) => eventRoom(body.eventId),
    () => socketError(MESSAGES.eventNotFound),
  );

  /** A TV follows its own configuration; an unknown token hears 'revoked' (it shows a new code). */
  const joinDisplay: RoomEvent = async (socket, payload) => {
    const body = parse(socket, displayRoomPayloadSchema, payload);
    if (body === null) return;
    for (const room of socket.rooms) if (room.startsWith(DISPLAY_ROOM_PREFIX)) await socket.leave(room);
    const found = await snapshots.get(`${DISPLAY_TOKEN_PREFIX}${hashDeviceToken(body.token)}`);
    if (found.displayId === undefined) return writeSnapshot(socket, found);
    // Join, then read again: a pairing committed meanwhile is in the snapshot or in a later push.
    const room = displayRoom(found.displayId);
    await socket.join(room);
    writeSnapshot(socket, await snapshots.get(room));
  };

  return {
    joinCourt: court.join,
    leaveCourt: court.leave,
    joinClub: club.join,
    leaveClub: club.leave,
    joinDisplay,
    joinEvent: event.join,
    leaveEvent: event.leave,
  };
}

/** The room events of roomHandlers, by name, for the dispatcher. */
export type RoomEventName = keyof ReturnType<typeof roomHandlers>;
