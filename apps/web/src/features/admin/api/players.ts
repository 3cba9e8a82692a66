import { MESSAGES, type Player, type PlayerBody, playerListSchema, playerSchema } from '@bandeja/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { listQuery, useCrudMutations } from './crud.ts';

/** An admin's roster list holds whole players (docs/players.md); a court user's names only. */
function wholePlayers(players: readonly (Player | { id: number; name: string })[]): Player[] {
  return players.filter((player): player is Player => 'club_id' in player);
}

export const playersQuery = (clubId: number, search: string) =>
  listQuery(
    [...queryKeys.clubPlayers(clubId), search],
    `/clubs/${clubId}/players${search ? `?search=${encodeURIComponent(search)}` : ''}`,
    playerListSchema,
    MESSAGES.loadPlayers,
    (answer) => wholePlayers(answer.players),
  );

/** A club's roster narrowed by `search`; no call until a club is chosen. */
export function usePlayers(clubId: number | null, search: string) {
  return useQuery({
    ...playersQuery(clubId ?? 0, search),
    enabled: clubId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Added to a club, changed and erased under /players/{id}; an erase answers the erased player. */
export function usePlayerMutations(clubId: number | null) {
  return useCrudMutations<Player, PlayerBody, PlayerBody>({
    path: `/clubs/${clubId}/players`,
    rowPath: '/players',
    row: playerSchema,
    removed: playerSchema,
    messages: { create: MESSAGES.savePlayer, update: MESSAGES.savePlayer, remove: MESSAGES.savePlayer },
    refresh: queryKeys.clubPlayers(clubId),
  });
}
