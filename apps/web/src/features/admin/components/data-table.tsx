import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes of the desktop cell (e.g. a width or truncation). */
  className?: string;
}

/** The rows most lists hold: known by their id, named by their name ('Delete Court 1'). */
export const NAMED_ROWS = {
  rowKey: (row: { id: number }) => row.id,
  rowLabel: (row: { name: string }) => row.name,
};

/**
 * The one list component of the admin pages (docs/product.md#admin-area): a table on desktop, cards on phones, with
 * Edit and Delete on each row (each when given). Buttons are named after the row ('Edit Court 1') for screen readers.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  rowLabel,
  onEdit,
  onDelete,
  actions,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  rowLabel: (row: T) => string;
  /** Without it the rows have no Edit button (e.g. API tokens, which are only created and revoked). */
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  /** More per-row actions before Edit (e.g. a link to a court's buttons). */
  actions?: (row: T) => ReactNode;
}) {
  const rowActions = (row: T, wrap: boolean) => (
    <div className={`flex justify-end gap-2 ${wrap ? 'flex-wrap' : ''}`}>
      {actions?.(row)}
      {onEdit ? (
        <RowButton name={i18n._(msg`Edit ${rowLabel(row)}`)} onClick={() => onEdit(row)}>
          <Trans>Edit</Trans>
        </RowButton>
      ) : null}
      {onDelete ? (
        <RowButton name={i18n._(msg`Delete ${rowLabel(row)}`)} onClick={() => onDelete(row)} danger>
          <Trans>Delete</Trans>
        </RowButton>
      ) : null}
    </div>
  );
  return (
    <>
      {/* relative: the sr-only header (absolute) must stay inside the scrolling box, not widen the page. */}
      <div className="relative hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-4 py-3">
                  {column.header}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 text-right">
                <span className="sr-only">
                  <Trans>Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50">
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={`px-4 py-3 align-middle text-slate-800 ${column.className ?? ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
                <td className="whitespace-nowrap px-4 py-3">{rowActions(row, false)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
              {columns.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="font-medium text-slate-500">{column.header}</dt>
                  <dd className="min-w-0 break-words text-slate-900">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-3 border-t border-slate-100 pt-3">{rowActions(row, true)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A row's own action: a small button named after what it does to the row ('Edit Court 1'). */
export function RowButton({
  name,
  onClick,
  danger = false,
  children,
}: {
  name: string;
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Button size="sm" variant={danger ? 'danger' : 'secondary'} onClick={onClick} aria-label={name}>
      {children}
    </Button>
  );
}
