import type { LiveScore } from '@bandeja/contract';
import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth, useCurrentUser } from '../../lib/auth.tsx';
import { courtTitle } from '../../lib/court.ts';
import { sayFailure } from '../../lib/i18n/error-text.ts';
import { acceptScore, useLiveScore } from '../../lib/live-score.ts';
import { useActionOutbox } from '../../lib/outbox/use-action-outbox.ts';
import { publicCourtQuery } from '../../lib/resources/courts.ts';
import { useMatchChannel } from '../../lib/socket.ts';
import { stayOn } from '../../lib/stay-on.ts';
import { preloadToasts, toast } from '../../lib/toast.tsx';
import { startMatchClock } from './api/start-match.ts';
import { ControlHeader } from './components/control-header.tsx';
import { FinishOffCourt } from './components/finish-off-court.tsx';
import { KeysAndPhones } from './components/keys-and-phones.tsx';
import { LiveScorePanel } from './components/live-score-panel.tsx';
import { MatchCards } from './components/match-cards.tsx';
import { MatchControlPanel } from './components/match-control-panel.tsx';
import { OutboxBanner } from './components/outbox-banner.tsx';
import { CONTROL_MESSAGES, CORRECTION_TEXT, WARM_UP_TEXT } from './messages.ts';

import { isNotFound, useControlMatch } from './use-control-match.ts';
import { usePendingScore } from './use-pending-score.ts';
import { useReturnWhenFinished } from './use-return-when-finished.ts';

/** `/court/{matchId}`: the court user's live match control (docs/product.md#control-screen). */
export function CourtControlPage() {
  const { matchId } = useParams();
  // A missing match id sends the user to / (docs/product.md#control-screen).
  if (!matchId) return <Navigate to={paths.root} replace />;
  return <CourtControl key={matchId} matchId={matchId} />;
}

