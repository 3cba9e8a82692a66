import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CONNECT_TV_TEXT } from '../../../components/connect-tv/text.ts';
import { Brand } from '../../../components/layout/brand.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * Header (docs/product.md#court-dashboard): the court's name and a Logout button; beyond it,
 * 'Connect a TV' and 'Events' (a court user organises the club's events too).
 */
export function DashboardHeader({
  court,
  onLogout,
  onConnectTv,
}: {
  court: string;
  onLogout: () => void;
  onConnectTv?: () => void;
}) {
  return (
    <header className="flex items-center justify-between gap-3 bg-court-800 px-4 py-3 text-white sm:px-6">
      <div className="flex min-w-0 items-center gap-3">
        <span className="hidden sm:flex">
          <Brand className="text-lg text-white" />
        </span>
        <span className="hidden h-6 w-px bg-court-600 sm:block" aria-hidden />
        <h1 className="truncate text-xl font-bold">{court}</h1>
      </div>
      <div className="flex shrink-0 gap-2">
        <Link
          to={paths.events}
          className="inline-flex items-center justify-center rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
        >
          <Trans>Events</Trans>
        </Link>
        {onConnectTv ? (
          <Button variant="secondary" size="sm" className="min-h-11" onClick={onConnectTv}>
            {CONNECT_TV_TEXT.open}
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" className="min-h-11" onClick={onLogout}>
          <Trans>Logout</Trans>
        </Button>
      </div>
    </header>
  );
}
