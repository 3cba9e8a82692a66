import { MESSAGES, type PlayerList, playerListSchema } from '@bandeja/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api-client.ts';
import { withSchema } from '../schema-parser.ts';
import { queryKeys } from './keys.ts';

const parseList = withSchema(playerListSchema);

/**
 * The club's roster searched by name (GET /clubs/{clubId}/players?search=, docs/players.md), for a
 * form that names players: the event form of the club's admins and court users. Kept apart from
 * the admin page's whole players (its own key under the club's players, refreshed with them).
 */
export function clubPlayerNamesQuery(clubId: number, search: string) {
  return queryOptions({
    queryKey: [...queryKeys.clubPlayers(clubId), 'names', search] as const,
    queryFn: ({ signal }): Promise<PlayerList> =>
      apiGet(`/clubs/${clubId}/players`, {
        parse: parseList,
        fallback: MESSAGES.loadPlayers,
        query: { search },
        signal,
      }),
    // No roster to read: the form stays a form of typed names.
    retry: false,
    placeholderData: keepPreviousData,
  });
}
