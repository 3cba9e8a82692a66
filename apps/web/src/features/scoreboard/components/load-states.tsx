import { lazy, type ReactNode, Suspense } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';

const CreateMatchForm = lazy(() =>
  import('./create-match-form.tsx').then((module) => ({ default: module.CreateMatchForm })),
);

function Panel({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <main
      data-testid={testId}
      className="flex min-h-dvh items-center justify-center bg-slate-950 p-6 text-white"
    >
      <div className="w-full max-w-md rounded-2xl bg-white p-6 text-center text-slate-900 shadow-xl">
        {children}
      </div>
    </main>
  );
}

/** A load failure with no score to show (docs/product.md#public-scoreboard): the message, Retry and Go to Login. */
export function ErrorLoadingMatch({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Panel testId="scoreboard-error">
      <h1 className="text-2xl font-bold">Error Loading Match</h1>
      <p role="alert" className="mt-2 text-slate-600">
        {message || 'Failed to load score'}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={onRetry}>Retry</Button>
        <Button variant="secondary" onClick={() => window.location.assign(paths.login)}>
          Go to Login
        </Button>
      </div>
    </Panel>
  );
}

/** No score for this match id (docs/product.md#public-scoreboard): 'No score found' and the Create New Match form. */
export function NoScore({ matchId }: { matchId: string }) {
  return (
    <Panel testId="scoreboard-no-score">
      <h1 className="text-2xl font-bold">No score found</h1>
      <Suspense fallback={<Spinner className="mt-6" />}>
        <CreateMatchForm matchId={matchId} />
      </Suspense>
    </Panel>
  );
}
