import type { BoardRouteOf } from '@bandeja/contract/board-routes';
import { ShareMatchPage } from '../../features/share/share-match-page.tsx';
import { prefetchPublicScore } from '../../lib/live-score.ts';
import type { BoardScreen } from '../screen.ts';

/**
 * A match's share page (docs/product.md#share-page): public, the same for everyone, so the server's
 * first paint is every device's. The result image is drawn by the client on its canvas.
 */
const share: BoardScreen<BoardRouteOf<'share'>> = {
  prefetch: (queryClient, route) => prefetchPublicScore(queryClient, route.matchId),
  load: (route) => () => <ShareMatchPage matchId={route.matchId} />,
};
export default share;
