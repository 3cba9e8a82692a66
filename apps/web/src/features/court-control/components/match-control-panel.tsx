import type { LiveScore } from '@bandeja/contract';
import { isWarmUp, type ScoreAction } from '@bandeja/contract/plain';
import { UNDO_WINDOW_MS } from '@bandeja/scoring';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { type ResetAction, ResetDialog } from '../../../components/ui/reset-dialog.tsx';
import { describeScoreAction } from '../../../lib/i18n/rule-labels.ts';
import { CORRECTION_TEXT, WARM_UP_TEXT } from '../messages.ts';
import { RecentPointsList } from './recent-points-list.tsx';

/**
 * Whether the server still accepts the undo of a finished match's end (60 s after it,
 * docs/scoring-rules.md#undo-window): true during play, false once the window has passed.
 */
function useUndoWindowOpen(score: LiveScore): boolean {
  const endsAt =
    score.status === 'finished' && score.end_time !== null
      ? Date.parse(score.end_time) + UNDO_WINDOW_MS
      : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const left = endsAt - Date.now();
    if (left < 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left + 50);
    return () => clearTimeout(timer);
  }, [endsAt]);
  if (score.status !== 'finished') return true;
  return endsAt !== null && Math.max(now, Date.now()) <= endsAt;
}

/**
 * The Match Control panel: a point for either team, undo, reset game and reset set. Point buttons
 * wait while the match is scheduled or an action is under way (no double points from a double tap);
 * in warm-up they are taken (the first starts the clock) and 'Start match' starts it without a point;
 * a reset asks first (it wipes a game or a set on one tap); a finished match takes no points or
 * resets, and offers Undo only while the server accepts the undo of its end (60 s,
 * docs/scoring-rules.md#undo-window). Below, the last points, so the operator sees what Undo takes back.
 */
export function MatchControlPanel({
  score,
  busyWith,
  onAction,
  onStart,
  starting = false,
  children,
}: {
  score: LiveScore;
  busyWith: ScoreAction | null;
  onAction: (action: ScoreAction) => void;
  /** 'Start match' during warm-up: starts the clock without a point. */
  onStart?: (() => void) | undefined;
  starting?: boolean;
  /** More controls under the score actions (finishing the match off court). */
  children?: ReactNode;
}) {
  const finished = score.status === 'finished';
  // Warm-up (docs/scoring-rules.md#warm-up): points are taken, the first one starts the clock.
  const warmUp = isWarmUp(score);
  const pending = score.status === 'pending' && !warmUp;
  const busy = busyWith !== null;
  const pointDisabled = finished || pending || busy;
  const undoOpen = useUndoWindowOpen(score);
  const [confirming, setConfirming] = useState<ResetAction | null>(null);

  const confirmReset = () => {
    if (confirming) onAction(confirming);
    setConfirming(null);
  };

  return (
    <section
      aria-labelledby="match-control-title"
      className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="match-control-title" className="text-lg font-bold text-court-800">
        <Trans>Match Control</Trans>
      </h2>

      {finished ? (
        <p
          role="status"
          className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {CORRECTION_TEXT.finished}
          {undoOpen ? (
            <span className="mt-0.5 block text-xs font-normal text-red-700">
              {CORRECTION_TEXT.undoWindow}
            </span>
          ) : null}
        </p>
      ) : null}
      {warmUp ? (
        <div
          data-testid="warm-up-banner"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-yellow-50 px-3 py-2 ring-1 ring-yellow-200"
        >
          <p className="min-w-0 flex-1 text-sm font-medium text-yellow-900">
            {WARM_UP_TEXT.banner}
            <span className="block text-xs font-normal text-yellow-800">{WARM_UP_TEXT.hint}</span>
          </p>
          {onStart ? (
            <Button className="min-h-11" disabled={busy} loading={starting} onClick={onStart}>
              {WARM_UP_TEXT.start}
            </Button>
          ) : null}
        </div>
      ) : null}
      {pending ? (
        <p className="mt-3 rounded-lg bg-yellow-50 px-3 py-2 text-sm font-medium text-yellow-800 ring-1 ring-yellow-200">
          <Trans>The match has not started yet: points can be scored once it is ongoing.</Trans>
        </p>
      ) : null}

      <div className="mt-4 grid grid-cols-2 gap-3">
        {(['team1', 'team2'] as const).map((team) => {
          const action = team === 'team1' ? 'team1-point' : 'team2-point';
          return (
            <Button
              key={team}
              size="lg"
              className="min-h-20 flex-col gap-0.5! py-4 lg:min-h-44"
              disabled={pointDisabled}
              loading={busyWith === action}
              onClick={() => onAction(action)}
            >
              <span className="text-base sm:text-lg lg:text-2xl">{describeScoreAction(action)}</span>
              <span className="max-w-full truncate text-xs font-medium text-court-100 lg:text-sm">
                {score[`${team}_name`]}
              </span>
            </Button>
          );
        })}
      </div>
      <div className="mt-3 grid grid-cols-3 gap-2 lg:mt-4 lg:gap-3 [&>button]:min-h-11 [&>button]:lg:py-4 [&>button]:lg:text-base">
        {undoOpen ? (
          <Button
            variant="secondary"
            disabled={busy}
            loading={busyWith === 'undo'}
            onClick={() => onAction('undo')}
          >
            {describeScoreAction('undo')}
          </Button>
        ) : null}
        {(['reset-game', 'reset-set'] as const).map((action) => (
          <Button
            key={action}
            variant="secondary"
            disabled={finished || busy}
            loading={busyWith === action}
            onClick={() => setConfirming(action)}
          >
            {describeScoreAction(action)}
          </Button>
        ))}
      </div>
      <RecentPointsList score={score} undoOpen={undoOpen} />
      {children}
      {confirming ? (
        <ResetDialog action={confirming} onConfirm={confirmReset} onCancel={() => setConfirming(null)} />
      ) : null}
    </section>
  );
}
