import { msg } from '@lingui/core/macro';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ComponentProps, Fragment, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';
import type { ListTexts, PageTexts } from '../texts.ts';
import { type ClubScope, ClubScopeHeader, hasNoClub } from './club-scope.tsx';
import { DataTable } from './data-table.tsx';
import { useDeleteConfirmation } from './delete-confirmation.tsx';
import { ListStates, PageHeader } from './list-states.tsx';

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
 * An admin page of one list (clubs, courts, buttons, users, matches, players, API tokens,
 * webhooks): its title and actions, the club it works on (`scope`: a super admin picks one), the
 * list, the page's form (`form`: opened empty by the Add button, with a row by Edit), a delete
 * asked first (docs/product.md#admin-area: 'Are you sure you want to delete {name}?') and said
 * when done, then the page's own dialogs.
 */
export function ListPage<T>({
  texts,
  subtitle,
  action,
  form,
  editable = true,
  scope,
  above,
  remove,
  question = (row) => i18n._(msg`Are you sure you want to delete ${table.rowLabel(row)}?`),
  children,
  ...table
}: Omit<ComponentProps<typeof ListTable<T>>, 'onDelete' | 'onEdit' | 'texts'> & {
  /** Its title, its Add button (none: the page adds nothing), its list's states, its delete's toasts. */
  texts: PageTexts;
  subtitle?: ReactNode;
  /** More actions beside the Add button (e.g. a link to the buttons). */
  action?: ReactNode;
  /** The create or edit form of a row (null: a new one); `close` closes it. */
  form?: (row: T | null, close: () => void) => ReactNode;
  /** False: rows have no Edit button (API tokens are only created and revoked). */
  editable?: boolean;
  /** A club-scoped page: the club picker, and only 'Create a club first' while there is none. */
  scope?: ClubScope;
  /** Content between the title and the list (e.g. a court's identify panel). */
  above?: ReactNode;
  remove?: UseMutationResult<unknown, Error, T>;
  question?: (row: T) => string;
  children?: ReactNode;
}) {
  // The form reads its row from the list by key, so a change saved at once (a club's logo) shows.
  const [editing, setEditing] = useState<{ key: string | number | null } | null>(null);
  const close = () => setEditing(null);
  const editedRow =
    editing?.key == null
      ? null
      : (table.query.data?.find((row) => table.rowKey(row) === editing.key) ?? null);
  const { askToDelete, dialog } = useDeleteConfirmation(remove, {
    question,
    deleted: texts.removed?.done ?? '',
    failed: texts.removed?.failed ?? '',
  });
  const addButton = texts.add ? (
    <Button onClick={() => setEditing({ key: null })} disabled={scope?.clubId === null}>
      {texts.add}
    </Button>
  ) : null;
  const showsList = !scope || !hasNoClub(scope);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={texts.title}
        subtitle={subtitle}
        action={
          action && addButton ? (
            <div className="flex gap-2">
              {action}
              {addButton}
            </div>
          ) : (
            (action ?? addButton)
          )
        }
      />
      {scope ? <ClubScopeHeader scope={scope} /> : null}
      {showsList ? (
        <>
          {above}
          <ListTable
            {...table}
            texts={texts}
            onEdit={form && editable ? (row) => setEditing({ key: table.rowKey(row) }) : undefined}
            onDelete={remove ? askToDelete : undefined}
          />
          {children}
        </>
      ) : null}
      {form && editing && (editing.key === null || editedRow) ? (
        <Fragment key={editing.key ?? 'new'}>{form(editedRow, close)}</Fragment>
      ) : null}
      {dialog}
    </div>
  );
}
