import type { LiveScore } from '@bandeja/contract';
import { MESSAGES, type ScoreAction } from '@bandeja/contract/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client.ts';
import { acceptScore, parseLiveScore } from '../../../lib/live-score.ts';

/** Spec §8's fallback message of each action. */
const FALLBACKS: Record<ScoreAction, string> = {
  'team1-point': MESSAGES.team1Point,
  'team2-point': MESSAGES.team2Point,
  'reset-game': MESSAGES.resetGame,
  'reset-set': MESSAGES.resetSet,
  undo: MESSAGES.undo,
};

/** POST /scores/{matchId}/{action} (spec §7, design §4): an operator's point, undo or reset. */
export function postScoreAction(matchId: string, action: ScoreAction) {
  return apiRequest('POST', `/scores/${encodeURIComponent(matchId)}/${action}`, {
    parse: parseLiveScore,
    fallback: FALLBACKS[action],
  });
}

/** The action's answer is the new score: it goes straight into the cache (the socket may be slower). */
export function useScoreAction(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ScoreAction) => unwrap(postScoreAction(matchId, action)),
    onSuccess: (score: LiveScore) => {
      acceptScore(queryClient, score);
    },
  });
}
