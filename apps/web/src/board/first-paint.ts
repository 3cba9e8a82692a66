import { languageOfTag } from '@bandeja/contract/plain';
import type { QueryClient } from '@tanstack/react-query';
import { activateLanguage, deviceChoice } from '../lib/i18n/i18n.ts';

/** The server's first paint of this page, if it has one: its state's script (none on the server). */
const firstPaint = () => (typeof document === 'undefined' ? null : document.getElementById('board-state'));

/**
 * The server's first paint of a board page (docs/displays.md, "The first paint") carries the
 * screen's first data: the client's query cache starts from it, so the same state is not fetched
 * again and the first render shows what the page already shows.
 */
export function startFromFirstPaint(queryClient: QueryClient): void {
  const script = firstPaint();
  if (!script?.textContent) return;
  const entries: unknown = JSON.parse(script.textContent);
  if (!Array.isArray(entries)) return;
  for (const entry of entries) {
    if (Array.isArray(entry) && Array.isArray(entry[0])) queryClient.setQueryData(entry[0], entry[1]);
  }
}

/**
 * The language the server rendered the page in (its club's, in `<html lang>`), before the first
 * render: the page never shows another first. A device's own choice still wins (docs/i18n.md).
 */
export async function speakAsFirstPaint(): Promise<void> {
  const language = firstPaint() ? languageOfTag(document.documentElement.lang) : null;
  if (language && !deviceChoice()) await activateLanguage(language);
}
