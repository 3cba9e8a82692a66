import { Brand } from '../../../components/layout/brand.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** Header (spec §2): 'Court {courtId or username}' and a Logout button. */
export function DashboardHeader({ court, onLogout }: { court: string; onLogout: () => void }) {
  return (
    <header className="flex items-center justify-between gap-3 bg-court-800 px-4 py-3 text-white sm:px-6">
      <div className="flex min-w-0 items-center gap-3">
        <span className="hidden sm:flex">
          <Brand className="text-lg text-white" />
        </span>
        <span className="hidden h-6 w-px bg-court-600 sm:block" aria-hidden />
        <h1 className="truncate text-xl font-bold">Court {court}</h1>
      </div>
      <Button variant="secondary" size="sm" onClick={onLogout}>
        Logout
      </Button>
    </header>
  );
}
