import type { BoardRouteOf } from '@bandeja/contract/board-routes';
import { prefetchCourtDisplay } from '../../features/displays/api/get-court-display.ts';
import { OverlayPage } from '../../features/displays/overlay-page.tsx';
import type { BoardScreen } from '../screen.ts';

const overlay: BoardScreen<BoardRouteOf<'overlay'>> = {
  prefetch: (queryClient, route) => prefetchCourtDisplay(queryClient, route.courtId),
  load: (route, search) => () => <OverlayPage courtId={route.courtId} search={search} />,
};
export default overlay;
