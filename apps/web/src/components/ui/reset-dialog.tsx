import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';
import { describeScoreAction } from '../../lib/i18n/rule-labels.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** What each reset wipes, asked before it is sent (docs/product.md#control-screen). */
export const RESET_TEXT = {
  'reset-game': {
    get title() {
      return i18n._(msg`Reset game?`);
    },
    get question() {
      return i18n._(
        msg`The game in play goes back to 0-0 and its points are lost. Undo can bring them back.`,
      );
    },
  },
  'reset-set': {
    get title() {
      return i18n._(msg`Reset set?`);
    },
    get question() {
      return i18n._(
        msg`The set in play goes back to 0-0 games and all its games are lost. Undo can bring them back.`,
      );
    },
  },
} as const;

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
