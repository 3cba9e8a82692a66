import { useSyncExternalStore } from 'react';
import { matchSocket } from '../../../lib/socket.ts';

export type Connection = 'connected' | 'reconnecting';

/** Whether the page's socket is connected, for the live indicator next to 'Last updated'. */
export function useConnection(): Connection {
  return useSyncExternalStore(subscribe, snapshot, () => 'reconnecting');
}

function subscribe(listener: () => void): () => void {
  const socket = matchSocket();
  socket.on('connect', listener);
  socket.on('disconnect', listener);
  socket.io.on('reconnect_attempt', listener);
  return () => {
    socket.off('connect', listener);
    socket.off('disconnect', listener);
    socket.io.off('reconnect_attempt', listener);
  };
}

function snapshot(): Connection {
  return matchSocket().connected ? 'connected' : 'reconnecting';
}
