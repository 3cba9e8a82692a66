import type { LiveScore, StatisticsUpdate } from '@bandeja/contract';
import { canControlMatch, isCourtRole, isWarmUp } from '@bandeja/contract/plain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { Banners } from '../../components/board/banners.tsx';
import { EndState } from '../../components/board/end-state.tsx';
import { SoundControl } from '../../components/board/lazy-sound-control.tsx';
import { SponsorStrip } from '../../components/board/lazy-sponsor-strip.tsx';
import { OfflineBanner, WaitingForScorer } from '../../components/board/live-notices.tsx';
import { PressFlash } from '../../components/board/press-flash.tsx';
import { ScoreCard } from '../../components/board/score-card.tsx';
import { BOARD_TEXT } from '../../components/board/text.ts';
import { TimerBar } from '../../components/board/timer-bar.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth-context.ts';
import { useClubBranding, useFollowClub } from '../../lib/board/club-branding.ts';
import { playersPerTeamOf, timeIsUp } from '../../lib/board/format.ts';
import { useMatchDetails } from '../../lib/board/match-details.ts';
import { useConnection } from '../../lib/board/use-connection.ts';
import { useLiveCalls } from '../../lib/board/use-live-calls.ts';
import { useNow } from '../../lib/board/use-now.ts';
import { useWakeLock } from '../../lib/board/use-wake-lock.ts';
import { acceptScore, useLiveScore } from '../../lib/live-score.ts';
import { useMatchChannel } from '../../lib/socket.ts';
import { finishMatchForTime } from './api/update-match-status.ts';
import { LoadingScore } from './components/loading-score.tsx';
import { StatusLine } from './components/status-line.tsx';
import { DEFAULT_EVENT_TITLE, type ScoreboardTimings, scoreboardTimings } from './config.ts';
import { SCOREBOARD_TEXT } from './text.ts';

// Failures and a match without a score are rare: their screens load when needed.
const ErrorLoadingMatch = lazy(() =>
  import('./components/load-states.tsx').then((module) => ({ default: module.ErrorLoadingMatch })),
);
const RefreshError = lazy(() =>
  import('./components/load-states.tsx').then((module) => ({ default: module.RefreshError })),
);
const NoScore = lazy(() =>
  import('./components/load-states.tsx').then((module) => ({ default: module.NoScore })),
);
const StatisticsOverlay = lazy(() =>
  import('./components/statistics-overlay.tsx').then((module) => ({ default: module.StatisticsOverlay })),
);
// Only operators (signed-in staff of the match) get controls: spectators never download them,
// nor the court tablet's outbox (lib/outbox) and its IndexedDB library, which come with them.
const ScoreControls = lazy(() =>
  import('./components/score-controls.tsx').then((module) => ({ default: module.ScoreControls })),
);

/**
 * The public live scoreboard (docs/product.md#public-scoreboard): /scores/public/{matchId}, /scores/public?matchId= (or the
 * demo match), and /scores/admin/{matchId} inside the admin shell for operators. It reads nothing
 * of the router: the board app renders it without one (docs/decisions/007-board-app.md).
 */
export function Scoreboard({ matchId, adminView }: { matchId: string; adminView: boolean }) {
  // A new match id is a new board: no highlight, call or overlay carries over.
  return <ScoreboardLoader key={matchId} matchId={matchId} adminView={adminView} />;
}

function ScoreboardLoader({ matchId, adminView }: { matchId: string; adminView: boolean }) {
  const [timings] = useState(scoreboardTimings);
  const query = useLiveScore(matchId, { refetchIntervalMs: timings.refreshMs });
  const [statistics, setStatistics] = useState<StatisticsUpdate | null>(null);
  const closeStatistics = useCallback(() => setStatistics(null), []);
  // Rejoins and resyncs on every reconnect, and never gives up (lib/socket.ts).
  useMatchChannel(matchId, { onStatistics: setStatistics });

  if (query.data) {
    return (
      <ScoreboardScreen
        score={query.data}
        timings={timings}
        adminView={adminView}
        statistics={statistics}
        onCloseStatistics={closeStatistics}
        refreshError={
          query.isError ? (
            <Suspense fallback={null}>
              <RefreshError error={query.error} />
            </Suspense>
          ) : null
        }
      />
    );
  }
  if (query.isError) {
    return (
      <Suspense fallback={<LoadingScore />}>
        {query.error instanceof ApiError && query.error.status === 404 ? (
          <NoScore matchId={matchId} />
        ) : (
          <ErrorLoadingMatch error={query.error} onRetry={() => void query.refetch()} />
        )}
      </Suspense>
    );
  }
  return <LoadingScore />;
}

