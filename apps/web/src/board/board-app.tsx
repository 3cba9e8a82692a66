import { type BoardRoute, isDisplayRoute } from '@bandeja/contract/board-routes';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppErrorBoundary } from '../app/app-error-boundary.tsx';
import { activateLanguage, deviceChoice } from '../lib/i18n/i18n.ts';
import { LanguageProvider } from '../lib/i18n/language-provider.tsx';
import { liveSocket } from '../lib/socket.ts';
import { hasFirstPaint, startFromFirstPaint } from './first-paint.ts';
import type { BoardScreen } from './screen.ts';

/**
 * The board app (docs/decisions/007-board-app.md): the public scoreboard, the court display, the
 * clubhouse wall, an event's standings display, the stream overlay and a TV's pairing screen,
 * without the router. Each screen is its own chunk, `screens/{screen}.tsx` for each screen of
 * BOARD_SCREENS, preloaded by the server with the entry; its data is asked for before it renders.
 * Links out of these screens are plain page loads.
 */
const SCREENS = import.meta.glob<BoardScreen<BoardRoute>>('./screens/*.tsx', { import: 'default' });

/**
 * The screen of a route, its data asked for as soon as its code is here, and whether it takes the
 * server's first paint over (docs/displays.md, "The first paint").
 */
async function screenOf(
  queryClient: QueryClient,
  route: BoardRoute,
): Promise<{ Screen: ComponentType; hydrate: boolean }> {
  const load = SCREENS[`./screens/${route.screen}.tsx`];
  if (!load) throw new Error(`the board app has no screen ${route.screen}`);
  const screen = await load();
  // The server's first paint carries the screen's first data: then it is not fetched again.
  startFromFirstPaint(queryClient);
  screen.prefetch?.(queryClient, route);
  const Screen = await screen.load(route, window.location.search);
  // A TV stays on and opens without the network (docs/displays.md); not needed for the first score.
  if (screen.staysOn)
    import('../lib/stay-on.ts').then(
      (module) => module.stayOn(),
      () => {
        // Not loaded (the network went away): the screen works without it.
      },
    );
  return { Screen, hydrate: hasFirstPaint() && !screen.personal?.() };
}

export async function startBoardApp(
  rootElement: HTMLElement,
  queryClient: QueryClient,
  route: BoardRoute,
): Promise<void> {
  // Rendered once the screen's chunk is here, not through a lazy route: React 19 holds a lazy
  // screen back behind its spinner for up to 300 ms (bench/README.md).
  let Screen: ComponentType;
  let hydrate = false;
  try {
    ({ Screen, hydrate } = await screenOf(queryClient, route));
  } catch (error) {
    // A chunk that did not arrive: the error screen reloads the page (at once, or after a while).
    Screen = () => {
      throw error;
    };
  }
  // Displays run unattended: after an error they reload themselves.
  const unattended = isDisplayRoute(route);
  // The socket is not needed for the first score (its HTTP answer is), but right after it.
  void liveSocket();
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider>
          <AppErrorBoundary unattended={unattended}>
            <Screen />
          </AppErrorBoundary>
        </LanguageProvider>
      </QueryClientProvider>
    </StrictMode>
  );
  if (!hydrate) {
    createRoot(rootElement).render(app);
    return;
  }
  // The server's HTML is the same render in the same language, from the same state: the client
  // takes it over as it stands (docs/displays.md, "The first paint"). The language a phone chose
  // for itself applies after that, as a change.
  hydrateRoot(rootElement, app);
  const chosen = deviceChoice();
  if (chosen) void activateLanguage(chosen);
}
