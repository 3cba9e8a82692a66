import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CONNECT_TV_TEXT } from '../../components/connect-tv/text.ts';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { SMALL_SCREEN_QUERY } from '../../config/screens.ts';
import { useAuth, useCurrentUser } from '../../lib/auth.tsx';
import { courtTitle } from '../../lib/court.ts';
import { publicUrl } from '../../lib/public-url.ts';
import { activeMatchQuery, publicCourtQuery } from '../../lib/resources/courts.ts';
import { stayOn } from '../../lib/stay-on.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { finishedMatchesQuery } from './api/get-finished-matches.ts';
import { startTokenQuery } from './api/get-start-token.ts';
import { nextBookingQuery } from './api/next-booking.ts';
import { DashboardHeader } from './components/dashboard-header.tsx';
import { NextBookingPanel } from './components/next-booking-panel.tsx';
import { PreviousMatches } from './components/previous-matches.tsx';
import { ShareMatchPanel } from './components/share-match-panel.tsx';
import { StartMatchPanel } from './components/start-match-panel.tsx';
import { DASHBOARD_POLL_MS, QR_SIZES } from './constants.ts';

const ConnectTvDialog = lazy(() =>
  import('../../components/connect-tv/connect-tv-dialog.tsx').then((module) => ({
    default: module.ConnectTvDialog,
  })),
);

/**
 * The court user's home (docs/product.md#court-dashboard): previous matches, the QR code that starts a
 * match and the one that opens the court's results. The court's active and finished matches are
 * polled every 2 s; as soon as a match is active the tablet shows its public scoreboard.
 */
export function CourtDashboardPage() {
  const user = useCurrentUser();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const courtId = user.courtId;
  const court = String(courtId ?? user.username);
  // The court's tablet stays on, full screen, and opens without the network (docs/displays.md).
  useEffect(stayOn, []);
  // The court's name, as on its boards and results ('Pista 1 Norte'); 'Court {id}' until it is known.
  const courtInfo = useQuery({ ...publicCourtQuery(court), enabled: courtId !== null });
  const courtName = courtTitle(courtInfo.data, court);

  // A court user without a court has nothing to look up; the screen still shows its codes.
  const active = useQuery({
    ...activeMatchQuery(courtId ?? 0),
    enabled: courtId !== null,
    refetchInterval: DASHBOARD_POLL_MS,
  });
  const finished = useQuery({ ...finishedMatchesQuery(courtId ?? 0), enabled: courtId !== null });
  // The start QR code carries the court token that proves presence at the court (docs/api.md).
  // A match started with it spends it: asked again when the court's match changes.
  const startToken = useQuery({
    ...startTokenQuery(courtId ?? 0, active.data?.match?.id ?? null),
    enabled: courtId !== null,
  });
  // The court's next booking, started with one tap (docs/decisions/009-bookings.md).
  const nextBooking = useQuery({ ...nextBookingQuery(courtId ?? 0), enabled: courtId !== null });

  // 'Connect a TV' (docs/displays.md): this court, or the club's wall; opened by a TV's QR code too.
  const [search, setSearch] = useSearchParams();
  const codeFromQr = search.get('connect');
  const [connecting, setConnecting] = useState<{ code: string } | null>(
    codeFromQr === null ? null : { code: codeFromQr },
  );
  const closeConnect = () => {
    setConnecting(null);
    if (codeFromQr !== null) {
      search.delete('connect');
      setSearch(search, { replace: true });
    }
  };

  const handleLogout = () => {
    logout();
    navigate(paths.login, { replace: true });
  };

  const activeMatch = active.data?.hasActiveMatch ? active.data.match : null;
  // The dialog keeps the tablet here even when a match is on.
  if (activeMatch && !connecting) return <Navigate to={paths.publicScoreboard(activeMatch.id)} replace />;
  // The spinner shows until the first active lookup answers (or fails: failures are only logged).
  if (courtId !== null && active.isPending) return <PageSpinner />;

  const startUrl =
    courtId === null
      ? publicUrl(paths.matchCreate(user.username || 'court'))
      : startToken.data
        ? publicUrl(paths.matchCreate(courtId, startToken.data.token))
        : null;
  const shareUrl = publicUrl(paths.courtResults(courtId ?? user.username));
  const size = small ? 'small' : 'regular';

  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <DashboardHeader
        court={courtName}
        onLogout={handleLogout}
        onConnectTv={courtId !== null ? () => setConnecting({ code: '' }) : undefined}
      />
      {connecting && courtId !== null ? (
        <Suspense fallback={null}>
          <ConnectTvDialog
            code={connecting.code}
            onClose={closeConnect}
            // The court's own tablet connects its court's TV first of all: chosen already.
            preselected={0}
            targets={[
              { label: courtName, target: { kind: 'court', courtId } },
              ...(user.clubId !== null
                ? [{ label: CONNECT_TV_TEXT.wall, target: { kind: 'club' as const, clubId: user.clubId } }]
                : []),
            ]}
          />
        </Suspense>
      ) : null}
      <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 items-start gap-4 p-4 md:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.45fr)_minmax(0,1fr)] lg:p-6">
        <div className="order-2 lg:order-1">
          <PreviousMatches matches={finished.data} />
        </div>
        <div className="order-1 md:col-span-2 lg:order-2 lg:col-span-1">
          {courtId !== null && nextBooking.data?.booking && nextBooking.data.startable_from ? (
            <NextBookingPanel
              courtId={courtId}
              booking={nextBooking.data.booking}
              startableFrom={nextBooking.data.startable_from}
              onStarted={(matchId) => navigate(paths.publicScoreboard(matchId), { replace: true })}
            />
          ) : null}
          <StartMatchPanel court={courtName} url={startUrl} qrSize={QR_SIZES.startMatch[size]} />
        </div>
        <div className="order-3">
          <ShareMatchPanel url={shareUrl} qrSize={QR_SIZES.shareMatch[size]} />
        </div>
      </main>
    </div>
  );
}
