import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';

/** Header (docs/product.md#control-screen): '{court's name} - Match Control', Back to Court, refresh, Logout. */
export function ControlHeader({
  courtName,
  refreshing,
  onBack,
  onRefresh,
  onLogout,
}: {
  courtName: string;
  refreshing: boolean;
  onBack: () => void;
  onRefresh: () => void;
  onLogout: () => void;
}) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 bg-court-800 px-4 py-3 text-white sm:px-6">
      <h1 className="min-w-0 text-lg font-bold sm:text-xl">
        <Trans>{courtName} - Match Control</Trans>
      </h1>
      <nav className="flex items-center gap-2" aria-label={i18n._(msg`Match control`)}>
        <Button variant="secondary" size="sm" className="min-h-11" onClick={onBack}>
          <span aria-hidden>←</span> <Trans>Back to Court</Trans>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11 min-w-11"
          onClick={onRefresh}
          loading={refreshing}
          aria-label={i18n._(msg`Refresh`)}
        >
          {refreshing ? null : <RefreshIcon />}
          <span className="hidden sm:inline">
            <Trans>Refresh</Trans>
          </span>
        </Button>
        <Button variant="secondary" size="sm" className="min-h-11" onClick={onLogout}>
          <Trans>Logout</Trans>
        </Button>
      </nav>
    </header>
  );
}

function RefreshIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M16 10a6 6 0 1 1-1.76-4.24M16 3v4h-4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
