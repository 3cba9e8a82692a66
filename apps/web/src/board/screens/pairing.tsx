import type { BoardRouteOf } from '@bandeja/contract/board-routes';
import { PairingPage } from '../../features/displays/pairing-page.tsx';
import type { BoardScreen } from '../screen.ts';

const pairing: BoardScreen<BoardRouteOf<'pairing'>> = { load: () => PairingPage, staysOn: true };
export default pairing;
