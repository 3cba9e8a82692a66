import type { FinishTeamBody, LiveScore, ManualResultBody } from '@bandeja/contract';
import { MESSAGES } from '@bandeja/contract/plain';
import { type ApiResponse, apiRequest } from '../../../lib/api-client.ts';
import { parseLiveScore } from '../../../lib/live-score.ts';

const path = (matchId: string, what: 'retire' | 'walkover' | 'result') =>
  `/scores/${encodeURIComponent(matchId)}/${what}`;

/** POST /scores/{matchId}/retire: `team` retires, the other team wins (docs/api.md). */
export function recordRetirement(matchId: string, body: FinishTeamBody): Promise<ApiResponse<LiveScore>> {
  return apiRequest('POST', path(matchId, 'retire'), {
    parse: parseLiveScore,
    fallback: MESSAGES.recordRetirement,
    body,
  });
}

/** POST /scores/{matchId}/walkover: `team` does not play, the other team wins. */
export function recordWalkover(matchId: string, body: FinishTeamBody): Promise<ApiResponse<LiveScore>> {
  return apiRequest('POST', path(matchId, 'walkover'), {
    parse: parseLiveScore,
    fallback: MESSAGES.recordWalkover,
    body,
  });
}

/** POST /scores/{matchId}/result: the result of a match not scored live. */
export function recordResult(matchId: string, body: ManualResultBody): Promise<ApiResponse<LiveScore>> {
  return apiRequest('POST', path(matchId, 'result'), {
    parse: parseLiveScore,
    fallback: MESSAGES.recordResult,
    body,
  });
}
