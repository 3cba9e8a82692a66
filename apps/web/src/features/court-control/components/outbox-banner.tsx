import { msg, plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { describeScoreAction } from '../../../lib/i18n/rule-labels.ts';
import type { QueuedAction } from '../../../lib/outbox/action-outbox.ts';
import { offlineText } from '../messages.ts';

/**
 * Under the header while the tablet cannot reach the server: how many pressed actions wait to be
 * sent, and which, marked pending (the Live Score panel shows the score they will make, dimmed:
 * `pendingScoreOf`). They are kept on the tablet (IndexedDB) and sent in order when the connection
 * returns.
 */
export function OutboxBanner({
  offline,
  waiting: queue,
}: {
  offline: boolean;
  waiting: readonly QueuedAction[];
}) {
  const waiting = queue.length;
  if (!offline && waiting === 0) return null;
  return (
    <div
      role="status"
      data-testid="outbox-banner"
      data-waiting={waiting}
      // Sticky: on a phone the buttons are below the fold, and the scorer must see it while pressing.
      className={`sticky top-0 z-10 px-4 py-2 text-center text-sm font-semibold shadow-sm sm:px-6 sm:text-base ${
        offline ? 'bg-amber-400 text-slate-900' : 'bg-court-100 text-court-900'
      }`}
    >
      <p>
        {offline
          ? offlineText(waiting)
          : i18n._(msg`Sending ${plural(waiting, { one: '# action', other: '# actions' })}…`)}
      </p>
      {offline && waiting > 0 ? (
        <p className="text-xs font-medium sm:text-sm">
          <Trans>
            Kept on this tablet and sent in order when the connection returns. The score shows them as pending
            until the server confirms them.
          </Trans>
        </p>
      ) : null}
      {waiting > 0 ? (
        <p data-testid="outbox-pending" className="text-xs font-medium sm:text-sm">
          {i18n._(msg`Pending:`)} {queue.map((queued) => describeScoreAction(queued.action)).join(' · ')}
        </p>
      ) : null}
    </div>
  );
}
