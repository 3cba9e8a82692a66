import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { tokenStore } from '../lib/api-client.ts';
import { AuthContext, SIGNED_OUT } from '../lib/auth-context.ts';
import { LanguageProvider } from '../lib/i18n/language-provider.tsx';
import { prefetchPublicScore } from '../lib/live-score.ts';
import { liveSocket } from '../lib/socket.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import type { BoardRoute } from './board-routes.ts';

/**
 * The board app (docs/decisions/007-board-app.md): the public scoreboard, the court display, the
 * clubhouse wall, an event's standings display, the stream overlay and a TV's pairing screen, without the router. Each screen is
 * its own chunk, preloaded by the server with the entry; its data is asked for before it renders.
 * Links out of these screens are plain page loads.
 */
async function screenOf(route: BoardRoute): Promise<ComponentType> {
  switch (route.screen) {
    case 'scoreboard': {
      // Signed-in staff get the operator controls: only the scoreboard asks who is signed in, and
      // only a page with a token loads the provider that asks the server (a spectator's has none).
      const signedIn = tokenStore.get() !== null;
      const [{ Scoreboard }, auth, { Toaster }] = await Promise.all([
        import('../features/scoreboard/scoreboard-page.tsx'),
        signedIn ? import('../lib/auth.tsx') : null,
        import('../lib/toast.tsx'),
      ]);
      const screen = (
        <>
          <Scoreboard matchId={route.matchId} adminView={false} />
          <Toaster />
        </>
      );
      return auth
        ? () => <auth.AuthProvider>{screen}</auth.AuthProvider>
        : () => <AuthContext.Provider value={SIGNED_OUT}>{screen}</AuthContext.Provider>;
    }
    case 'court-display': {
      const { CourtDisplayPage } = await import('../features/displays/court-display-page.tsx');
      return () => <CourtDisplayPage courtId={route.courtId} />;
    }
    case 'club-display': {
      const { ClubDisplayPage } = await import('../features/displays/club-display-page.tsx');
      return () => <ClubDisplayPage clubId={route.clubId} />;
    }
    case 'event-display': {
      const { EventDisplayPage } = await import('../features/events/event-display-page.tsx');
      return () => <EventDisplayPage eventId={route.eventId} />;
    }
    case 'overlay': {
      const { OverlayPage } = await import('../features/displays/overlay-page.tsx');
      return () => <OverlayPage courtId={route.courtId} search={window.location.search} />;
    }
    case 'pairing': {
      const { PairingPage } = await import('../features/displays/pairing-page.tsx');
      return PairingPage;
    }
    case 'unknown': {
      const { UnknownDisplayPage } = await import('../features/displays/unknown-display-page.tsx');
      return UnknownDisplayPage;
    }
  }
}

/** The first data of a screen, asked for while its code loads. */
function prefetch(queryClient: QueryClient, route: BoardRoute): void {
  switch (route.screen) {
    case 'scoreboard':
      prefetchPublicScore(queryClient, route.matchId);
      break;
    // The displays' fetches load with their screens' code rather than with the board app, which
    // every scoreboard downloads (docs/decisions/007-board-app.md); the server preloads that code
    // with the page, so the request still leaves at once.
    case 'court-display':
    case 'overlay':
      void import('../features/displays/api/get-court-display.ts').then((module) =>
        module.prefetchCourtDisplay(queryClient, route.courtId),
      );
      break;
    case 'club-display':
      void import('../features/displays/api/get-club-display.ts').then((module) =>
        module.prefetchClubDisplay(queryClient, route.clubId),
      );
      break;
    case 'event-display':
      // Loaded here rather than with the board app, which every scoreboard downloads; the server
      // preloads this chunk with the page, so the request still leaves at once.
      void import('../features/events/api/event-view.ts').then((module) =>
        module.prefetchEventView(queryClient, route.eventId),
      );
      break;
    case 'pairing':
    case 'unknown':
      break;
  }
}

export async function startBoardApp(root: Root, queryClient: QueryClient, route: BoardRoute): Promise<void> {
  prefetch(queryClient, route);
  // Rendered once the screen's chunk is here, not through a lazy route: React 19 holds a lazy
  // screen back behind its spinner for up to 300 ms (bench/README.md).
  let Screen: ComponentType;
  try {
    Screen = await screenOf(route);
  } catch (error) {
    // A chunk that did not arrive: the error screen reloads the page (at once, or after a while).
    Screen = () => {
      throw error;
    };
  }
  // Displays run unattended: after an error they reload themselves.
  const unattended = route.screen !== 'scoreboard';
  // The socket is not needed for the first score (its HTTP answer is), but right after it.
  void liveSocket();
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider>
          <AppErrorBoundary unattended={unattended}>
            <Screen />
          </AppErrorBoundary>
        </LanguageProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  // A TV stays on and opens without the network (docs/displays.md); not needed for the first score.
  if (route.screen === 'court-display' || route.screen === 'club-display' || route.screen === 'pairing') {
    import('../lib/stay-on.ts').then(
      (module) => module.stayOn(),
      () => {
        // Not loaded (the network went away): the screen works without it.
      },
    );
  }
}
