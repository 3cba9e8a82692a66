import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { arrangeCourt, arrangeMatch } from '../support/arrange.ts';
import { brandClub, finishMatch, layoutFaults, screenshotDir } from '../support/displays.ts';
import { apiToken, expect, test } from '../support/fixtures.ts';
import { roomAnswered } from '../support/live-js.ts';
import { games, type LiveMatch, play } from '../support/scoreboard.ts';
import { settled } from '../support/settled.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * The court display, the clubhouse wall, the stream overlay and the pairing screen at a 1080p TV,
 * a 720p TV and a 4K TV, in each state, saved under $E2E_OUTPUT_DIR/display-screenshots/ to look
 * at, and checked for what a look would catch: nothing wider or taller than the screen, no cut
 * digits, no blank sponsor tile, and on the court display game digits at least a fifth of the
 * screen's height.
 */
const SIZES = [
  { name: '1080p', width: 1920, height: 1080 },
  { name: '720p', width: 1280, height: 720 },
  { name: '4k', width: 3840, height: 2160 },
] as const;

const OUT_DIR = screenshotDir('display-screenshots');

const LONG_NAMES: [string, string, string, string] = [
  'Alejandra Fernández-Villalobos',
  'Beatriz Gómez',
  'Carla Martínez de la Fuente',
  'Dani Ruiz',
];

async function shoot(
  page: Page,
  state: string,
  options: { courtDigits?: boolean; transparent?: boolean } = {},
): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const size of SIZES) {
    await setViewport(page, { width: size.width, height: size.height });
    await settled(page);
    await page.screenshot({
      path: path.join(OUT_DIR, `${state}-${size.name}.png`),
      omitBackground: options.transparent ?? false,
    });
    const layout = await layoutFaults(page);
    const where = `${state} at ${size.name}`;
    expect(layout.width, `${where}: wider than the screen`).toBeLessThanOrEqual(size.width);
    expect(layout.height, `${where}: taller than the screen`).toBeLessThanOrEqual(size.height);
    expect(layout.cut, `${where}: cut`).toEqual([]);
    expect(layout.blankTiles, `${where}: blank sponsor tiles`).toBe(0);
    if (options.courtDigits) {
      expect(layout.points ?? 0, `${where}: game digits under a fifth of the screen`).toBeGreaterThanOrEqual(
        size.height / 5,
      );
    }
  }
}

/** A court with a branded club and its display open; the match is created once the display is up. */
async function liveCourt(page: Page, request: Parameters<typeof arrangeCourt>[0], settings = {}) {
  const court = await arrangeCourt(request);
  await brandClub(request, court, 6);
  await page.goto(`/display/court/${court.courtId}`);
  await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'idle');
  const matchId = await arrangeMatch(request, court, { players: LONG_NAMES, settings });
  await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'live');
  const token = await apiToken(request, court.courtUser);
  const match: LiveMatch = { court, matchId, buttons: {} as LiveMatch['buttons'], token };
  return match;
}

