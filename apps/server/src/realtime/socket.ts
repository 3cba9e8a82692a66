import { type IncomingMessage, ServerResponse, STATUS_CODES } from 'node:http';
import {
  type ClientToServerEvents,
  MESSAGES,
  roomPayloadSchema,
  type ServerToClientEvents,
  SOCKET_MAX_PAYLOAD_BYTES,
  SOCKET_PATH,
} from '@bandeja/contract';
import proxyAddr from '@fastify/proxy-addr';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { AppContext } from '../context.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { failureBody } from '../http/errors.ts';
import { proxyTrust } from '../http/proxy-trust.ts';
import { liveConfig } from '../matches/live-config.ts';
import { redisNames } from '../net/redis-names.ts';
import { connectFanOut, type FanOut, type FanOutState } from './fan-out.ts';
import { isSnapshotRoom, MATCH_ROOM_PREFIX, matchRoom } from './room-names.ts';
import {
  MAX_ROOMS_PER_SOCKET,
  type RoomEventName,
  type RoomReads,
  type RoomSnapshot,
  readRoomSnapshot,
  roomHandlers,
  writeSnapshot,
} from './rooms.ts';
import { deliverLocally, type LocalSockets, ScoreSequencer } from './score-order.ts';
import { ServerBusyError, SnapshotReads } from './snapshot-reads.ts';
import { AbusiveAddresses, chargeEvent, newBudget, type SocketBudget } from './socket-budget.ts';
import { socketError, socketValidationError } from './socket-error.ts';

/** What the server keeps per socket: its event budget, and its client's address. */
interface SocketData {
  budget: SocketBudget;
  address: string;
}
/** Between processes through the adapter: none (fan-out.ts has a channel of its own). */
type InterServerEvents = Record<string, never>;
export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/**
 * Snapshot reads at once for the sockets, all rooms together (matches, courts, clubs, TVs), and
 * rooms that may wait for one (docs/decisions/006-socket-budget.md). PGlite runs every statement
 * on this thread, so fewer.
 */
const SNAPSHOT_READS = {
  pglite: { concurrency: 1, maxWaiting: 1000 },
  postgres: { concurrency: 3, maxWaiting: 1000 },
} as const;

/**
 * The handshake's Origin check: a browser must come from the server's own host (the Host, or
 * X-Forwarded-Host when the peer is a proxy TRUST_PROXY names: anyone else could send one) or an
 * origin listed in ALLOWED_ORIGINS. A request without Origin is no browser page (a device, a test
 * client) and is let through: Origin only protects browsers' users from other sites, and the
 * socket carries nothing but public scores.
 */
export function originAllowed(
  request: IncomingMessage,
  allowedOrigins: readonly string[],
  fromTrustedProxy: (address: string) => boolean,
): boolean {
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
  const peer = request.socket.remoteAddress ?? '';
  const believed = typeof forwarded === 'string' && fromTrustedProxy(peer) ? forwarded.split(',') : [];
  const hosts = [request.headers.host, ...believed];
  return hosts.some((host) => host !== undefined && host.trim().toLowerCase() === originHost.toLowerCase());
}

/**
 * What an Engine.IO request the server refuses gets: the contract's `{success: false, message}`
 * instead of Engine.IO's own `{code, message}` (or an HTML line for a refused upgrade). Sent from
 * its 'connection_error' event, which comes before Engine.IO's answer; Engine.IO then sees the
 * response sent (or the socket closed) and writes nothing more.
 */
function answerEngineError(error: {
  req: IncomingMessage & { res?: unknown };
  code: number;
  context?: unknown;
}): void {
  // allowRequest's refusals carry their message (the Origin check's, or the flood cool-off's).
  const refusal =
    error.code === ENGINE_FORBIDDEN &&
    typeof error.context === 'object' &&
    error.context !== null &&
    'message' in error.context
      ? error.context.message
      : null;
  const coolOff = refusal === MESSAGES.socketCoolOff;
  const status = coolOff ? 429 : error.code === ENGINE_FORBIDDEN ? 403 : 400;
  const message = coolOff
    ? MESSAGES.socketCoolOff
    : error.code === ENGINE_FORBIDDEN
      ? MESSAGES.originNotAllowed
      : MESSAGES.socketRequestInvalid;
  const body = JSON.stringify(failureBody(message));
  const response = error.req.res;
  if (response instanceof ServerResponse) {
    if (response.headersSent) return;
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
    return;
  }
  // A refused WebSocket upgrade: the raw socket, answered and closed here.
  const socket = error.req.socket;
  if (!socket.writable) return;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  socket.destroy();
}

/** Engine.IO's error code for a handshake its allowRequest refused (the Origin check, the cool-off). */
const ENGINE_FORBIDDEN = 4;

/** How long a disconnected socket may come back with its rooms and missed messages (docs/operations.md#n-processes-postgresql-and-redis-behind-a-load-balancer). */
const RECOVERY_MS = 2 * 60 * 1000;

