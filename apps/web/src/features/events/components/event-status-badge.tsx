import type { EventStatus } from '@bandeja/contract';
import { EVENT_TEXT } from '../texts.ts';

const STYLES: Record<EventStatus, string> = {
  draft: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  running: 'bg-green-100 text-green-800 ring-green-300',
  finished: 'bg-slate-200 text-slate-700 ring-slate-300',
};

export function EventStatusBadge({ status, className = '' }: { status: EventStatus; className?: string }) {
  return (
    <span
      data-testid="event-status"
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ring-1 ring-inset ${STYLES[status]} ${className}`}
    >
      {EVENT_TEXT.statuses[status]}
    </span>
  );
}
