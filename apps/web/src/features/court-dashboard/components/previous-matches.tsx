import type { FinishedMatchItem } from '@bandeja/contract';
import { isNotPlayed, resultCardSetsOfMatch } from '@bandeja/contract/result-card';
import { Trans } from '@lingui/react/macro';
import { SetChips } from '../../../components/results/set-chips.tsx';
import { abbreviateFinishReason } from '../../../lib/i18n/rule-labels.ts';
import { matchSlot } from '../previous-match.ts';
import { Panel } from './panel.tsx';

function TeamLine({ name, won }: { name: string; won: boolean }) {
  return (
    <p
      data-winner={won || undefined}
      className={`flex items-center gap-2 truncate ${won ? 'font-bold text-court-700' : 'text-slate-600'}`}
    >
      <span className="truncate">{name}</span>
      {won ? (
        <span className="shrink-0 rounded-full bg-ball px-2 py-0.5 text-xs font-bold text-court-800">
          <Trans>Winner</Trans>
        </span>
      ) : null}
    </p>
  );
}

function PreviousMatch({ match }: { match: FinishedMatchItem }) {
  const sets = resultCardSetsOfMatch(match);
  // A retirement or a walkover is marked after the sets ('Ret.', 'W/O').
  const mark = match.finish_reason ? abbreviateFinishReason(match.finish_reason) : '';
  // Ended before any game was won: not played, not a draw.
  const notPlayed = isNotPlayed({ finished: true, sets, finishReason: match.finish_reason });
  return (
    <li data-testid="previous-match" className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <TeamLine name={match.team1_name} won={match.winner === 'team1'} />
      <TeamLine name={match.team2_name} won={match.winner === 'team2'} />
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <SetChips sets={sets} mark={mark} tone="dark" />
        {notPlayed ? (
          <span className="text-xs font-semibold text-slate-500" data-testid="not-played">
            <Trans>Not played</Trans>
          </span>
        ) : match.winner === 'draw' ? (
          <span className="text-xs font-semibold text-slate-500">
            <Trans>Draw</Trans>
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-xs text-slate-500" data-testid="match-slot">
        {matchSlot(match.start_time, match.end_time)}
      </p>
    </li>
  );
}

/** Left panel 'Previous Matches' (docs/product.md#court-dashboard): up to the 3 most recent finished matches. */
export function PreviousMatches({ matches }: { matches: FinishedMatchItem[] | undefined }) {
  return (
    <Panel title={<Trans>Previous Matches</Trans>} className="flex flex-col">
      {matches && matches.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-3">
          {matches.map((match) => (
            <PreviousMatch key={match.id} match={match} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-500">
          <Trans>No previous matches found</Trans>
        </p>
      )}
    </Panel>
  );
}
