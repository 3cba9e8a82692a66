import { useEffect, useState, useSyncExternalStore } from 'react';
import { Announcer, type SoundState } from './announcer.ts';

/** One announcer per scoreboard page; it probes whether the browser lets it speak. */
export function useAnnouncer(settleMs: number): { announcer: Announcer; sound: SoundState } {
  const [announcer] = useState(() => new Announcer({ settleMs }));
  const sound = useSyncExternalStore(announcer.subscribe, announcer.getState, announcer.getState);
  useEffect(() => {
    announcer.probe();
    return () => announcer.dispose();
  }, [announcer]);
  return { announcer, sound };
}
