import { useEffect, useState, useSyncExternalStore } from 'react';
import { type Connection, connection } from '../socket.ts';

export type { Connection };

/** Whether the page's socket is connected, for the live indicator next to 'Last updated'. */
export function useConnection(): Connection {
  return useSyncExternalStore(connection.subscribe, connection.get, () => 'reconnecting');
}

/** How long the socket may be away before a screen says it is offline (within 3 s). */
export const OFFLINE_AFTER_MS = 1000;

/**
 * True once the socket has been away for `OFFLINE_AFTER_MS`: the first connection of a page, or a
 * blip shorter than that, shows nothing; the banner goes as soon as the socket is back.
 */
export function useOffline(): boolean {
  const state = useConnection();
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    if (state === 'connected') {
      setOffline(false);
      return;
    }
    const timer = setTimeout(() => setOffline(true), OFFLINE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return offline && state !== 'connected';
}
