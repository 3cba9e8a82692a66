import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { StackedLabel } from '../../../components/board/stacked-label.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { formatTimeOfDay } from '../../../lib/board/format.ts';
import type { Connection } from '../../../lib/board/use-connection.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';

/** The Control Mode label and the last-updated time (docs/product.md#public-scoreboard), with the live connection state. */
export function StatusLine({
  operator,
  connection,
  updatedAt,
  refreshError,
}: {
  operator: boolean;
  connection: Connection;
  updatedAt: string;
  /** Why the last refresh failed (load-states.tsx `RefreshError`), or null. */
  refreshError: ReactNode;
}) {
  return (
    <footer className="flex flex-wrap items-center justify-between gap-x-[2vmin] gap-y-1 text-[max(0.7rem,1.8vmin)] text-slate-400">
      <span data-testid="control-mode">
        {i18n._(msg`Control Mode:`)}{' '}
        <span className="font-semibold text-slate-200">
          {operator ? i18n._(msg`Operator`) : 'WatchButton'}
        </span>
      </span>
      <span className="flex items-center gap-[2vmin]">
        {refreshError}
        <span data-testid="connection" data-connection={connection} className="flex items-center gap-1.5">
          <span
            aria-hidden
            className={`inline-block size-[0.7em] rounded-full ${connection === 'connected' ? 'bg-green-400' : 'motion-safe:animate-pulse bg-amber-400'}`}
          />
          <StackedLabel
            shown={connection === 'connected' ? i18n._(msg`Live`) : i18n._(msg`Reconnecting…`)}
            labels={[i18n._(msg`Live`), i18n._(msg`Reconnecting…`)]}
          />
        </span>
        <LanguageSwitcher />
        <span data-testid="last-updated">
          {i18n._(msg`Last updated`)}{' '}
          {/* The server's first paint says it in the server's time zone: the client's render sets it. */}
          <time dateTime={updatedAt} suppressHydrationWarning>
            {formatTimeOfDay(updatedAt)}
          </time>
        </span>
      </span>
    </footer>
  );
}
