import type { LiveScore, ScoreCreateBody } from '@bandeja/contract';
import { MESSAGES } from '@bandeja/contract/plain';
import { type ApiResponse, apiRequest } from '../../../lib/api-client.ts';
import { parseLiveScore } from '../../../lib/live-score.ts';

/** POST /scores/{matchId}/create (spec §7): a score for a match that has none. */
export function createScore(matchId: string, body: ScoreCreateBody): Promise<ApiResponse<LiveScore>> {
  return apiRequest('POST', `/scores/${encodeURIComponent(matchId)}/create`, {
    parse: parseLiveScore,
    fallback: MESSAGES.createScore,
    body,
  });
}
