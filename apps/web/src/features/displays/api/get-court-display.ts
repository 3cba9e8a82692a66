import type { CourtDisplay } from '@bandeja/contract';
import { SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { syncServerClock } from '../../../lib/board/server-clock.ts';
import { mergeBoard } from '../lib/court-board.ts';
import { isCourtDisplay, parseCourtDisplay } from './parse.ts';

// Resource first, like lib/resources/keys.ts, but spelled here: the boards' chunks carry no key table.
export const courtDisplayKey = (courtId: number) => ['courts', courtId, 'display'] as const;

/** GET /displays/court/{courtId}: the court, its club's branding, its live and last match. */
export async function getCourtDisplay(courtId: number, signal?: AbortSignal): Promise<CourtDisplay> {
  const display = await apiGet(`/displays/court/${courtId}`, {
    parse: parseCourtDisplay,
    fallback: SCREEN_MESSAGES.fetchDisplay,
    signal,
    // A display is public: a 401 must never send a TV to /login.
    signOutOnUnauthorized: false,
  });
  syncServerClock(display.now);
  return display;
}

/**
 * The court display's one store of server state: the socket folds its messages into it
 * (use-court-channel.ts). Refetched every 10 minutes as a safety net (the club's logo and
 * sponsors, a missed message); never polled for the live score.
 */
export const courtDisplayQuery = (courtId: number) =>
  queryOptions({
    queryKey: courtDisplayKey(courtId),
    queryFn: ({ signal }) => getCourtDisplay(courtId, signal),
    refetchInterval: 10 * 60 * 1000,
    // An answer read before a score message that came first must not take the score back.
    structuralSharing: (previous: unknown, next: unknown) =>
      isCourtDisplay(previous) && isCourtDisplay(next)
        ? { ...next, board: mergeBoard(previous.board, next.board) }
        : next,
    retry: (failures) => failures < 3,
    retryDelay: 2000,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function prefetchCourtDisplay(queryClient: QueryClient, courtId: number): void {
  void queryClient.prefetchQuery(courtDisplayQuery(courtId));
}

export function useCourtDisplay(courtId: number) {
  return useQuery(courtDisplayQuery(courtId));
}
