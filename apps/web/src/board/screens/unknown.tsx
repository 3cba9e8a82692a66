import type { BoardRouteOf } from '@bandeja/contract/board-routes';
import { UnknownDisplayPage } from '../../features/displays/unknown-display-page.tsx';
import type { BoardScreen } from '../screen.ts';

const unknown: BoardScreen<BoardRouteOf<'unknown'>> = { load: () => UnknownDisplayPage };
export default unknown;