/** The live sockets of the app, and what tests and benchmarks may ask them. */
export interface Realtime {
  io: LiveServer;
  /** Snapshot reads made for sockets since the start (joins of one match, court or club share them). */
  snapshotReads(): number;
  /** Fan-out to the other processes (Redis): 'off' without REDIS_URL. */
  fanOut(): FanOutState;
}

/**
 * Socket.IO on the app's own HTTP server (same origin, /socket.io). Rooms are named in room-names.ts;
 * every committed change published on ctx.live goes to its rooms from there (src/realtime/bus.ts). With REDIS_URL the Redis Streams adapter shares rooms between processes and
 * keeps connection-state recovery.
 */
export async function attachRealtime(
  app: FastifyInstance,
  ctx: AppContext,
  reads: RoomReads,
): Promise<Realtime> {
  const { allowedOrigins } = liveConfig(ctx.config);
  const fromTrustedProxy = proxyTrust(ctx.config.trustProxy);
  /** The client's address: the socket's, or behind a trusted proxy the one it forwards. */
  const clientAddress = (request: IncomingMessage) =>
    proxyAddr(request, (address) => fromTrustedProxy(address));
  const abusive = new AbusiveAddresses();
  const io: LiveServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: SOCKET_MAX_PAYLOAD_BYTES,
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS, skipMiddlewares: true },
    allowRequest: (request, callback) => {
      if (!originAllowed(request, allowedOrigins, fromTrustedProxy))
        callback(MESSAGES.originNotAllowed, false);
      else if (abusive.refuses(clientAddress(request), Date.now())) callback(MESSAGES.socketCoolOff, false);
      else callback(null, true);
    },
  });
  io.engine.on('connection_error', answerEngineError);

  const snapshots = new SnapshotReads<RoomSnapshot>(
    readRoomSnapshot(io, ctx, reads),
    SNAPSHOT_READS[ctx.database.kind],
  );
  /**
   * Sends every match, court, club and display room of this process its snapshot afresh, read once
   * per room: after Redis was away, the screens here may have missed other processes' updates (a
   * screen takes a score only if it is newer than what it shows, a board never takes one back).
   */
  const refreshLocalRooms = () => {
    for (const [room, socketIds] of io.of('/').adapter.rooms) {
      if (!isSnapshotRoom(room)) continue;
      snapshots.get(room).then(
        (snapshot) => {
          if (!snapshot.packets) return;
          for (const id of socketIds) {
            const socket = io.of('/').sockets.get(id);
            if (socket) writeSnapshot(socket, snapshot);
          }
        },
        (error: unknown) => app.log.warn({ err: error, room }, 'room refresh failed'),
      );
    }
  };

  // A match's changes, this process's and the others', in one order for this process's sockets
  // (docs/decisions/011-one-order-per-match.md); the other messages go straight to their rooms.
  let audience: LocalAudience | null = null;
  const localSockets: LocalSockets = {
    roomMembers: (room) => io.of('/').adapter.rooms.get(room),
    socket: (id) => io.of('/').sockets.get(id),
    // To this process's sockets only (the other processes order their own), through the adapter, so
    // that connection-state recovery keeps it for a socket that drops.
    emit: (rooms, except, message) => {
      const heard = audience ? rooms.filter((room) => audience?.has(room)) : rooms;
      if (heard.length === 0) return;
      const target = io.local.to(heard).except(except);
      if (message.event === 'scoreUpdate') target.emit('scoreUpdate', message.payload);
      else target.emit('matchFinished', message.payload);
    },
  };
  const sequencer = new ScoreSequencer((notice) => deliverLocally(localSockets, notice));

  let fanOut: FanOut | null = null;
  if (ctx.config.redisUrl) {
    const names = redisNames(ctx.config.redisPrefix);
    fanOut = await connectFanOut(
      ctx.config.redisUrl,
      names.scoreChannel,
      app.log,
      () => {
        refreshLocalRooms();
        // The other processes' screens missed this one's updates: they refresh too.
        fanOut?.publishRefresh();
      },
      (notice) => sequencer.offer(notice),
      refreshLocalRooms,
    );
    io.adapter(
      createAdapter(fanOut.client, {
        onlyPlaintext: true,
        streamName: names.socketStream,
        sessionKeyPrefix: names.socketSessionPrefix,
      }),
    );
  }

  audience = fanOut ? null : new LocalAudience(io);
  const detach = ctx.live.attach(io, audience, (notice) => {
    sequencer.offer(notice);
    // Once to the other processes; while Redis is away they miss it (and refresh after).
    fanOut?.publishScore(notice);
  });

  const handlers = socketHandlers(app, audience, snapshots, abusive);
  io.on('connection', (socket) => {
    socket.data.budget = newBudget(Date.now());
    socket.data.address = clientAddress(socket.request);
    // The same functions for every socket (they find it as `this`): no closures per socket. Every
    // incoming event, known or not, goes through the one dispatcher, which charges its budget.
    socket.onAny(handlers.dispatch);
    if (audience) socket.on('disconnecting', handlers.disconnecting);
  });

  // Connections are closed before the HTTP server (whose close waits for them). Only the
  // transports: a Socket.IO disconnect packet would tell screens the server sent them away, and
  // socket.io-client never reconnects after that; a dropped transport it retries, reaching the
  // restarted server (or another process) and rejoining its match.
  app.addHook('preClose', async () => {
    detach();
    sequencer.close();
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await ctx.live.idle();
    await io.of('/').adapter.close();
    await fanOut?.close();
  });
  return {
    io,
    snapshotReads: () => snapshots.reads,
    fanOut: () => fanOut?.state() ?? 'off',
  };
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

