import { deletedSchema } from '@bandeja/contract';
import { type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from './call.ts';

/**
 * GET `path`, checked by the contract's schema, its rows taken out of the answer by `pick` (the
 * server wraps each list in an object: `{ users: [...] }`).
 */
export function listQuery<S extends z.ZodType, T>(
  queryKey: QueryKey,
  path: string,
  schema: S,
  fallback: string,
  pick: (answer: z.infer<S>) => T,
) {
  return queryOptions({ queryKey, queryFn: async () => pick(await call('GET', path, schema, fallback)) });
}

/** A club's list (`query` of the club); no call until a club is chosen. */
export function useClubList<T>(
  clubId: number | null,
  query: (clubId: number) => ReturnType<typeof listQuery<z.ZodType, T>>,
) {
  return useQuery({ ...query(clubId ?? 0), enabled: clubId !== null });
}

/** An admin resource the server creates (POST path), updates (PUT path/id) and deletes (DELETE path/id). */
export interface CrudResource<Row, Created> {
  path: string;
  /** Where one row is updated and deleted, when not under `path` (a club's players: /players/{id}). */
  rowPath?: string;
  /** The contract's schema of an updated row, and of a created one when it differs (a button answers with its secret). */
  row: z.ZodType<Row>;
  created?: z.ZodType<Created>;
  /** The answer to a delete, when not `{ deleted: true }` (an erased player answers the player). */
  removed?: z.ZodType;
  /** The spec's fallback message of each call. */
  messages: { create: string; update: string; remove: string };
  /** The queries to refresh after a change; all of them when the resource shows elsewhere too. */
  refresh?: QueryKey;
}

/** A refresh after an admin change: of `refresh`'s queries, else of every query. */
export function useRefresh(refresh?: QueryKey): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(refresh ? { queryKey: refresh } : undefined);
}

/** The create, update and delete of one admin resource, each refreshing its lists. */
export function useCrudMutations<Row extends { id: number }, CreateBody, UpdateBody, Created = Row>(
  resource: CrudResource<Row, Created>,
) {
  const onSuccess = useRefresh(resource.refresh);
  const { path, rowPath = path, messages } = resource;
  // Without `created`, Created is Row (its default): the answer to a create is a row.
  const created = (resource.created ?? resource.row) as z.ZodType<Created>;
  return {
    create: useMutation({
      mutationFn: (body: CreateBody) => call('POST', path, created, messages.create, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateBody }) =>
        call('PUT', `${rowPath}/${id}`, resource.row, messages.update, { body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (row: Row) =>
        call('DELETE', `${rowPath}/${row.id}`, resource.removed ?? deletedSchema, messages.remove),
      onSuccess,
    }),
  };
}
