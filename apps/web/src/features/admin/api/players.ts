import { MESSAGES, type Player, type PlayerBody, playerListSchema, playerSchema } from '@bandeja/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';

/** An admin's roster list holds whole players (docs/players.md); a court user's names only. */
function wholePlayers(players: readonly (Player | { id: number; name: string })[]): Player[] {
  return players.filter((player): player is Player => 'club_id' in player);
}

export const playersQuery = (clubId: number, search: string) =>
  queryOptions({
    queryKey: [...queryKeys.clubPlayers(clubId), search],
    queryFn: async () => {
      const query = search ? `?search=${encodeURIComponent(search)}` : '';
      const list = await call(
        'GET',
        `/clubs/${clubId}/players${query}`,
        playerListSchema,
        MESSAGES.loadPlayers,
      );
      return wholePlayers(list.players);
    },
  });

/** A club's roster narrowed by `search`; no call until a club is chosen. */
export function usePlayers(clubId: number | null, search: string) {
  return useQuery({
    ...playersQuery(clubId ?? 0, search),
    enabled: clubId !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePlayerMutations(clubId: number | null) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.clubPlayers(clubId) });
  return {
    create: useMutation({
      mutationFn: (body: PlayerBody) =>
        call('POST', `/clubs/${clubId}/players`, playerSchema, MESSAGES.savePlayer, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: PlayerBody }) =>
        call('PUT', `/players/${id}`, playerSchema, MESSAGES.savePlayer, { body }),
      onSuccess,
    }),
    erase: useMutation({
      mutationFn: (player: Player) =>
        call('DELETE', `/players/${player.id}`, playerSchema, MESSAGES.savePlayer),
      onSuccess,
    }),
  };
}
