import type { IncomingMessage } from 'node:http';
import {
  type ClientToServerEvents,
  MESSAGES,
  roomPayloadSchema,
  type ServerToClientEvents,
  SOCKET_MAX_PAYLOAD_BYTES,
  SOCKET_PATH,
} from '@bandeja/contract';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { PacketType } from 'socket.io-parser';
import type { AppContext } from '../context.ts';
import { liveConfig } from '../matches/live-config.ts';
import { liveScoreOf } from '../matches/presenter.ts';
import { findMatchRecord } from '../matches/repository.ts';
import {
  broadcast,
  MATCH_ROOM_PREFIX,
  MAX_ROOMS_PER_SOCKET,
  matchRoom,
  onRoomEvents,
  roomHandlers,
  roomsOf,
} from './rooms.ts';

export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents>;
type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/**
 * The handshake's Origin check (design §4): a browser must come from the server's own host (the
 * Host, or X-Forwarded-Host behind a proxy) or an origin listed in ALLOWED_ORIGINS. A request
 * without Origin is no browser page (a device, a test client) and is let through: Origin only
 * protects browsers' users from other sites, and the socket carries nothing but public scores.
 */
export function originAllowed(request: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const forwarded = request.headers['x-forwarded-host'];
  const hosts = [request.headers.host, ...(typeof forwarded === 'string' ? forwarded.split(',') : [])];
  return hosts.some((host) => host !== undefined && host.trim().toLowerCase() === originHost.toLowerCase());
}

/** How long a disconnected socket may come back with its rooms and missed messages (design §2). */
const RECOVERY_MS = 2 * 60 * 1000;

/**
 * Socket.IO on the app's own HTTP server (same origin, /socket.io). Rooms are `match:{id}` (and the
 * court, club and display rooms of rooms.ts); every committed change published on ctx.live is
 * emitted to its rooms. With REDIS_URL the Redis Streams
 * adapter shares rooms between processes and keeps connection-state recovery.
 */
export async function attachRealtime(app: FastifyInstance, ctx: AppContext): Promise<LiveServer> {
  const { allowedOrigins } = liveConfig(ctx.config);
  const io: LiveServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: SOCKET_MAX_PAYLOAD_BYTES,
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS, skipMiddlewares: true },
    allowRequest: (request, callback) => {
      if (originAllowed(request, allowedOrigins)) callback(null, true);
      else callback('Origin not allowed', false);
    },
  });

  let redis: ReturnType<typeof createClient> | null = null;
  if (ctx.config.redisUrl) {
    redis = createClient({ url: ctx.config.redisUrl });
    redis.on('error', (error: unknown) => app.log.error({ err: error }, 'redis error'));
    await redis.connect();
    io.adapter(createAdapter(redis, { onlyPlaintext: true }));
  }

  const audience = redis ? null : new LocalAudience(io);
  const unsubscribe = ctx.live.subscribe((message) => {
    // The match's, court's, club's or display's rooms (rooms.ts), those with an audience here.
    const rooms = roomsOf(message).filter((room) => !audience || audience.has(room));
    if (rooms.length > 0) broadcast(io, rooms, message);
  });

  const handlers = socketHandlers(io, ctx, app, audience);
  const courtClubAndDisplayRooms = roomHandlers(io, ctx, app.log);
  io.on('connection', (socket) => {
    onRoomEvents(socket, courtClubAndDisplayRooms);
    // The same three functions for every socket (they find it as `this`): no closures per socket.
    socket.on('joinMatch', handlers.joinMatch);
    socket.on('leaveMatch', handlers.leaveMatch);
    socket.on('resync', handlers.resync);
    if (audience) socket.on('disconnecting', handlers.disconnecting);
  });

  // Connections are closed before the HTTP server (whose close waits for them). Only the
  // transports: a Socket.IO disconnect packet would tell screens the server sent them away, and
  // socket.io-client never reconnects after that; a dropped transport it retries, reaching the
  // restarted server (or another process) and rejoining its match.
  app.addHook('preClose', async () => {
    unsubscribe();
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await ctx.live.idle();
    await io.of('/').adapter.close();
    if (redis?.isOpen) await redis.quit();
  });
  return io;
}

