import type { LiveScore } from '@bandeja/contract';
import { MESSAGES } from '@bandeja/contract/plain';
import { API_BASE_URL, type ApiResponse, apiRequest, tokenStore } from '../../../lib/api-client.ts';
import { parseLiveScore } from '../../../lib/live-score.ts';

const statusPath = (matchId: string) => `/scores/match/${encodeURIComponent(matchId)}/status`;

/**
 * PATCH /scores/match/{matchId}/status with status 'finished' (spec §4): the scoreboard marks a
 * match finished when its time is up.
 *
 * Signed in, it goes through the shared client. For the public the server checks the time by its
 * own clock and answers 401 'Sign in to finish a match before its time is up' when a screen's clock
 * runs ahead; the shared client would take that 401 for an expired session and send the club's TV
 * to /login. So the public call is made here and a refusal is only reported (the server's
 * time-limit sweep finishes the match a few seconds later anyway, and the socket brings it).
 */
export async function finishMatchForTime(matchId: string): Promise<ApiResponse<LiveScore>> {
  if (tokenStore.get()) {
    return apiRequest('PATCH', statusPath(matchId), {
      parse: parseLiveScore,
      fallback: MESSAGES.updateMatchStatus,
      body: { status: 'finished' },
    });
  }
  try {
    const response = await fetch(`${API_BASE_URL}${statusPath(matchId)}`, {
      method: 'PATCH',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'finished' }),
    });
    const body: unknown = await response.json().catch(() => null);
    const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
    if (response.ok) return { success: true, data: await parseLiveScore(data) };
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : MESSAGES.updateMatchStatus;
    return { success: false, message, status: response.status, body };
  } catch {
    return { success: false, message: MESSAGES.updateMatchStatus, status: 0, body: null };
  }
}
