import type { LiveScore, StatisticsUpdate } from '@bandeja/contract';
import { announce, DEFAULT_RULES, type ScoreView } from '@bandeja/scoring';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.tsx';
import { acceptScore, useLiveScore } from '../../lib/live-score.ts';
import { useMatchChannel } from '../../lib/socket.ts';
import { useClubBranding } from './api/get-club-branding.ts';
import { useMatchDetails } from './api/get-match-details.ts';
import { finishMatchForTime } from './api/update-match-status.ts';
import { Banners } from './components/banners.tsx';
import { EndState } from './components/end-state.tsx';
import { ErrorLoadingMatch, LoadingScore, NoScore } from './components/load-states.tsx';
import { ScoreCard } from './components/score-card.tsx';
import { ScoreControls } from './components/score-controls.tsx';
import { SoundControl } from './components/sound-control.tsx';
import { SponsorStrip } from './components/sponsor-strip.tsx';
import { StatusLine } from './components/status-line.tsx';
import { TimerBar } from './components/timer-bar.tsx';
import { DEFAULT_EVENT_TITLE, DEMO_MATCH_ID, type ScoreboardTimings, scoreboardTimings } from './config.ts';
import { timeIsUp } from './lib/format.ts';
import { useAnnouncer } from './lib/use-announcer.ts';
import { useConnection } from './lib/use-connection.ts';
import { useNow } from './lib/use-now.ts';
import { useWakeLock } from './lib/use-wake-lock.ts';

const StatisticsOverlay = lazy(() =>
  import('./components/statistics-overlay.tsx').then((module) => ({ default: module.StatisticsOverlay })),
);

/**
 * The public live scoreboard (spec §2): /scores/public/{matchId}, /scores/public?matchId= (or the
 * demo match), and /scores/admin/{matchId} inside the admin shell for operators.
 */
export function ScoreboardPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const matchId = params.matchId ?? search.get('matchId') ?? DEMO_MATCH_ID;
  const adminView = location.pathname.startsWith('/scores/admin/');
  // A new match id is a new board: no highlight, call or overlay carries over.
  return <Scoreboard key={matchId} matchId={matchId} adminView={adminView} />;
}

