import type { LiveScore } from '@bandeja/contract';
import { SCORE_ACTION_LABELS, type ScoreAction } from '@bandeja/contract/plain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The Match Control panel: a point for either team, undo, reset game and reset set. Point buttons
 * wait while the match is pending or an action is under way (no double points from a double tap);
 * a finished match takes no points or resets. Undo stays: the server accepts an undo of the point
 * that ended the match for 60 seconds (docs/scoring-rules.md#undo-window) and refuses it afterwards with its own message.
 */
export function MatchControlPanel({
  score,
  busyWith,
  onAction,
  children,
}: {
  score: LiveScore;
  busyWith: ScoreAction | null;
  onAction: (action: ScoreAction) => void;
  /** More controls under the score actions (finishing the match off court). */
  children?: ReactNode;
}) {
  const finished = score.status === 'finished';
  const pending = score.status === 'pending';
  const busy = busyWith !== null;
  const pointDisabled = finished || pending || busy;

  return (
    <section
      aria-labelledby="match-control-title"
      className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="match-control-title" className="text-lg font-bold text-court-800">
        Match Control
      </h2>

      {finished ? (
        <p
          role="status"
          className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          This match is finished. No further modifications are allowed.
          <span className="mt-0.5 block text-xs font-normal text-red-700">
            Undo is accepted for 60 seconds after the end, for a mistaken final point.
          </span>
        </p>
      ) : null}
      {pending ? (
        <p className="mt-3 rounded-lg bg-yellow-50 px-3 py-2 text-sm font-medium text-yellow-800 ring-1 ring-yellow-200">
          The match has not started yet: points can be scored once it is ongoing.
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
              <span className="text-base sm:text-lg lg:text-2xl">{SCORE_ACTION_LABELS[action]}</span>
              <span className="max-w-full truncate text-xs font-medium text-court-100 lg:text-sm">
                {score[`${team}_name`]}
              </span>
            </Button>
          );
        })}
      </div>
      <div className="mt-3 grid grid-cols-3 gap-2 lg:mt-4 lg:gap-3 [&>button]:lg:py-4 [&>button]:lg:text-base">
        <Button
          variant="secondary"
          disabled={busy}
          loading={busyWith === 'undo'}
          onClick={() => onAction('undo')}
        >
          {SCORE_ACTION_LABELS.undo}
        </Button>
        <Button
          variant="secondary"
          disabled={finished || busy}
          loading={busyWith === 'reset-game'}
          onClick={() => onAction('reset-game')}
        >
          {SCORE_ACTION_LABELS['reset-game']}
        </Button>
        <Button
          variant="secondary"
          disabled={finished || busy}
          loading={busyWith === 'reset-set'}
          onClick={() => onAction('reset-set')}
        >
          {SCORE_ACTION_LABELS['reset-set']}
        </Button>
      </div>
      {children}
    </section>
  );
}
