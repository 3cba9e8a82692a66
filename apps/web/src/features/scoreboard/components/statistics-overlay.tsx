import type { LiveScore, MatchStatisticsPayload, PlayerStats, StatisticsUpdate } from '@bandeja/contract';
import {
  formatDuration,
  noPointsPlayed,
  type PlayerNumber,
  playerStatisticsOf,
  playerStatisticsRows,
  setsBesideMatch,
  splitTeamName,
  teamStatisticsRows,
} from '@bandeja/contract/plain';
import type { DeuceMode } from '@bandeja/scoring';
import { msg } from '@lingui/core/macro';
import { type ReactNode, useEffect } from 'react';
import { SetsBesideMatchTable } from '../../../components/statistics/sets-beside-match.tsx';
import { describeStatistic, noPointsPlayedText } from '../../../components/statistics/statistic-labels.ts';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { paths } from '../../../config/paths.ts';
import { NARROW_SCREEN_QUERY, SMALL_SCREEN_QUERY } from '../../../config/screens.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { publicUrl } from '../../../lib/public-url.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { SCOREBOARD_TEXT } from '../text.ts';

/** The line on the overlay of a finished match in docs/product.md#statistics-overlays. */
export const RETURN_BUTTON_TEXT = (): string =>
  i18n._(msg`Please don't forget to return the watch button to reception`);

/**
 * The statistics overlays (docs/product.md#statistics-overlays), opened by `statisticsUpdate`: the team summary, or on a narrow
 * screen the mobile version with match and per-player accordions. 'SET SUMMARY' while the match is
 * in play, closing itself after `autoCloseMs`; 'MATCH SUMMARY' once finished, with the share QR and
 * the reminder to return the watch button. Both can be closed by hand (phones have no remote).
 * After a set, the set's own figures (`setStatistics`) stand beside the match so far. A singles
 * match lists its two players (`statistics.players`); a match not scored point by point (a walkover,
 * a result entered by hand) says its point figures are not available instead of showing zeros, and
 * a match ended before its first point says so in one line.
 * A lazy chunk: it brings the QR library.
 */