function ScoreboardScreen({
  score,
  timings,
  adminView,
  statistics,
  onCloseStatistics,
  refreshError,
}: {
  score: LiveScore;
  timings: ScoreboardTimings;
  adminView: boolean;
  statistics: StatisticsUpdate | null;
  onCloseStatistics: () => void;
  refreshError: ReactNode;
}) {
  const queryClient = useQueryClient();
  const { state: auth } = useAuth();
  const details = useMatchDetails(score.match_id);
  const branding = useClubBranding(score.club_id);
  useFollowClub(branding.data);
  const connection = useConnection();
  // Until the match's rules arrive, nothing is spoken.
  const rules = details.data?.rules ?? null;
  const mixed = details.data?.mixed ?? false;
  const { announcer, sound, highlight, flash } = useLiveCalls(
    score,
    rules,
    { settleMs: timings.announceSettleMs, highlightMs: timings.highlightMs },
    mixed,
  );
  const running = score.status === 'ongoing' && score.start_time !== null;
  const now = useNow(timings.tickMs, running);
  useWakeLock(score.status !== 'finished');
  // Set by hand rather than with a <title> element: the board app's renderer (Preact,
  // docs/decisions/013-board-renderer.md) leaves one where it stands instead of in the head.
  const pageTitle = `${score.team1_name} vs ${score.team2_name} · Bandeja`;
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);

  const signedIn = auth.status === 'authenticated';
  // The match's controllers (the server's own rule): they may finish it when its time is up.
  const operator =
    auth.status === 'authenticated' &&
    canControlMatch(auth.user, { clubId: score.club_id, courtId: score.court_id });

  // Time is up: mark the match finished (docs/product.md#states). The server checks the time by its own clock; if
  // it refuses (this screen's clock runs ahead), its own time-limit sweep finishes the match moments
  // later and the room hears it.
  const timeUp = timeIsUp(score, now);
  useEffect(() => {
    if (!timeUp) return;
    void finishMatchForTime(score.match_id).then((answer) => {
      if (answer.success) acceptScore(queryClient, answer.data);
    });
  }, [timeUp, score.match_id, queryClient]);

  // The end state. A signed-in user's screen (a court tablet) goes home a minute later (docs/product.md#public-scoreboard);
  // a spectator's phone or a club TV stays on the result, with the court display's link
  // ('/' would only ask them to sign in). An operator's admin view stays too.
  const finished = score.status === 'finished';
  const leaves = finished && signedIn && !adminView;
  const [leaveAt, setLeaveAt] = useState<number | null>(null);
  useEffect(() => {
    if (!leaves) {
      setLeaveAt(null);
      return;
    }
    setLeaveAt(Date.now() + timings.redirectAfterFinishMs);
    const timer = setTimeout(() => window.location.assign(paths.root), timings.redirectAfterFinishMs);
    return () => clearTimeout(timer);
  }, [leaves, timings.redirectAfterFinishMs]);
  const countdownNow = useNow(1000, leaveAt !== null);
  const secondsLeft = leaveAt === null ? null : Math.max(0, Math.ceil((leaveAt - countdownNow) / 1000));

  const title = branding.data?.name || details.data?.clubName || DEFAULT_EVENT_TITLE;
  const court = details.data?.courtName ?? SCOREBOARD_TEXT.defaultCourt;
  const logo = branding.data?.logoUrl ?? null;
  const finishedForTime = (finished && score.finish_reason === 'time') || timeUp;
  const showEnd = finished || timeUp;
  const endFooter =
    secondsLeft !== null ? (
      <p data-testid="redirect-countdown" className="text-[max(0.75rem,2vmin)] text-red-100">
        {SCOREBOARD_TEXT.returningIn(secondsLeft)}
      </p>
    ) : !signedIn && score.court_id !== null ? (
      <a
        data-testid="court-display-link"
        href={paths.courtDisplay(score.court_id)}
        className="rounded-full bg-white px-[1.2em] py-[0.4em] text-[max(0.85rem,2.2vmin)] font-bold text-red-800 hover:bg-red-50"
      >
        {SCOREBOARD_TEXT.followCourt}
      </a>
    ) : null;

  const board = (
    <div className="flex min-h-0 flex-1 flex-col gap-[1.5vmin]">
      {showEnd ? (
        <EndState score={score} forTime={finishedForTime} footer={endFooter} />
      ) : (
        <Banners score={score} playersPerTeam={playersPerTeamOf(score)} mixed={mixed} />
      )}
      {showEnd ? null : <WaitingForScorer score={score} />}
      <ScoreCard score={score} highlight={highlight} fit={!adminView} />
      <TimerBar score={score} now={now} />
    </div>
  );

  return (
    <div
      data-testid="scoreboard"
      data-version={score.version}
      className={`flex flex-col gap-[1.5vmin] bg-slate-950 p-[2vmin] text-white ${
        // Inside the admin shell the board is a panel of the page; on its own it fills the screen
        // and a TV never scrolls.
        // and a TV never scrolls; on a big screen the content keeps 3.5% inside each edge, where
        // overscanning TVs cut.
        adminView
          ? 'min-h-[85vh] rounded-2xl'
          : 'min-h-dvh lg:h-dvh lg:overflow-hidden lg:px-[3.5vw] lg:py-[3.5vh]'
      }`}
    >
      {/* On a phone the club's name gets its own line: the sound switch and the badge go below it. */}
      <header className="flex flex-wrap items-center justify-between gap-[2vmin]">
        <div className="flex w-full min-w-0 items-center gap-[1.5vmin] sm:w-auto">
          {logo ? (
            <img
              src={logo}
              alt=""
              data-testid="club-logo"
              className="h-[max(2.2rem,8vmin)] w-auto max-w-[20vw] shrink-0 rounded-[1vmin] bg-white object-contain p-[0.4vmin]"
            />
          ) : null}
          <div className="min-w-0">
            <h1 className="text-[max(1.1rem,4vmin)] font-black tracking-tight break-words sm:truncate">
              {title}
            </h1>
            <p className="truncate text-[max(0.8rem,2.4vmin)] font-semibold text-slate-400">{court}</p>
            {/* Operators see the match's format in the engine's words. */}
            {adminView && details.data ? (
              <p data-testid="match-format" className="text-[max(0.75rem,1.8vmin)] text-slate-400">
                {details.data.format}
              </p>
            ) : null}
          </div>
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-[1.5vmin]">
          <SoundControl announcer={announcer} sound={sound} />
          <StatusBadge
            status={score.status}
            label={isWarmUp(score) ? BOARD_TEXT.warmUp : undefined}
            className="px-[1.6vmin]! py-[0.5vmin]! text-[max(0.75rem,2.2vmin)]!"
          />
        </div>
      </header>
      {operator ? (
        <div className="flex min-h-0 flex-1 flex-col gap-[2vmin] md:flex-row">
          {board}
          <div className="md:w-[30%] md:min-w-64">
            <Suspense fallback={null}>
              <ScoreControls
                score={score}
                playersPerTeam={playersPerTeamOf(score)}
                controlPath={
                  auth.status === 'authenticated' && isCourtRole(auth.user.role)
                    ? paths.courtControl(score.match_id)
                    : undefined
                }
                courtKeys={auth.status === 'authenticated' && isCourtRole(auth.user.role)}
              />
            </Suspense>
          </div>
        </div>
      ) : (
        board
      )}
      <PressFlash flash={flash} />
      <SponsorStrip branding={branding.data} />
      <StatusLine
        operator={operator}
        connection={connection}
        updatedAt={score.updated_at}
        refreshError={refreshError}
      />
      <OfflineBanner />
      {statistics ? (
        <Suspense fallback={null}>
          {/* One overlay per summary: a new set's summary replacing an open one gets its own 10 minutes. */}
          <StatisticsOverlay
            key={statistics.version}
            update={statistics}
            score={score}
            autoCloseMs={timings.statisticsAutoCloseMs}
            onClose={onCloseStatistics}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