test.describe('display screenshots at 1080p, 720p and 4K', () => {
  test('court display: idle, regular, a new set, tiebreak and result', async ({ page, request }) => {
    test.setTimeout(180_000);
    const court = await arrangeCourt(request);
    await brandClub(request, court, 6);
    // A last result for the idle screen.
    const earlier = await arrangeMatch(request, court, { players: LONG_NAMES });
    await finishMatch(request, court, earlier);
    await page.clock.install();
    // The server's HTML already shows the result: the clock moves once the app runs (its room answered).
    const joined = roomAnswered(page, 'courtBoard');
    await page.goto(`/display/court/${court.courtId}`);
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'result');
    await joined;
    await page.clock.fastForward('06:00');
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'idle');
    await expect(page.getByTestId('last-result')).toContainText('Alejandra');
    await shoot(page, 'court-idle');
    // The page's clock ran six minutes ahead of the server's: a reload goes back to the server's time
    // (the earlier match's result again, until the next match starts).
    await page.reload();
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'result');

    const matchId = await arrangeMatch(request, court, { players: LONG_NAMES });
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'live');
    const match: LiveMatch = {
      court,
      matchId,
      buttons: {} as LiveMatch['buttons'],
      token: await apiToken(request, court.courtUser),
    };
    // Set 1 6-3, set 2 at 2-1, 30-15.
    await play(
      request,
      match,
      `${games('1', 2)}${games('2', 1)}${games('1', 2)}${games('2', 2)}${games('1', 2)}`,
    );
    await expect(page.getByTestId('team2-set2')).toHaveText('0');
    await shoot(page, 'court-new-set', { courtDigits: true });
    await play(request, match, `${games('1', 2)}${games('2', 1)}112`);
    await expect(page.getByTestId('team1-points')).toHaveText('30');
    await shoot(page, 'court-live', { courtDigits: true });

    // Set 2 to 6-6, then into the tiebreak.
    await play(request, match, `2222${games('2', 1)}${games('1', 3)}${games('2', 3)}${games('1', 1)}`);
    await expect(page.getByTestId('banner-tiebreak')).toBeVisible();
    await play(request, match, '1211');
    await expect(page.getByTestId('team1-points')).toHaveText('3');
    await shoot(page, 'court-tiebreak', { courtDigits: true });

    await finishMatch(request, court, matchId);
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'result');
    await expect(page.getByTestId('result-statistics')).toContainText('Points won');
    await shoot(page, 'court-result');
  });

  test('court display: deuce 2 of 3 and the star point', async ({ page, request }) => {
    test.setTimeout(120_000);
    const match = await liveCourt(page, request, { goldenPointMode: 'star_point' });
    await play(request, match, `${games('1', 1)}11122212`);
    await expect(page.getByTestId('game-label')).toHaveText(/Deuce 2 of 3/i);
    await shoot(page, 'court-deuce', { courtDigits: true });
    await play(request, match, '12');
    await expect(page.getByTestId('banner-star-point')).toContainText('Receivers choose side — no switching');
    await shoot(page, 'court-star-point', { courtDigits: true });
  });

  test('the clubhouse wall with twelve courts: live, finishing soon, finished and free', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const first = await arrangeCourt(request);
    await brandClub(request, first, 3);
    const courts = [first];
    for (let index = 1; index < 12; index += 1)
      courts.push(await arrangeCourt(request, { clubId: first.clubId }));
    const names: [string, string, string, string][] = [
      LONG_NAMES,
      ['Ana', 'Bea', 'Carla', 'Dani'],
      ['Lucía Sánchez', 'Marta Ortega', 'Nuria Castillo', 'Olga Prieto'],
      ['Pablo', 'Quique', 'Raúl', 'Sergio'],
    ];
    for (const [index, court] of courts.slice(0, 9).entries()) {
      const matchId = await arrangeMatch(request, court, {
        players: names[index % names.length],
        // One match near the end of its slot: 'finishing soon'.
        settings: index === 2 ? { matchDuration: 300 } : {},
      });
      const match: LiveMatch = {
        court,
        matchId,
        buttons: {} as LiveMatch['buttons'],
        token: await apiToken(request, court.courtUser),
      };
      await play(
        request,
        match,
        `${games(index % 2 === 0 ? '1' : '2', index % 5)}${'12'.repeat(index % 3)}1`,
      );
      if (index >= 7) await finishMatch(request, court, matchId);
    }
    await page.goto(`/display/club/${first.clubId}`);
    await expect(page.getByTestId('wall-tile')).toHaveCount(12);
    await expect(page.locator('[data-testid="wall-tile"][data-state="live"]')).toHaveCount(7);
    await expect(page.locator('[data-testid="wall-tile"][data-state="result"]')).toHaveCount(2);
    await expect(page.getByTestId('wall-time-left').filter({ hasText: 'Finishing soon' })).toHaveCount(1);
    await shoot(page, 'wall');
  });

  test('the stream overlay in its corners and themes, and the pairing screen', async ({ page, request }) => {
    test.setTimeout(120_000);
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court, {
      players: LONG_NAMES,
      settings: { goldenPointMode: 'one_deuce_golden' },
    });
    const match: LiveMatch = {
      court,
      matchId,
      buttons: {} as LiveMatch['buttons'],
      token: await apiToken(request, court.courtUser),
    };
    await play(request, match, `${games('1', 3)}${games('2', 2)}11122212`);
    for (const [position, theme] of [
      ['br', 'dark'],
      ['tl', 'light'],
    ] as const) {
      await page.goto(`/overlay/court/${court.courtId}?position=${position}&theme=${theme}&scale=1`);
      await expect(page.getByTestId('bug-banner')).toContainText(/Golden point/i);
      await shoot(page, `overlay-${position}-${theme}`, { transparent: true });
    }
    await page.goto('/display');
    await expect(page.getByTestId('pairing-code')).toHaveAttribute('data-code', /^[A-Z0-9]{6}$/);
    await shoot(page, 'pairing');
  });
});
