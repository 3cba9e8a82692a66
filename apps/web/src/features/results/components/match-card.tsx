import type { FinishedMatchItem } from '@bandeja/contract';
import { resultDateOf } from '@bandeja/contract/result-card';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { SetChips } from '../../../components/results/set-chips.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { abbreviateFinishReason } from '../../../lib/i18n/rule-labels.ts';
import { courtLabel, finishNote, formatStartTime, setsOf } from '../match-display.ts';

/** One finished match (docs/product.md#results-and-history): start time, ' - ', the court's name, the teams, set chips, two buttons. */
export function MatchCard({
  match,
  courtFallback,
  onViewStats,
  onShare,
}: {
  match: FinishedMatchItem;
  courtFallback: string;
  onViewStats: () => void;
  onShare: () => void;
}) {
  const sets = setsOf(match);
  const mark = match.finish_reason ? abbreviateFinishReason(match.finish_reason) : '';
  const note = finishNote(match);
  const teamClass = (team: 'team1' | 'team2') =>
    match.winner === team ? 'font-bold text-court-700' : 'font-medium text-slate-700';
  return (
    <article
      data-testid="match-card"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      aria-label={`${match.team1_name} Vs ${match.team2_name}`}
    >
      <p className="text-sm text-slate-500" data-testid="match-when">
        {formatStartTime(resultDateOf(match.start_time, match.end_time))}
        {' - '}
        {courtLabel(match.court, courtFallback)}
      </p>
      <p className="mt-1 text-lg leading-snug" data-testid="match-teams">
        <span className={teamClass('team1')}>{match.team1_name}</span>
        <span className="text-slate-500"> Vs </span>
        <span className={teamClass('team2')}>{match.team2_name}</span>
      </p>
      {sets.length > 0 || mark ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={i18n._(msg`Set scores`)}>
          <SetChips sets={sets} mark={mark} tone="light" item />
        </ul>
      ) : null}
      {note ? (
        <p className="mt-2 text-xs font-medium text-slate-500" data-testid="finish-note">
          {note}
        </p>
      ) : null}
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button variant="secondary" className="min-h-11" onClick={onViewStats}>
          <Trans>View stats</Trans>
        </Button>
        <Button className="min-h-11" onClick={onShare}>
          <Trans>Share Match</Trans>
        </Button>
      </div>
    </article>
  );
}
