import type {
  ClientToServerEvents,
  LiveScore,
  MatchFinished,
  ServerToClientEvents,
  StatisticsUpdate,
} from '@bandeja/contract';
import { SOCKET_PATH } from '@bandeja/contract/plain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { acceptScore, liveScoreKey, skipsVersions } from './live-score.ts';

export type MatchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The least time between two resyncs of one match after skipped versions. */
const RESYNC_SPACING_MS = 5000;

/**
 * Socket settings: websocket first, polling fallback (docs/api.md "Socket.IO"). Beyond the spec's five attempts
 * (docs/spec-deviations.md), a screen never stops trying and tries at most about 2 s apart: a court
 * TV must come back by itself within seconds of the server's return, and a page that reloaded while
 * the server was down would land on the browser's error page for good.
 */
export const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  path: SOCKET_PATH,
  transports: ['websocket', 'polling'],
  autoConnect: false,
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 500,
  reconnectionDelayMax: 2000,
  randomizationFactor: 0.25,
};

export type Connection = 'connected' | 'reconnecting';

/** Whether the page's socket is connected, for the live indicator and the offline banner. */
export const connection = (() => {
  let state: Connection = 'reconnecting';
  const listeners = new Set<() => void>();
  const set = (next: Connection) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: (): Connection => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    follow(socket: MatchSocket): void {
      socket.on('connect', () => set('connected'));
      socket.on('disconnect', () => set('reconnecting'));
    },
  };
})();

let shared: Promise<MatchSocket> | null = null;

/**
 * One connection per page, shared by every part that follows a match, a court, a club or a TV's
 * pairing. socket.io-client is loaded on first use, so a board's first score (from its HTTP
 * answer) does not wait for it (bench/README.md).
 */
export function liveSocket(): Promise<MatchSocket> {
  shared ??= import('socket.io-client').then(({ io }) => {
    const socket: MatchSocket = io(SOCKET_OPTIONS);
    connection.follow(socket);
    socket.connect();
    return socket;
  });
  return shared;
}

/**
 * Runs `subscribe` with the page's socket once it is loaded, and its cleanup on unmount or when
 * `key` (what is followed, e.g. 'court:3') changes. `subscribe` registers listeners and joins
 * rooms; it must join again on every 'connect' (a reconnection), since rooms are the server's and
 * full-state snapshots come on join.
 */
export function useSocket(key: string, subscribe: (socket: MatchSocket) => () => void): void {
  const subscribeRef = useRef(subscribe);
  subscribeRef.current = subscribe;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what is followed; a new one is a new subscription.
  useEffect(() => {
    let cleanup: (() => void) | null = null;
    let cancelled = false;
    void liveSocket().then((socket) => {
      if (!cancelled) cleanup = subscribeRef.current(socket);
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [key]);
}

/** What a screen hears in one room: each server event it listens to, by name. */
export type RoomListeners = Partial<ServerToClientEvents>;

/** One socket room a screen follows: how to join and leave it and what it listens to there. */
export interface Room {
  listeners: RoomListeners;
  join: () => void;
  /** Left on unmount while connected; a room the server leaves by itself needs none. */
  leave?: () => void;
}

interface UntypedListeners {
  on(event: string, listener: (...args: never[]) => void): void;
  off(event: string, listener: (...args: never[]) => void): void;
}

function listen<E extends keyof ServerToClientEvents>(
  socket: MatchSocket,
  event: E,
  listener: RoomListeners[E],
  on: boolean,
): void {
  if (!listener) return;
  // socket.io's typed `on`/`off` cannot follow an event name that is a type parameter; `listener`
  // is the one `ServerToClientEvents` names for `event`.
  const untyped = socket as unknown as UntypedListeners;
  if (on) untyped.on(event, listener);
  else untyped.off(event, listener);
}

/**
 * Follows one room with the page's socket (`useSocket`): listens, joins on every connect (the
 * server answers a join with the full state, so nothing missed while away is lost), and on unmount
 * leaves and stops listening. `open` returns null when there is nothing to follow yet.
 */
export function useRoom(key: string, open: (socket: MatchSocket) => Room | null): void {
  useSocket(key, (socket) => {
    const room = open(socket);
    if (!room) return () => {};
    const events = Object.keys(room.listeners) as (keyof ServerToClientEvents)[];
    socket.on('connect', room.join);
    for (const event of events) listen(socket, event, room.listeners[event], true);
    if (socket.connected) room.join();
    return () => {
      if (socket.connected) room.leave?.();
      socket.off('connect', room.join);
      for (const event of events) listen(socket, event, room.listeners[event], false);
    };
  });
}

export interface MatchChannelHandlers {
  /** A newer score was taken into the cache (not called for stale or repeated messages). */
  onScore?: (score: LiveScore, previous: LiveScore | undefined) => void;
  onFinished?: (payload: MatchFinished) => void;
  onStatistics?: (payload: StatisticsUpdate) => void;
}

/**
 * Follows a match live: joins its room on connect and on every reconnect (the server answers with
 * the full score, so nothing missed while away is lost), leaves it on unmount, and writes each
 * newer score into the query cache. Full-state messages with versions make a missed message
 * harmless: the next one, or the snapshot on rejoin, carries everything.
 */
export function useMatchChannel(matchId: string | undefined, handlers: MatchChannelHandlers = {}): void {
  const queryClient = useQueryClient();
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useRoom(`match:${matchId ?? ''}`, (socket) => {
    if (!matchId) return null;
    let resyncedAt = 0;
    const takeScore = (score: LiveScore) => {
      if (score.match_id !== matchId) return;
      const previous = queryClient.getQueryData<LiveScore>(liveScoreKey(matchId));
      if (acceptScore(queryClient, score)) handlersRef.current.onScore?.(score, previous);
    };
    // An update that skips versions: changes were not heard; ask for the score again (at most
    // every few seconds, the server's socket budget counts resyncs: docs/api.md "Socket.IO").
    const takeUpdate = (score: LiveScore) => {
      const previous = queryClient.getQueryData<LiveScore>(liveScoreKey(matchId));
      takeScore(score);
      if (score.match_id !== matchId || !skipsVersions(previous, score)) return;
      if (Date.now() - resyncedAt < RESYNC_SPACING_MS) return;
      resyncedAt = Date.now();
      socket.emit('resync', { matchId });
    };
    const handleFinished = (payload: MatchFinished) => {
      if (payload.matchId !== matchId) return;
      takeScore(payload.score);
      handlersRef.current.onFinished?.(payload);
    };
    const handleStatistics = (payload: StatisticsUpdate) => {
      if (payload.matchId === matchId) handlersRef.current.onStatistics?.(payload);
    };
    return {
      listeners: {
        matchScore: takeScore,
        scoreUpdate: takeUpdate,
        matchFinished: handleFinished,
        statisticsUpdate: handleStatistics,
      },
      join: () => socket.emit('joinMatch', { matchId }),
      leave: () => socket.emit('leaveMatch', { matchId }),
    };
  });
}
