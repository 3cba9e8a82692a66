import type { announce } from '@bandeja/scoring';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { spokenCallsFolder } from '../i18n/i18n.ts';
import type { Announcer, SoundState } from './announcer.ts';

/** The announcer and the engine's calls, once loaded. */
export interface SoundKit {
  announcer: Announcer;
  announce: typeof announce;
}

const noSubscription = () => () => {};
const unknownState = (): SoundState => 'unknown';

/**
 * One announcer per board, loaded after its first paint (sound.ts); it probes whether the browser
 * lets it speak. Until it is here, `kit` is null and the sound state 'unknown'.
 */
export function useAnnouncer(settleMs: number): { kit: SoundKit | null; sound: SoundState } {
  const [kit, setKit] = useState<SoundKit | null>(null);
  useEffect(() => {
    let cancelled = false;
    let created: Announcer | null = null;
    void import('./sound.ts').then((module) => {
      if (cancelled) return;
      created = new module.Announcer({ settleMs, baseUrl: spokenCallsFolder });
      created.probe();
      setKit({ announcer: created, announce: module.announce });
    });
    return () => {
      cancelled = true;
      created?.dispose();
    };
  }, [settleMs]);
  const sound = useSyncExternalStore(
    kit ? kit.announcer.subscribe : noSubscription,
    kit ? kit.announcer.getState : unknownState,
    unknownState,
  );
  return { kit, sound };
}
