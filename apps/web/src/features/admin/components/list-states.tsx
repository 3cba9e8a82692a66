import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { sayText } from '../../../lib/i18n/error-text.ts';
import { errorText } from '../lib/format.ts';

/**
 * The loading, error (with Retry) and empty states of an admin list around its content.
 */
export function ListStates<T>({
  query,
  loadingText,
  errorTitle,
  errorMessage,
  emptyText,
  select = (rows) => rows,
  children,
}: {
  query: UseQueryResult<readonly T[]>;
  /** Narrows the loaded rows (e.g. to one court) before the empty check. */
  select?: (rows: readonly T[]) => readonly T[];
  loadingText: string;
  errorTitle: string;
  /** The page's own sentence (e.g. 'Failed to load courts'); the server's reason follows it. */
  errorMessage: string;
  emptyText: string;
  children: (rows: readonly T[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="flex items-center gap-3 rounded-2xl bg-white p-6 text-slate-600 shadow-sm ring-1 ring-slate-200">
        <Spinner label={loadingText} className="size-6" />
        <span>{loadingText}</span>
      </div>
    );
  }
  if (query.isError) {
    const title = sayText(errorMessage);
    const reason = errorText(query.error, errorMessage);
    return (
      <div role="alert" className="rounded-2xl bg-red-50 p-6 ring-1 ring-red-200">
        <h2 className="font-semibold text-red-800">{errorTitle}</h2>
        <p className="mt-1 text-sm text-red-700">{title}</p>
        {reason !== title ? <p className="mt-1 text-sm text-red-700">{reason}</p> : null}
        <Button className="mt-4" variant="secondary" onClick={() => void query.refetch()}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
  const rows = select(query.data);
  if (rows.length === 0) {
    return (
      <div className="rounded-2xl bg-white p-10 text-center text-slate-500 shadow-sm ring-1 ring-slate-200">
        {emptyText}
      </div>
    );
  }
  return <>{children(rows)}</>;
}

/** A failed load inside a panel or a dialog: the server's reason, or the page's own sentence. */
export function LoadFailed({
  error,
  message,
  className = '',
}: {
  error: unknown;
  message: string;
  className?: string;
}) {
  return (
    <p role="alert" className={`text-sm text-red-700 ${className}`}>
      {errorText(error, message)}
    </p>
  );
}

/** A page title with its main action. */
export function PageHeader({
  title,
  subtitle,
  action,
}: {
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
      </div>
      {action}
    </div>
  );
}
