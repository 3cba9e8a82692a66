import type { LiveScore } from '@bandeja/contract';
import type { ScoreAction } from '@bandeja/contract/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client.ts';
import { acceptScore, postScoreAction } from '../../../lib/live-score.ts';

/** An operator's point, undo or reset: the answer is the new score and goes straight into the cache. */
export function useScoreAction(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ScoreAction) => unwrap(postScoreAction(matchId, action)),
    onSuccess: (score: LiveScore) => {
      acceptScore(queryClient, score);
    },
  });
}
