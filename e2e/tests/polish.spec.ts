import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { arrangeCourt, startLink, uniqueName } from '../support/arrange.ts';
import { PHONE, TABLET } from '../support/court.ts';
import { expect, signIn, signInWithToken, superAdmin, test } from '../support/fixtures.ts';
import { arrangeFinishedMatch, uniqueEmail } from '../support/results.ts';
import { arrangeLiveMatch, games, openScoreboard, play, useTimings } from '../support/scoreboard.ts';
import { settled } from '../support/settled.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * What a new user tripped over: court tablets that stay signed in, statistics that mean
 * something, and courts called by their names.
 */
const SHOTS = path.join(import.meta.dirname, '../screenshots/polish');
const TV = { width: 1920, height: 1080 } as const;

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const TOKEN_KEY = 'bandeja.accessToken';

test.describe('court tablets stay signed in', () => {
  test('a court tablet survives a browser restart, and is back on sign-in once an admin signs it out', async ({
    browser,
  }) => {
    // Three browsers and two sign-ins (argon2) on a shared machine.
    test.slow();
    const setup = await browser.newContext();
    const court = await arrangeCourt(setup.request, { name: uniqueName('Pista Tablet') });
    await setup.close();

    // The tablet signs in once.
    const tablet = await browser.newContext({
      viewport: TABLET,
      userAgent: 'Mozilla/5.0 (Court tablet) Chrome/131',
    });
    const first = await tablet.newPage();
    await first.goto('/login');
    await signIn(first, court.courtUser);
    await expect(first).toHaveURL(/\/dashboard$/);
    await expect(first.getByRole('heading', { level: 1, name: court.courtName })).toBeVisible();
    // Kept where a browser restart does not lose it.
    expect(await first.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).not.toBeNull();
    expect(await first.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBeNull();

    // The browser closes (the page, its session storage, the whole context) and opens again with
    // what it keeps on disk.
    const kept = await tablet.storageState();
    await tablet.close();
    const restarted = await browser.newContext({
      viewport: TABLET,
      userAgent: 'Mozilla/5.0 (Court tablet) Chrome/131',
      storageState: kept,
    });
    // The tablet checks its session every minute; here every second.
    await restarted.addInitScript(() => Object.assign(window, { __bandejaSessionCheckMs: 1000 }));
    const page = await restarted.newPage();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: court.courtName })).toBeVisible();

    // An admin lists the court user's devices, with their last use, and signs the tablet out.
    const adminContext = await browser.newContext({ viewport: TABLET });
    const admin = await adminContext.newPage();
    await admin.goto('/login');
    await signIn(admin, superAdmin);
    await expect(admin).toHaveURL(/\/admin\/dashboard$/);
    await admin.goto('/admin/courts');
    await admin.getByRole('button', { name: `Devices of ${court.courtName}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Devices of ${court.courtName}` });
    await expect(dialog.getByTestId('device')).toHaveCount(1);
    await expect(dialog.getByTestId('device')).toContainText('Last used');
    await expect(dialog.getByTestId('device')).toContainText('Court tablet');
    await shot(admin, 'admin-devices-1280x800');
    await dialog.getByRole('button', { name: /^Sign out/ }).click();
    await expect(dialog.getByTestId('no-devices')).toBeVisible();

    // The tablet's next session check is refused: back to the sign-in page, without a reload.
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await restarted.close();
    await adminContext.close();
  });

  test("an admin's session stays in the tab (session storage), as before", async ({ page }) => {
    await page.goto('/login');
    await signIn(page, superAdmin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).not.toBeNull();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });
});

