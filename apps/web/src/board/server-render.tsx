import { type BoardReads, type BoardRoute, boardRouteOf } from '@bandeja/contract/board-routes';
import { DEFAULT_LANGUAGE, type Language, languageOfTag } from '@bandeja/contract/plain';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { AppErrorBoundary } from '../app/app-error-boundary.tsx';
import { i18n } from '../lib/i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import type { BoardScreen } from './screen.ts';
import { serverScreenOf } from './server-state.tsx';

/**
 * The board screens' first paint on the server (docs/displays.md, "The first paint"): the same
 * screen components, rendered to HTML with the screen's first data, so a phone on a slow network
 * shows the score before any JavaScript. Built apart (`npm run build`: dist-ssr/) and called by
 * the server for each board page (apps/server/src/web/board-render.ts).
 */
const SCREENS = import.meta.glob<BoardScreen<BoardRoute>>('./screens/*.tsx', { import: 'default' });

const CATALOGUES = import.meta.glob<{ messages: Record<string, string> }>('../locales/board/*.po');

export interface RenderedBoard {
  /** 200, or 404 when the address names nothing. */
  status: number;
  language: Language;
  /** The screen's HTML, to put inside #root. */
  html: string;
  /**
   * What the screen was rendered from, for the client to start from (no second fetch of the same
   * state): the server's time and the screen's query cache; null on a 404 (the client renders it).
   */
  state: { now: string; queries: (readonly [QueryKey, unknown])[] } | null;
}

/**
 * The language of a board's first paint: the address's `?lang=`, the club's setting, the browser's
 * languages (docs/i18n.md, "Which language"). A device's own choice is the client's to apply.
 */
function languageOf(query: string | null, club: Language | null, acceptLanguage: string): Language {
  const browser = acceptLanguage.split(',').map((part) => part.split(';')[0]?.trim() ?? '');
  return (
    languageOfTag(query) ?? club ?? browser.map(languageOfTag).find((tag) => tag !== null) ?? DEFAULT_LANGUAGE
  );
}

/** A board page's first paint, or null when its screen has none (the client renders it). */
export async function renderBoard(
  url: string,
  acceptLanguage: string,
  reads: BoardReads,
): Promise<RenderedBoard | null> {
  const address = new URL(url, 'http://board');
  const route = boardRouteOf(address.pathname);
  const load = route ? SCREENS[`./screens/${route.screen}.tsx`] : undefined;
  const server = route ? serverScreenOf(route) : undefined;
  if (!route || !load || !server) return null;
  const screen = await load();
  const state = await server.state(route, reads);
  const language = languageOf(address.searchParams.get('lang'), state?.club ?? null, acceptLanguage);
  const catalogue = await CATALOGUES[`../locales/board/${language}.po`]?.();
  const Screen = state ? await screen.load(route, address.search) : await server.notFound(route, reads);
  // Read and rendered at once after the language is set: no other page's render comes in between.
  i18n.loadAndActivate({ locale: language, messages: catalogue?.messages ?? {} });
  const queryClient = createQueryClient();
  const queries = (state?.queries ?? []).map(([key, read]) => [key, read()] as const);
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  const html = Screen
    ? renderToString(
        <QueryClientProvider client={queryClient}>
          <AppErrorBoundary>
            <Screen />
          </AppErrorBoundary>
        </QueryClientProvider>,
      )
    : '';
  return {
    status: state ? 200 : 404,
    language,
    html,
    state: state ? { now: new Date().toISOString(), queries } : null,
  };
}
