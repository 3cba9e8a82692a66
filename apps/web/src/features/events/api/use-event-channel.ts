import type { EventView } from '@bandeja/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRoom } from '../../../lib/socket.ts';
import { isEventView, takeEventView } from './event-view.ts';

/**
 * Follows an event live: joins its room on every connect (the server answers with the whole view,
 * so nothing missed while away is lost) and keeps the newest view.
 */
export function useEventChannel(eventId: number): void {
  const queryClient = useQueryClient();
  useRoom(`event:${eventId}`, (socket) => {
    const take = (view: EventView) => {
      if (isEventView(view) && view.event.id === eventId) takeEventView(queryClient, view);
    };
    return {
      listeners: { eventUpdate: take },
      join: () => socket.emit('joinEvent', { eventId }),
      leave: () => socket.emit('leaveEvent', { eventId }),
    };
  });
}
