import { boardRouteOf, isDisplayRoute } from '@bandeja/contract/board-routes';
import { createRoot } from 'react-dom/client';
import { firstPaintLanguage } from './board/first-paint.ts';
import { startLanguage } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

/**
 * Two apps share this entry (docs/decisions/007-board-app.md): the board app (board/) for the
 * screens on TVs and spectators' phones (packages/contract/src/board-routes.ts), without the
 * router, and the full app for everything else. The server preloads the one a page needs (web/preload.ts).
 */
const queryClient = createQueryClient();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The language's catalogue downloads beside the app's chunk; the first render waits for both
// (docs/decisions/008-internationalisation.md). A board page the server rendered starts in its
// language (docs/displays.md, "The first paint").
const route = boardRouteOf(window.location.pathname);
const language = startLanguage(
  route ? (isDisplayRoute(route) ? 'display' : 'board') : 'full',
  route ? firstPaintLanguage() : null,
);
if (route)
  void Promise.all([import('./board/board-app.tsx'), language]).then(([app]) =>
    app.startBoardApp(rootElement, queryClient, route),
  );
// The board app's own build (`--mode board`) has no full app: the server sends it board pages only.
else if (import.meta.env.MODE !== 'board')
  void Promise.all([import('./app/full-app.tsx'), language]).then(([app]) =>
    app.startFullApp(createRoot(rootElement), queryClient),
  );
