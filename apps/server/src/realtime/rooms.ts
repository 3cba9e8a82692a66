import {
  type ClientToServerEvents,
  clubRoomPayloadSchema,
  courtRoomPayloadSchema,
  displayRoomPayloadSchema,
  MESSAGES,
  type ServerToClientEvents,
} from '@bandeja/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { PacketType } from 'socket.io-parser';
import type { z } from 'zod';
import { findClubById } from '../clubs/repository.ts';
import { CLUB_NOT_FOUND } from '../clubs/service.ts';
import type { AppContext } from '../context.ts';
import { hashDeviceToken } from '../displays/code.ts';
import { findDisplayByTokenHash, updateDisplayRow } from '../displays/repository.ts';
import { clubBoardsOf, courtBoardOf, presentSelf } from '../displays/service.ts';
import type { LiveMessage } from './bus.ts';

/**
 * The rooms of the sockets (docs/api.md): `match:{id}` (a scoreboard follows one match),
 * `court:{id}` (a court display follows its court for ever: every match played on it),
 * `club:{id}` (the clubhouse wall: every court of the club) and `display:{id}` (a paired TV hears
 * its own configuration). This file holds the names, who receives which message, and the joins of
 * the court, club and display rooms; the match room's joins are in socket.ts.
 */
type LiveServer = Server<ClientToServerEvents, ServerToClientEvents>;
type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/** A socket follows a few rooms at most (a scoreboard, a dashboard's list, a display). */
export const MAX_ROOMS_PER_SOCKET = 50;

export const MATCH_ROOM_PREFIX = 'match:';
export const matchRoom = (matchId: string): string => `${MATCH_ROOM_PREFIX}${matchId}`;
export const courtRoom = (courtId: number): string => `court:${courtId}`;
export const clubRoom = (clubId: number): string => `club:${clubId}`;
const DISPLAY_ROOM_PREFIX = 'display:';
export const displayRoom = (displayId: number): string => `${DISPLAY_ROOM_PREFIX}${displayId}`;

/**
 * Who hears a message: a match's changes go to its room and its court's (the court display follows
 * every match of its court); its scores also to its club's (the wall); statistics stay with the
 * match and court (the wall shows none). A court's board goes to the court and its club.
 */
export function roomsOf(message: LiveMessage): string[] {
  switch (message.event) {
    case 'scoreUpdate': {
      const { court_id: courtId, club_id: clubId } = message.payload;
      return [
        matchRoom(message.matchId),
        ...(courtId === null ? [] : [courtRoom(courtId)]),
        ...(clubId === null || courtId === null ? [] : [clubRoom(clubId)]),
      ];
    }
    case 'matchFinished': {
      const courtId = message.payload.score.court_id;
      return [matchRoom(message.matchId), ...(courtId === null ? [] : [courtRoom(courtId)])];
    }
    case 'statisticsUpdate':
      return [matchRoom(message.matchId), ...(message.courtId === null ? [] : [courtRoom(message.courtId)])];
    case 'courtBoard':
      return [courtRoom(message.payload.court.id), clubRoom(message.payload.court.club_id)];
    case 'displayConfig':
      return [displayRoom(message.displayId)];
  }
}

/** Emits a message to its rooms (a socket in several of them gets it once). */
export function broadcast(io: LiveServer, rooms: string[], message: LiveMessage): void {
  // Each case names its own event so the payload type follows it.
  switch (message.event) {
    case 'scoreUpdate':
      io.to(rooms).emit('scoreUpdate', message.payload);
      break;
    case 'matchFinished':
      io.to(rooms).emit('matchFinished', message.payload);
      break;
    case 'statisticsUpdate':
      io.to(rooms).emit('statisticsUpdate', message.payload);
      break;
    case 'courtBoard':
      io.to(rooms).emit('courtBoard', message.payload);
      break;
    case 'displayConfig':
      io.to(rooms).emit('displayConfig', message.payload);
      break;
  }
}

type SnapshotEvent = 'courtBoard' | 'clubBoard' | 'displayConfig';

/**
 * A snapshot for one socket, written to its connection as Socket.IO's emit would, but not kept for
 * connection-state recovery (as socket.ts's match snapshots: a client that reconnects joins again
 * and gets a fresh one).
 */
function sendSnapshot<E extends SnapshotEvent>(
  io: LiveServer,
  socket: LiveSocket,
  event: E,
  payload: Parameters<ServerToClientEvents[E]>[0],
): void {
  for (const packet of io.encoder.encode({ type: PacketType.EVENT, nsp: '/', data: [event, payload] })) {
    socket.conn.write(packet);
  }
}

