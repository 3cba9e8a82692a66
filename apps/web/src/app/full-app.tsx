import { MESSAGES } from '@bandeja/contract/plain';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { addErrorTexts, addTextSayer } from '../lib/i18n/error-text.ts';
import { addMessages } from '../lib/message-book.ts';
import { ERROR_TEXTS } from './error-texts.ts';
import { sayFormCheck } from './form-check-texts.ts';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

/** The full app: every screen behind the router (sign-in, dashboards, admin, results, forms). */
export function startFullApp(root: Root, queryClient: QueryClient): void {
  // Every error code is said in the full app (its catalogue holds the codes no board shows).
  addErrorTexts(ERROR_TEXTS);
  // And every English text of the API, by which a call's fallback finds its code (the boards know
  // only SCREEN_MESSAGES: lib/message-book.ts).
  addMessages(MESSAGES);
  addTextSayer(sayFormCheck);
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}
