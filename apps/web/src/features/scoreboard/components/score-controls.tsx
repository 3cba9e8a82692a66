import type { LiveScore } from '@bandeja/contract';
import { SCREEN_MESSAGES, type ScoreAction, splitTeamName } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { type ResetAction, ResetDialog } from '../../../components/ui/reset-dialog.tsx';
import { useCourtKeys } from '../../../lib/court-keys/use-court-keys.ts';
import { sayError } from '../../../lib/i18n/error-text.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { acceptScore } from '../../../lib/live-score.ts';
import { useActionOutbox } from '../../../lib/outbox/use-action-outbox.ts';
import { toast } from '../../../lib/toast.tsx';
import { useScoreAction } from '../api/score-actions.ts';

interface ControlsProps {
  score: LiveScore;
  controlPath?: string;
  /** 1 in singles: each button names its one player, whole. */
  playersPerTeam?: 1 | 2;
}

/**
 * The score controls of a signed-in operator (docs/product.md#public-scoreboard: live score on the left, controls on the
 * right): a point for either team, undo, reset game and reset set. On a court user's tablet
 * (`courtKeys`) the court's Bluetooth keys score too, and every action, tap or key, goes through
 * the tablet's offline outbox with its press time, like on the control screen (docs/hardware.md,
 * "On the court tablet and a phone"); another operator's actions are sent at once.
 */
export function ScoreControls({ courtKeys = false, ...props }: ControlsProps & { courtKeys?: boolean }) {
  return courtKeys ? <CourtTabletControls {...props} /> : <OperatorControls {...props} />;
}

/** Sent at once: failures show the server's message (e.g. 'Cannot modify a finished match'). */
function OperatorControls(props: ControlsProps) {
  const action = useScoreAction(props.score.match_id);
  const run = (name: ScoreAction) =>
    action.mutate(name, { onError: (error) => toast.error(sayError(error, SCREEN_MESSAGES.actionFailed)) });
  return (
    <ControlsPanel
      {...props}
      run={run}
      busy={action.isPending}
      failure={action.isError ? sayError(action.error, SCREEN_MESSAGES.performAction) : null}
    />
  );
}

/**
 * A court user's tablet: kept in IndexedDB while the Wi-Fi is away, sent in order, once each, with
 * its press time (lib/outbox). A key is a tap on the same button. The board's own flash confirms
 * each applied press, so the outbox says nothing more.
 */
function CourtTabletControls(props: ControlsProps) {
  const queryClient = useQueryClient();
  const accept = useCallback((answer: LiveScore) => acceptScore(queryClient, answer), [queryClient]);
  const outbox = useActionOutbox(props.score.match_id, accept);
  return (
    <ControlsPanel
      {...props}
      run={outbox.press}
      busy={outbox.sending !== null}
      waiting={outbox.waiting.length}
      keysOf={props.score.court_id}
    />
  );
}

function ControlsPanel({
  score,
  controlPath,
  playersPerTeam = 2,
  run,
  busy,
  failure = null,
  waiting,
  keysOf = null,
}: ControlsProps & {
  run: (action: ScoreAction) => void;
  busy: boolean;
  failure?: string | null;
  /** Actions kept in the tablet's outbox, not yet applied. */
  waiting?: number;
  /** The court whose Bluetooth keys score here (lib/court-keys), or none. */
  keysOf?: number | null;
}) {
  const finished = score.status === 'finished';
  // A reset wipes a game or a set on one tap: it asks first.
  const [confirming, setConfirming] = useState<ResetAction | null>(null);
  const resets = [
    { action: 'reset-game', label: i18n._(msg`Reset game`) },
    { action: 'reset-set', label: i18n._(msg`Reset set`) },
  ] as const;
  // A key is a tap on the same button (docs/hardware.md, "On the court tablet and a phone").
  useCourtKeys({ courtId: keysOf, enabled: keysOf !== null && confirming === null, onAction: run });
  const teamLabel = (name: string, fallback: string) =>
    (playersPerTeam === 1 ? name.trim() : splitTeamName(name).filter(Boolean).join(' / ')) || fallback;
  const big =
    'flex min-h-[max(3rem,11vmin)] flex-col items-center justify-center rounded-[1.2vmin] px-3 py-2 text-[max(0.9rem,2.6vmin)] font-bold shadow disabled:opacity-40';
  const small =
    'min-h-11 rounded-[1vmin] px-3 py-[max(0.5rem,1.6vmin)] text-[max(0.8rem,2vmin)] font-semibold ring-1 ring-inset ring-white/20 hover:bg-white/10 disabled:opacity-40';
  return (
    <aside
      aria-label={i18n._(msg`Score controls`)}
      data-testid="score-controls"
      data-waiting={waiting}
      className="flex flex-col gap-[1.5vmin] rounded-[2vmin] bg-slate-900 p-[2vmin] ring-1 ring-white/10"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-[max(0.8rem,2vmin)] font-semibold uppercase tracking-widest text-slate-400">
          {i18n._(msg`Score controls`)}
        </h2>
        {/* The court user's full control screen (docs/product.md#control-screen). */}
        {controlPath ? (
          // A plain link: the public board runs without the router (docs/decisions/007-board-app.md).
          <a href={controlPath} className="text-[max(0.75rem,1.8vmin)] font-semibold text-ball underline">
            {i18n._(msg`Match Control`)}
          </a>
        ) : null}
      </div>
      <button
        type="button"
        className={`${big} bg-ball text-slate-950`}
        disabled={busy || finished}
        onClick={() => run('team1-point')}
      >
        {i18n._(msg`Team 1 point`)}
        <span className="text-[0.65em] font-medium">{teamLabel(score.team1_name, i18n._(msg`Team 1`))}</span>
      </button>
      <button
        type="button"
        className={`${big} bg-sky-400 text-slate-950`}
        disabled={busy || finished}
        onClick={() => run('team2-point')}
      >
        {i18n._(msg`Team 2 point`)}
        <span className="text-[0.65em] font-medium">{teamLabel(score.team2_name, i18n._(msg`Team 2`))}</span>
      </button>
      <div className="grid grid-cols-3 gap-[1vmin]">
        <button type="button" className={small} disabled={busy} onClick={() => run('undo')}>
          {i18n._(msg`Undo`)}
        </button>
        {resets.map((reset) => (
          <button
            key={reset.action}
            type="button"
            className={small}
            disabled={busy || finished}
            onClick={() => setConfirming(reset.action)}
          >
            {reset.label}
          </button>
        ))}
      </div>
      {confirming ? (
        <ResetDialog
          action={confirming}
          onConfirm={() => {
            run(confirming);
            setConfirming(null);
          }}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
      {failure ? (
        <p role="alert" className="text-[max(0.8rem,1.8vmin)] text-amber-300">
          {failure}
        </p>
      ) : null}
    </aside>
  );
}
