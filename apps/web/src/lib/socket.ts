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
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { acceptScore, liveScoreKey } from './live-score.ts';

export type MatchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Socket settings of spec §7 and §9: websocket first, polling fallback, 5 reconnect attempts. */
export const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  path: SOCKET_PATH,
  transports: ['websocket', 'polling'],
  autoConnect: false,
  reconnection: true,
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
};

let shared: MatchSocket | null = null;
/** One connection per page, shared by every screen part that follows a match. */
export function matchSocket(): MatchSocket {
  shared ??= io(SOCKET_OPTIONS);
  return shared;
}

export interface MatchChannelHandlers {
  /** A newer score was taken into the cache (not called for stale or repeated messages). */
  onScore?: (score: LiveScore, previous: LiveScore | undefined) => void;
  onFinished?: (payload: MatchFinished) => void;
  onStatistics?: (payload: StatisticsUpdate) => void;
  /** Reconnection gave up after its attempts (spec: the page reloads then). */
  onGaveUp?: () => void;
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

  useEffect(() => {
    if (!matchId) return;
    const socket = matchSocket();
    const join = () => socket.emit('joinMatch', { matchId });
    const takeScore = (score: LiveScore) => {
      if (score.match_id !== matchId) return;
      const previous = queryClient.getQueryData<LiveScore>(liveScoreKey(matchId));
      if (acceptScore(queryClient, score)) handlersRef.current.onScore?.(score, previous);
    };
    const handleFinished = (payload: MatchFinished) => {
      if (payload.matchId !== matchId) return;
      takeScore(payload.score);
      handlersRef.current.onFinished?.(payload);
    };
    const handleStatistics = (payload: StatisticsUpdate) => {
      if (payload.matchId === matchId) handlersRef.current.onStatistics?.(payload);
    };
    const handleGaveUp = () => handlersRef.current.onGaveUp?.();

    socket.on('connect', join);
    socket.on('matchScore', takeScore);
    socket.on('scoreUpdate', takeScore);
    socket.on('matchFinished', handleFinished);
    socket.on('statisticsUpdate', handleStatistics);
    socket.io.on('reconnect_failed', handleGaveUp);
    if (socket.connected) join();
    else socket.connect();

    return () => {
      if (socket.connected) socket.emit('leaveMatch', { matchId });
      socket.off('connect', join);
      socket.off('matchScore', takeScore);
      socket.off('scoreUpdate', takeScore);
      socket.off('matchFinished', handleFinished);
      socket.off('statisticsUpdate', handleStatistics);
      socket.io.off('reconnect_failed', handleGaveUp);
    };
  }, [matchId, queryClient]);
}