export function StatisticsOverlay({
  update,
  score,
  autoCloseMs,
  onClose,
}: {
  update: StatisticsUpdate;
  score: LiveScore;
  autoCloseMs: number;
  onClose: () => void;
}) {
  const finished = update.scope === 'match' || score.status === 'finished';
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const small = useMediaQuery(SMALL_SCREEN_QUERY);

  useEffect(() => {
    if (finished) return;
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [finished, autoCloseMs, onClose]);

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [onClose]);

  const title = finished ? i18n._(msg`MATCH SUMMARY`) : i18n._(msg`SET SUMMARY`);
  const stats = update.statistics;
  const noPoints = noPointsPlayed(stats);
  // The set's own figures beside the match so far, after a set (the match summary is the match).
  const setStats = !finished && stats.pointByPoint ? (update.setStatistics ?? null) : null;
  const share = finished ? (
    <div
      data-testid="statistics-share"
      className="flex items-center gap-4 rounded-xl bg-white p-3 text-slate-900"
    >
      <QrCode
        url={publicUrl(paths.shareMatch(score.match_id))}
        size={narrow ? 120 : small ? 140 : 200}
        label={i18n._(msg`Share this match`)}
        className="shrink-0"
      />
      <div className="min-w-0">
        <p className="text-[max(0.75rem,1.8vmin)] font-semibold uppercase tracking-wider text-court-700">
          {i18n._(msg`Share your match`)}
        </p>
        {/* No button was pressed in a match not scored point by point: nothing to return. */}
        {stats.pointByPoint ? (
          <p className="mt-1 text-[max(0.95rem,3vmin)] font-bold leading-tight">{RETURN_BUTTON_TEXT()}</p>
        ) : null}
      </div>
    </div>
  ) : null;

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="statistics-title"
      data-testid="statistics-overlay"
      data-variant={narrow ? 'mobile' : 'team'}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/85 p-[2vmin] backdrop-blur-sm"
    >
      <div className="flex max-h-full w-full max-w-[min(96vw,150vh)] flex-col overflow-hidden rounded-[2vmin] bg-slate-900 text-white shadow-2xl ring-1 ring-white/10">
        <header className="flex items-center justify-between gap-4 border-b border-white/10 px-[3vmin] py-[1.5vmin]">
          <div>
            <h2
              id="statistics-title"
              className="text-[max(1.2rem,4.5vmin)] font-black tracking-wider text-ball"
            >
              {title}
            </h2>
            <p className="text-[max(0.8rem,2.2vmin)] text-slate-400">
              {finished ? i18n._(msg`Final`) : i18n._(msg`After set ${update.set}`)}
              {stats.pointByPoint && !noPoints
                ? ` · ${i18n._(msg`Match time ${formatDuration(stats.matchDurationSeconds)}`)}`
                : ''}
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 min-w-11 rounded-full bg-white/10 px-[2vmin] py-[1vmin] text-[max(0.85rem,2.2vmin)] font-semibold hover:bg-white/20"
          >
            {i18n._(msg`Close`)}
          </button>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto px-[3vmin] py-[2vmin]">
          {!stats.pointByPoint ? (
            <NotScoredPointByPoint stats={stats} />
          ) : noPoints ? (
            <p
              data-testid="no-points-played"
              className="py-[2vmin] text-center text-[max(1rem,3vmin)] font-bold"
            >
              {noPointsPlayedText()}
            </p>
          ) : narrow ? (
            <MobileSummary stats={stats} setStats={setStats} set={update.set} deuceMode={score.deuce_mode} />
          ) : setStats ? (
            <div data-testid="set-beside-match" className="grid grid-cols-2 gap-[3vmin]">
              <SideBySideSummary
                title={SCOREBOARD_TEXT.setStatistics(update.set)}
                testId="set-statistics"
                titleColour="text-ball"
                stats={setStats}
                duration={SCOREBOARD_TEXT.setDuration}
                deuceMode={score.deuce_mode}
              />
              <SideBySideSummary
                title={SCOREBOARD_TEXT.matchSoFar}
                testId="match-statistics"
                titleColour="text-slate-300"
                stats={stats}
                duration={SCOREBOARD_TEXT.matchDuration}
                deuceMode={score.deuce_mode}
              />
            </div>
          ) : (
            <TeamSummary stats={stats} deuceMode={score.deuce_mode} />
          )}
          {share ? <div className="mt-[2vmin]">{share}</div> : null}
        </div>
      </div>
    </div>
  );
}

/** The time figures; a set's own figures carry the set's length as their duration. */
function timeTiles(
  stats: MatchStatisticsPayload,
  durationLabel: string = SCOREBOARD_TEXT.matchDuration,
): { label: string; value: string }[] {
  return [
    { label: i18n._(msg`Longest point`), value: formatDuration(stats.longestPoint.duration) },
    { label: i18n._(msg`Average point`), value: formatDuration(stats.averagePointTime.averageDuration) },
    { label: durationLabel, value: formatDuration(stats.matchDurationSeconds) },
  ];
}

/**
 * A match whose result was entered by hand or given as a walkover: no point was pressed, so its
 * point figures are not available (never shown as zeros); the set scores still are.
 */
function NotScoredPointByPoint({ stats }: { stats: MatchStatisticsPayload }) {
  return (
    <div data-testid="statistics-not-available" className="flex flex-col items-center gap-[2vmin] py-[2vmin]">
      <p className="text-center text-[max(1rem,3vmin)] font-bold">{SCOREBOARD_TEXT.notAvailable}</p>
      <p className="max-w-[60ch] text-center text-[max(0.85rem,2.2vmin)] text-slate-300">
        {SCOREBOARD_TEXT.noPointStatistics}
      </p>
      <SetStrip stats={stats} durations={false} />
    </div>
  );
}

/** One side of the set beside the match so far: its title over its compact summary. */
function SideBySideSummary({
  title,
  testId,
  titleColour,
  stats,
  duration,
  deuceMode,
}: {
  title: string;
  testId: string;
  titleColour: string;
  stats: MatchStatisticsPayload;
  /** The label of its one time tile, the duration. */
  duration: string;
  deuceMode: DeuceMode;
}) {
  return (
    <section aria-label={title} data-testid={testId}>
      <h3
        className={`mb-[1vmin] text-[max(0.8rem,2.4vmin)] font-black uppercase tracking-widest ${titleColour}`}
      >
        {title}
      </h3>
      <TeamSummary stats={stats} compact={duration} deuceMode={deuceMode} />
    </section>
  );
}

