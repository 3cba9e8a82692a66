import type { LiveScore } from '@bandeja/contract';
import { MESSAGES, type ScoreAction } from '@bandeja/contract/plain';
import { type ApiResponse, apiRequest } from '../../../lib/api-client.ts';
import { parseLiveScore } from '../../../lib/live-score.ts';

/** The per-call fallback messages of spec §8. */
const FALLBACKS: Record<ScoreAction, string> = {
  'team1-point': MESSAGES.team1Point,
  'team2-point': MESSAGES.team2Point,
  'reset-game': MESSAGES.resetGame,
  'reset-set': MESSAGES.resetSet,
  undo: MESSAGES.undo,
};

/** POST /scores/{matchId}/{action} (spec §7, design §4): answers the new score. */
export function scoreAction(matchId: string, action: ScoreAction): Promise<ApiResponse<LiveScore>> {
  return apiRequest('POST', `/scores/${encodeURIComponent(matchId)}/${action}`, {
    parse: parseLiveScore,
    fallback: FALLBACKS[action],
  });
}
