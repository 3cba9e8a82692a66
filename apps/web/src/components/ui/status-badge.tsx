import type { ScoreStatus } from '@bandeja/contract';

/** Status colours of docs/product.md#public-scoreboard: pending yellow, ongoing green, finished red (scheduled shows as pending). */
const STYLES: Record<ScoreStatus | 'scheduled', string> = {
  pending: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  scheduled: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  ongoing: 'bg-green-100 text-green-800 ring-green-300',
  finished: 'bg-red-100 text-red-800 ring-red-300',
};

export function StatusBadge({
  status,
  className = '',
}: {
  status: ScoreStatus | 'scheduled';
  className?: string;
}) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ring-1 ring-inset ${STYLES[status]} ${className}`}
    >
      {status}
    </span>
  );
}
