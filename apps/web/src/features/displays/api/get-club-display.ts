import type { ClubDisplay } from '@bandeja/contract';
import { SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { syncServerClock } from '../../../lib/board/server-clock.ts';
import { mergeBoard } from '../lib/court-board.ts';
import { isClubDisplay, parseClubDisplay } from './parse.ts';

// Resource first, like lib/resources/keys.ts, but spelled here: the boards' chunks carry no key table.
export const clubDisplayKey = (clubId: number) => ['clubs', clubId, 'display'] as const;

/** GET /displays/club/{clubId}: the club's branding and every court's board. */
export async function getClubDisplay(clubId: number, signal?: AbortSignal): Promise<ClubDisplay> {
  const display = await apiGet(`/displays/club/${clubId}`, {
    parse: parseClubDisplay,
    fallback: SCREEN_MESSAGES.fetchDisplay,
    signal,
    signOutOnUnauthorized: false,
  });
  syncServerClock(display.now);
  return display;
}

/** The wall's one store of server state; the club room's messages are folded into it. */
export const clubDisplayQuery = (clubId: number) =>
  queryOptions({
    queryKey: clubDisplayKey(clubId),
    queryFn: ({ signal }) => getClubDisplay(clubId, signal),
    refetchInterval: 10 * 60 * 1000,
    // An answer read before a score message that came first must not take the score back.
    structuralSharing: (previous: unknown, next: unknown) =>
      isClubDisplay(previous) && isClubDisplay(next)
        ? {
            ...next,
            courts: next.courts.map((board) =>
              mergeBoard(
                previous.courts.find((court) => court.court.id === board.court.id),
                board,
              ),
            ),
          }
        : next,
    retry: (failures) => failures < 3,
    retryDelay: 2000,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function prefetchClubDisplay(queryClient: QueryClient, clubId: number): void {
  void queryClient.prefetchQuery(clubDisplayQuery(clubId));
}

export function useClubDisplay(clubId: number) {
  return useQuery(clubDisplayQuery(clubId));
}
