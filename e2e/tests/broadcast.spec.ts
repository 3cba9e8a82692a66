import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { arrangeCourt, arrangeMatch } from '../support/arrange.ts';
import { brandClub, screenshotDir } from '../support/displays.ts';
import { apiToken, expect, signInWithToken, superAdmin, test } from '../support/fixtures.ts';
import { games, type LiveMatch, play } from '../support/scoreboard.ts';
import { settled } from '../support/settled.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * The court TV as a broadcast (docs/broadcast.md): the 2026 deciding point banner, the shot clock
 * and the sponsors' airtime page, at a 1080p TV, a 1280×800 tablet and a 390×844 phone, saved under
 * $E2E_OUTPUT_DIR/broadcast/ to look at.
 */
const SIZES = [
  { name: '1080p', width: 1920, height: 1080 },
  { name: '1280x800', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const OUT_DIR = screenshotDir('broadcast');

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const size of SIZES) {
    await setViewport(page, { width: size.width, height: size.height });
    await settled(page);
    await page.screenshot({ path: path.join(OUT_DIR, `${name}-${size.name}.png`) });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${name} at ${size.name}: wider than the screen`).toBeLessThanOrEqual(size.width);
  }
}

test.describe('the court TV as a broadcast', () => {
  test('the star point banner of a mixed match and the shot clock beside the score', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const court = await arrangeCourt(request);
    await brandClub(request, court, 3);
    await page.goto(`/display/court/${court.courtId}`);
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'idle');
    const matchId = await arrangeMatch(request, court, {
      players: ['Ana García', 'Bruno Díaz', 'Carla Ruiz', 'Diego Sanz'],
      settings: { goldenPointMode: 'star_point', mixed: true, shotClock: true },
    });
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'live');
    // Warm-up: three minutes from the match's creation.
    await expect(page.getByTestId('shot-clock')).toHaveAttribute('data-phase', 'warm_up');
    const match: LiveMatch = {
      court,
      matchId,
      buttons: {} as LiveMatch['buttons'],
      token: await apiToken(request, court.courtUser),
    };
    // Game 1 to team 1 (a change of ends: 90 s), then the third deuce of game 2: the star point.
    await play(request, match, games('1', 1));
    await expect(page.getByTestId('shot-clock')).toHaveAttribute('data-phase', 'change_ends');
    await play(request, match, '1112221212');
    const banner = page.getByTestId('banner-star-point');
    await expect(banner).toContainText(/Star point/i);
    await expect(page.getByTestId('banner-deuce-count')).toHaveText(/Deuce 3 of 3/i);
    await expect(page.getByTestId('banner-receivers')).toHaveText(/Receivers choose side — no switching/i);
    await expect(page.getByTestId('banner-mixed')).toHaveText(/Receiver: same gender as the server/i);
    await expect(page.getByTestId('shot-clock')).toHaveAttribute('data-phase', 'point');
    const left = Number(await page.getByTestId('shot-clock').getAttribute('data-left'));
    expect(left).toBeGreaterThan(10);
    expect(left).toBeLessThanOrEqual(20);
    // Never over the score: the clock's box and the points' boxes do not meet.
    const clock = await page.getByTestId('shot-clock').boundingBox();
    const points = await page.getByTestId('team1-points').boundingBox();
    expect(clock && points && clock.y + clock.height <= points.y).toBe(true);
    await shoot(page, 'court-star-point-shot-clock');

    await page.goto(`/overlay/court/${court.courtId}?position=br&theme=dark&scale=1`);
    await expect(page.getByTestId('score-bug').getByTestId('shot-clock')).toBeVisible();
    await shoot(page, 'overlay-shot-clock');
  });

  test("a paired TV reports its sponsors' airtime, and the admin page shows it with a monthly page", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const court = await arrangeCourt(request);
    await brandClub(request, court, 2);
    await page.goto('/display');
    const code = page.getByTestId('pairing-code');
    await expect(code).toHaveAttribute('data-code', /^[2-9A-HJKMNP-TW-Z]{6}$/);
    const paired = await request.post('/api/displays/pair', {
      headers: { authorization: `Bearer ${court.adminToken}` },
      data: {
        code: await code.getAttribute('data-code'),
        target: { kind: 'court', courtId: court.courtId },
        name: 'Bar TV',
      },
    });
    expect(paired.ok(), await paired.text()).toBe(true);
    await expect(page.getByTestId('court-display')).toBeVisible();
    await expect(page.locator('img[data-sponsor-id]')).toHaveCount(2);
    const today = new Date().toISOString().slice(0, 10);
    const report = async () => {
      const response = await request.get(
        `/api/clubs/${court.clubId}/sponsors/airtime?from=${today}&to=${today}`,
        {
          headers: { authorization: `Bearer ${court.adminToken}` },
        },
      );
      return (await response.json()).data as { sponsors: { seconds: number; impressions: number }[] };
    };
    // The TV sends every 15 s: both logos counted, each as one showing so far.
    await expect
      .poll(async () => (await report()).sponsors.map((sponsor) => sponsor.impressions), { timeout: 60_000 })
      .toEqual([1, 1]);
    // A reload keeps counting without counting anything twice.
    await page.reload();
    await expect(page.getByTestId('court-display')).toBeVisible();
    await expect
      .poll(async () => (await report()).sponsors.map((sponsor) => sponsor.impressions), { timeout: 60_000 })
      .toEqual([2, 2]);

    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signInWithToken(adminPage, request, superAdmin);
    await adminPage.goto('/admin/sponsors');
    await adminPage.getByLabel('Club').selectOption(String(court.clubId));
    await expect(adminPage.getByTestId('airtime-sponsor')).toHaveCount(2);
    await expect(adminPage.getByTestId('airtime-sponsor').first()).toContainText('2 impressions');
    await shoot(adminPage, 'admin-sponsors');
    await adminPage
      .getByRole('button', { name: /Monthly page for sponsor/ })
      .first()
      .click();
    await expect(adminPage.getByTestId('sheet-impressions')).toHaveText('2');
    await shoot(adminPage, 'admin-sponsor-sheet');
    await admin.close();
  });
});
