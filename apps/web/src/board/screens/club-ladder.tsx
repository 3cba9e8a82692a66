import type { BoardRouteOf } from '@bandeja/contract/board-routes';
import { ladderQuery } from '../../features/displays/api/get-ladder.ts';
import { LadderDisplayPage } from '../../features/displays/ladder-display-page.tsx';
import type { BoardScreen } from '../screen.ts';

const clubLadder: BoardScreen<BoardRouteOf<'club-ladder'>> = {
  prefetch: (queryClient, route) => void queryClient.prefetchQuery(ladderQuery(route.clubId, 'public')),
  load: (route) => () => <LadderDisplayPage clubId={route.clubId} />,
  staysOn: true,
};
export default clubLadder;
