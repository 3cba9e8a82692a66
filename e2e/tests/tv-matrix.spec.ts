import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { EventView } from '@bandeja/contract';
import type { Page } from '@playwright/test';
import { arrangeCourt, arrangeMatch, scorePoint, uniqueName } from '../support/arrange.ts';
import { boardText, englishWordsOn } from '../support/board-words.ts';
import { finishMatch, layoutFaults, screenshotDir } from '../support/displays.ts';
import { expect, test } from '../support/fixtures.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * The court TV's finished graphics (docs/displays.md, docs/i18n.md) in English, Spanish, German
 * and Swedish at 1920×1080, 1280×800 and 390×844: an event's game names its evening and round, a
 * pair's win takes the plural, a 0-0 finish reads 'Not played', and the wall shows every court's
 * name whole. Each screen is loaded once per language and checked at the three sizes: no language
 * `select`, no English word of the board's vocabulary outside English, nothing wider than the
 * screen, no cut score, name or label. (tv-languages.spec.ts covers 2, 6 and 12 courts on the wall, the
 * singles labels, the advantage mark and the statistics rows; this adds the screens of the
 * broadcast's later fixes.)
 */
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const SHOTS = screenshotDir('tv-matrix');

/** A pair's win in `language`, as the board's ICU select says it ('Ana & Bea gewinnen'). */
const PAIR_WINS: Record<string, (team: string) => string> = {
  en: (team) => `${team} win`,
  es: (team) => `Ganan ${team}`,
  de: (team) => `${team} gewinnen`,
  sv: (team) => `${team} vinner`,
};

/** The checks every screen passes at every size. */
async function checkScreen(page: Page, language: string, names: string[], where: string) {
  await expect(page.locator('select'), `${where}: no language select`).toHaveCount(0);
  const faults = await layoutFaults(page);
  expect(faults.width, `${where}: no wider than the screen`).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  expect(faults.cut, `${where}: nothing cut`).toEqual([]);
  // No text shortened to an ellipsis ('16 pu…', 'Puntos de oro gan…'): a label is whole or not there.
  const ellipsed = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter(
        (element) =>
          getComputedStyle(element).textOverflow === 'ellipsis' &&
          element.scrollWidth > element.clientWidth + 1 &&
          element.getClientRects().length > 0,
      )
      .map((element) => element.textContent ?? ''),
  );
  expect(ellipsed, `${where}: texts cut with an ellipsis`).toEqual([]);
  if (language !== 'en')
    expect(await englishWordsOn(page, language, names), `${where}: English words`).toEqual([]);
}

test("the TV screens in four languages at three sizes: the event's round, a pair's win, 'Not played', whole court names", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const eventCourt = await arrangeCourt(request, { name: 'Pista 1' });
  const { clubId, adminToken } = eventCourt;
  const headers = { authorization: `Bearer ${adminToken}` };
  const second = await arrangeCourt(request, { clubId, name: 'Pista 2' });
  const wonCourt = await arrangeCourt(request, { clubId, name: 'Pista Central' });
  const unplayedCourt = await arrangeCourt(request, { clubId, name: 'Pista 4' });
  const club = (
    (await (await request.get(`/api/clubs/${clubId}`, { headers })).json()).data as { name: string }
  ).name;

  // An Americano evening: its first round's game on 'Pista 1'.
  const eventName = uniqueName('Americano');
  const created = await request.post('/api/events', {
    headers,
    data: {
      name: eventName,
      clubId,
      format: 'americano',
      courtIds: [eventCourt.courtId, second.courtId],
      players: ['Ana', 'Bea', 'Carla', 'Dani', 'Eva', 'Fran', 'Gala', 'Hugo'].map((name) => ({ name })),
      pointsPerGame: 16,
      rounds: 5,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()).data as EventView).event.id;
  const started = await request.post(`/api/events/${eventId}/start`, { headers });
  expect(started.ok(), await started.text()).toBe(true);

  // A doubles match won by a pair, and one ended at 0-0.
  const won = await arrangeMatch(request, wonCourt, { players: ['Ines', 'Julia', 'Karin', 'Lena'] });
  for (let point = 0; point < 4; point += 1) await scorePoint(request, wonCourt, won, 1);
  await finishMatch(request, wonCourt, won);
  await finishMatch(request, unplayedCourt, await arrangeMatch(request, unplayedCourt));

  const names = [
    club,
    eventName,
    'Pista',
    'Central',
    ...['Ana', 'Bea', 'Carla', 'Dani', 'Eva', 'Fran', 'Gala', 'Hugo'],
    ...['Ines', 'Julia', 'Karin', 'Lena'],
  ];
  mkdirSync(SHOTS, { recursive: true });
  // One club for the four languages: a display takes `?lang=` over the club's.
  for (const language of ['en', 'es', 'de', 'sv'] as const) {
    const round = boardText(language, 'Round {round} of {rounds}')
      .replace('{round}', '1')
      .replace('{rounds}', '5');
    const screens = [
      {
        name: 'event-round',
        url: `/display/court/${eventCourt.courtId}`,
        ready: () => expect(page.getByTestId('event-round')).toHaveText(`${eventName} · ${round}`),
      },
      {
        name: 'pair-wins',
        url: `/display/court/${wonCourt.courtId}`,
        ready: () =>
          expect(page.getByTestId('end-state')).toContainText(PAIR_WINS[language]?.('Ines & Julia') ?? ''),
      },
      {
        name: 'not-played',
        url: `/display/court/${unplayedCourt.courtId}`,
        ready: () => expect(page.getByTestId('end-state')).toContainText(boardText(language, 'Not played')),
      },
      {
        name: 'wall',
        url: `/display/club/${clubId}`,
        ready: () => expect(page.getByTestId('wall-tile')).toHaveCount(4),
      },
    ];
    for (const screen of screens) {
      await setViewport(page, SIZES[0]);
      await page.goto(`${screen.url}?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await screen.ready();
      for (const size of SIZES) {
        const where = `${screen.name} in ${language} at ${size.width}×${size.height}`;
        await setViewport(page, size);
        await checkScreen(page, language, names, where);
        if (screen.name === 'wall') {
          // Every court's name whole: its element is not clipped.
          const clipped = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>('[data-testid="wall-tile"] h2')]
              .filter((name) => name.scrollWidth > name.clientWidth)
              .map((name) => name.textContent),
          );
          expect(clipped, where).toEqual([]);
        }
        // A few to look at: the Spanish screens and the German ones (the longest words) at each size.
        if (language === 'es' || language === 'de')
          await page.screenshot({
            path: path.join(SHOTS, `${screen.name}-${language}-${size.width}x${size.height}.png`),
          });
      }
    }
  }
});
