import { msg } from '@lingui/core/macro';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { DataTable } from './data-table.tsx';
import { useDeleteConfirmation } from './delete-confirmation.tsx';
import { ListStates, PageHeader } from './list-states.tsx';

/** What a list says while it loads, when it fails and when it is empty. */
export interface ListTexts {
  loading: string;
  errorTitle: string;
  /** The page's own sentence (e.g. 'Failed to load courts'); the server's reason follows it. */
  errorMessage: string;
  empty: string;
}

type TableProps<T> = Omit<ComponentProps<typeof DataTable<T>>, 'rows'>;

/** An admin list: its loading, error (with Retry) and empty states, then its table. */
export function ListTable<T>({
  query,
  select,
  texts,
  ...table
}: TableProps<T> & {
  query: UseQueryResult<readonly T[]>;
  /** Narrows the loaded rows (e.g. to one court) before the empty check. */
  select?: (rows: readonly T[]) => readonly T[];
  texts: ListTexts;
}) {
  return (
    <ListStates
      query={query}
      select={select}
      loadingText={texts.loading}
      errorTitle={texts.errorTitle}
      errorMessage={texts.errorMessage}
      emptyText={texts.empty}
    >
      {(rows) => <DataTable rows={rows} {...table} />}
    </ListStates>
  );
}

/**
 * An admin page of one list (clubs, courts, buttons, users, matches): its title and actions, the
 * list, a delete asked first (docs/product.md#admin-area: 'Are you sure you want to delete
 * {name}?') and said when done, then the page's own forms and dialogs.
 */
export function ListPage<T>({
  title,
  subtitle,
  action,
  above,
  remove,
  removed,
  question = (row) => i18n._(msg`Are you sure you want to delete ${table.rowLabel(row)}?`),
  children,
  ...table
}: Omit<ComponentProps<typeof ListTable<T>>, 'onDelete'> & {
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
  /** Content between the title and the list (e.g. a court's identify panel). */
  above?: ReactNode;
  remove: UseMutationResult<unknown, Error, T>;
  /** The toast after a delete, and the fallback message of a failed one. */
  removed: { done: string; failed: string };
  question?: (row: T) => string;
  children?: ReactNode;
}) {
  const { askToDelete, dialog } = useDeleteConfirmation(remove, {
    question,
    deleted: removed.done,
    failed: removed.failed,
  });
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={title} subtitle={subtitle} action={action} />
      {above}
      <ListTable {...table} onDelete={askToDelete} />
      {children}
      {dialog}
    </div>
  );
}
