import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, test } from '../support/fixtures.ts';
import { arrangeLiveMatch, games, type LiveMatch, play, useTimings } from '../support/scoreboard.ts';
import { settled } from '../support/settled.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * The scoreboard at a club TV's, a 10-inch tablet's and a phone's size in each state, saved under
 * test-results/scoreboard-screenshots/ to look at, and checked for what a look would catch: nothing
 * wider than the screen, no scrolling on the TV and the landscape tablet, digits that fit their
 * cells, and TV digits big enough to read from across the court.
 */
const SIZES = [
  { name: 'tv', width: 1920, height: 1080, scrolls: false },
  { name: 'tablet', width: 1280, height: 800, scrolls: false },
  { name: 'tablet-portrait', width: 800, height: 1280, scrolls: false },
  { name: 'phone', width: 390, height: 844, scrolls: true },
] as const;

const OUT_DIR = path.join(import.meta.dirname, '../test-results/scoreboard-screenshots');

const LONG_NAMES: [string, string, string, string] = [
  'Alejandra Fernández-Villalobos',
  'Beatriz Gómez',
  'Carla Martínez de la Fuente',
  'Dani Ruiz',
];

/** A flat-coloured PNG with a darker band, as a stand-in logo. */
function logo(rgb: [number, number, number], width = 240, height = 120): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const band = y > height * 0.4 && y < height * 0.6;
      const offset = (width * y + x) * 4;
      png.data[offset] = band ? rgb[0] / 2 : rgb[0];
      png.data[offset + 1] = band ? rgb[1] / 2 : rgb[1];
      png.data[offset + 2] = band ? rgb[2] / 2 : rgb[2];
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** Three sponsors and a club logo: the strip shows the three sponsors, the header the club's logo. */
async function brand(request: APIRequestContext, match: LiveMatch): Promise<void> {
  const headers = { authorization: `Bearer ${match.court.adminToken}` };
  const upload = (url: string, buffer: Buffer) =>
    request.post(url, { headers, multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer } } });
  for (const colour of [
    [220, 38, 38],
    [37, 99, 235],
    [234, 179, 8],
  ] as const) {
    const response = await upload(`/api/clubs/${match.court.clubId}/sponsors`, logo([...colour]));
    expect(response.ok(), await response.text()).toBe(true);
  }
  const response = await upload(`/api/clubs/${match.court.clubId}/logo`, logo([15, 61, 46], 120, 120));
  expect(response.ok(), await response.text()).toBe(true);
}

async function shoot(page: Page, state: string): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const size of SIZES) {
    await setViewport(page, { width: size.width, height: size.height });
    await settled(page);
    await page.screenshot({ path: path.join(OUT_DIR, `${state}-${size.name}.png`) });
    const layout = await page.evaluate(() => {
      const root = document.documentElement;
      const cells = [
        ...document.querySelectorAll<HTMLElement>('[data-testid$="-points"], [data-testid*="-set"]'),
      ];
      const cut = cells
        .filter(
          (cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1,
        )
        .map((cell) => cell.dataset.testid);
      const points = document.querySelector<HTMLElement>('[data-testid="team1-points"]');
      return {
        width: root.scrollWidth,
        height: root.scrollHeight,
        cut,
        digits: points ? Number.parseFloat(getComputedStyle(points).fontSize) : null,
      };
    });
    const where = `${state} at ${size.name}`;
    expect(layout.width, `${where}: wider than the screen`).toBeLessThanOrEqual(size.width);
    if (!size.scrolls) expect(layout.height, `${where}: scrolls`).toBeLessThanOrEqual(size.height);
    expect(layout.cut, `${where}: digits cut`).toEqual([]);
    if (size.name === 'phone' && layout.digits !== null) {
      // Held at arm's length: the game's digits stay the biggest thing on the page.
      expect(layout.digits, `${where}: digits too small`).toBeGreaterThanOrEqual(48);
    }
    if (size.name === 'tv' && layout.digits !== null) {
      // 150 px digits are about 9 cm high on a 55" TV: readable from 10 m and more.
      expect(layout.digits, `${where}: digits too small`).toBeGreaterThanOrEqual(150);
    }
  }
}