/**
 * The team-level summary (docs/product.md#statistics-overlays): the match's figures, then each
 * set's beside the match's. `compact` (a set beside the match so far) leaves out the sets and the
 * time tiles but the duration, labelled by it.
 */
function TeamSummary({
  stats,
  compact,
  deuceMode,
}: {
  stats: MatchStatisticsPayload;
  compact?: string;
  /** The match's rule: no deciding points row after advantage games. */
  deuceMode: DeuceMode;
}) {
  const tiles = compact
    ? [{ label: compact, value: formatDuration(stats.matchDurationSeconds) }]
    : timeTiles(stats);
  const sets = compact ? null : setsBesideMatch(stats);
  const teamTable = (
    <table
      className={`w-full table-fixed ${compact ? 'text-[max(0.85rem,2.4vmin)]' : 'text-[max(0.9rem,3vmin)]'}`}
    >
      <thead>
        <tr className="text-[0.8em] text-slate-300">
          <th className="w-[38%] pb-[1vmin] text-left font-bold">{stats.team1_name}</th>
          <th className="w-[24%]" />
          <th className="w-[38%] pb-[1vmin] text-right font-bold">{stats.team2_name}</th>
        </tr>
      </thead>
      <tbody>
        {teamStatisticsRows(stats, deuceMode).map((row) => (
          <tr key={row.key} className="border-t border-white/10">
            <td className="py-[0.8vmin] text-left font-bold tabular-nums">{row.team1}</td>
            <th
              scope="row"
              className="py-[0.8vmin] text-center text-[0.6em] font-semibold uppercase tracking-wider text-slate-400"
            >
              {describeStatistic(row.key)}
            </th>
            <td className="py-[0.8vmin] text-right font-bold tabular-nums">{row.team2}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  const tileList = (
    <dl className={`grid gap-[1.5vmin] ${compact ? 'grid-cols-1' : 'grid-cols-3'}`}>
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-[1.2vmin] bg-white/5 px-[1.5vmin] py-[1vmin] text-center">
          <dt className="text-[max(0.7rem,1.8vmin)] uppercase tracking-wider text-slate-400">{tile.label}</dt>
          <dd className="text-[max(1rem,3.6vmin)] font-bold tabular-nums">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
  if (sets) {
    // The match's figures on the left, each set beside the match's on the right: the share code
    // below still fits a TV screen.
    return (
      <div className="grid items-start gap-[3vmin] lg:grid-cols-2">
        <div className="flex flex-col gap-[2vmin]">
          {teamTable}
          {tileList}
        </div>
        <SetsBesideMatchTable table={sets} teams={stats} tone="dark" className="text-[max(0.8rem,2vmin)]" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-[2vmin]">
      {teamTable}
      {compact ? null : <SetStrip stats={stats} />}
      {tileList}
    </div>
  );
}

/** The sets so far, with their length (unknown for a result entered by hand). */
function SetStrip({ stats, durations = true }: { stats: MatchStatisticsPayload; durations?: boolean }) {
  const sets = stats.sets.filter((set) => set.finished || set.pointsPlayed > 0);
  if (sets.length === 0) return null;
  return (
    <ul className="flex flex-wrap justify-center gap-[1vmin] text-[max(0.8rem,2.2vmin)]">
      {sets.map((set) => (
        <li key={set.set} className="rounded-full bg-white/10 px-[1.6vmin] py-[0.4vmin] font-semibold">
          {i18n._(msg`Set ${set.set}:`)}{' '}
          <span className="tabular-nums">
            {set.team1Games}-{set.team2Games}
          </span>
          {set.tiebreak ? (
            <span className="tabular-nums text-slate-400">
              {' '}
              ({set.tiebreak.team1}-{set.tiebreak.team2})
            </span>
          ) : null}
          {durations ? (
            <span className="text-slate-400"> · {formatDuration(set.durationSeconds)}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The match's real players with their names: the two of a singles match (1 and 3, each the whole
 * team name), the four of a doubles match (names split from the team names).
 */
export function overlayPlayers(
  stats: MatchStatisticsPayload,
): { number: PlayerNumber; name: string; stats: PlayerStats }[] {
  const singles = stats.players.length === 2;
  const [player1, player2] = singles ? [stats.team1_name.trim()] : splitTeamName(stats.team1_name);
  const [player3, player4] = singles ? [stats.team2_name.trim()] : splitTeamName(stats.team2_name);
  const names: Record<PlayerNumber, string | undefined> = { 1: player1, 2: player2, 3: player3, 4: player4 };
  // Two players may share a name (blank names are sent as 'Player 1' / 'Player 2' on both teams).
  return stats.players.map((number) => ({
    number,
    name: names[number] || i18n._(msg`Player ${number}`),
    stats: playerStatisticsOf(stats, number),
  }));
}

/**
 * The mobile version (docs/product.md#statistics-overlays): a set, a match accordion (with the sets
 * beside the match once finished) and one per player; percentages as on every screen.
 */
function MobileSummary({
  stats,
  setStats,
  set,
  deuceMode,
}: {
  stats: MatchStatisticsPayload;
  setStats: MatchStatisticsPayload | null;
  set: number;
  deuceMode: DeuceMode;
}) {
  const players = overlayPlayers(stats);
  const sets = setStats ? null : setsBesideMatch(stats);
  return (
    <div className="flex flex-col gap-2 text-sm">
      {setStats ? (
        <Accordion title={SCOREBOARD_TEXT.setStatistics(set)} open>
          <TeamRows stats={setStats} durationLabel={SCOREBOARD_TEXT.setDuration} deuceMode={deuceMode} />
        </Accordion>
      ) : null}
      <Accordion title={setStats ? SCOREBOARD_TEXT.matchSoFar : i18n._(msg`Match`)} open={!setStats}>
        <TeamRows stats={stats} deuceMode={deuceMode} />
      </Accordion>
      {sets ? (
        <Accordion title={SCOREBOARD_TEXT.setsBesideMatch}>
          <SetsBesideMatchTable table={sets} teams={stats} tone="dark" className="text-xs" />
        </Accordion>
      ) : null}
      {players.map((player) => (
        <Accordion key={player.number} title={player.name}>
          <dl className="divide-y divide-white/10">
            {playerStatisticsRows(player.stats).map((row) => (
              <div key={row.key} className="flex justify-between py-1.5">
                <dt className="text-slate-400">{describeStatistic(row.key)}</dt>
                <dd className="font-bold tabular-nums">{row.value}</dd>
              </div>
            ))}
          </dl>
        </Accordion>
      ))}
    </div>
  );
}

/** One summary's team figures as rows, for the mobile accordions. */
function TeamRows({
  stats,
  durationLabel,
  deuceMode,
}: {
  stats: MatchStatisticsPayload;
  durationLabel?: string;
  deuceMode: DeuceMode;
}) {
  return (
    <div className="divide-y divide-white/10">
      <div className="grid grid-cols-[1fr_auto_1fr] gap-2 pb-2 text-xs font-bold text-slate-300">
        <span className="truncate">{stats.team1_name}</span>
        <span />
        <span className="truncate text-right">{stats.team2_name}</span>
      </div>
      {teamStatisticsRows(stats, deuceMode).map((row) => (
        <div key={row.key} className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 py-1.5">
          <span className="font-bold tabular-nums">{row.team1}</span>
          <span className="text-center text-xs uppercase tracking-wide text-slate-400">
            {describeStatistic(row.key)}
          </span>
          <span className="text-right font-bold tabular-nums">{row.team2}</span>
        </div>
      ))}
      {timeTiles(stats, durationLabel).map((tile) => (
        <div key={tile.label} className="flex justify-between py-1.5">
          <span className="text-xs uppercase tracking-wide text-slate-400">{tile.label}</span>
          <span className="font-bold tabular-nums">{tile.value}</span>
        </div>
      ))}
    </div>
  );
}

function Accordion({
  title,
  open = false,
  children,
}: {
  title: string;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details open={open} className="group rounded-xl bg-white/5 px-3 py-2">
      <summary className="flex cursor-pointer list-none items-center justify-between font-bold">
        <span>{title}</span>
        <span aria-hidden className="text-slate-400 transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}