type Handler = (this: LiveSocket, payload: unknown) => void;

/**
 * The court, club and display room events, shared by all sockets: each runs with its socket as
 * `this`. Join first, then read: a change committed in between arrives after the snapshot, and the
 * client keeps the newer score by its version.
 */
export function roomHandlers(io: LiveServer, ctx: AppContext, log: FastifyBaseLogger) {
  const parse = <T extends z.ZodType>(socket: LiveSocket, schema: T, payload: unknown): z.infer<T> | null => {
    const parsed = schema.safeParse(payload);
    if (parsed.success) return parsed.data;
    socket.emit('error', { message: parsed.error.issues[0]?.message ?? 'Invalid request' });
    return null;
  };

  const roomAllowed = (socket: LiveSocket, room: string): boolean => {
    if (socket.rooms.has(room) || socket.rooms.size <= MAX_ROOMS_PER_SOCKET) return true;
    socket.emit('error', { message: 'Too many rooms followed on one connection' });
    return false;
  };

  const guarded = (work: (socket: LiveSocket, payload: unknown) => Promise<void>): Handler =>
    function (this: LiveSocket, payload: unknown) {
      work(this, payload).catch((error: unknown) => {
        log.error({ err: error }, 'socket handler failed');
        this.emit('error', { message: MESSAGES.serverError });
      });
    };

  return {
    joinCourt: guarded(async (socket, payload) => {
      const body = parse(socket, courtRoomPayloadSchema, payload);
      if (body === null) return;
      const room = courtRoom(body.courtId);
      if (!roomAllowed(socket, room)) return;
      await socket.join(room);
      const board = await courtBoardOf(ctx.db, body.courtId);
      if (board) return sendSnapshot(io, socket, 'courtBoard', board);
      await socket.leave(room);
      socket.emit('error', { message: MESSAGES.courtNotFound, courtId: body.courtId });
    }),

    leaveCourt: guarded(async (socket, payload) => {
      const body = parse(socket, courtRoomPayloadSchema, payload);
      if (body !== null) await socket.leave(courtRoom(body.courtId));
    }),

    joinClub: guarded(async (socket, payload) => {
      const body = parse(socket, clubRoomPayloadSchema, payload);
      if (body === null) return;
      const room = clubRoom(body.clubId);
      if (!roomAllowed(socket, room)) return;
      await socket.join(room);
      if (await findClubById(ctx.db, body.clubId)) {
        const courts = await clubBoardsOf(ctx.db, body.clubId);
        return sendSnapshot(io, socket, 'clubBoard', { club_id: body.clubId, courts });
      }
      await socket.leave(room);
      socket.emit('error', { message: CLUB_NOT_FOUND, clubId: body.clubId });
    }),

    leaveClub: guarded(async (socket, payload) => {
      const body = parse(socket, clubRoomPayloadSchema, payload);
      if (body !== null) await socket.leave(clubRoom(body.clubId));
    }),

    /** A TV follows its own configuration; an unknown token hears 'revoked' (it shows a new code). */
    joinDisplay: guarded(async (socket, payload) => {
      const body = parse(socket, displayRoomPayloadSchema, payload);
      if (body === null) return;
      for (const room of socket.rooms) if (room.startsWith(DISPLAY_ROOM_PREFIX)) await socket.leave(room);
      const found = await findDisplayByTokenHash(ctx.db, hashDeviceToken(body.token));
      if (!found) return sendSnapshot(io, socket, 'displayConfig', { status: 'revoked' });
      // Join, then read again: a pairing committed meanwhile is in the snapshot or in a later push.
      await socket.join(displayRoom(found.id));
      // Read again (and note that the TV was seen).
      const display = await updateDisplayRow(ctx.db, found.id, { lastSeenAt: new Date(ctx.now()) });
      sendSnapshot(io, socket, 'displayConfig', display ? presentSelf(display) : { status: 'revoked' });
    }),
  };
}

/** Registers the room events on a new socket (called from socket.ts's connection handler). */
export function onRoomEvents(socket: LiveSocket, handlers: ReturnType<typeof roomHandlers>): void {
  socket.on('joinCourt', handlers.joinCourt);
  socket.on('leaveCourt', handlers.leaveCourt);
  socket.on('joinClub', handlers.joinClub);
  socket.on('leaveClub', handlers.leaveClub);
  socket.on('joinDisplay', handlers.joinDisplay);
}
