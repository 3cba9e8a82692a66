import type { Ladder } from '@bandeja/contract';
import { SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client.ts';

/**
 * GET /clubs/{clubId}/ladder (docs/rating.md, "The ladder"). `public` asks for the public players
 * only, whoever is signed in (a TV: the room sees it); without it the club's admins get everyone.
 */
export type LadderScope = 'public' | 'reader';

// Resource first, like lib/resources/keys.ts, but spelled here: the boards' chunks carry no key table.
export const ladderKey = (clubId: number, scope: LadderScope) =>
  ['clubs', String(clubId), 'ladder', scope] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A guard, not zod: the boards stay small, and the server checked the answer against the contract. */
function parseLadder(value: unknown): Ladder {
  if (isObject(value) && isObject(value.club) && Array.isArray(value.players))
    return value as unknown as Ladder;
  throw new Error('not a ladder');
}

export const ladderQuery = (clubId: number, scope: LadderScope) =>
  queryOptions({
    queryKey: ladderKey(clubId, scope),
    queryFn: apiQuery(`/clubs/${clubId}/ladder${scope === 'public' ? '?players=public' : ''}`, {
      parse: parseLadder,
      fallback: SCREEN_MESSAGES.fetchClub,
      signOutOnUnauthorized: false,
    }),
    // Ratings move when a result is verified: a TV reads them again every few minutes.
    refetchInterval: 5 * 60 * 1000,
    retry: (failures) => failures < 3,
    retryDelay: 2000,
  });

export function useLadder(clubId: number, scope: LadderScope) {
  return useQuery(ladderQuery(clubId, scope));
}
