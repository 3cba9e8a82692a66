import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth.tsx';
import { i18n } from '../lib/i18n/i18n.ts';
import { LanguageProvider } from '../lib/i18n/language-provider.tsx';
import { Toaster } from '../lib/toast.tsx';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Lingui's provider for the full app's `Trans`; the board app does without it. */}
      <I18nProvider i18n={i18n}>
        <LanguageProvider>
          <AuthProvider>{children}</AuthProvider>
          <Toaster />
        </LanguageProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
