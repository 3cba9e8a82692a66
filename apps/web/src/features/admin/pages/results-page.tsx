import type { ContestedResult, ResultReview } from '@bandeja/contract';
import { MESSAGES } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { toast } from '../../../lib/toast.tsx';
import { useContestedResults, useResolveResult, useResultReview } from '../api/results.ts';
import { ClubScopeHeader, hasNoClub, useClubScope } from '../components/club-scope.tsx';
import { ListStates, PageHeader } from '../components/list-states.tsx';
import { HeaderRow, PointLog } from '../components/point-log.tsx';
import { errorText, formatDate } from '../lib/format.ts';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200';

function setsLine(sets: readonly { team1: number; team2: number }[] | null): string {
  return sets && sets.length > 0 ? sets.map((set) => `${set.team1}-${set.team2}`).join(' ') : '—';
}

/** Each team's claim beside the logged result: what the admin weighs. */
function Claims({ review }: { review: ResultReview }) {
  const { document } = review.result;
  const verdicts = {
    confirmed: i18n._(msg`Confirmed`),
    contested: i18n._(msg`Contested`),
  };
  return (
    <table className="w-full text-left text-sm" data-testid="result-claims">
      <HeaderRow
        className="text-xs uppercase text-slate-500"
        cells={[i18n._(msg`Team`), i18n._(msg`Answer`), i18n._(msg`Their sets`), i18n._(msg`Reason`)]}
      />
      <tbody>
        <tr className="border-t border-slate-100 font-semibold">
          <td className="py-1 pr-3">
            <Trans>The point log</Trans>
          </td>
          <td className="py-1 pr-3" />
          <td className="py-1 pr-3 tabular-nums">{setsLine(document.sets)}</td>
          <td className="py-1" />
        </tr>
        {(['team1', 'team2'] as const).map((team) => {
          const answer = document.confirmations.find((entry) => entry.team === team);
          return (
            <tr key={team} className="border-t border-slate-100">
              <td className="py-1 pr-3">{document.teams[team].name}</td>
              <td className="py-1 pr-3">
                {answer ? `${verdicts[answer.verdict]} · ${formatDate(answer.at)}` : i18n._(msg`No answer`)}
              </td>
              <td className="py-1 pr-3 tabular-nums">
                {answer?.verdict === 'contested' ? setsLine(answer.claim) : '—'}
              </td>
              <td className="py-1">{review.reasons[team] ?? '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Review({ result, clubId }: { result: ContestedResult; clubId: number }) {
  const review = useResultReview(result.match_id);
  const resolve = useResolveResult(clubId);
  const onResolve = async () => {
    try {
      await resolve.mutateAsync(result.match_id);
      toast.success(i18n._(msg`Result resolved`));
    } catch (error) {
      toast.error(errorText(error, MESSAGES.resolveResult));
    }
  };
  if (!review.data) return <p className="text-sm text-slate-500">{i18n._(msg`Loading...`)}</p>;
  return (
    <div className="mt-3 flex flex-col gap-3">
      <Claims review={review.data} />
      <PointLog review={review.data} />
      <p className="text-sm text-slate-600">
        <Trans>
          If a claim is right, correct the match first from its scoreboard; resolving keeps the logged result.
        </Trans>{' '}
        <a className="font-semibold text-court-700 underline" href={paths.adminScoreboard(result.match_id)}>
          <Trans>Open the scoreboard</Trans>
        </a>
      </p>
      <div>
        <Button onClick={onResolve} loading={resolve.isPending} data-testid="resolve-result">
          <Trans>Resolve: the logged result stands</Trans>
        </Button>
      </div>
    </div>
  );
}

/**
 * Admin › Contested results (docs/players.md, "Results both teams confirm"): the club's results a
 * team contests, each with both claims, the reasons and the point log, resolved by the admin.
 */
export function ResultsPage() {
  const scope = useClubScope();
  const { clubId } = scope;
  const contested = useContestedResults(clubId);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={i18n._(msg`Contested results`)}
        subtitle={
          <Trans>Results a team contests: compare the claims with the point log, then resolve.</Trans>
        }
      />
      <ClubScopeHeader scope={scope} />
      {hasNoClub(scope) || clubId === null ? null : (
        <ListStates
          query={contested}
          loadingText={i18n._(msg`Loading results...`)}
          errorTitle={i18n._(msg`Error loading results`)}
          errorMessage={MESSAGES.fetchContestedResults}
          emptyText={i18n._(msg`No contested results`)}
        >
          {(rows) => (
            <ul className="flex flex-col gap-3">
              {rows.map((row) => (
                <li key={row.match_id} className={card} data-testid="contested-result">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div>
                      <p className="font-semibold text-slate-900">
                        {row.team1_name} — {row.team2_name}
                      </p>
                      <p className="text-xs text-slate-500">
                        {row.finished_at ? formatDate(row.finished_at) : ''}
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setOpen(open === row.match_id ? null : row.match_id)}
                    >
                      {open === row.match_id ? <Trans>Close</Trans> : <Trans>Review</Trans>}
                    </Button>
                  </div>
                  {open === row.match_id ? <Review result={row} clubId={clubId} /> : null}
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      )}
    </div>
  );
}
