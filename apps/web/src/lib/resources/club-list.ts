import { clubListSchema, MESSAGES } from '@bandeja/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiQuery } from '../api-client.ts';
import { withSchema } from '../schema-parser.ts';
import { parseClubCourts } from './guards.ts';
import { queryKeys } from './keys.ts';

/** GET /clubs (signed in): the server narrows a club admin's list to their club. */
export function clubListQuery() {
  return queryOptions({
    queryKey: queryKeys.clubs,
    queryFn: async ({ signal }) =>
      (
        await apiGet('/clubs', {
          parse: withSchema(clubListSchema),
          fallback: MESSAGES.fetchClubs,
          signal,
        })
      ).clubs,
  });
}

/** GET /courts/{clubId}/club-courts (docs/api.md "Admin routes"): the club's courts, sorted by id. */
export function clubCourtsQuery(clubId: number) {
  return queryOptions({
    queryKey: queryKeys.clubCourts(clubId),
    queryFn: apiQuery(`/courts/${clubId}/club-courts`, {
      parse: parseClubCourts,
      fallback: MESSAGES.fetchClubCourts,
    }),
    staleTime: 5 * 60_000,
  });
}
