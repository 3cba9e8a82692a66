import type { ScoreStatus } from '@bandeja/contract';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';

/** Status colours of docs/product.md#public-scoreboard: pending yellow, ongoing green, finished red (scheduled shows as pending). */
const STYLES: Record<ScoreStatus | 'scheduled', string> = {
  pending: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  scheduled: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  ongoing: 'bg-green-100 text-green-800 ring-green-300',
  finished: 'bg-red-100 text-red-800 ring-red-300',
};

/** The status word in the active language (shown in capitals). */
function statusLabel(status: ScoreStatus | 'scheduled'): string {
  switch (status) {
    case 'pending':
      return i18n._(msg`pending`);
    case 'scheduled':
      return i18n._(msg`scheduled`);
    case 'ongoing':
      return i18n._(msg`ongoing`);
    case 'finished':
      return i18n._(msg`finished`);
  }
}

export function StatusBadge({
  status,
  label,
  className = '',
}: {
  status: ScoreStatus | 'scheduled';
  /** Shown instead of the status word (a pending match in warm-up says 'Warm-up'). */
  label?: string | undefined;
  className?: string;
}) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ring-1 ring-inset ${STYLES[status]} ${className}`}
    >
      {label ?? statusLabel(status)}
    </span>
  );
}
