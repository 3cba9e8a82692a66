import type { LiveScore, Match } from '@bandeja/contract';
import { isWarmUp } from '@bandeja/contract/plain';
import { scoredPointsStandIn, type Team } from '@bandeja/scoring';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { BOARD_TEXT } from '../../../components/board/text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ModalForm } from '../../../components/ui/modal-form.tsx';
import type { ApiResponse } from '../../../lib/api-client.ts';
import { sayFailure } from '../../../lib/i18n/error-text.ts';
import { toast } from '../../../lib/toast.tsx';
import { recordResult, recordRetirement, recordWalkover } from '../api/finish-match.ts';
import { CONTROL_MESSAGES, FINISH_TEXT } from '../messages.ts';
import {
  EMPTY_ROW,
  hasTiebreak,
  isMatchTiebreakRow,
  type ResultRow,
  resultProblem,
  setsOf,
} from '../result-entry.ts';

type Dialog = 'retire' | 'walkover' | 'result' | null;

const TEAMS: Team[] = ['team1', 'team2'];

/** The result form's rows: the set's name, then one column per team, numbers centred under the names. */
const ROW_GRID =
  'grid grid-cols-[6.5rem_1fr_1fr] items-center justify-items-center gap-x-3 gap-y-1 [&>:first-child]:justify-self-start';

/**
 * Finishing a match that did not end on court: a retirement (any time in play), a walkover or a
 * result entered by hand (before the first point). The server has the last word; its refusal is
 * shown as it says it.
 */
export function FinishOffCourt({
  match,
  score,
  onRecorded,
}: {
  match: Match;
  score: LiveScore;
  onRecorded: (score: LiveScore) => void;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const finish = useMutation({
    mutationFn: (run: () => Promise<ApiResponse<LiveScore>>) => run(),
    onSuccess: (answer) => {
      if (answer.success) {
        onRecorded(answer.data);
        toast.success(FINISH_TEXT.recorded);
        setDialog(null);
      } else {
        toast.error(sayFailure(answer, CONTROL_MESSAGES.actionFailed));
      }
    },
    onError: () => toast.error(CONTROL_MESSAGES.performFailed),
  });
  // The warm-up (before the first point or 'Start match') is in play: a team that never came is a walkover.
  const inPlay = score.status === 'ongoing' || isWarmUp(score);
  const beforeFirstPoint = inPlay && !scoredPointsStandIn(score);
  const nameOf = (team: Team) => score[`${team}_name`];
  const finishes = [
    { dialog: 'retire', label: FINISH_TEXT.retire, enabled: inPlay },
    { dialog: 'walkover', label: FINISH_TEXT.walkover, enabled: beforeFirstPoint },
    { dialog: 'result', label: FINISH_TEXT.enterResult, enabled: beforeFirstPoint },
  ] as const;

  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <p className="text-sm font-semibold text-slate-700">{FINISH_TEXT.title}</p>
      <p className="text-xs text-slate-500">{FINISH_TEXT.hint}</p>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {finishes.map((finish) => (
          <Button
            key={finish.dialog}
            variant="secondary"
            size="sm"
            disabled={!finish.enabled}
            onClick={() => setDialog(finish.dialog)}
          >
            {finish.label}
          </Button>
        ))}
      </div>

      {dialog === 'retire' || dialog === 'walkover' ? (
        <Modal
          open
          size="sm"
          title={dialog === 'retire' ? FINISH_TEXT.retireTitle : FINISH_TEXT.walkoverTitle}
          onClose={() => setDialog(null)}
        >
          <p className="text-sm text-slate-600">
            {dialog === 'retire' ? FINISH_TEXT.retireQuestion : FINISH_TEXT.walkoverQuestion}
          </p>
          <div className="mt-4 flex flex-col gap-2">
            {TEAMS.map((team) => (
              <Button
                key={team}
                variant="danger"
                size="lg"
                loading={finish.isPending}
                onClick={() =>
                  finish.mutate(() =>
                    dialog === 'retire'
                      ? recordRetirement(score.match_id, { team })
                      : recordWalkover(score.match_id, { team }),
                  )
                }
              >
                {dialog === 'retire'
                  ? FINISH_TEXT.retires(nameOf(team))
                  : FINISH_TEXT.didNotPlay(nameOf(team))}
              </Button>
            ))}
          </div>
          {dialog === 'walkover' ? (
            <p className="mt-3 text-xs text-slate-500">{FINISH_TEXT.walkoverOnlyBefore}</p>
          ) : null}
        </Modal>
      ) : null}

      {dialog === 'result' ? (
        <ResultDialog
          match={match}
          score={score}
          saving={finish.isPending}
          onCancel={() => setDialog(null)}
          onSave={(body) => finish.mutate(() => recordResult(score.match_id, body))}
        />
      ) : null}
    </div>
  );
}

