import { type Match, MESSAGES, matchSchema } from '@bandeja/contract';
import { type ApiResponse, apiRequest } from '../../../lib/api-client.ts';
import { withSchema } from '../../../lib/schema-parser.ts';

const parseMatch = withSchema(matchSchema);

/** GET /matches/{id} (docs/api.md "Matches"). */
export function getMatch(matchId: string, signal?: AbortSignal): Promise<ApiResponse<Match>> {
  return apiRequest('GET', `/matches/${encodeURIComponent(matchId)}`, {
    parse: parseMatch,
    fallback: MESSAGES.fetchMatch,
    signal,
  });
}
