import {
  MESSAGES,
  type User,
  type UserCreateBody,
  type UserUpdateBody,
  userListSchema,
  userSchema,
} from '@bandeja/contract';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/resources/keys.ts';
import { listQuery, useCrudMutations } from './crud.ts';

export const usersQuery = () =>
  listQuery(queryKeys.users, '/users', userListSchema, MESSAGES.fetchUsers, (answer) => answer.users);

export function useUsers() {
  return useQuery(usersQuery());
}

export function useUserMutations() {
  return useCrudMutations<User, UserCreateBody, UserUpdateBody>({
    path: '/users',
    row: userSchema,
    messages: { create: MESSAGES.createUser, update: MESSAGES.updateUser, remove: MESSAGES.deleteUser },
  });
}