function Scoreboard({ matchId, adminView }: { matchId: string; adminView: boolean }) {
  const [timings] = useState(scoreboardTimings);
  const query = useLiveScore(matchId, { refetchIntervalMs: timings.refreshMs });
  const [statistics, setStatistics] = useState<StatisticsUpdate | null>(null);
  const closeStatistics = useCallback(() => setStatistics(null), []);
  useMatchChannel(matchId, {
    onStatistics: setStatistics,
    // useMatchChannel rejoins and resyncs on every reconnect; only when reconnection gives up does
    // the page start over (the spec reloads on any disconnect).
    onGaveUp: () => window.location.reload(),
  });

  if (query.data) {
    return (
      <ScoreboardScreen
        score={query.data}
        timings={timings}
        adminView={adminView}
        statistics={statistics}
        onCloseStatistics={closeStatistics}
        refreshError={query.isError ? query.error.message || 'Failed to load score' : null}
      />
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NoScore matchId={matchId} />;
    return <ErrorLoadingMatch message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return <LoadingScore />;
}

/** The engine's view of a live score ('pending' is a scheduled match: not finished). */
function engineView(score: LiveScore): ScoreView {
  return { ...score, status: score.status === 'finished' ? 'finished' : 'ongoing' };
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
  refreshError: string | null;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { state: auth } = useAuth();
  const details = useMatchDetails(score.match_id);
  const branding = useClubBranding(score.club_id);
  const connection = useConnection();
  const { announcer, sound } = useAnnouncer(timings.announceSettleMs);
  const running = score.status === 'ongoing' && score.start_time !== null;
  const now = useNow(timings.tickMs, running);
  const rules = details.data?.rules ?? DEFAULT_RULES;
  useWakeLock(score.status !== 'finished');

  const operator =
    auth.status === 'authenticated' &&
    (auth.user.role === 'super_admin' ||
      (auth.user.role === 'club_admin' && auth.user.clubId !== null && auth.user.clubId === score.club_id) ||
      (auth.user.role === 'court_user' &&
        auth.user.courtId !== null &&
        auth.user.courtId === score.court_id));

  // Each newer score: highlight the cell of the team that won the point, and speak the engine's
  // call. Whatever brought it (socket, refresh, an operator's answer, a resync), it passes here once.
  const [highlight, setHighlight] = useState<{ team: 'team1' | 'team2'; version: number } | null>(null);
  const previous = useRef<LiveScore | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = score;
    if (!before || before.match_id !== score.match_id || before.version === score.version) return;
    if (score.last_point_score !== 'none')
      setHighlight({ team: score.last_point_score, version: score.version });
    announcer.say(announce(rules, engineView(before), engineView(score)));
  }, [score, rules, announcer]);
  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => setHighlight(null), timings.highlightMs);
    return () => clearTimeout(timer);
  }, [highlight, timings.highlightMs]);

  // Time is up: mark the match finished (spec §4). The server checks the time by its own clock; if
  // it refuses (this screen's clock runs ahead), its own time-limit sweep finishes the match moments
  // later and the room hears it.
  const timeUp = timeIsUp(score, now);
  useEffect(() => {
    if (!timeUp) return;
    void finishMatchForTime(score.match_id).then((answer) => {
      if (answer.success) acceptScore(queryClient, answer.data);
    });
  }, [timeUp, score.match_id, queryClient]);

  // The end state, then the start screen after a minute (spec §2); an operator's admin view stays.
  const finished = score.status === 'finished';
  const [leaveAt, setLeaveAt] = useState<number | null>(null);
  useEffect(() => {
    if (!finished || adminView) {
      setLeaveAt(null);
      return;
    }
    setLeaveAt(Date.now() + timings.redirectAfterFinishMs);
    const timer = setTimeout(() => navigate(paths.root), timings.redirectAfterFinishMs);
    return () => clearTimeout(timer);
  }, [finished, adminView, timings.redirectAfterFinishMs, navigate]);
  const countdownNow = useNow(1000, leaveAt !== null);
  const secondsLeft = leaveAt === null ? null : Math.max(0, Math.ceil((leaveAt - countdownNow) / 1000));

  // Sound blocked: any tap on the page turns it on (the button says so).
  useEffect(() => {
    if (sound !== 'blocked') return;
    const handleTap = () => void announcer.enable();
    window.addEventListener('pointerdown', handleTap, { once: true });
    return () => window.removeEventListener('pointerdown', handleTap);
  }, [sound, announcer]);

  const title = branding.data?.name || details.data?.clubName || DEFAULT_EVENT_TITLE;
  const court = details.data?.courtName ?? 'Court 1';
  const finishedForTime = (finished && score.finish_reason === 'time') || timeUp;
  const showEnd = finished || timeUp;

  const board = (
    <div className="flex min-h-0 flex-1 flex-col gap-[1.5vmin]">
      {showEnd ? (
        <EndState score={score} forTime={finishedForTime} secondsLeft={secondsLeft} />
      ) : (
        <Banners score={score} />
      )}
      <ScoreCard score={score} highlight={highlight?.team ?? null} />
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
        adminView ? 'min-h-[85vh] rounded-2xl' : 'min-h-dvh lg:h-dvh lg:overflow-hidden'
      }`}
    >
      <title>{`${score.team1_name} vs ${score.team2_name} · Bandeja`}</title>
      <header className="flex items-center justify-between gap-[2vmin]">
        <div className="min-w-0">
          <h1 className="truncate text-[clamp(1.1rem,4vmin,3.2rem)] font-black tracking-tight">{title}</h1>
          <p className="truncate text-[clamp(0.8rem,2.4vmin,1.9rem)] font-semibold text-slate-400">{court}</p>
        </div>
        <div className="flex shrink-0 items-center gap-[1.5vmin]">
          <SoundControl announcer={announcer} sound={sound} />
          <StatusBadge
            status={score.status}
            className="px-[1.6vmin]! py-[0.5vmin]! text-[clamp(0.75rem,2.2vmin,1.6rem)]!"
          />
        </div>
      </header>
      {operator ? (
        <div className="flex min-h-0 flex-1 flex-col gap-[2vmin] md:flex-row">
          {board}
          <div className="md:w-[30%] md:min-w-64">
            <ScoreControls
              score={score}
              controlPath={
                auth.status === 'authenticated' && auth.user.role === 'court_user'
                  ? paths.courtControl(score.match_id)
                  : undefined
              }
            />
          </div>
        </div>
      ) : (
        board
      )}
      <SponsorStrip branding={branding.data} />
      <StatusLine
        operator={operator}
        connection={connection}
        updatedAt={score.updated_at}
        refreshError={refreshError}
      />
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
