import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { arrangeClubAdmin, DESKTOP } from '../support/admin.ts';
import { arrangeCourt } from '../support/arrange.ts';
import { PHONE, TABLET } from '../support/court.ts';
import { expect, signInWithToken, superAdmin, test } from '../support/fixtures.ts';
import { arrangeLiveMatch, games, play } from '../support/scoreboard.ts';
import { settled } from '../support/settled.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * The scoreboard, the court dashboard and the admin area in Spanish and Swedish (and in German and
 * Portuguese, whose words are the longest) at the sizes people use, saved under
 * e2e/screenshots/languages/ to be looked at. Each picture is checked for what a look would catch
 * first: nothing wider than the screen, and the page really in that language (docs/i18n.md).
 */
const OUT_DIR = path.join(import.meta.dirname, '../screenshots/languages');
const TV = { width: 1920, height: 1080 } as const;

const LANGUAGES = [
  { code: 'es', controlMode: 'Modo de control: WatchButton' },
  { code: 'sv', controlMode: 'Kontrolläge: WatchButton' },
  { code: 'de', controlMode: 'Steuerungsmodus: WatchButton' },
  { code: 'pt', controlMode: 'Modo de controlo: WatchButton' },
] as const;

const LONG_NAMES: [string, string, string, string] = [
  'Alejandra Fernández-Villalobos',
  'Beatriz Gómez',
  'Carla Martínez de la Fuente',
  'Dani Ruiz',
];

async function shootFitting(page: Page, name: string, viewport: { width: number; height: number }) {
  mkdirSync(OUT_DIR, { recursive: true });
  await setViewport(page, viewport);
  await settled(page);
  const overflow = await page.evaluate(() => {
    const wider = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
    return { by: document.documentElement.scrollWidth - window.innerWidth, wider: wider.slice(0, 5) };
  });
  expect(overflow.by, `${name} is wider than the screen: ${overflow.wider.join(' | ')}`).toBeLessThanOrEqual(
    0,
  );
  await page.screenshot({ path: path.join(OUT_DIR, `${name}.png`), fullPage: true });
}

for (const language of LANGUAGES) {
  test.describe(`screens in ${language.code}`, () => {
    test(`the scoreboard at TV, tablet and phone sizes, in ${language.code}`, async ({ page, request }) => {
      const match = await arrangeLiveMatch(request, { players: LONG_NAMES });
      await play(request, match, `${games('1', 2)}${games('2', 1)}12`);
      await page.goto(`/scores/public/${match.matchId}?lang=${language.code}`);
      await page.getByTestId('score-card').waitFor();
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await expect(page.getByTestId('control-mode')).toHaveText(language.controlMode);
      await expect(page.getByTestId('team1-points')).toHaveText('15');
      for (const [size, viewport] of [
        ['tv', TV],
        ['tablet', TABLET],
        ['phone', PHONE],
      ] as const) {
        await shootFitting(page, `scoreboard-${language.code}-${size}`, viewport);
      }
    });

    test(`the court dashboard on its tablet, in ${language.code}`, async ({ page, request }) => {
      // A court with no match in play: its dashboard (one in play would open the scoreboard).
      const court = await arrangeCourt(request);
      await setViewport(page, TABLET);
      await signInWithToken(page, request, court.courtUser);
      await page.goto(`/dashboard?lang=${language.code}`);
      await expect(page.getByRole('img', { name: /QR/ }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await expect(page.getByText('Scan QR to Start a Match', { exact: true })).toHaveCount(0);
      await shootFitting(page, `dashboard-${language.code}-tablet`, TABLET);
    });

    test(`the admin area at desktop and phone sizes, in ${language.code}`, async ({ page, request }) => {
      // The club's pages as its club admin sees them (that club's rows only; the super admin's lists
      // hold every club the suite has made), then the clubs page only a super admin has.
      const match = await arrangeLiveMatch(request, { players: LONG_NAMES });
      await signInWithToken(page, request, await arrangeClubAdmin(request, match.court.clubId));
      for (const screen of ['dashboard', 'courts', 'matches', 'clubs']) {
        if (screen === 'clubs') await signInWithToken(page, request, superAdmin);
        await page.goto(`/admin/${screen}?lang=${language.code}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('lang', language.code);
        await expect(page.getByText('Welcome to Admin Dashboard')).toHaveCount(0);
        for (const [size, viewport] of [
          ['desktop', DESKTOP],
          ['tablet', TABLET],
          ['phone', PHONE],
        ] as const) {
          await shootFitting(page, `admin-${screen}-${language.code}-${size}`, viewport);
        }
      }
    });
  });
}