function ResultDialog({
  match,
  score,
  saving,
  onCancel,
  onSave,
}: {
  match: Match;
  score: LiveScore;
  saving: boolean;
  onCancel: () => void;
  onSave: (body: { sets: NonNullable<ReturnType<typeof setsOf>>; retired: Team | null }) => void;
}) {
  const settings = match.settings;
  const [rows, setRows] = useState<ResultRow[]>(() =>
    Array.from({ length: settings.bestOfSets }, () => ({ ...EMPTY_ROW })),
  );
  const [retired, setRetired] = useState<Team | null>(null);
  const [shown, setShown] = useState(false);
  const sets = setsOf(settings, rows);
  const problem = resultProblem(settings, sets, retired);

  const update = (index: number, field: keyof ResultRow, value: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (problem || !sets) return;
    onSave({ sets, retired });
  }

  const numberField = (index: number, field: keyof ResultRow, label: string) => (
    <input
      type="text"
      inputMode="numeric"
      aria-label={label}
      value={rows[index]?.[field] ?? ''}
      onChange={(event) => update(index, field, event.target.value)}
      className="w-14 rounded-lg border border-slate-300 px-2 py-2 text-center font-score text-lg outline-none focus:border-court-600 focus:ring-2 focus:ring-court-100"
    />
  );

  return (
    <ModalForm
      title={FINISH_TEXT.resultTitle}
      submitLabel={FINISH_TEXT.save}
      submitting={saving}
      onSubmit={handleSubmit}
      onClose={onCancel}
      formClassName="flex flex-col gap-3"
    >
      <p className="text-sm text-slate-600">{FINISH_TEXT.resultHint}</p>
      <div className={`${ROW_GRID} text-sm`}>
        <span />
        <span className="w-full truncate text-center font-semibold text-slate-700">{score.team1_name}</span>
        <span className="w-full truncate text-center font-semibold text-slate-700">{score.team2_name}</span>
      </div>
      {rows.map((row, index) => {
        const tiebreakSet = isMatchTiebreakRow(settings, index);
        const setLabel = tiebreakSet ? FINISH_TEXT.matchTiebreak : BOARD_TEXT.set(index + 1);
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: a set is its position in the match
            key={index}
            className={ROW_GRID}
          >
            <legend className="sr-only">{setLabel}</legend>
            <span className="text-sm font-medium text-slate-600" aria-hidden>
              {setLabel}
            </span>
            {numberField(index, 'team1', `${setLabel}: ${score.team1_name}`)}
            {numberField(index, 'team2', `${setLabel}: ${score.team2_name}`)}
            {!tiebreakSet && hasTiebreak(settings, row) ? (
              <>
                <span className="text-xs text-slate-500" aria-hidden>
                  {FINISH_TEXT.tiebreakPoints}
                </span>
                {numberField(
                  index,
                  'tiebreak1',
                  `${BOARD_TEXT.set(index + 1)} ${FINISH_TEXT.tiebreakPoints}: ${score.team1_name}`,
                )}
                {numberField(
                  index,
                  'tiebreak2',
                  `${BOARD_TEXT.set(index + 1)} ${FINISH_TEXT.tiebreakPoints}: ${score.team2_name}`,
                )}
              </>
            ) : null}
          </fieldset>
        );
      })}
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {FINISH_TEXT.retiredLabel}
        <select
          value={retired ?? ''}
          onChange={(event) =>
            setRetired(
              event.target.value === 'team1' || event.target.value === 'team2' ? event.target.value : null,
            )
          }
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
        >
          <option value="">{FINISH_TEXT.nobodyRetired}</option>
          {TEAMS.map((team) => (
            <option key={team} value={team}>
              {FINISH_TEXT.retires(score[`${team}_name`])}
            </option>
          ))}
        </select>
      </label>
      {shown && problem ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {problem}
        </p>
      ) : null}
    </ModalForm>
  );
}
