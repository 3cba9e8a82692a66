import type { ActiveMatch } from '@bandeja/contract';
import { formatResult, formatSetScores, MESSAGES, SET_KEYS } from '@bandeja/contract/plain';
import { resultCardSetsOfMatch } from '@bandeja/contract/result-card';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { useDashboardStats } from '../api/dashboard.ts';
import { useOngoingMatches } from '../api/matches.ts';
import { LoadFailed } from '../components/list-states.tsx';

function StatCard({ label, value, loading }: { label: string; value: number | undefined; loading: boolean }) {
  return (
    <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <dl className="flex flex-col gap-1">
        <dt className="text-xs font-medium text-slate-500 sm:text-sm">{label}</dt>
        <dd className="text-2xl font-bold text-court-800 sm:text-3xl">
          {loading ? <Spinner label={`Loading ${label}`} className="size-6" /> : (value ?? '—')}
        </dd>
      </dl>
    </div>
  );
}

/** The sets ('6-4 / 3-2', docs/product.md#constants-and-timings: sets at 0-0 hidden), and the points of the game being played. */
function scoreText(match: ActiveMatch): { sets: string; game: string | null; tiebreak: boolean } {
  const live = match.liveScore;
  if (!live)
    return {
      sets: formatResult(resultCardSetsOfMatch(match), match.finish_reason),
      game: null,
      tiebreak: false,
    };
  // A rally game reads by its points, its sets staying at 0-0 (docs/scoring-rules.md, "Rally scoring").
  if (live.rally) {
    const points = { team1: live.rally.team1_points, team2: live.rally.team2_points };
    return {
      sets:
        live.status === 'finished'
          ? formatResult([points], live.finish_reason)
          : `${points.team1}-${points.team2}`,
      game: null,
      tiebreak: false,
    };
  }
  // A finished match carries its mark ('Ret.', 'W/O').
  const sets =
    live.status === 'finished'
      ? formatResult(
          SET_KEYS.map((key) => live.set_scores[key]),
          live.finish_reason,
        )
      : formatSetScores(SET_KEYS.map((key) => live.set_scores[key])) || '0-0';
  const game = live.current_game.is_tiebreak
    ? `${live.current_game.team1_tiebreak_score}-${live.current_game.team2_tiebreak_score}`
    : `${live.current_game.team1_score}-${live.current_game.team2_score}`;
  return { sets, game: live.status === 'finished' ? null : game, tiebreak: live.current_game.is_tiebreak };
}

/** What a score line is: the games of each set, or the points of the game (or tiebreak) in play. */
function ScoreLabel({ children }: { children: string }) {
  return (
    <span className="mr-1.5 font-sans text-[10px] font-semibold tracking-wide text-slate-600 uppercase">
      {children}
    </span>
  );
}

function Trophy({ show }: { show: boolean }) {
  return show ? (
    <span role="img" aria-label={i18n._(msg`Winner`)} className="ml-1">
      🏆
    </span>
  ) : null;
}

function OngoingMatchRow({ match }: { match: ActiveMatch }) {
  const { sets, game, tiebreak } = scoreText(match);
  const finished = match.status === 'finished';
  return (
    <li>
      <Link
        to={paths.adminScoreboard(match.id)}
        className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl px-3 py-3 hover:bg-slate-50"
      >
        <div className="min-w-0 flex-1 text-sm">
          <p className="truncate font-semibold text-slate-900">
            {match.team1_name}
            <Trophy show={finished && match.winner === 'team1'} />
          </p>
          <p className="truncate text-slate-700">
            {match.team2_name}
            <Trophy show={finished && match.winner === 'team2'} />
          </p>
          {match.court ? <p className="text-xs text-slate-500">{match.court.name}</p> : null}
        </div>
        <div className="text-right font-score tabular-nums">
          <p className="text-base font-bold text-slate-900" data-testid="ongoing-sets">
            {/* Each figure is a set's games ('2-0' is two games of set 1, not two sets). */}
            <ScoreLabel>{finished ? i18n._(msg`Result`) : i18n._(msg`Games`)}</ScoreLabel>
            {sets}
          </p>
          {game ? (
            <p className="text-xs text-slate-500" data-testid="ongoing-game">
              <ScoreLabel>{tiebreak ? i18n._(msg`Tiebreak`) : i18n._(msg`Game`)}</ScoreLabel>
              {game}
            </p>
          ) : null}
        </div>
        <StatusBadge status={match.status} />
      </Link>
    </li>
  );
}

/** /admin/dashboard (docs/product.md#admin-area): three stat cards and the ongoing matches. */
export function DashboardPage() {
  const user = useCurrentUser();
  const isClubAdmin = user.role === 'club_admin';
  const stats = useDashboardStats(isClubAdmin);
  const ongoing = useOngoingMatches({ clubId: user.clubId ?? null, refresh: isClubAdmin });

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Welcome to Admin Dashboard</Trans>
      </h1>
      <section aria-label={i18n._(msg`Statistics`)} className="grid grid-cols-3 gap-3 sm:gap-4">
        <StatCard label={i18n._(msg`Total Users`)} value={stats.data?.totalUsers} loading={stats.isPending} />
        <StatCard
          label={i18n._(msg`Active Matches`)}
          value={stats.data?.activeMatches}
          loading={stats.isPending}
        />
        <StatCard
          label={i18n._(msg`Total Courts`)}
          value={stats.data?.totalCourts}
          loading={stats.isPending}
        />
      </section>
      {stats.isError ? <LoadFailed error={stats.error} message={MESSAGES.fetchDashboardStats} /> : null}

      <section className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <h2 className="border-b border-slate-100 px-5 py-4 text-lg font-semibold text-slate-900">
          <Trans>Ongoing Matches</Trans>
        </h2>
        {ongoing.isPending ? (
          <div className="flex justify-center p-8">
            <Spinner label={i18n._(msg`Loading matches`)} />
          </div>
        ) : ongoing.isError ? (
          <LoadFailed error={ongoing.error} message={MESSAGES.fetchActiveMatches} className="p-5" />
        ) : ongoing.data.length === 0 ? (
          <div className="p-8 text-center">
            <p className="font-medium text-slate-700">
              <Trans>No matches found</Trans>
            </p>
            <p className="mt-1 text-sm text-slate-500">
              <Trans>Scan the QR code to create a new match</Trans>
            </p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100 p-2">
            {ongoing.data.map((match) => (
              <OngoingMatchRow key={match.id} match={match} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
