import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

/** The full app: every screen behind the router (sign-in, dashboards, admin, results, forms). */
export function startFullApp(root: Root, queryClient: QueryClient): void {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}
