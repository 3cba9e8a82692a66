import type { LiveScore } from '@bandeja/contract';
import { SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { type ApiResponse, apiRequest } from '../../../lib/api-client.ts';
import { parseLiveScore } from '../../../lib/live-score.ts';

/**
 * 'Start match' (docs/scoring-rules.md#warm-up): PATCH /scores/match/{matchId}/status with status
 * 'ongoing' starts the clock of a match in warm-up now, without a point. Asking again changes nothing.
 */
export function startMatchClock(matchId: string): Promise<ApiResponse<LiveScore>> {
  return apiRequest('PATCH', `/scores/match/${encodeURIComponent(matchId)}/status`, {
    parse: parseLiveScore,
    fallback: SCREEN_MESSAGES.updateMatchStatus,
    body: { status: 'ongoing' },
  });
}
