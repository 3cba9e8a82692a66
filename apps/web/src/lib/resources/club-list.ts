import { clubListSchema, MESSAGES } from '@bandeja/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../api-client.ts';
import { withSchema } from '../schema-parser.ts';
import { queryKeys } from './keys.ts';

/** GET /clubs (signed in): the server narrows a club admin's list to their club. */
export function clubListQuery() {
  return queryOptions({
    queryKey: queryKeys.clubs,
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          apiRequest('GET', '/clubs', {
            parse: withSchema(clubListSchema),
            fallback: MESSAGES.fetchClubs,
            signal,
          }),
        )
      ).clubs,
  });
}
