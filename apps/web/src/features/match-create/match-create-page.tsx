import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PhoneLinks } from '../../components/press-links/phone-links.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { courtTitle } from '../../lib/court.ts';
import { sayCode } from '../../lib/i18n/error-text.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { clubBrandingQuery } from '../../lib/resources/clubs.ts';
import { activeMatchQuery, publicCourtQuery } from '../../lib/resources/courts.ts';
import { sportOf } from './api/get-court.ts';
import { MatchSetupForm } from './components/match-setup-form.tsx';
import { BallIcon, MessageCard, SetupShell } from './components/setup-shell.tsx';

/** How long the busy-court message stays before the public scoreboard opens. */
export const BUSY_COURT_REDIRECT_MS = 3000;

const linkClass =
  'inline-flex items-center justify-center rounded-lg bg-court-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-court-800';

/**
 * Match creation from the court's QR code (docs/product.md#match-creation): the court's status is checked first; a busy
 * court sends the players to its scoreboard, a free one shows the Match Setup form.
 */
export function MatchCreatePage() {
  const [searchParams] = useSearchParams();
  const { state } = useAuth();
  // The court: the query parameter, else the signed-in user's court, else 'unknown' (docs/product.md#match-creation).
  const court = searchParams.get('court') || String(state.user?.courtId ?? 'unknown');
  // The court token of the court's QR code (docs/api.md): the public needs it, a signed-in manager not.
  const courtToken = searchParams.get('token') || null;
  // Asked afresh each time the form opens: the court may have been taken, or changed its sport.
  const status = useQuery({ ...activeMatchQuery(court), staleTime: 0 });
  const courtInfo = useQuery({ ...publicCourtQuery(court), staleTime: 0 });
  // The club's settings: whether its new matches run the shot clock (the form's default).
  const clubId = courtInfo.data?.club_id;
  const club = useQuery({ ...clubBrandingQuery(clubId ?? 0), enabled: clubId !== undefined });
  const [created, setCreated] = useState<string | null>(null);
  const [busyWith, setBusyWith] = useState<string | null>(null);

  const activeId = busyWith ?? (status.data?.hasActiveMatch ? (status.data.match?.id ?? null) : null);

  let content: ReactNode;
  if (created) content = <MatchCreated matchId={created} courtToken={courtToken} />;
  else if (activeId) content = <CourtBusy matchId={activeId} />;
  else if (!courtToken && state.status === 'unauthenticated')
    content = (
      <MessageCard>
        <p role="alert" className="text-lg font-semibold text-slate-900">
          {sayCode('courtTokenRequired')}
        </p>
      </MessageCard>
    );
  else if (status.isPending || courtInfo.isPending || club.isLoading)
    content = (
      <MessageCard>
        <Spinner label={i18n._(msg`Checking court status`)} />
        <p className="text-base font-medium text-slate-700">
          <Trans>Checking court status...</Trans>
        </p>
      </MessageCard>
    );
  else
    content = (
      <MatchSetupForm
        court={court}
        courtToken={courtToken}
        sport={sportOf(courtInfo.data)}
        clubShotClock={club.data?.shot_clock ?? false}
        onCreated={setCreated}
        onCourtBusy={setBusyWith}
      />
    );

  return <SetupShell court={courtTitle(courtInfo.data, court)}>{content}</SetupShell>;
}

function CourtBusy({ matchId }: { matchId: string }) {
  const navigate = useNavigate();
  const scoreboard = paths.publicScoreboard(matchId);
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(scoreboard, { replace: true }), BUSY_COURT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, scoreboard]);
  return (
    <MessageCard>
      <p role="alert" className="text-lg font-semibold text-slate-900">
        {sayCode('activeMatchExists')}
      </p>
      <p className="text-sm text-slate-500">
        <Trans>Opening its scoreboard…</Trans>
      </p>
      <Link to={scoreboard} replace className={linkClass}>
        <Trans>Open the scoreboard</Trans>
      </Link>
    </MessageCard>
  );
}

function MatchCreated({ matchId, courtToken }: { matchId: string; courtToken: string | null }) {
  return (
    <MessageCard>
      <BallIcon className="size-14" />
      <h2 className="text-2xl font-bold text-court-800">
        <Trans>Enjoy your game!</Trans>
      </h2>
      <p className="text-base text-slate-600">
        <Trans>Good luck to both teams. Check the score in the public display.</Trans>
      </p>
      <Link to={paths.publicScoreboard(matchId)} className={linkClass}>
        <Trans>Follow the score</Trans>
      </Link>
      {/* No button on the court yet: each team may score from a phone (docs/hardware.md). */}
      <details className="w-full text-left">
        <summary className="cursor-pointer text-center text-base font-semibold text-court-700">
          <Trans>Score from a phone</Trans>
        </summary>
        <div className="mt-3">
          <PhoneLinks
            matchId={matchId}
            courtToken={courtToken}
            teamNames={{ team1: i18n._(msg`Team 1`), team2: i18n._(msg`Team 2`) }}
          />
        </div>
      </details>
    </MessageCard>
  );
}
