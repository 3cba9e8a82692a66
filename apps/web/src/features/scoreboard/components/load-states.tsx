import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { apiQuery } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.ts';
import { sayCode, sayError } from '../../../lib/i18n/error-text.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { SCOREBOARD_TEXT } from '../text.ts';

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

/**
 * Why the last refresh of a score on screen failed, beside the connection state. Here rather than in
 * the scoreboard's chunk: the error texts load only when a refresh fails, not before the first
 * score (docs/decisions/007-board-app.md).
 */
export function RefreshError({ error }: { error: unknown }) {
  return <span className="text-amber-300">{sayError(error, SCOREBOARD_TEXT.loadFailed)}</span>;
}

/** A load failure with no score to show (docs/product.md#public-scoreboard): the message, Retry and Go to Login. */
export function ErrorLoadingMatch({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = sayError(error, SCOREBOARD_TEXT.loadFailed);
  return (
    <Panel testId="scoreboard-error">
      <h1 className="text-2xl font-bold">{i18n._(msg`Error Loading Match`)}</h1>
      <p role="alert" className="mt-2 text-slate-600">
        {message || sayCode('loadScore')}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={onRetry}>{i18n._(msg`Retry`)}</Button>
        <Button variant="secondary" onClick={() => window.location.assign(paths.login)}>
          {i18n._(msg`Go to Login`)}
        </Button>
      </div>
    </Panel>
  );
}

/** The court of a match as GET /matches/{id} answers it; a small guard keeps zod out of this chunk. */
export const parseCourt = async (data: unknown): Promise<{ courtId: number | null }> => {
  const courtId = typeof data === 'object' && data !== null && 'court_id' in data ? data.court_id : null;
  return { courtId: typeof courtId === 'number' ? courtId : null };
};

/**
 * No score for this match id (docs/product.md#public-scoreboard): every match gets its score when it
 * is created, so this is an unknown id (or /scores/public without one). It says so and links to the
 * court's results (the match's court, else a signed-in court user's own). Only signed-in staff get
 * the Create New Match form, for a match that exists without a score (made by an older server).
 */
export function NoScore({ matchId }: { matchId: string }) {
  const { state } = useAuth();
  const match = useQuery({
    queryKey: ['board', 'no-score-match', matchId],
    queryFn: apiQuery(`/matches/${encodeURIComponent(matchId)}`, {
      parse: parseCourt,
      fallback: '',
    }),
    retry: false,
  });
  if (match.isPending) {
    return (
      <Panel testId="scoreboard-no-score">
        <Spinner className="mx-auto" />
      </Panel>
    );
  }
  const signedIn = state.status === 'authenticated';
  const courtId = match.data?.courtId ?? (signedIn ? state.user.courtId : null);
  return <NoScorePanel matchId={matchId} exists={match.isSuccess} signedIn={signedIn} courtId={courtId} />;
}

/** What a match without a score says: also the server's first paint of an unknown match. */
export function NoScorePanel({
  matchId,
  exists,
  signedIn,
  courtId,
}: {
  matchId: string;
  exists: boolean;
  signedIn: boolean;
  courtId: number | null;
}) {
  return (
    <Panel testId="scoreboard-no-score">
      <h1 className="text-2xl font-bold">
        {exists ? i18n._(msg`No score found`) : i18n._(msg`This match does not exist`)}
      </h1>
      {exists && signedIn ? (
        <Suspense fallback={<Spinner className="mt-6" />}>
          <CreateMatchForm matchId={matchId} />
        </Suspense>
      ) : (
        <>
          <p className="mt-2 text-slate-600">
            {exists
              ? i18n._(msg`This match has no score yet.`)
              : i18n._(msg`Check the address, or scan the court's QR code again.`)}
          </p>
          {courtId !== null ? (
            <a
              href={paths.courtResults(courtId)}
              className="mt-6 inline-flex min-h-11 items-center justify-center rounded-lg bg-court-700 px-5 py-2.5 font-semibold text-white hover:bg-court-800"
            >
              {i18n._(msg`See this court's results`)}
            </a>
          ) : null}
        </>
      )}
    </Panel>
  );
}
