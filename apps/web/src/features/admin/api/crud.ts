import { deletedSchema } from '@bandeja/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from './call.ts';

/** An admin resource the server creates (POST path), updates (PUT path/id) and deletes (DELETE path/id). */
export interface CrudResource<Row, Created> {
  path: string;
  /** The contract's schema of an updated row, and of a created one (a button answers with its secret). */
  row: z.ZodType<Row>;
  created: z.ZodType<Created>;
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
  const { path, messages } = resource;
  return {
    create: useMutation({
      mutationFn: (body: CreateBody) => call('POST', path, resource.created, messages.create, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateBody }) =>
        call('PUT', `${path}/${id}`, resource.row, messages.update, { body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (row: Row) => call('DELETE', `${path}/${row.id}`, deletedSchema, messages.remove),
      onSuccess,
    }),
  };
}