/**
 * Who can receive a room's messages in this process, with the in-memory adapter (one process, no
 * Redis): its sockets, and for RECOVERY_MS the sockets that left it by disconnecting (connection-
 * state recovery replays to them what they missed). A message for a room with neither is not
 * emitted: the adapter would keep it for RECOVERY_MS for nobody (it keeps every broadcast, about
 * 3 kB of score each), which at hundreds of presses a second on matches nobody watches is tens of
 * megabytes. With the Redis adapter every message is emitted (other processes have their rooms).
 */
class LocalAudience {
  readonly #vacated = new Map<string, number>();
  constructor(private readonly io: LiveServer) {}

  has(room: string): boolean {
    if (this.io.of('/').adapter.rooms.has(room)) return true;
    const until = this.#vacated.get(room);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.#vacated.delete(room);
    return false;
  }

  /** A socket of these rooms is disconnecting: it may come back and recover them. */
  leaving(rooms: Iterable<string>): void {
    const until = Date.now() + RECOVERY_MS;
    for (const room of rooms) {
      if (!room.startsWith(MATCH_ROOM_PREFIX)) continue;
      this.#vacated.delete(room);
      this.#vacated.set(room, until);
    }
    // Oldest first: forget the rooms whose recovery time is over.
    for (const [room, expiry] of this.#vacated) {
      if (expiry > Date.now()) break;
      this.#vacated.delete(room);
    }
  }
}

type Handler = (this: LiveSocket, payload: unknown) => void;

/** The socket events, shared by all sockets: each runs with its socket as `this`. */
function socketHandlers(
  io: LiveServer,
  ctx: AppContext,
  app: FastifyInstance,
  audience: LocalAudience | null,
) {
  /** Parses a room payload; a malformed one gets an error event, never a crash. */
  const roomOf = (socket: LiveSocket, payload: unknown): string | null => {
    const parsed = roomPayloadSchema.safeParse(payload);
    if (parsed.success) return parsed.data.matchId;
    socket.emit('error', { message: parsed.error.issues[0]?.message ?? 'Invalid match id' });
    return null;
  };

  /**
   * Answers the full score; the client compares its version with what it has. It is written to
   * the connection as Socket.IO's emit would (the same encoder), but not through it: with
   * connection-state recovery, Socket.IO keeps every message sent to one socket for the recovery
   * time to replay it after a reconnection, here 3 kB of score per join and socket (30 MB for
   * 10,000 spectators) that no client needs, since a client that reconnects joins again and gets
   * a fresh snapshot (design §4).
   */
  const sendSnapshot = async (socket: LiveSocket, matchId: string): Promise<boolean> => {
    const record = await findMatchRecord(ctx.db, matchId);
    if (!record) {
      socket.emit('error', { message: MESSAGES.matchNotFound, matchId });
      return false;
    }
    const score: Parameters<ServerToClientEvents['matchScore']>[0] = liveScoreOf(record);
    for (const packet of io.encoder.encode({
      type: PacketType.EVENT,
      nsp: '/',
      data: ['matchScore', score],
    })) {
      socket.conn.write(packet);
    }
    return true;
  };

  const guarded = (work: (socket: LiveSocket, payload: unknown) => Promise<void>): Handler =>
    function (this: LiveSocket, payload: unknown) {
      work(this, payload).catch((error: unknown) => {
        app.log.error({ err: error }, 'socket handler failed');
        this.emit('error', { message: MESSAGES.serverError });
      });
    };

  return {
    joinMatch: guarded(async (socket, payload) => {
      const matchId = roomOf(socket, payload);
      if (matchId === null) return;
      const room = matchRoom(matchId);
      if (!socket.rooms.has(room) && socket.rooms.size > MAX_ROOMS_PER_SOCKET) {
        socket.emit('error', { message: 'Too many matches followed on one connection', matchId });
        return;
      }
      // Join first, then read: an update committed in between arrives with a higher version.
      await socket.join(room);
      if (!(await sendSnapshot(socket, matchId))) await socket.leave(room);
    }),

    leaveMatch: guarded(async (socket, payload) => {
      const matchId = roomOf(socket, payload);
      if (matchId !== null) await socket.leave(matchRoom(matchId));
    }),

    resync: guarded(async (socket, payload) => {
      const matchId = roomOf(socket, payload);
      if (matchId === null) return;
      const room = matchRoom(matchId);
      const joined = socket.rooms.has(room);
      if (!joined) await socket.join(room);
      if (!(await sendSnapshot(socket, matchId)) && !joined) await socket.leave(room);
    }),

    disconnecting: function (this: LiveSocket) {
      audience?.leaving(this.rooms);
    },
  };
}
