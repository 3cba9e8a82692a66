import { msg } from '@lingui/core/macro';
import { describeScoreAction } from '../../lib/i18n/rule-labels.ts';
import { textTable } from '../../lib/i18n/text-table.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** What each reset wipes, asked before it is sent (docs/product.md#control-screen). */
export const RESET_TEXT = textTable({
  'reset-game': {
    title: msg`Reset game?`,
    question: msg`The game in play goes back to 0-0 and its points are lost. Undo can bring them back.`,
  },
  'reset-set': {
    title: msg`Reset set?`,
    question: msg`The set in play goes back to 0-0 games and all its games are lost. Undo can bring them back.`,
  },
});

export type ResetAction = 'reset-game' | 'reset-set';

/**
 * The question before a reset: Reset game and Reset set wipe a game or a set on one tap, so the
 * control screen and the scoreboard's operator controls ask first.
 */
export function ResetDialog({
  action,
  onConfirm,
  onCancel,
}: {
  action: ResetAction;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      title={RESET_TEXT[action].title}
      message={RESET_TEXT[action].question}
      confirmLabel={describeScoreAction(action)}
      buttonClassName="min-h-11"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
