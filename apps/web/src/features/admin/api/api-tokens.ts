import {
  type ClubApiToken,
  type ClubApiTokenCreateBody,
  clubApiTokenListSchema,
  clubApiTokenWithSecretSchema,
  deletedSchema,
  MESSAGES,
} from '@bandeja/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';

export const apiTokensQuery = (clubId: number) =>
  queryOptions({
    queryKey: queryKeys.clubApiTokens(clubId),
    queryFn: async () =>
      (await call('GET', `/clubs/${clubId}/api-tokens`, clubApiTokenListSchema, MESSAGES.fetchApiTokens))
        .tokens,
  });

/** A club's tokens; no call until a club is chosen. */
export function useApiTokens(clubId: number | null) {
  return useQuery({ ...apiTokensQuery(clubId ?? 0), enabled: clubId !== null });
}

export function useApiTokenMutations(clubId: number | null) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.clubApiTokens(clubId) });
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
