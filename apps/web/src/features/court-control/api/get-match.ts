import { type Match, MESSAGES, matchSchema } from '@bandeja/contract';
import { type MatchLog, matchLogSchema } from '@bandeja/contract/match-log';
import { type ApiResponse, apiRequest, type Parser } from '../../../lib/api-client.ts';
import { withSchema } from '../../../lib/schema-parser.ts';

const parseMatch = withSchema(matchSchema);
const parseLog = withSchema(matchLogSchema);

/** GET /matches/{id}{part}: the match under control, or one of its records. */
function readMatch<T>(matchId: string, part: '' | '/log', parse: Parser<T>, signal?: AbortSignal) {
  return apiRequest('GET', `/matches/${encodeURIComponent(matchId)}${part}`, {
    parse,
    fallback: MESSAGES.fetchMatch,
    signal,
  });
}

/** GET /matches/{id} (docs/api.md "Matches"). */
export function getMatch(matchId: string, signal?: AbortSignal): Promise<ApiResponse<Match>> {
  return readMatch(matchId, '', parseMatch, signal);
}

/** GET /matches/{id}/log: its events, oldest first (the pending score of the queued actions). */
export function getMatchLog(matchId: string, signal?: AbortSignal): Promise<ApiResponse<MatchLog>> {
  return readMatch(matchId, '/log', parseLog, signal);
}
