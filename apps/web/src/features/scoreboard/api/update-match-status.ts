import type { LiveScore } from '@bandeja/contract';
import { SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { type ApiResponse, apiRequest } from '../../../lib/api-client.ts';
import { parseLiveScore } from '../../../lib/live-score.ts';

/**
 * PATCH /scores/match/{matchId}/status with status 'finished' (docs/product.md#states): the scoreboard marks a
 * match finished when its time is up.
 *
 * For the public the server checks the time by its own clock and answers 401 'Sign in to finish a
 * match before its time is up' when a screen's clock runs ahead. That 401 is no expired session,
 * so it must not send the club's TV to /login; the refusal is only reported (the server's
 * time-limit sweep finishes the match moments later anyway, and the socket brings it).
 */
export function finishMatchForTime(matchId: string): Promise<ApiResponse<LiveScore>> {
  return apiRequest('PATCH', `/scores/match/${encodeURIComponent(matchId)}/status`, {
    parse: parseLiveScore,
    fallback: SCREEN_MESSAGES.updateMatchStatus,
    body: { status: 'finished' },
    signOutOnUnauthorized: false,
  });
}
