import type { ResultAnswerBody, SignedResult } from '@bandeja/contract';
import { MESSAGES, signedResultSchema } from '@bandeja/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, apiRequest, unwrap } from '../../lib/api-client.ts';
import { withSchema } from '../../lib/schema-parser.ts';

const parseResult = withSchema(signedResultSchema);

/** Resource first (lib/resources/keys.ts): a match's result document. */
export const resultKey = (matchId: string) => ['matches', matchId, 'result'] as const;

/** GET /matches/{id}/result: the signed result document (public). */
export function useResult(matchId: string) {
  return useQuery({
    queryKey: resultKey(matchId),
    queryFn: apiQuery(`/matches/${encodeURIComponent(matchId)}/result`, {
      parse: parseResult,
      fallback: MESSAGES.fetchResult,
      signOutOnUnauthorized: false,
    }),
    retry: false,
  });
}

/** POST /matches/{id}/result/answers: the team's one-tap answer with its token. */
export function useAnswerResult(matchId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ResultAnswerBody) =>
      unwrap(
        apiRequest('POST', `/matches/${encodeURIComponent(matchId)}/result/answers`, {
          parse: parseResult,
          fallback: MESSAGES.answerResult,
          body,
          signOutOnUnauthorized: false,
        }),
      ),
    onSuccess: (result: SignedResult) => client.setQueryData(resultKey(matchId), result),
  });
}
