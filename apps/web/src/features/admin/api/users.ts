import {
  deletedSchema,
  MESSAGES,
  type User,
  type UserCreateBody,
  type UserUpdateBody,
  userListSchema,
  userSchema,
} from '@bandeja/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';

export const usersQuery = () =>
  queryOptions({
    queryKey: queryKeys.users,
    queryFn: async () => (await call('GET', '/users', userListSchema, MESSAGES.fetchUsers)).users,
  });

export function useUsers() {
  return useQuery(usersQuery());
}

export function useUserMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries();
  return {
    create: useMutation({
      mutationFn: (body: UserCreateBody) => call('POST', '/users', userSchema, MESSAGES.createUser, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UserUpdateBody }) =>
        call('PUT', `/users/${id}`, userSchema, MESSAGES.updateUser, { body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (user: User) => call('DELETE', `/users/${user.id}`, deletedSchema, MESSAGES.deleteUser),
      onSuccess,
    }),
  };
}
