import type { BoardRouteOf } from '@bandeja/contract/board-routes';
import { prefetchClubDisplay } from '../../features/displays/api/get-club-display.ts';
import { ClubDisplayPage } from '../../features/displays/club-display-page.tsx';
import type { BoardScreen } from '../screen.ts';

const clubDisplay: BoardScreen<BoardRouteOf<'club-display'>> = {
  prefetch: (queryClient, route) => prefetchClubDisplay(queryClient, route.clubId),
  load: (route) => () => <ClubDisplayPage clubId={route.clubId} />,
  staysOn: true,
};
export default clubDisplay;
