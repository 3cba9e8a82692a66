import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The board's vocabulary check (docs/i18n.md): a board in another language shows no word of the
 * English board catalogue that its own catalogue does not use too.
 */

/** The words of a board catalogue's texts (placeholders left out), lower case. */
function catalogueWords(language: string): Set<string> {
  const file = path.resolve(import.meta.dirname, `../../apps/web/src/locales/board/${language}.po`);
  const words = new Set<string>();
  for (const [, text] of readFileSync(file, 'utf8').matchAll(/^msgstr "(.*)"$/gm)) {
    for (const word of (text ?? '').replace(/\{[^}]*\}/g, ' ').match(/\p{L}{3,}/gu) ?? [])
      words.add(word.toLowerCase());
  }
  return words;
}

/** The English board's words that the language's own board never uses ('Set' is Spanish too). */
function englishOnly(language: string): Set<string> {
  const own = catalogueWords(language);
  return new Set([...catalogueWords('en')].filter((word) => !own.has(word)));
}

/** English words on the page, names (players, court, club) left out. */
export async function englishWordsOn(page: Page, language: string, names: string[]): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const name of names) text = text.split(name).join(' ');
  const english = englishOnly(language);
  return [...new Set((text.match(/\p{L}{3,}/gu) ?? []).map((word) => word.toLowerCase()))].filter((word) =>
    english.has(word),
  );
}

/** The board catalogue's translation of `id` in `language` (a plain text: no ICU select). */
export function boardText(language: string, id: string): string {
  const file = path.resolve(import.meta.dirname, `../../apps/web/src/locales/board/${language}.po`);
  const source = readFileSync(file, 'utf8');
  const quoted = JSON.stringify(id);
  const at = source.indexOf(`msgid ${quoted}\nmsgstr "`);
  if (at < 0) throw new Error(`no board text ${id} in ${language}`);
  const line = source.slice(at).split('\n')[1] ?? '';
  return JSON.parse(line.slice('msgstr '.length)) as string;
}
