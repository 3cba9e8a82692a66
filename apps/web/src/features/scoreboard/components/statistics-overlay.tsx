import type { LiveScore, MatchStatisticsPayload, PlayerStats, StatisticsUpdate } from '@bandeja/contract';
import {
  formatDuration,
  playerStatisticsRows,
  splitTeamName,
  teamStatisticsRows,
} from '@bandeja/contract/plain';
import { QRCodeSVG } from 'qrcode.react';
import { type ReactNode, useEffect } from 'react';
import { paths } from '../../../config/paths.ts';
import { NARROW_SCREEN_QUERY, SMALL_SCREEN_QUERY } from '../../../config/screens.ts';
import { publicUrl } from '../../../lib/public-url.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { QR_LEVEL } from '../config.ts';

/** The line on the overlay of a finished match in docs/product.md#statistics-overlays. */
export const RETURN_BUTTON_TEXT = "Please don't forget to return the watch button to reception";

/**
 * The statistics overlays (docs/product.md#statistics-overlays), opened by `statisticsUpdate`: the team summary, or on a narrow
 * screen the mobile version with match and per-player accordions. 'SET SUMMARY' while the match is
 * in play, closing itself after `autoCloseMs`; 'MATCH SUMMARY' once finished, with the share QR and
 * the reminder to return the watch button. Both can be closed by hand (phones have no remote).
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

  const title = finished ? 'MATCH SUMMARY' : 'SET SUMMARY';
  const stats = update.statistics;
  const share = finished ? (
    <div
      data-testid="statistics-share"
      className="flex items-center gap-4 rounded-xl bg-white p-3 text-slate-900"
    >
      <QRCodeSVG
        value={publicUrl(paths.shareMatch(score.match_id))}
        level={QR_LEVEL}
        size={narrow ? 120 : small ? 140 : 200}
        title="Share this match"
        className="shrink-0"
      />
      <div className="min-w-0">
        <p className="text-[max(0.75rem,1.8vmin)] font-semibold uppercase tracking-wider text-court-700">
          Share your match
        </p>
        <p className="mt-1 text-[max(0.95rem,3vmin)] font-bold leading-tight">{RETURN_BUTTON_TEXT}</p>
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
              {finished ? 'Final' : `After set ${update.set}`} · Match time{' '}
              {formatDuration(stats.matchDurationSeconds)}
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            className="rounded-full bg-white/10 px-[2vmin] py-[1vmin] text-[max(0.85rem,2.2vmin)] font-semibold hover:bg-white/20"
          >
            Close
          </button>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto px-[3vmin] py-[2vmin]">
          {narrow ? <MobileSummary stats={stats} /> : <TeamSummary stats={stats} />}
          {share ? <div className="mt-[2vmin]">{share}</div> : null}
        </div>
      </div>
    </div>
  );
}

function timeTiles(stats: MatchStatisticsPayload): { label: string; value: string }[] {
  return [
    { label: 'Longest point', value: formatDuration(stats.longestPoint.duration) },
    { label: 'Average point', value: formatDuration(stats.averagePointTime.averageDuration) },
    { label: 'Match duration', value: formatDuration(stats.matchDurationSeconds) },
  ];
}

/** The team-level summary: one decimal in percentages (docs/product.md#statistics-overlays). */
function TeamSummary({ stats }: { stats: MatchStatisticsPayload }) {
  return (
    <div className="flex flex-col gap-[2vmin]">
      <table className="w-full table-fixed text-[max(0.9rem,3vmin)]">
        <thead>
          <tr className="text-[0.8em] text-slate-300">
            <th className="w-[38%] pb-[1vmin] text-left font-bold">{stats.team1_name}</th>
            <th className="w-[24%]" />
            <th className="w-[38%] pb-[1vmin] text-right font-bold">{stats.team2_name}</th>
          </tr>
        </thead>
        <tbody>
          {teamStatisticsRows(stats, 1).map((row) => (
            <tr key={row.label} className="border-t border-white/10">
              <td className="py-[0.8vmin] text-left font-bold tabular-nums">{row.team1}</td>
              <th
                scope="row"
                className="py-[0.8vmin] text-center text-[0.6em] font-semibold uppercase tracking-wider text-slate-400"
              >
                {row.label}
              </th>
              <td className="py-[0.8vmin] text-right font-bold tabular-nums">{row.team2}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <SetStrip stats={stats} />
      <dl className="grid grid-cols-3 gap-[1.5vmin]">
        {timeTiles(stats).map((tile) => (
          <div key={tile.label} className="rounded-[1.2vmin] bg-white/5 px-[1.5vmin] py-[1vmin] text-center">
            <dt className="text-[max(0.7rem,1.8vmin)] uppercase tracking-wider text-slate-400">
              {tile.label}
            </dt>
            <dd className="text-[max(1rem,3.6vmin)] font-bold tabular-nums">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The sets so far, with their length. */
function SetStrip({ stats }: { stats: MatchStatisticsPayload }) {
  const sets = stats.sets.filter((set) => set.finished || set.pointsPlayed > 0);
  if (sets.length === 0) return null;
  return (
    <ul className="flex flex-wrap justify-center gap-[1vmin] text-[max(0.8rem,2.2vmin)]">
      {sets.map((set) => (
        <li key={set.set} className="rounded-full bg-white/10 px-[1.6vmin] py-[0.4vmin] font-semibold">
          Set {set.set}:{' '}
          <span className="tabular-nums">
            {set.team1Games}-{set.team2Games}
          </span>
          {set.tiebreak ? (
            <span className="tabular-nums text-slate-400">
              {' '}
              ({set.tiebreak.team1}-{set.tiebreak.team2})
            </span>
          ) : null}
          <span className="text-slate-400"> · {formatDuration(set.durationSeconds)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The mobile version: a match accordion and one per player; whole percentages (docs/product.md#statistics-overlays). */
function MobileSummary({ stats }: { stats: MatchStatisticsPayload }) {
  const [player1, player2] = splitTeamName(stats.team1_name);
  const [player3, player4] = splitTeamName(stats.team2_name);
  // Two players may share a name (blank names are sent as 'Player 1' / 'Player 2' on both teams).
  const players: { number: number; name: string; stats: PlayerStats }[] = [
    { number: 1, name: player1 || 'Player 1', stats: stats.player1Stats },
    { number: 2, name: player2 || 'Player 2', stats: stats.player2Stats },
    { number: 3, name: player3 || 'Player 3', stats: stats.player3Stats },
    { number: 4, name: player4 || 'Player 4', stats: stats.player4Stats },
  ];
  return (
    <div className="flex flex-col gap-2 text-sm">
      <Accordion title="Match" open>
        <div className="divide-y divide-white/10">
          <div className="grid grid-cols-[1fr_auto_1fr] gap-2 pb-2 text-xs font-bold text-slate-300">
            <span className="truncate">{stats.team1_name}</span>
            <span />
            <span className="truncate text-right">{stats.team2_name}</span>
          </div>
          {teamStatisticsRows(stats, 0).map((row) => (
            <div key={row.label} className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 py-1.5">
              <span className="font-bold tabular-nums">{row.team1}</span>
              <span className="text-center text-xs uppercase tracking-wide text-slate-400">{row.label}</span>
              <span className="text-right font-bold tabular-nums">{row.team2}</span>
            </div>
          ))}
          {timeTiles(stats).map((tile) => (
            <div key={tile.label} className="flex justify-between py-1.5">
              <span className="text-xs uppercase tracking-wide text-slate-400">{tile.label}</span>
              <span className="font-bold tabular-nums">{tile.value}</span>
            </div>
          ))}
        </div>
      </Accordion>
      {players.map((player) => (
        <Accordion key={player.number} title={player.name}>
          <dl className="divide-y divide-white/10">
            {playerStatisticsRows(player.stats, 0).map((row) => (
              <div key={row.label} className="flex justify-between py-1.5">
                <dt className="text-slate-400">{row.label}</dt>
                <dd className="font-bold tabular-nums">{row.value}</dd>
              </div>
            ))}
          </dl>
        </Accordion>
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
