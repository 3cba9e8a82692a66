import { type LiveScore, type MatchSettings, MESSAGES, matchLogSchema } from '@bandeja/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest, unwrap } from '../../lib/api-client.ts';
import type { QueuedAction } from '../../lib/outbox/action-outbox.ts';
import { queryKeys } from '../../lib/resources/keys.ts';
import { withSchema } from '../../lib/schema-parser.ts';
import { pendingScoreOf } from './pending-score.ts';

const parseLog = withSchema(matchLogSchema);

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
    queryFn: ({ signal }) =>
      unwrap(
        apiRequest('GET', `/matches/${encodeURIComponent(matchId)}/log`, {
          parse: parseLog,
          fallback: MESSAGES.fetchMatch,
          signal,
        }),
      ),
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
