import {
  MESSAGES,
  type User,
  type UserCreateBody,
  type UserUpdateBody,
  userListSchema,
  userSchema,
} from '@bandeja/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { call } from './call.ts';
import { useCrudMutations } from './crud.ts';

export const usersQuery = () =>
  queryOptions({
    queryKey: queryKeys.users,
    queryFn: async () => (await call('GET', '/users', userListSchema, MESSAGES.fetchUsers)).users,
  });

export function useUsers() {
  return useQuery(usersQuery());
}

export function useUserMutations() {
  return useCrudMutations<User, UserCreateBody, UserUpdateBody>({
    path: '/users',
    row: userSchema,
    created: userSchema,
    messages: { create: MESSAGES.createUser, update: MESSAGES.updateUser, remove: MESSAGES.deleteUser },
  });
}
