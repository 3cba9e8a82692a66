import {
  type ClubApiToken,
  type ClubApiTokenCreateBody,
  clubApiTokenListSchema,
  clubApiTokenWithSecretSchema,
  deletedSchema,
  MESSAGES,
} from '@bandeja/contract';
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';
import { listQuery, useClubList, useRefresh } from './crud.ts';

export const apiTokensQuery = (clubId: number) =>
  listQuery(
    queryKeys.clubApiTokens(clubId),
    `/clubs/${clubId}/api-tokens`,
    clubApiTokenListSchema,
    MESSAGES.fetchApiTokens,
    (answer) => answer.tokens,
  );

/** A club's tokens; no call until a club is chosen. */
export const useApiTokens = (clubId: number | null) => useClubList(clubId, apiTokensQuery);

export function useApiTokenMutations(clubId: number | null) {
  const onSuccess = useRefresh(queryKeys.clubApiTokens(clubId));
  return {
    /** Answers the token with its secret, shown once. */
    create: useMutation({
      mutationFn: (body: ClubApiTokenCreateBody) =>
        call('POST', `/clubs/${clubId}/api-tokens`, clubApiTokenWithSecretSchema, MESSAGES.createApiToken, {
          body,
        }),
      onSuccess,
    }),
    revoke: useMutation({
      mutationFn: (token: ClubApiToken) =>
        call(
          'DELETE',
          `/clubs/${token.club_id}/api-tokens/${token.id}`,
          deletedSchema,
          MESSAGES.revokeApiToken,
        ),
      onSuccess,
    }),
  };
}