async function open(page: Page, match: LiveMatch): Promise<void> {
  await useTimings(page, { redirectAfterFinishMs: 600_000, statisticsAutoCloseMs: 600_000 });
  await page.goto(`/scores/public/${match.matchId}`);
  await page.getByTestId('score-card').waitFor();
  await expect(page.getByTestId('connection')).toHaveAttribute('data-connection', 'connected');
}

test.describe('scoreboard screenshots at TV, tablet and phone sizes', () => {
  test('regular game, deuce, golden point, finished and the match summary', async ({ page, request }) => {
    test.setTimeout(120_000);
    const match = await arrangeLiveMatch(request, { players: LONG_NAMES });
    await brand(request, match);
    await open(page, match);
    // Set 1 6-4, set 2 at 2-1, 30-15 in the game.
    const set1 = `${games('1', 2)}${games('2', 2)}${games('1', 2)}${games('2', 2)}${games('1', 2)}`;
    await play(request, match, `${set1}${games('1', 2)}${games('2', 1)}121`);
    await expect(page.getByTestId('team1-set1')).toHaveText('6');
    await expect(page.getByTestId('team1-points')).toHaveText('30');
    await expect(page.getByTestId('team2-points')).toHaveText('15');
    await expect(page.getByTestId('sponsor-strip').locator('[data-kind="sponsor"]')).toHaveCount(3);
    // The end of set 1 opened the set summary.
    await page.getByRole('button', { name: 'Close' }).click();
    await shoot(page, 'regular');

    await play(request, match, '122');
    await expect(page.getByTestId('team1-points')).toHaveText('40');
    await expect(page.getByTestId('team2-points')).toHaveText('40');
    await shoot(page, 'deuce');

    await play(request, match, '12');
    await expect(page.getByTestId('banner-golden-point')).toBeVisible();
    await shoot(page, 'golden-point');

    // Team 1 wins the golden point (3-1), then the set 6-1 and the match.
    await play(request, match, `1${games('1', 3)}`);
    await expect(page.getByTestId('end-state')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'MATCH SUMMARY' })).toBeVisible();
    await shoot(page, 'match-summary');
    await page.getByRole('button', { name: 'Close' }).click();
    await shoot(page, 'finished');
  });

  test('play for serve, the set summary, change of ends and a tiebreak', async ({ page, request }) => {
    test.setTimeout(120_000);
    const match = await arrangeLiveMatch(request, {
      players: LONG_NAMES,
      settings: { serviceConfig: { mode: 'custom', team1Server: 1, team2Server: 2 } },
    });
    await open(page, match);
    await expect(page.getByTestId('banner-play-for-serve')).toBeVisible();
    await shoot(page, 'play-for-serve');

    // The rally for serve, then set 1 6-3.
    await play(
      request,
      match,
      `1${games('1', 2)}${games('2', 1)}${games('1', 2)}${games('2', 2)}${games('1', 2)}`,
    );
    await expect(page.getByRole('heading', { name: 'SET SUMMARY' })).toBeVisible();
    await shoot(page, 'set-summary');
    await page.getByRole('button', { name: 'Close' }).click();

    // Set 2 to 6-6 (change of ends on the way), then into the tiebreak.
    let sequence = '';
    for (let game = 1; game <= 12; game += 1) sequence += games(game % 2 === 0 ? '1' : '2', 1);
    await play(request, match, sequence);
    await expect(page.getByTestId('banner-tiebreak')).toBeVisible();
    await play(request, match, '1211');
    await expect(page.getByTestId('team1-points')).toHaveText('3');
    await shoot(page, 'tiebreak');
    await play(request, match, '22');
    await expect(page.getByTestId('banner-change-ends')).toBeVisible();
    await shoot(page, 'tiebreak-change-ends');
  });
});
