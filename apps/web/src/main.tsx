import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRouter, preloadScoreboard } from './app/router.tsx';
import { prefetchPublicScore } from './lib/live-score.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

const queryClient = createQueryClient();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);
const render = () =>
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );

// A spectator's first score (bench/README.md): the score is asked for as soon as this entry runs,
// and the board renders once its chunk (preloaded with the entry) is here, not through a lazy route.
const publicBoard = matchPath('/scores/public/:matchId', window.location.pathname);
if (publicBoard?.params.matchId) {
  prefetchPublicScore(queryClient, publicBoard.params.matchId);
  preloadScoreboard().then(render, render);
} else {
  render();
}
