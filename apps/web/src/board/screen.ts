import type { BoardRoute } from '@bandeja/contract/board-routes';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * What each file of board/screens/ exports by default: one per screen of BOARD_SCREENS
 * (packages/contract/src/board-routes.ts), named after it. The board app loads the file of the
 * page's route; the server preloads it with the page.
 */
export interface BoardScreen<Route extends BoardRoute> {
  /** The screen's first data, asked for before it renders. */
  prefetch?(queryClient: QueryClient, route: Route): void;
  /** The screen, once what it needs before its first render has loaded. */
  load(route: Route): Promise<ComponentType> | ComponentType;
  /** A TV that stays on and opens without the network (docs/displays.md, "Devices that stay on"). */
  staysOn?: boolean;
}
