import {
  type CourtPlayerList,
  courtPlayerListSchema,
  MESSAGES,
  type PlayerName,
  playerNameSchema,
} from '@bandeja/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest, unwrap } from '../../../lib/api-client.ts';
import { withSchema } from '../../../lib/schema-parser.ts';

const parseList = withSchema(courtPlayerListSchema);
const parseName = withSchema(playerNameSchema);

/**
 * The club's roster names for the court's match form, the court's recent players first
 * (docs/players.md): with the QR code's court token, or the session of a manager of the court.
 */
export function courtPlayersQuery(courtId: number, courtToken: string | null, search: string) {
  return queryOptions({
    queryKey: ['match-create', 'players', courtId, search] as const,
    queryFn: (): Promise<CourtPlayerList> =>
      apiGet(`/courts/${courtId}/players`, {
        parse: parseList,
        fallback: MESSAGES.loadPlayers,
        query: { search, token: courtToken },
        signOutOnUnauthorized: false,
      }),
    // No roster (no right to it, or a server without one): the form stays a form of typed names.
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** 'New here? Add me': the newcomer joins the roster as a private player. */
export function addCourtPlayer(
  courtId: number,
  courtToken: string | null,
  name: string,
): Promise<PlayerName> {
  return unwrap(
    apiRequest('POST', `/courts/${courtId}/players`, {
      parse: parseName,
      fallback: MESSAGES.savePlayer,
      body: { name, ...(courtToken ? { courtToken } : {}) },
      signOutOnUnauthorized: false,
    }),
  );
}
