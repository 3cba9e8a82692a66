import { MESSAGES, playerPageSchema } from '@bandeja/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api-client.ts';
import { withSchema } from '../../lib/schema-parser.ts';

const parsePage = withSchema(playerPageSchema);

/**
 * GET /players/{id}/page (docs/api.md, "Players"): a club admin's session is sent when there is one,
 * and the player's own link's `key` when the page was opened with it (docs/players.md).
 */
export function usePlayerPage(playerId: string, key: string | null = null) {
  return useQuery({
    queryKey: ['player-page', playerId, key],
    queryFn: apiQuery(`/players/${encodeURIComponent(playerId)}/page`, {
      parse: parsePage,
      fallback: MESSAGES.playerNotFound,
      query: { key: key ?? undefined },
      signOutOnUnauthorized: false,
    }),
    retry: false,
  });
}
