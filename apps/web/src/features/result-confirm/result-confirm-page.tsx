import type { ResultDocument } from '@bandeja/contract';
import { MESSAGES } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { sayError } from '../../lib/i18n/error-text.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useAnswerResult, useResult } from './api.ts';

type Team = 'team1' | 'team2';
const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';

function teamOf(value: string | null): Team | null {
  return value === 'team1' || value === 'team2' ? value : null;
}

/** Where the result stands, from this team's side (docs/players.md, "Results both teams confirm"). */
function statusText(document: ResultDocument, team: Team): string {
  const mine = document.confirmations.find((answer) => answer.team === team);
  switch (document.status) {
    case 'confirmed':
      return document.verified
        ? i18n._(msg`Verified: both teams agree on this result`)
        : i18n._(msg`Confirmed`);
    case 'contested':
      return i18n._(msg`Contested: the club will look at the point log and resolve it`);
    case 'resolved':
      return i18n._(msg`Resolved by the club`);
    default:
      return mine
        ? i18n._(msg`Confirmed by your team. Waiting for the other team`)
        : i18n._(msg`Waiting for your answer`);
  }
}

function untilTime(at: string): string {
  return new Date(at).toLocaleTimeString(i18n.locale, { hour: '2-digit', minute: '2-digit' });
}

function Result({ document, team }: { document: ResultDocument; team: Team }) {
  const { team1, team2 } = document.teams;
  const row = (side: Team) => (
    <div className={`flex items-center justify-between gap-3 py-2 ${side === team ? 'font-bold' : ''}`}>
      <span className="min-w-0 break-words text-slate-900">
        {(side === 'team1' ? team1 : team2).name}
        {side === team ? (
          <span className="ml-2 rounded-full bg-court-100 px-2 py-0.5 text-xs font-semibold text-court-800">
            <Trans>your team</Trans>
          </span>
        ) : null}
      </span>
      <span className="flex shrink-0 gap-2 font-score text-2xl tabular-nums">
        {document.sets.map((set, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a set's place is its identity
          <span key={index} className="w-7 text-center">
            {set[side]}
          </span>
        ))}
      </span>
    </div>
  );
  return (
    <section className={card} data-testid="confirm-result" aria-label={i18n._(msg`The result`)}>
      {row('team1')}
      <div className="border-t border-slate-100" />
      {row('team2')}
    </section>
  );
}

function Answer({ matchId, team, token }: { matchId: string; team: Team; token: string }) {
  const answer = useAnswerResult(matchId);
  const [contesting, setContesting] = useState(false);
  const [reason, setReason] = useState('');
  const error = answer.error ? sayError(answer.error, MESSAGES.answerResult) : null;
  return (
    <section className={`${card} flex flex-col gap-3`}>
      {contesting ? (
        <>
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            <Trans>What was different? (optional)</Trans>
            <textarea
              data-testid="contest-reason"
              value={reason}
              maxLength={300}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
              className="rounded-lg border border-slate-300 p-2 font-normal"
            />
          </label>
          <Button
            variant="danger"
            size="lg"
            data-testid="send-contest"
            loading={answer.isPending}
            onClick={() =>
              answer.mutate({ team, token, verdict: 'contested', reason: reason.trim() || undefined })
            }
          >
            <Trans>Contest the result</Trans>
          </Button>
          <Button variant="ghost" onClick={() => setContesting(false)}>
            <Trans>Back</Trans>
          </Button>
        </>
      ) : (
        <>
          <Button
            size="lg"
            data-testid="confirm-button"
            loading={answer.isPending}
            onClick={() => answer.mutate({ team, token, verdict: 'confirmed' })}
          >
            <Trans>Confirm</Trans>
          </Button>
          <Button variant="secondary" data-testid="contest-button" onClick={() => setContesting(true)}>
            <Trans>Contest</Trans>
          </Button>
        </>
      )}
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/**
 * A team's confirm page (docs/players.md, "Results both teams confirm"): opened from the court
 * display's result QR code or the statistics mail, on a phone. The result, one tap to confirm or
 * to contest (with a reason if they like), and where the result stands afterwards.
 */
export function ResultConfirmPage() {
  const { matchId = '' } = useParams();
  const [search] = useSearchParams();
  const team = teamOf(search.get('team'));
  const token = search.get('t') ?? '';
  const result = useResult(matchId);
  const document = result.data?.document;
  const mine = document?.confirmations.find((answer) => answer.team === team);
  const open =
    document?.status === 'awaiting' &&
    !mine &&
    (document.confirm_until === null || Date.parse(document.confirm_until) > Date.now());
  return (
    <main
      className="mx-auto flex min-h-dvh max-w-md flex-col gap-4 bg-slate-50 p-4"
      data-testid="result-confirm-page"
    >
      <h1 className="text-2xl font-black text-court-800">
        <Trans>Confirm the result</Trans>
      </h1>
      {result.isPending ? <Spinner /> : null}
      {result.isError ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {sayError(result.error, MESSAGES.fetchResult)}
        </p>
      ) : null}
      {document && team === null ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {sayError(new Error(MESSAGES.resultTokenInvalid), MESSAGES.resultTokenInvalid)}
        </p>
      ) : null}
      {document && team ? (
        <>
          <Result document={document} team={team} />
          <p
            data-testid="result-status"
            data-status={document.status}
            data-verified={document.verified}
            className="rounded-xl bg-court-50 px-4 py-3 text-base font-semibold text-court-900"
          >
            {statusText(document, team)}
          </p>
          {open ? <Answer matchId={matchId} team={team} token={token} /> : null}
          {open && document.confirm_until ? (
            <p className="text-sm text-slate-600">
              <Trans>
                Answer by {untilTime(document.confirm_until)}: after that, a result nobody contests counts as
                confirmed.
              </Trans>
            </p>
          ) : null}
        </>
      ) : null}
    </main>
  );
}
