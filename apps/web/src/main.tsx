import { createRoot } from 'react-dom/client';
import { boardRouteOf } from './app/board-routes.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

/**
 * Two apps share this entry (docs/decisions/007-board-app.md): the board app for the screens on
 * TVs and spectators' phones (scoreboard, court displays, wall, overlay), without the router, and
 * the full app for everything else. The server preloads the one a page needs (web/preload.ts).
 */
const queryClient = createQueryClient();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);

const route = boardRouteOf(window.location.pathname);
if (route) void import('./app/board-app.tsx').then((app) => app.startBoardApp(root, queryClient, route));
else void import('./app/full-app.tsx').then((app) => app.startFullApp(root, queryClient));
