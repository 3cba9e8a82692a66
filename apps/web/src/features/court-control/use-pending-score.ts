import type { LiveScore, MatchSettings } from '@bandeja/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { unwrap } from '../../lib/api-client.ts';
import type { QueuedAction } from '../../lib/outbox/action-outbox.ts';
import { queryKeys } from '../../lib/resources/keys.ts';
import { getMatchLog } from './api/get-match.ts';
import { pendingScoreOf } from './pending-score.ts';

/**
 * The pending score of the control screen (`pendingScoreOf`): the log is read at each version of
 * the server's score while online, so that it is at hand when the connection goes.
 */
export function usePendingScore(
  matchId: string,
  settings: MatchSettings | undefined,
  confirmed: LiveScore | undefined,
  queue: readonly QueuedAction[],
): LiveScore | null {
  const version = confirmed?.version ?? -1;
  const log = useQuery({
    queryKey: queryKeys.matchLog(matchId, version),
    queryFn: ({ signal }) => unwrap(getMatchLog(matchId, signal)),
    enabled: confirmed !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const events = log.data?.events;
  return useMemo(
    () => (settings && confirmed && events ? pendingScoreOf(settings, events, confirmed, queue) : null),
    [settings, confirmed, events, queue],
  );
}
