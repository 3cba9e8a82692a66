import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { type ArrangedCourt, arrangeCourt, arrangeMatch, scorePoint } from '../support/arrange.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The board screens' first paint (docs/displays.md, "The first paint"): the page's first HTML
 * carries the live state in the club's language, before any JavaScript; the client takes it over
 * without a second fetch of the same state or a hydration warning.
 */

async function setClubLanguage(request: APIRequestContext, court: ArrangedCourt, language: string) {
  const headers = { authorization: `Bearer ${court.adminToken}` };
  const club = await request.get(`/api/clubs/${court.clubId}`, { headers });
  const { name, email, phone, address } = (await club.json()).data;
  const response = await request.put(`/api/clubs/${court.clubId}`, {
    headers,
    data: { name, email, phone, address, language },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The English board's words that the Spanish board never uses. */
function englishOnlyWords(): Set<string> {
  const words = (language: string) => {
    const file = path.resolve(import.meta.dirname, `../../apps/web/src/locales/board/${language}.po`);
    const found = new Set<string>();
    for (const [, text] of readFileSync(file, 'utf8').matchAll(/^msgstr "(.*)"$/gm))
      for (const word of (text ?? '').replace(/\{[^}]*\}/g, ' ').match(/\p{L}{3,}/gu) ?? [])
        found.add(word.toLowerCase());
    return found;
  };
  const spanish = words('es');
  return new Set([...words('en')].filter((word) => !spanish.has(word)));
}

const ENGLISH = englishOnlyWords();
const englishIn = (text: string) =>
  [...new Set((text.match(/\p{L}{3,}/gu) ?? []).map((word) => word.toLowerCase()))].filter((word) =>
    ENGLISH.has(word),
  );

/** The visible text of an HTML page read without a browser. */
const textOf = (html: string) =>
  (html.split('<div id="root">')[1] ?? '')
    .split('<script')[0]
    ?.replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ') ?? '';

test.describe('the board screens’ first paint', () => {
  test('the scoreboard’s first HTML carries the names, the score and the club’s language, never cached', async ({
    request,
  }) => {
    const court = await arrangeCourt(request);
    await setClubLanguage(request, court, 'es');
    const matchId = await arrangeMatch(request, court);
    await scorePoint(request, court, matchId, 1);

    const page = await request.get(`/scores/public/${matchId}`, { headers: { 'accept-language': 'en-US' } });
    expect(page.status()).toBe(200);
    expect(page.headers()['cache-control']).toBe('no-store');
    const html = await page.text();
    expect(html).toMatch(/<html[^>]* lang="es"/);
    const text = textOf(html);
    for (const name of ['Ana', 'Bea', 'Carla', 'Dani']) expect(text).toContain(name);
    expect(html).toMatch(/data-testid="team1-points"[^>]*>(<span[^>]*>)?15</);
    expect(englishIn(text.replaceAll(court.courtName, ' '))).toEqual([]);
    // The state the client starts from.
    expect(html).toContain('<script type="application/json" id="board-state">');
  });

  test('an unknown match answers 404 with the scoreboard’s own words', async ({ request }) => {
    const page = await request.get('/scores/public/nosuchmatch1', {
      headers: { 'accept-language': 'es-ES' },
    });
    expect(page.status()).toBe(404);
    expect(page.headers()['cache-control']).toBe('no-store');
    const html = await page.text();
    expect(html).toMatch(/<html[^>]* lang="es"/);
    expect(textOf(html)).toContain('Este partido no existe');
  });

  test('a Spanish club’s scoreboard shows Spanish before its script runs and after, with no hydration warning and no second fetch', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    await setClubLanguage(request, court, 'es');
    const matchId = await arrangeMatch(request, court);
    await scorePoint(request, court, matchId, 1);

    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
    });
    const scoreFetches: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes(`/api/scores/public/${matchId}`)) scoreFetches.push(sent.url());
    });
    // The scripts wait until the first paint has been read.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // The page's module scripts hold DOMContentLoaded back: wait for its first bytes only.
    await page.goto(`/scores/public/${matchId}`, { waitUntil: 'commit' });
    await expect(page.getByTestId('team1-points')).toHaveText('15');
    const before = await page.locator('body').innerText();
    expect(englishIn(before.replaceAll(court.courtName, ' '))).toEqual([]);

    release();
    await expect(page.getByTestId('connection')).toHaveAttribute('data-connection', 'connected');
    await expect(page.getByTestId('team1-points')).toHaveText('15');
    const after = await page.locator('body').innerText();
    expect(englishIn(after.replaceAll(court.courtName, ' '))).toEqual([]);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
    expect(scoreFetches).toEqual([]);
  });
});
