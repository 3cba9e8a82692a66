import type { BoardRouteOf } from '@bandeja/contract/board-routes';
import { prefetchEventView } from '../../features/events/api/event-view.ts';
import { EventDisplayPage } from '../../features/events/event-display-page.tsx';
import type { BoardScreen } from '../screen.ts';

const eventDisplay: BoardScreen<BoardRouteOf<'event-display'>> = {
  prefetch: (queryClient, route) => prefetchEventView(queryClient, route.eventId),
  load: (route) => () => <EventDisplayPage eventId={route.eventId} />,
};
export default eventDisplay;
