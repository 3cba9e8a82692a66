import type { EventView } from '@bandeja/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useEventView } from '../api/event-view.ts';
import { useEventChannel } from '../api/use-event-channel.ts';
import { EventMissing } from './event-missing.tsx';

/**
 * The event of the URL (`/events/{eventId}/…`), kept live over the event's room: `children` once
 * it is read, a missing event (or one that could not be read, with Retry), else a spinner.
 */
export function LiveEvent({ children }: { children: (view: EventView) => ReactNode }) {
  const eventId = Number(useParams().eventId);
  const query = useEventView(eventId);
  useEventChannel(eventId);
  if (query.data) return children(query.data);
  if (query.isError) return <EventMissing error={query.error} onRetry={() => void query.refetch()} />;
  return <PageSpinner />;
}
