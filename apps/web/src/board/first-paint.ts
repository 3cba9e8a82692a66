import { type Language, languageOfTag } from '@bandeja/contract/plain';
import type { QueryClient } from '@tanstack/react-query';
import { syncServerClock } from '../lib/board/server-clock.ts';

/**
 * The server's first paint of a board page (docs/displays.md, "The first paint"): the screen's
 * HTML in #root and, beside it, the state it was rendered from (apps/server/src/web/board-render.ts:
 * the server's time and the entries of the screen's query cache). Only a page found has one (a 404
 * page's text is replaced by the client's own render).
 */
interface FirstPaint {
  now: string;
  queries: unknown[];
}

function readFirstPaint(): FirstPaint | null {
  const script = typeof document === 'undefined' ? null : document.getElementById('board-state');
  if (!script?.textContent) return null;
  const state: unknown = JSON.parse(script.textContent);
  if (typeof state !== 'object' || state === null || !('queries' in state) || !('now' in state)) return null;
  const { now, queries } = state;
  return typeof now === 'string' && Array.isArray(queries) ? { now, queries } : null;
}

/** Read once: the page's script is the state of its first render only. */
let firstPaint: FirstPaint | null | undefined;
const theFirstPaint = () => {
  if (firstPaint === undefined) firstPaint = readFirstPaint();
  return firstPaint;
};

/** Whether this page carries the server's first paint, which the client takes over (hydrates). */
export const hasFirstPaint = (): boolean => theFirstPaint() !== null;

/**
 * The language the server rendered the page in (its `<html lang>`): the client's first render
 * speaks it too, then a device's own choice applies (docs/i18n.md).
 */
export function firstPaintLanguage(): Language | null {
  return hasFirstPaint() ? languageOfTag(document.documentElement.lang) : null;
}

/**
 * The client's query cache starts from the state the page was rendered from: the same state is
 * not fetched again and the first render shows what the page already shows. The server's clock
 * is read from it as from any display's answer (lib/board/server-clock.ts).
 */
export function startFromFirstPaint(queryClient: QueryClient): void {
  const state = theFirstPaint();
  if (!state) return;
  // The page's time is that of its first byte, not of its scripts' start: they may come seconds
  // later on a slow network, and a shot clock read against them would run that much long.
  const [page] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  syncServerClock(state.now, page ? performance.timeOrigin + page.responseStart : Date.now());
  for (const entry of state.queries) {
    if (Array.isArray(entry) && Array.isArray(entry[0])) queryClient.setQueryData(entry[0], entry[1]);
  }
}
