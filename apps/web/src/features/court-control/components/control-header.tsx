import { Button } from '../../../components/ui/button.tsx';

/** Header (docs/product.md#control-screen): 'Court {courtId or username} - Match Control', Back to Court, refresh, Logout. */
export function ControlHeader({
  court,
  refreshing,
  onBack,
  onRefresh,
  onLogout,
}: {
  court: string;
  refreshing: boolean;
  onBack: () => void;
  onRefresh: () => void;
  onLogout: () => void;
}) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 bg-court-800 px-4 py-3 text-white sm:px-6">
      <h1 className="min-w-0 text-lg font-bold sm:text-xl">Court {court} - Match Control</h1>
      <nav className="flex items-center gap-2" aria-label="Match control">
        <Button variant="secondary" size="sm" onClick={onBack}>
          <span aria-hidden>←</span> Back to Court
        </Button>
        <Button variant="secondary" size="sm" onClick={onRefresh} loading={refreshing} aria-label="Refresh">
          {refreshing ? null : <RefreshIcon />}
          <span className="hidden sm:inline">Refresh</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={onLogout}>
          Logout
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
