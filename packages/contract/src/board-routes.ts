/**
 * The board app's routes, listed once (docs/decisions/007-board-app.md): the screens that run on
 * club TVs, stream PCs and spectators' phones, served by the board app without the router. The web
 * app's entry picks the app by them, the board app loads each screen from
 * `apps/web/src/board/screens/{screen}.tsx`, the full app's router sends them to a page load, the
 * server preloads each screen's code with its page, and the budget test weighs each screen. Their
 * addresses are fixed: other clients and guides link to them (docs/displays.md). Nothing here
 * imports anything: the web app's entry reads it before deciding which app to load.
 */
export const BOARD_SCREENS = {
  /** A spectator's phone: it keeps its language switcher. Every other board but the share page is a TV's. */
  scoreboard: { path: '/scores/public/:matchId', phone: true },
  /** A match's result to share (docs/product.md#share-page), opened on a phone from a mail or a chat. */
  share: { path: '/scores/share/:matchId', phone: true },
  'court-display': { path: '/display/court/:courtId' },
  'club-display': { path: '/display/club/:clubId' },
  /** The club ladder's standings by club rating (docs/rating.md, "The ladder"). */
  'club-ladder': { path: '/display/club/:clubId/ladder' },
  'event-display': { path: '/display/event/:eventId' },
  overlay: { path: '/overlay/court/:courtId' },
  /** A new TV's pairing code. */
  pairing: { path: '/display' },
  /** Any other address under BOARD_AREAS: the board's own not-found screen. */
  unknown: { path: null },
} as const satisfies Record<string, { path: string | null; phone?: true }>;

/** Every address under these is the board app's: one no screen claims shows `unknown`. */
export const BOARD_AREAS = ['/display', '/overlay'] as const;

export type BoardScreenName = keyof typeof BOARD_SCREENS;

/** A match id is text (docs/api.md); courts, clubs and events are numbered. */
type ParamValue<Name extends string> = Name extends 'matchId' ? string : number;
type ParamsOf<Path> = Path extends `${string}/:${infer Name}/${infer Rest}`
  ? { [K in Name]: ParamValue<K> } & ParamsOf<`/${Rest}`>
  : Path extends `${string}/:${infer Name}`
    ? { [K in Name]: ParamValue<K> }
    : unknown;

/** A board route: its screen and the address's parameters, e.g. `{ screen: 'overlay', courtId: 7 }`. */
export type BoardRouteOf<S extends BoardScreenName> = { screen: S } & ParamsOf<
  (typeof BOARD_SCREENS)[S]['path']
>;
export type BoardRoute = { [S in BoardScreenName]: BoardRouteOf<S> }[BoardScreenName];

/**
 * Whether a board route is a TV screen (every one but the scoreboard): it speaks the club's
 * language or the address's `?lang=`, shows no language switcher (docs/i18n.md, "Which language")
 * and reloads itself after an error.
 */
export function isDisplayRoute(route: BoardRoute): boolean {
  return !('phone' in BOARD_SCREENS[route.screen]);
}

const ID = /^[1-9]\d{0,9}$/;

/** The parameters of a path read against a screen's pattern, or null when it is not that screen's. */
function paramsOf(pattern: string, parts: string[]): Record<string, string | number> | null {
  const expected = pattern.split('/').slice(1);
  if (expected.length !== parts.length) return null;
  const params: Record<string, string | number> = {};
  for (const [index, segment] of expected.entries()) {
    const part = parts[index] ?? '';
    if (!segment.startsWith(':')) {
      if (segment !== part) return null;
      continue;
    }
    const name = segment.slice(1);
    if (name === 'matchId') params[name] = decodeURIComponent(part);
    else if (ID.test(part)) params[name] = Number(part);
    else return null;
  }
  return params;
}

/** The board route of a path, or null for every other screen (the full app's). */
export function boardRouteOf(pathname: string): BoardRoute | null {
  const parts = pathname.split('/').filter(Boolean);
  try {
    for (const [screen, { path }] of Object.entries(BOARD_SCREENS)) {
      const params = path === null ? null : paramsOf(path, parts);
      if (params) return { ...params, screen } as BoardRoute;
    }
  } catch {
    // A match id that is not URI-encoded text.
    return { screen: 'unknown' };
  }
  const area = `/${parts[0] ?? ''}`;
  return BOARD_AREAS.some((candidate) => candidate === area) ? { screen: 'unknown' } : null;
}

/**
 * What a board's server first paint reads (docs/displays.md, "The first paint"): each read is one
 * of the API's public GETs, answered by the server in its own process (the route's own function,
 * its answer schema, no HTTP): the GET's `data` as the API would send it, or null where the GET
 * answers 404. The web build's renderer asks; the server answers (apps/server/src/board-reads.ts).
 */
export interface BoardReads {
  /** GET /scores/public/{matchId} */
  publicScore(matchId: string): Promise<unknown>;
  /** GET /matches/{matchId} */
  match(matchId: string): Promise<unknown>;
  /** GET /clubs/{clubId}/branding */
  clubBranding(clubId: number): Promise<unknown>;
  /** GET /displays/court/{courtId} */
  courtDisplay(courtId: number): Promise<unknown>;
  /** GET /displays/club/{clubId} */
  clubDisplay(clubId: number): Promise<unknown>;
  /** GET /events/{eventId} */
  event(eventId: number): Promise<unknown>;
  /** GET /scores/share/court/{courtId} */
  publicCourt(courtId: number): Promise<unknown>;
}
