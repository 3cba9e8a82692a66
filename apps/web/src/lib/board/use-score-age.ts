import type { LiveScore } from '@bandeja/contract';
import { useEffect, useRef, useState } from 'react';
import { serverNow } from './server-clock.ts';
import { useNow } from './use-now.ts';

/**
 * How long ago the score last changed, in ms, on this screen's own clock: from its `updated_at`
 * (server time, read once through the server clock) when the screen first sees it, then from the
 * moment each newer version arrives. A TV whose clock is wrong still counts minutes right.
 */
export function useScoreAge(
  score: Pick<LiveScore, 'match_id' | 'version' | 'updated_at'>,
  tickMs = 15_000,
): number {
  const [changedAt, setChangedAt] = useState(
    () => Date.now() - Math.max(0, serverNow() - Date.parse(score.updated_at)),
  );
  const seen = useRef({ matchId: score.match_id, version: score.version });
  useEffect(() => {
    const before = seen.current;
    if (before.matchId === score.match_id && before.version === score.version) return;
    seen.current = { matchId: score.match_id, version: score.version };
    setChangedAt(
      before.matchId === score.match_id
        ? Date.now()
        : Date.now() - Math.max(0, serverNow() - Date.parse(score.updated_at)),
    );
  }, [score.match_id, score.version, score.updated_at]);
  const now = useNow(tickMs);
  return Math.max(0, now - changedAt);
}
