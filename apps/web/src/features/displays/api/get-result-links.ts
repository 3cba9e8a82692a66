import type { ResultLinks } from '@bandeja/contract';
import { HEADERS, SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, type Parser, tokenStore } from '../../../lib/api-client.ts';
import { displayToken } from './display-self.ts';

/** A guard, not zod (parse.ts): the server checked the answer against the contract. */
const parseLinks: Parser<ResultLinks> = (data) => {
  const link = (value: unknown) =>
    typeof value === 'object' && value !== null && 'path' in value && typeof value.path === 'string';
  if (typeof data === 'object' && data !== null && 'team1' in data && 'team2' in data)
    if (link(data.team1) && link(data.team2)) return data as ResultLinks;
  throw new Error('not result links');
};

/**
 * The teams' confirm links of the match on the result screen (docs/players.md): only a TV paired
 * with the court (its device token) or the court's own tablet (its session) gets them. The public
 * court display, opened without either, asks nothing and shows no code: anyone could open it.
 */
export function useResultLinks(matchId: string): ResultLinks | null {
  const tv = displayToken.get();
  const query = useQuery({
    // Resource first, spelled here: the boards' chunks carry no key table (lib/resources/keys.ts).
    queryKey: ['matches', matchId, 'result', 'links', tv] as const,
    queryFn: apiQuery(`/matches/${encodeURIComponent(matchId)}/result/links`, {
      parse: parseLinks,
      // Never shown: without links the screen simply shows no codes.
      fallback: SCREEN_MESSAGES.genericError,
      headers: tv ? { [HEADERS.displayToken]: tv } : {},
      signOutOnUnauthorized: false,
    }),
    enabled: tv !== null || tokenStore.get() !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? null;
}
