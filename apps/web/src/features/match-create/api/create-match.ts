import { type MatchCreateBody, type MatchCreated, MESSAGES, matchCreatedSchema } from '@bandeja/contract';
import { type ApiResponse, apiRequest } from '../../../lib/api-client.ts';
import { withSchema } from '../../../lib/schema-parser.ts';

const parseCreated = withSchema(matchCreatedSchema);

/** POST /matches (docs/api.md "Matches"): the api client adds the x-api-key. */
export function createMatch(body: MatchCreateBody): Promise<ApiResponse<MatchCreated>> {
  return apiRequest('POST', '/matches', { parse: parseCreated, fallback: MESSAGES.createMatch, body });
}

/** The id of the match that already holds the court, from a 409 answer's body. */
export function activeMatchIdOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'matchId' in body && typeof body.matchId === 'string') {
    return body.matchId;
  }
  return null;
}
