import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { i18n } from './lib/i18n/i18n.ts';

/**
 * Renders a screen or a component for a component test (Testing Library, in jsdom) inside what
 * the app wraps it in (src/app/providers.tsx): Lingui's provider (English, test-setup.ts) and a
 * query cache of its own, which the test may fill first (`queryClient.setQueryData`) instead of
 * answering requests. Returns a user to tap and type with.
 */
export function renderWithProviders(
  ui: ReactElement,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
): RenderResult & { user: ReturnType<typeof userEvent.setup>; queryClient: QueryClient } {
  const user = userEvent.setup();
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </QueryClientProvider>,
  );
  return { ...rendered, user, queryClient };
}
