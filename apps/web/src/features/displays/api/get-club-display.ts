import { type QueryClient, useQuery } from '@tanstack/react-query';
import { mergeBoard } from '../lib/court-board.ts';
import { displayQuery } from './display-query.ts';
import { isClubDisplay, parseClubDisplay } from './parse.ts';

// Resource first, like lib/resources/keys.ts, but spelled here: the boards' chunks carry no key table.
export const clubDisplayKey = (clubId: number) => ['clubs', clubId, 'display'] as const;

/**
 * The wall's one store of server state (GET /displays/club/{clubId}: the club's branding and every
 * court's board); the club room's messages are folded into it.
 */
export const clubDisplayQuery = (clubId: number) =>
  displayQuery({
    queryKey: clubDisplayKey(clubId),
    path: `/displays/club/${clubId}`,
    parse: parseClubDisplay,
    isDisplay: isClubDisplay,
    merge: (previous, next) => ({
      ...next,
      courts: next.courts.map((board) =>
        mergeBoard(
          previous.courts.find((court) => court.court.id === board.court.id),
          board,
        ),
      ),
    }),
  });

export function prefetchClubDisplay(queryClient: QueryClient, clubId: number): void {
  void queryClient.prefetchQuery(clubDisplayQuery(clubId));
}

export function useClubDisplay(clubId: number) {
  return useQuery(clubDisplayQuery(clubId));
}