function CourtControl({ matchId }: { matchId: string }) {
  const user = useCurrentUser();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const court = String(user.courtId ?? user.username);
  useEffect(stayOn, []);
  // Its toasts must work offline too ('saved on this tablet'): their code is fetched while online.
  useEffect(preloadToasts, []);

  const match = useControlMatch(matchId);
  const score = useLiveScore(matchId);
  // Every change made anywhere (WatchButton, another screen) arrives over the socket, which keeps
  // reconnecting and rejoins with the full score, so the tablet never shows a stale score.
  useMatchChannel(matchId);
  const [refreshing, setRefreshing] = useState(false);
  // The court's name, as on its dashboard and boards ('Pista 1 Norte'); 'Court {id}' until known.
  const courtKey = match.data?.court_id ?? user.courtId;
  const courtInfo = useQuery({
    ...publicCourtQuery(String(courtKey ?? '')),
    enabled: courtKey !== null && courtKey !== undefined,
  });
  const courtName = courtTitle(courtInfo.data, String(courtKey ?? user.username));

  const notFound = match.isError && isNotFound(match.error);
  const failure =
    match.isError && !match.data && !notFound
      ? CONTROL_MESSAGES.loadDetails
      : match.isSuccess && score.isError && !score.data
        ? CONTROL_MESSAGES.loadData
        : null;

  // A load failure sends the user to / (docs/product.md#control-screen), saying why.
  useEffect(() => {
    if (!failure) return;
    toast.error(failure);
    navigate(paths.root, { replace: true });
  }, [failure, navigate]);

  // Every action goes through the outbox: kept on the tablet, sent in order, applied once each, so
  // scoring goes on while the club's Wi-Fi is away (docs/operations.md).
  const accept = useCallback((answer: LiveScore) => acceptScore(queryClient, answer), [queryClient]);
  const outbox = useActionOutbox(matchId, accept, {
    onApplied: (action) => toast.success(CONTROL_MESSAGES.applied(action)),
    onBacklogSent: (count) => toast.success(CONTROL_MESSAGES.backlogSent(count)),
    onQueued: (action) => toast.info(CONTROL_MESSAGES.savedOnTablet(action)),
  });

  // While actions wait on the tablet, the score they will make, dimmed (the engine's, from the log).
  const pending = usePendingScore(matchId, match.data?.settings, score.data, outbox.waiting);

  const [starting, setStarting] = useState(false);
  const handleStart = async () => {
    setStarting(true);
    const answer = await startMatchClock(matchId);
    setStarting(false);
    if (answer.success) {
      acceptScore(queryClient, answer.data);
      toast.success(WARM_UP_TEXT.started);
    } else toast.error(sayFailure(answer));
  };

  const handleBack = () => navigate(paths.dashboard);
  // A court's tablet left on a finished match goes home to its dashboard by itself (2 min).
  const goHome = useCallback(() => navigate(paths.dashboard, { replace: true }), [navigate]);
  useReturnWhenFinished(user.role === 'court_user' && score.data?.status === 'finished', goHome);
  const handleLogout = () => {
    logout();
    navigate(paths.login, { replace: true });
  };
  const handleRefresh = async () => {
    setRefreshing(true);
    const [matchResult, scoreResult] = await Promise.all([match.refetch(), score.refetch()]);
    setRefreshing(false);
    if (matchResult.isError || scoreResult.isError) toast.error(CONTROL_MESSAGES.refreshFailed);
    else toast.success(CONTROL_MESSAGES.refreshed);
  };

  if (notFound) return <MatchNotFound onBack={handleBack} />;
  // A court user controls their own court's matches only (the server refuses the others' actions).
  if (match.data && user.role === 'court_user' && match.data.court_id !== user.courtId) {
    return <OtherCourt court={court} onBack={handleBack} />;
  }
  if (!match.data || !score.data) return <PageSpinner />;

  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <ControlHeader
        courtName={courtName}
        refreshing={refreshing}
        onBack={handleBack}
        onRefresh={handleRefresh}
        onLogout={handleLogout}
      />
      <OutboxBanner offline={outbox.offline} waiting={outbox.waiting} />
      <main className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 p-4 lg:p-6">
        <MatchCards match={match.data} score={score.data} />
        <div className="grid flex-1 gap-4 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
          <LiveScorePanel
            score={pending ?? score.data}
            pending={pending !== null}
            bestOfSets={match.data.settings.bestOfSets}
          />
          <MatchControlPanel
            score={score.data}
            busyWith={outbox.sending}
            onAction={outbox.press}
            onStart={() => void handleStart()}
            starting={starting}
          >
            <FinishOffCourt
              match={match.data}
              score={score.data}
              onRecorded={(recorded) => acceptScore(queryClient, recorded)}
            />
          </MatchControlPanel>
        </div>
        {/* Bluetooth keys score through the outbox, like a tap (docs/hardware.md). */}
        <KeysAndPhones
          matchId={matchId}
          courtId={match.data.court_id}
          teamNames={{ team1: score.data.team1_name, team2: score.data.team2_name }}
          onAction={outbox.press}
        />
      </main>
    </div>
  );
}

function OtherCourt({ court, onBack }: { court: string; onBack: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h1 className="text-xl font-bold text-slate-900">{CORRECTION_TEXT.otherCourtTitle}</h1>
        <p className="mt-2 text-sm text-slate-500">{CORRECTION_TEXT.otherCourtHint(court)}</p>
        <Button size="lg" className="mt-6 w-full" onClick={onBack}>
          {CORRECTION_TEXT.backToCourt}
        </Button>
      </div>
    </main>
  );
}

function MatchNotFound({ onBack }: { onBack: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h1 className="text-xl font-bold text-slate-900">
          <Trans>Match not found</Trans>
        </h1>
        <p className="mt-2 text-sm text-slate-500">
          <Trans>This match does not exist or was deleted.</Trans>
        </p>
        <Button size="lg" className="mt-6 w-full" onClick={onBack}>
          <Trans>Back to Court</Trans>
        </Button>
      </div>
    </main>
  );
}
