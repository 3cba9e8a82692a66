import type { BoardRouteOf } from '@bandeja/contract/board-routes';
import { prefetchCourtDisplay } from '../../features/displays/api/get-court-display.ts';
import { CourtDisplayPage } from '../../features/displays/court-display-page.tsx';
import type { BoardScreen } from '../screen.ts';

const courtDisplay: BoardScreen<BoardRouteOf<'court-display'>> = {
  prefetch: (queryClient, route) => prefetchCourtDisplay(queryClient, route.courtId),
  load: (route) => () => <CourtDisplayPage courtId={route.courtId} />,
  staysOn: true,
};
export default courtDisplay;
