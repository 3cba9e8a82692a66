import {
  type EventCreateBody,
  type EventGameCorrectionBody,
  type EventView,
  eventListSchema,
  eventViewSchema,
  MESSAGES,
} from '@bandeja/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQuery, apiRequest, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { withSchema } from '../../../lib/schema-parser.ts';
import { eventViewKey, takeEventView } from './event-view.ts';

/**
 * The organiser's calls (docs/api.md, "Events"): a club's events, creating one, starting it, the
 * next timed round and a finished game's correction. The server checks who may (the club's admin
 * or a court user of the club); every answer is checked against the contract.
 */

export const eventListQuery = (clubId: number) =>
  queryOptions({
    queryKey: queryKeys.clubEvents(clubId),
    queryFn: apiQuery('/events', {
      query: { clubId },
      parse: withSchema(eventListSchema),
      fallback: MESSAGES.fetchEvents,
    }),
  });

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventCreateBody) =>
      unwrap(
        apiRequest('POST', '/events', {
          body,
          parse: withSchema(eventViewSchema),
          fallback: MESSAGES.createEvent,
        }),
      ),
    onSuccess: (view) => {
      takeEventView(queryClient, view);
      void queryClient.invalidateQueries({ queryKey: queryKeys.clubEvents(view.event.club_id) });
    },
  });
}

/** An action on one event that answers with the whole view (start, next round, a correction). */
function useEventAction<V>(eventId: number, send: (variables: V) => Promise<EventView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => takeEventView(queryClient, view),
    // A refusal may mean the screen is behind (another organiser acted): read the event again.
    onError: () => void queryClient.invalidateQueries({ queryKey: eventViewKey(eventId) }),
  });
}

export function useEventActions(eventId: number) {
  const post = (action: string, fallback: string) => () =>
    unwrap(
      apiRequest('POST', `/events/${eventId}/${action}`, {
        parse: withSchema(eventViewSchema),
        fallback,
      }),
    );
  return {
    start: useEventAction<void>(eventId, post('start', MESSAGES.startEvent)),
    nextRound: useEventAction<void>(eventId, post('next-round', MESSAGES.startEvent)),
    correct: useEventAction<{ matchId: string; body: EventGameCorrectionBody }>(
      eventId,
      ({ matchId, body }) =>
        unwrap(
          apiRequest('PUT', `/events/${eventId}/games/${encodeURIComponent(matchId)}`, {
            body,
            parse: withSchema(eventViewSchema),
            fallback: MESSAGES.eventGameNotFinished,
          }),
        ),
    ),
  };
}
