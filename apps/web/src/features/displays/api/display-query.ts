import { SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, type Parser } from '../../../lib/api-client.ts';
import { syncServerClock } from '../../../lib/board/server-clock.ts';

/** What a display's GET answers: its state and the server's time of it. */
interface DisplayAnswer {
  now: string;
}

/**
 * A display's one store of server state (GET `path`, public: a 401 must never send a TV to
 * /login): its socket room folds messages into it. Refetched every 10 minutes as a safety net (the
 * club's logo and sponsors, a missed message); never polled for the live score. Each answer sets
 * the page's server clock.
 */
export function displayQuery<T extends DisplayAnswer>({
  queryKey,
  path,
  parse,
  isDisplay,
  merge,
}: {
  queryKey: readonly unknown[];
  path: string;
  parse: Parser<T>;
  isDisplay: (value: unknown) => value is T;
  /** The new answer with the newer of each board's score kept (`mergeBoard`). */
  merge: (previous: T, next: T) => T;
}) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const display = await apiGet(path, {
        parse,
        fallback: SCREEN_MESSAGES.fetchDisplay,
        signal,
        signOutOnUnauthorized: false,
      });
      syncServerClock(display.now);
      return display;
    },
    refetchInterval: 10 * 60 * 1000,
    // An answer read before a score message that came first must not take the score back.
    structuralSharing: (previous: unknown, next: unknown) =>
      isDisplay(previous) && isDisplay(next) ? merge(previous, next) : next,
    retry: (failures) => failures < 3,
    retryDelay: 2000,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
