import type { EventView } from '@bandeja/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSocket } from '../../../lib/socket.ts';
import { isEventView, takeEventView } from './event-view.ts';

/**
 * Follows an event live: joins its room on every connect (the server answers with the whole view,
 * so nothing missed while away is lost) and keeps the newest view.
 */
export function useEventChannel(eventId: number): void {
  const queryClient = useQueryClient();
  useSocket(`event:${eventId}`, (socket) => {
    const join = () => socket.emit('joinEvent', { eventId });
    const take = (view: EventView) => {
      if (isEventView(view) && view.event.id === eventId) takeEventView(queryClient, view);
    };
    socket.on('connect', join);
    socket.on('eventUpdate', take);
    if (socket.connected) join();
    return () => {
      if (socket.connected) socket.emit('leaveEvent', { eventId });
      socket.off('connect', join);
      socket.off('eventUpdate', take);
    };
  });
}
