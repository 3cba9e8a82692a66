import type { EventView } from '@bandeja/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, type Parser } from '../../../lib/api-client.ts';
import { syncServerClock } from '../../../lib/board/server-clock.ts';

/**
 * The whole evening (GET /api/events/{id}, public) and its live updates (room `event:{id}`,
 * `eventUpdate`): the one store of an event's state on every screen, the standings display
 * included. Like the live score (lib/live-score.ts) it is not re-checked with zod here, so the TV's
 * board app stays small: the server checks every answer and message against the contract.
 */
// Resource first, like lib/resources/keys.ts, but spelled here: the boards' chunks carry no key table.
export const eventViewKey = (eventId: number) => ['events', String(eventId)] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function isEventView(value: unknown): value is EventView {
  return (
    isObject(value) &&
    isObject(value.event) &&
    typeof value.event.id === 'number' &&
    Array.isArray(value.players) &&
    Array.isArray(value.rounds) &&
    Array.isArray(value.standings) &&
    typeof value.version === 'number' &&
    typeof value.now === 'string'
  );
}

export const parseEventView: Parser<EventView> = (data) => {
  if (!isEventView(data)) throw new Error('not an event');
  return data;
};

/** Failed to fetch the event: the screens' fallback when the server gives no message. */
const FETCH_EVENT = 'Failed to fetch event';

export async function getEventView(eventId: number, signal?: AbortSignal): Promise<EventView> {
  const view = await apiGet(`/events/${eventId}`, {
    parse: parseEventView,
    fallback: FETCH_EVENT,
    signal,
    // The TV and the players' phones are never signed in: a 401 must not send them to /login.
    signOutOnUnauthorized: false,
  });
  syncServerClock(view.now);
  return view;
}

/** An older view (a fetch answered after a newer socket message) never replaces a newer one. */
export function newerView(previous: unknown, next: unknown): unknown {
  if (isEventView(previous) && isEventView(next) && previous.event.id === next.event.id) {
    return next.version >= previous.version ? next : previous;
  }
  return next;
}

export const eventViewQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventViewKey(eventId),
    queryFn: ({ signal }) => getEventView(eventId, signal),
    // The socket brings every change; a slow refetch covers a message lost while away.
    refetchInterval: 60_000,
    structuralSharing: newerView,
    retry: (failures, error) => failures < 3 && !(error instanceof ApiError && error.status === 404),
    retryDelay: 2000,
    staleTime: 5_000,
  });

export function prefetchEventView(queryClient: QueryClient, eventId: number): void {
  void queryClient.prefetchQuery(eventViewQuery(eventId));
}

export function useEventView(eventId: number) {
  return useQuery(eventViewQuery(eventId));
}

/** Writes a newer view into the cache (an action's answer, a socket message). */
export function takeEventView(queryClient: QueryClient, view: EventView): void {
  syncServerClock(view.now);
  queryClient.setQueryData<EventView>(eventViewKey(view.event.id), (current) =>
    current && current.version > view.version ? current : view,
  );
}
