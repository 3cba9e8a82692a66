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
import type { AppContext } from '../context.ts';
import { liveConfig } from '../matches/live-config.ts';
import { liveScoreOf } from '../matches/presenter.ts';
import { findMatchRecord } from '../matches/repository.ts';

export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents>;
type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/** A socket follows a few matches at most (a scoreboard, a dashboard's list). */
const MAX_ROOMS_PER_SOCKET = 50;

export const matchRoom = (matchId: string): string => `match:${matchId}`;

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

/**
 * Socket.IO on the app's own HTTP server (same origin, /socket.io). Rooms are `match:{id}`; every
 * committed change published on ctx.live is emitted to its room. With REDIS_URL the Redis Streams
 * adapter shares rooms between processes and keeps connection-state recovery.
 */
export async function attachRealtime(app: FastifyInstance, ctx: AppContext): Promise<LiveServer> {
  const { allowedOrigins } = liveConfig(ctx.config);
  const io: LiveServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: SOCKET_MAX_PAYLOAD_BYTES,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: true },
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

  const unsubscribe = ctx.live.subscribe((message) => {
    // Each case names its own event so the payload type follows it.
    switch (message.event) {
      case 'scoreUpdate':
        io.to(matchRoom(message.matchId)).emit('scoreUpdate', message.payload);
        break;
      case 'matchFinished':
        io.to(matchRoom(message.matchId)).emit('matchFinished', message.payload);
        break;
      case 'statisticsUpdate':
        io.to(matchRoom(message.matchId)).emit('statisticsUpdate', message.payload);
        break;
    }
  });

  io.on('connection', (socket) => handleConnection(socket, ctx, app));

  // Sockets are closed before the HTTP server (whose close waits for its connections).
  app.addHook('preClose', async () => {
    unsubscribe();
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await ctx.live.idle();
    await io.of('/').adapter.close();
    if (redis?.isOpen) await redis.quit();
  });
  return io;
}

function handleConnection(socket: LiveSocket, ctx: AppContext, app: FastifyInstance): void {
  /** Parses a room payload; a malformed one gets an error event, never a crash. */
  const roomOf = (payload: unknown): string | null => {
    const parsed = roomPayloadSchema.safeParse(payload);
    if (parsed.success) return parsed.data.matchId;
    socket.emit('error', { message: parsed.error.issues[0]?.message ?? 'Invalid match id' });
    return null;
  };

  /** Answers the full score; the client compares its version with what it has. */
  const sendSnapshot = async (matchId: string): Promise<boolean> => {
    const record = await findMatchRecord(ctx.db, matchId);
    if (!record) {
      socket.emit('error', { message: MESSAGES.matchNotFound, matchId });
      return false;
    }
    socket.emit('matchScore', liveScoreOf(record));
    return true;
  };

  const guarded = (work: (payload: unknown) => Promise<void>) => (payload: unknown) => {
    work(payload).catch((error: unknown) => {
      app.log.error({ err: error }, 'socket handler failed');
      socket.emit('error', { message: MESSAGES.serverError });
    });
  };

  socket.on(
    'joinMatch',
    guarded(async (payload) => {
      const matchId = roomOf(payload);
      if (matchId === null) return;
      const room = matchRoom(matchId);
      if (!socket.rooms.has(room) && socket.rooms.size > MAX_ROOMS_PER_SOCKET) {
        socket.emit('error', { message: 'Too many matches followed on one connection', matchId });
        return;
      }
      // Join first, then read: an update committed in between arrives with a higher version.
      await socket.join(room);
      if (!(await sendSnapshot(matchId))) await socket.leave(room);
    }),
  );

  socket.on(
    'leaveMatch',
    guarded(async (payload) => {
      const matchId = roomOf(payload);
      if (matchId !== null) await socket.leave(matchRoom(matchId));
    }),
  );

  socket.on(
    'resync',
    guarded(async (payload) => {
      const matchId = roomOf(payload);
      if (matchId === null) return;
      const room = matchRoom(matchId);
      const joined = socket.rooms.has(room);
      if (!joined) await socket.join(room);
      if (!(await sendSnapshot(matchId)) && !joined) await socket.leave(room);
    }),
  );
}
