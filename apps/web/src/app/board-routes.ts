/**
 * The board routes: screens that run on club TVs, stream PCs and spectators' phones, served by the
 * board app without the router (docs/decisions/007-board-app.md). Their addresses are fixed: other
 * clients and guides link to them (docs/displays.md). Nothing here imports anything: main.tsx reads
 * it before deciding which app to load.
 */
export type BoardRoute =
  | { screen: 'scoreboard'; matchId: string }
  | { screen: 'court-display'; courtId: number }
  | { screen: 'club-display'; clubId: number }
  | { screen: 'overlay'; courtId: number }
  | { screen: 'event-display'; eventId: number }
  | { screen: 'pairing' }
  | { screen: 'unknown' };

/**
 * Whether a board route is a TV screen (court display, wall, overlay, event display, pairing):
 * it speaks the club's language or the address's `?lang=`, and shows no language switcher
 * (docs/i18n.md, "Which language"). The scoreboard is a spectator's phone: it keeps its switcher.
 */
export function isDisplayRoute(route: BoardRoute): boolean {
  return route.screen !== 'scoreboard';
}

const ID = /^[1-9]\d{0,9}$/;

function idOf(text: string | undefined): number | null {
  return text !== undefined && ID.test(text) ? Number(text) : null;
}

/** The board route of a path, or null for every other screen (the full app's). */
export function boardRouteOf(pathname: string): BoardRoute | null {
  const parts = pathname.split('/').filter((part) => part.length > 0);
  const [first, second, third, ...rest] = parts;
  if (first === 'scores' && second === 'public' && third !== undefined && rest.length === 0) {
    try {
      return { screen: 'scoreboard', matchId: decodeURIComponent(third) };
    } catch {
      return { screen: 'unknown' };
    }
  }
  if (first === 'display') {
    if (second === undefined) return { screen: 'pairing' };
    const id = rest.length === 0 ? idOf(third) : null;
    if (second === 'court' && id !== null) return { screen: 'court-display', courtId: id };
    if (second === 'club' && id !== null) return { screen: 'club-display', clubId: id };
    if (second === 'event' && id !== null) return { screen: 'event-display', eventId: id };
    return { screen: 'unknown' };
  }
  if (first === 'overlay') {
    const id = second === 'court' && rest.length === 0 ? idOf(third) : null;
    return id === null ? { screen: 'unknown' } : { screen: 'overlay', courtId: id };
  }
  return null;
}
