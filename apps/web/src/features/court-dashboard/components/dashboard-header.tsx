import { CONNECT_TV_TEXT } from '../../../components/connect-tv/text.ts';
import { Brand } from '../../../components/layout/brand.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** Header (docs/product.md#court-dashboard): 'Court {courtId or username}' and a Logout button; beyond it, 'Connect a TV'. */
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
        <h1 className="truncate text-xl font-bold">Court {court}</h1>
      </div>
      <div className="flex shrink-0 gap-2">
        {onConnectTv ? (
          <Button variant="secondary" size="sm" onClick={onConnectTv}>
            {CONNECT_TV_TEXT.open}
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" onClick={onLogout}>
          Logout
        </Button>
      </div>
    </header>
  );
}