/** The socket events, shared by all sockets: each runs with its socket as `this`. */
function socketHandlers(
  app: FastifyInstance,
  audience: LocalAudience | null,
  snapshots: SnapshotReads<RoomSnapshot>,
  abusive: AbusiveAddresses,
) {
  const rooms = roomHandlers(snapshots);

  /** Parses a room payload; a malformed one gets an error event, never a crash. */
  const roomOf = (socket: LiveSocket, payload: unknown): string | null => {
    const parsed = roomPayloadSchema.safeParse(payload);
    if (parsed.success) return parsed.data.matchId;
    socket.emit('error', socketValidationError(parsed.error, payload));
    return null;
  };

  /** Sends the match's score (the client compares its version with what it has). */
  const sendSnapshot = async (socket: LiveSocket, matchId: string): Promise<boolean> => {
    const snapshot = await snapshots.get(matchRoom(matchId));
    if (!snapshot.packets) {
      socket.emit('error', socketError(MESSAGES.matchNotFound, { matchId }));
      return false;
    }
    writeSnapshot(socket, snapshot);
    return true;
  };

  /**
   * A failed event's answer, about its match if it had one. A court's or club's failure names
   * neither: `courtId` and `clubId` in an error mean an unknown court or club (rooms.ts).
   */
  const failed = (socket: LiveSocket, matchId: string | undefined, error: unknown) => {
    const about = matchId === undefined ? {} : { matchId };
    if (error instanceof ServerBusyError) {
      socket.emit('error', socketError(MESSAGES.socketBusy, about));
    } else if (isDatabaseUnavailable(error)) {
      socket.emit('error', socketError(MESSAGES.databaseUnavailable, about));
    } else {
      app.log.error({ err: error, ...about }, 'socket handler failed');
      socket.emit('error', socketError(MESSAGES.serverError, about));
    }
  };

  const joinMatch = async (socket: LiveSocket, matchId: string) => {
    const room = matchRoom(matchId);
    if (!socket.rooms.has(room) && socket.rooms.size > MAX_ROOMS_PER_SOCKET) {
      socket.emit('error', socketError(MESSAGES.tooManyMatchesFollowed, { matchId }));
      return;
    }
    // Join first, then read: an update committed in between arrives with a higher version.
    await socket.join(room);
    if (!(await sendSnapshot(socket, matchId))) await socket.leave(room);
  };

  const resync = async (socket: LiveSocket, matchId: string) => {
    const room = matchRoom(matchId);
    const joined = socket.rooms.has(room);
    if (!joined) {
      if (socket.rooms.size > MAX_ROOMS_PER_SOCKET) {
        socket.emit('error', socketError(MESSAGES.tooManyMatchesFollowed, { matchId }));
        return;
      }
      await socket.join(room);
    }
    if (!(await sendSnapshot(socket, matchId)) && !joined) await socket.leave(room);
  };

  const run = (socket: LiveSocket, matchId: string | undefined, work: Promise<void>) => {
    work.catch((error: unknown) => failed(socket, matchId, error));
  };

  return {
    dispatch: function (this: LiveSocket, event: string, payload: unknown) {
      const verdict = chargeEvent(this.data.budget, Date.now());
      if (verdict === 'disconnect') {
        app.log.warn({ address: this.data.address }, 'socket disconnected: too many events');
        abusive.strike(this.data.address, Date.now());
        this.disconnect(true);
        return;
      }
      if (verdict === 'warn') this.emit('error', socketError(MESSAGES.socketThrottled));
      if (verdict !== 'accept') return;
      if (isRoomEvent(event)) {
        run(this, undefined, rooms[event](this, payload));
        return;
      }
      // Unknown events are charged and ignored.
      if (event !== 'joinMatch' && event !== 'leaveMatch' && event !== 'resync') return;
      const matchId = roomOf(this, payload);
      if (matchId === null) return;
      switch (event) {
        case 'joinMatch':
          run(this, matchId, joinMatch(this, matchId));
          break;
        case 'resync':
          run(this, matchId, resync(this, matchId));
          break;
        case 'leaveMatch':
          run(this, matchId, Promise.resolve(this.leave(matchRoom(matchId))));
          break;
      }
    },

    disconnecting: function (this: LiveSocket) {
      audience?.leaving(this.rooms);
    },
  };
}

/** The court, club and display room events (rooms.ts), by name. */
const ROOM_EVENTS: ReadonlySet<string> = new Set<RoomEventName>([
  'joinCourt',
  'leaveCourt',
  'joinClub',
  'leaveClub',
  'joinDisplay',
  'joinEvent',
  'leaveEvent',
]);
const isRoomEvent = (event: string): event is RoomEventName => ROOM_EVENTS.has(event);
