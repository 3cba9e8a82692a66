import type { BoardReads, BoardRoute } from '@bandeja/contract/board-routes';
import type { Language } from '@bandeja/contract/plain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * What each file of board/screens/ exports by default: one per screen of BOARD_SCREENS
 * (packages/contract/src/board-routes.ts), named after it. The board app loads the file of the
 * page's route; the server preloads it with the page.
 */
export interface BoardScreen<Route extends BoardRoute> {
  /** The screen's first data, asked for before it renders. */
  prefetch?(queryClient: QueryClient, route: Route): void;
  /** The screen, once what it needs before its first render has loaded; `search`: the address's query. */
  load(route: Route, search: string): Promise<ComponentType> | ComponentType;
  /**
   * Whether this device sees the screen otherwise than the server's first paint shows it (a
   * signed-in operator's controls): then the client renders it afresh rather than taking the
   * server's HTML over.
   */
  personal?(): boolean;
  /** A TV that stays on and opens without the network (docs/displays.md, "Devices that stay on"). */
  staysOn?: boolean;
}

/**
 * A screen's server first paint (docs/displays.md, "The first paint"), in server-state.tsx: its
 * first data, read through the server's public reads (the API's GETs the screen would make), into
 * the entries of its query cache (null when the address names nothing: the page answers 404), and
 * what it says then.
 */
export interface ServerScreen<Route extends BoardRoute> {
  state(route: Route, reads: BoardReads): Promise<ServerState | null>;
  notFound(route: Route, reads: BoardReads): Promise<ComponentType>;
}

/**
 * A screen's first data: its query cache's entries, each read once the page's language is active
 * (some say texts, e.g. the match's format), and its club's language if it has one.
 */
export interface ServerState {
  queries: (readonly [QueryKey, () => unknown])[];
  club: Language | null;
}
