import type { MatchStatisticsPayload } from '@bandeja/contract';
import {
  formatDuration,
  noPointsPlayed,
  playerStatisticsOf,
  playerStatisticsRows,
  setsBesideMatch,
  teamStatisticsRows,
} from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { SetsBesideMatchTable } from '../../../components/statistics/sets-beside-match.tsx';
import { describeStatistic, noPointsPlayedText } from '../../../components/statistics/statistic-labels.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';
import type { PickablePlayer } from '../match-display.ts';

export const STATISTICS_NOT_AVAILABLE =
  'Statistics are not available for this match: it was not scored point by point (a walkover or a result entered by hand).';

/**
 * The post-game statistics view for one player (docs/product.md#results-and-history): that player's service numbers first,
 * then the match's team figures. Post-game mode: it stays until closed.
 */
export function PlayerStatisticsView({
  statistics,
  player,
  onClose,
}: {
  statistics: MatchStatisticsPayload;
  player: PickablePlayer;
  onClose: () => void;
}) {
  const s = statistics;
  const tiles = playerStatisticsRows(playerStatisticsOf(s, player.number));
  const rows = teamStatisticsRows(s);
  const sets = setsBesideMatch(s);
  if (!s.pointByPoint || noPointsPlayed(s)) {
    // A walkover, a result entered by hand or a match ended before its first point: no point was
    // pressed, so no figure is shown as 0.
    return (
      <Modal open title={i18n._(msg`MATCH SUMMARY`)} onClose={onClose} size="lg">
        <p className="text-xl font-bold text-slate-900" data-testid="player-name">
          {player.name}
        </p>
        {s.pointByPoint ? (
          <p className="mt-3 text-sm text-slate-600" data-testid="no-points-played">
            {noPointsPlayedText()}
          </p>
        ) : (
          <p className="mt-3 text-sm text-slate-600" data-testid="statistics-not-available">
            {STATISTICS_NOT_AVAILABLE}
          </p>
        )}
      </Modal>
    );
  }
  return (
    <Modal open title={i18n._(msg`MATCH SUMMARY`)} onClose={onClose} size="lg">
      <section aria-label={i18n._(msg`Player statistics`)} data-testid="player-statistics">
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="flex size-12 items-center justify-center rounded-full bg-court-700 text-xl font-bold text-white"
          >
            {player.name.charAt(0).toUpperCase()}
          </span>
          <div>
            <p className="text-xs font-semibold tracking-widest text-court-600 uppercase">
              {player.position}
            </p>
            <p className="text-xl font-bold text-slate-900" data-testid="player-name">
              {player.name}
            </p>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-5">
          {tiles.map(({ key, value }) => (
            <div key={key} className="rounded-xl bg-court-50 p-3 text-center ring-1 ring-court-100">
              <dd className="font-score text-2xl font-extrabold text-court-800">{value}</dd>
              <dt className="mt-1 text-xs text-slate-500">{describeStatistic(key)}</dt>
            </div>
          ))}
        </dl>
      </section>

      <section aria-label={i18n._(msg`Match statistics`)} className="mt-6">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
              <th className="py-2 text-left font-medium">
                <span className="sr-only">
                  <Trans>Statistic</Trans>
                </span>
              </th>
              <th className="px-2 py-2 font-semibold text-slate-700">{s.team1_name}</th>
              <th className="px-2 py-2 font-semibold text-slate-700">{s.team2_name}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100">
                <th scope="row" className="py-2 text-left font-normal text-slate-500">
                  {describeStatistic(row.key)}
                </th>
                <td className="px-2 py-2 text-center font-semibold">{row.team1}</td>
                <td className="px-2 py-2 text-center font-semibold">{row.team2}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-4 grid grid-cols-3 gap-2 text-center text-sm">
          <div className="rounded-xl bg-slate-50 p-3">
            <dd className="font-score text-lg font-bold">{formatDuration(s.longestPoint.duration)}</dd>
            <dt className="text-xs text-slate-500">
              <Trans>Longest point</Trans>
            </dt>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <dd className="font-score text-lg font-bold">
              {formatDuration(s.averagePointTime.averageDuration)}
            </dd>
            <dt className="text-xs text-slate-500">
              <Trans>Average point</Trans>
            </dt>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <dd className="font-score text-lg font-bold">{formatDuration(s.matchDurationSeconds)}</dd>
            <dt className="text-xs text-slate-500">
              <Trans>Match duration</Trans>
            </dt>
          </div>
        </dl>
      </section>

      {sets ? (
        <section aria-label={i18n._(msg`Sets and match`)} className="mt-6">
          <h3 className="mb-2 text-xs font-semibold tracking-widest text-court-600 uppercase">
            <Trans>Each set beside the match</Trans>
          </h3>
          <SetsBesideMatchTable table={sets} teams={s} tone="light" className="text-xs sm:text-sm" />
        </section>
      ) : null}
    </Modal>
  );
}
