import { type QueryClient, useQuery } from '@tanstack/react-query';
import { mergeBoard } from '../lib/court-board.ts';
import { displayQuery } from './display-query.ts';
import { isCourtDisplay, parseCourtDisplay } from './parse.ts';

// Resource first, like lib/resources/keys.ts, but spelled here: the boards' chunks carry no key table.
export const courtDisplayKey = (courtId: number) => ['courts', courtId, 'display'] as const;

/**
 * The court display's one store of server state (GET /displays/court/{courtId}: the court, its
 * club's branding, its live and last match); the court's room folds its messages into it
 * (use-court-channel.ts).
 */
export const courtDisplayQuery = (courtId: number) =>
  displayQuery({
    queryKey: courtDisplayKey(courtId),
    path: `/displays/court/${courtId}`,
    parse: parseCourtDisplay,
    isDisplay: isCourtDisplay,
    merge: (previous, next) => ({ ...next, board: mergeBoard(previous.board, next.board) }),
  });

export function prefetchCourtDisplay(queryClient: QueryClient, courtId: number): void {
  void queryClient.prefetchQuery(courtDisplayQuery(courtId));
}

export function useCourtDisplay(courtId: number) {
  return useQuery(courtDisplayQuery(courtId));
}