test.describe("a court's name everywhere", () => {
  test("the dashboard and match setup call the court by its name, not 'Court N'", async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request, { name: uniqueName('Pista 1 Norte') });
    await signInWithToken(page, request, court.courtUser);
    await setViewport(page, TABLET);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: court.courtName })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Start New Match · ${court.courtName}` })).toBeVisible();
    await expect(page.getByText(`Court ${court.courtId}`, { exact: true })).toHaveCount(0);
    await shot(page, 'dashboard-1280x800');
    await setViewport(page, PHONE);
    await shot(page, 'dashboard-390x844');

    const spectator = await page.context().browser()?.newContext({ viewport: PHONE });
    if (!spectator) throw new Error('no browser');
    const phone = await spectator.newPage();
    await phone.goto(await startLink(request, court));
    await expect(phone.getByTestId('setup-court')).toHaveText(court.courtName);
    await expect(phone.getByRole('heading', { name: 'Match Setup' })).toBeVisible();
    await shot(phone, 'match-setup-390x844');
    await spectator.close();
  });

  test("'Previous Matches' shows the match's real end, not start + 90 minutes", async ({ page, request }) => {
    const court = await arrangeCourt(request, { name: uniqueName('Pista 2 Sur') });
    await arrangeFinishedMatch(request, court, { players: ['Ana', 'Bea', 'Carla', 'Dani'], games: 'AB' });
    await signInWithToken(page, request, court.courtUser);
    await setViewport(page, TABLET);
    await page.goto('/dashboard');
    const slot = page.getByTestId('match-slot').first();
    await expect(slot).toHaveText(/^\d\d:\d\d - \d\d:\d\d$/);
    const [start, end] = ((await slot.textContent()) ?? '').split(' - ').map((time) => {
      const [hours, minutes] = time.split(':').map(Number);
      return (hours ?? 0) * 60 + (minutes ?? 0);
    });
    // A match of a few seconds: it ends the minute it starts (or the next), not 90 minutes later.
    expect(((end ?? 0) - (start ?? 0) + 1440) % 1440).toBeLessThanOrEqual(1);
  });
});

test.describe('statistics that mean something', () => {
  const sizes = [
    ['1920x1080', TV],
    ['1280x800', TABLET],
    ['390x844', PHONE],
  ] as const;

  for (const [name, size] of sizes) {
    test(`the match summary shows each set beside the match, one percentage format (${name})`, async ({
      page,
      request,
    }) => {
      await setViewport(page, size);
      const match = await arrangeLiveMatch(request, { settings: { gamesPerSet: 2, tiebreakAt: 2 } });
      await useTimings(page, { redirectAfterFinishMs: 600_000 });
      await openScoreboard(page, match.matchId);
      // Set 1 to team 1 by 2-0 (8 points to 0); set 2 to team 1 by 2-0 (8 points to 1): 16 to 1.
      await play(request, match, games('1', 2));
      const overlay = page.getByTestId('statistics-overlay');
      await expect(overlay.getByRole('heading', { name: 'SET SUMMARY' })).toBeVisible();
      await overlay.getByRole('button', { name: 'Close' }).click();
      await play(request, match, `11121${games('1', 1)}`);
      await expect(overlay.getByRole('heading', { name: 'MATCH SUMMARY' })).toBeVisible();
      if (size === PHONE) await overlay.getByText('Sets and match', { exact: true }).click();
      const table = overlay.getByTestId('sets-beside-match');
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveText(['Figure', 'Set 1', 'Set 2', 'Match']);
      // Each cell: team 1's figure above team 2's. 8 of 9 in set 2, 16 of 17 in the match: each
      // pair adds up to 100.0.
      const shares = table.getByRole('row').filter({ hasText: 'Share of points' });
      await expect(shares.getByRole('cell')).toHaveText(['100.0%0.0%', '88.9%11.1%', '94.1%5.9%']);
      await expect(
        table
          .getByRole('row')
          .filter({ hasText: /^Points won/ })
          .getByRole('cell'),
      ).toHaveText(['80', '81', '161']);
      // The same format on the phone as on the TV: one decimal, never a whole '94%'.
      await expect(overlay).toContainText('16 (94.1%)');
      await expect(overlay).not.toContainText('(94%)');
      await shot(page, `match-summary-${name}`);
    });
  }

  test('the results page shows the sets beside the match in the player statistics', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    await arrangeFinishedMatch(request, court, {
      players: ['Ana', 'Bea', 'Carla', 'Dani'],
      games: 'AAAAAA BBBBBB AA',
    });
    for (const [name, size] of [
      ['1280x800', TABLET],
      ['390x844', PHONE],
    ] as const) {
      await setViewport(page, size);
      await page.goto(`/scores/share/court/${court.courtId}`);
      await page.getByRole('button', { name: 'View stats' }).click();
      const modal = page.getByRole('dialog', { name: 'View Player Statistics' });
      await modal.getByRole('radio').nth(0).click();
      await modal.getByLabel('Email').fill(uniqueEmail('Ana'));
      await page.getByRole('button', { name: 'View Statistics' }).click();
      const view = page.getByRole('dialog', { name: 'MATCH SUMMARY' });
      const table = view.getByTestId('sets-beside-match');
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveText([
        'Figure',
        'Set 1',
        'Set 2',
        'Set 3',
        'Match',
      ]);
      // Set 3 stopped at 2-0; the match: 32 points of 56.
      await expect(
        table.getByRole('row').filter({ hasText: 'Share of points' }).getByRole('cell'),
      ).toHaveText(['100.0%0.0%', '0.0%100.0%', '100.0%0.0%', '57.1%42.9%']);
      await table.scrollIntoViewIfNeeded();
      await shot(page, `results-player-statistics-${name}`);
      await page.keyboard.press('Escape');
    }
  });
});
