import {
  type BookingStartBody,
  type BookingStarted,
  bookingStartedSchema,
  MESSAGES,
  type NextBooking,
  nextBookingSchema,
} from '@bandeja/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiErrorOf, apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { withSchema } from '../../../lib/schema-parser.ts';

/** A booking appears on the tablet within this long of the booking system putting it. */
const NEXT_BOOKING_POLL_MS = 10_000;

const parseNext = withSchema(nextBookingSchema);
const parseStarted = withSchema(bookingStartedSchema);

/** GET /courts/{courtId}/bookings/next (docs/api.md, "Bookings"): a failure is only logged. */
export function nextBookingQuery(courtId: number) {
  return queryOptions({
    queryKey: queryKeys.courtNextBooking(courtId),
    queryFn: async ({ signal }): Promise<NextBooking> => {
      const answer = await apiRequest<NextBooking>('GET', `/courts/${courtId}/bookings/next`, {
        parse: parseNext,
        fallback: MESSAGES.fetchNextBooking,
        signal,
      });
      if (answer.success) return answer.data;
      console.error(`Next booking lookup failed: ${answer.message}`);
      throw apiErrorOf(answer);
    },
    refetchInterval: NEXT_BOOKING_POLL_MS,
    retry: false,
  });
}

/** POST /courts/{courtId}/bookings/{bookingId}/start: the booking becomes the court's match. */
export function startBooking(courtId: number, bookingId: number, body: BookingStartBody) {
  return apiRequest<BookingStarted>('POST', `/courts/${courtId}/bookings/${bookingId}/start`, {
    parse: parseStarted,
    fallback: MESSAGES.startBooking,
    body,
  });
}
