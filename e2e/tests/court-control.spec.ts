import type { Page } from '@playwright/test';
import { arrangeButtons, arrangeCourt, arrangeMatch, press } from '../support/arrange.ts';
import { control, finishMatch, PHONE, saveScreenshot, TABLET } from '../support/court.ts';
import { apiToken, expect, signInWithToken, test } from '../support/fixtures.ts';
import { setViewport } from '../support/viewport.ts';

const pointButton = (page: Page, team: 1 | 2) =>
  page.getByRole('button', { name: new RegExp(`^Team ${team} point`) });
const gameOf = (page: Page, team: 1 | 2) => page.getByTestId(`team${team}-game`);
const setOf = (page: Page, team: 1 | 2, set: 1 | 2 | 3) => page.getByTestId(`team${team}-set${set}`);
const toastWith = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** Marks the page so that a reload would show: the mark is gone after one. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    document.documentElement.dataset.loadedOnce = 'yes';
  });
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset.loadedOnce)).toBe('yes');
}

async function expectGame(pages: Page[], team1: string, team2: string) {
  for (const page of pages) {
    await expect(gameOf(page, 1)).toHaveText(team1);
    await expect(gameOf(page, 2)).toHaveText(team2);
  }
}

test.describe('court-user match control', () => {
  test('the control screen scores points, undoes and resets, and a second screen follows every change live', async ({
    page,
    request,
    browser,
  }) => {
    const court = await arrangeCourt(request);
    const buttons = await arrangeButtons(request, court);
    const matchId = await arrangeMatch(request, court);

    await setViewport(page, TABLET);
    await signInWithToken(page, request, court.courtUser);
    await page.goto(`/court/${matchId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${court.courtName} - Match Control` }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Teams' })).toContainText('Ana & Bea');
    await expect(page.getByRole('region', { name: 'Teams' })).toContainText('Carla & Dani');
    await expect(page.getByRole('region', { name: 'Format' })).toContainText('Best of 3 sets');
    // A new match waits in warm-up until its first point (docs/scoring-rules.md#warm-up).
    await expect(page.getByRole('region', { name: 'Status' })).toContainText('Warm-up');
    await expect(page.getByRole('heading', { name: 'Live Score' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Match Control', exact: true })).toBeVisible();

    // A second screen on the same match: a phone in another browser.
    const other = await browser.newContext({ viewport: PHONE });
    const watcher = await other.newPage();
    await signInWithToken(watcher, request, court.courtUser);
    await watcher.goto(`/court/${matchId}`);
    await expectGame([page, watcher], '0', '0');
    await markPage(page);
    await markPage(watcher);

    await pointButton(page, 1).click();
    await expect(toastWith(page, 'Team 1 point successful')).toBeVisible();
    await expectGame([page, watcher], '15', '0');

    await pointButton(page, 2).click();
    await expect(toastWith(page, 'Team 2 point successful')).toBeVisible();
    await expectGame([page, watcher], '15', '15');

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(toastWith(page, 'Undo successful')).toBeVisible();
    await expectGame([page, watcher], '15', '0');

    for (let i = 0; i < 3; i++) {
      await pointButton(page, 1).click();
      await expect(pointButton(page, 1)).toBeEnabled();
    }
    await expectGame([page, watcher], '0', '0');
    await expect(setOf(page, 1, 1)).toHaveText('1');
    await expect(setOf(watcher, 1, 1)).toHaveText('1');

    await pointButton(page, 2).click();
    await expectGame([page, watcher], '0', '15');
    // A reset asks first (it wipes the game or the set on one tap).
    await page.getByRole('button', { name: 'Reset game' }).click();
    await page
      .getByRole('dialog', { name: 'Reset game?' })
      .getByRole('button', { name: 'Reset game' })
      .click();
    await expect(toastWith(page, 'Reset game successful')).toBeVisible();
    await expectGame([page, watcher], '0', '0');

    await page.getByRole('button', { name: 'Reset set' }).click();
    await page.getByRole('dialog', { name: 'Reset set?' }).getByRole('button', { name: 'Reset set' }).click();
    await expect(toastWith(page, 'Reset set successful')).toBeVisible();
    await expect(setOf(page, 1, 1)).toHaveText('0');
    await expect(setOf(watcher, 1, 1)).toHaveText('0');

    // A press on the WatchButton reaches both screens too.
    expect((await press(request, buttons.TEAM2_SCORE)).status).toBe(200);
    await expectGame([page, watcher], '0', '15');

    await expectNotReloaded(page);
    await expectNotReloaded(watcher);
    await saveScreenshot(page, 'control-live-tablet');
    await saveScreenshot(watcher, 'control-live-phone');
    await other.close();
  });

  test('point buttons wait while an action is under way', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await signInWithToken(page, request, court.courtUser);
    // The point's answer is held until the buttons have been seen waiting, however slow the machine.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(`**/api/scores/${matchId}/team1-point`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/court/${matchId}`);
    await pointButton(page, 1).click();
    await expect(pointButton(page, 1)).toBeDisabled();
    await expect(pointButton(page, 2)).toBeDisabled();
    answer();
    await expect(gameOf(page, 1)).toHaveText('15');
    await expect(pointButton(page, 1)).toBeEnabled();
    await expect(pointButton(page, 2)).toBeEnabled();
  });

  test('a finished match shows the notice and takes no more points; the server refuses them too', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await control(request, court, matchId, 'team1-point', 4);
    await finishMatch(request, court, matchId);

    await setViewport(page, TABLET);
    await signInWithToken(page, request, court.courtUser);
    await page.goto(`/court/${matchId}`);
    await expect(
      page.getByText('This match is finished. No further modifications are allowed.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status' })).toContainText('finished');
    await expect(page.getByText('Winner: Ana & Bea')).toBeVisible();
    await expect(pointButton(page, 1)).toBeDisabled();
    await expect(pointButton(page, 2)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Reset game' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Reset set' })).toBeDisabled();
    await saveScreenshot(page, 'control-finished-tablet');
    await setViewport(page, PHONE);
    await saveScreenshot(page, 'control-finished-phone');

    const token = await apiToken(request, court.courtUser);
    const refused = await request.post(`/api/scores/${matchId}/team2-point`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe('Cannot modify a finished match');

    // Within a minute of the end, an undo reopens the match (docs/scoring-rules.md#undo-window: a mis-pressed match point).
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(toastWith(page, 'Undo successful')).toBeVisible();
    await expect(page.getByText('This match is finished. No further modifications are allowed.')).toHaveCount(
      0,
    );
    await expect(page.getByRole('region', { name: 'Status' })).toContainText('ongoing');
    await expect(pointButton(page, 1)).toBeEnabled();
  });

  test('a pending match keeps its point buttons disabled', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    // No call makes a scheduled match with a court here, so the score read says 'pending', with its
    // planned start time (pending without one is a match in warm-up, which takes points).
    await page.route(`**/api/scores/public/${matchId}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.status = 'pending';
      body.data.start_time = new Date(Date.now() + 3_600_000).toISOString();
      await route.fulfill({ response, json: body });
    });
    await signInWithToken(page, request, court.courtUser);
    await page.goto(`/court/${matchId}`);
    await expect(page.getByRole('region', { name: 'Status' })).toContainText('pending');
    await expect(pointButton(page, 1)).toBeDisabled();
    await expect(pointButton(page, 2)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  });

  test('a failed action shows the server message, else the call fallback', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await signInWithToken(page, request, court.courtUser);
    await page.goto(`/court/${matchId}`);
    await page.route(`**/api/scores/${matchId}/team1-point`, (route) =>
      route.fulfill({
        status: 403,
        json: { success: false, message: 'Access denied', code: 'accessDenied' },
      }),
    );
    await pointButton(page, 1).click();
    await expect(toastWith(page, 'Access denied')).toBeVisible();
    await expect(gameOf(page, 1)).toHaveText('0');

    await page.route(`**/api/scores/${matchId}/team2-point`, (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await pointButton(page, 2).click();
    await expect(toastWith(page, 'Failed to add point for team 2')).toBeVisible();
    await saveScreenshot(page, 'control-action-failed-tablet');
  });

  test('refresh reloads the match: "Match data refreshed", or "Failed to refresh match data"', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await signInWithToken(page, request, court.courtUser);
    await page.goto(`/court/${matchId}`);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(toastWith(page, 'Match data refreshed')).toBeVisible();

    await page.route(`**/api/scores/public/${matchId}`, (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(toastWith(page, 'Failed to refresh match data')).toBeVisible();
    // The screen stays, with the score it had.
    await expect(page).toHaveURL(new RegExp(`/court/${matchId}$`));
    await expect(gameOf(page, 1)).toHaveText('0');
  });

  test('Back to Court goes to the dashboard, Logout to /login', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await signInWithToken(page, request, court.courtUser);
    await page.goto(`/court/${matchId}`);
    await page.getByRole('button', { name: 'Back to Court' }).click();
    // The dashboard of a court with an active match shows that match's public scoreboard.
    await expect(page).toHaveURL(new RegExp(`/scores/public/${matchId}$`));
    await page.goto(`/court/${matchId}`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown match shows "Match not found" with a Back to Court button', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    await signInWithToken(page, request, court.courtUser);
    await setViewport(page, PHONE);
    await page.goto('/court/NoSuchMatch1234');
    await expect(page.getByRole('heading', { name: 'Match not found' })).toBeVisible();
    await saveScreenshot(page, 'control-not-found-phone');
    await setViewport(page, TABLET);
    await saveScreenshot(page, 'control-not-found-tablet');
    await page.getByRole('button', { name: 'Back to Court' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a load failure or a missing match id sends the user to /', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await signInWithToken(page, request, court.courtUser);
    await page.route(`**/api/matches/${matchId}`, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`/court/${matchId}`);
    await expect(toastWith(page, 'Failed to load match details')).toBeVisible();
    // '/' is the court user's home, which shows the court's active match.
    const activeBoard = new RegExp(`/scores/public/${matchId}$`);
    await expect(page).toHaveURL(activeBoard);
    await page.unrouteAll();

    await page.goto('/court/');
    await expect(page).toHaveURL(activeBoard);
  });

  test('a match without a score gets one created from its team names', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await page.route(`**/api/matches/${matchId}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.score = null;
      await route.fulfill({ response, json: body });
    });
    await signInWithToken(page, request, court.courtUser);
    const creation = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/scores/${matchId}/create`),
    );
    await page.goto(`/court/${matchId}`);
    const sent = await creation;
    expect(sent.postDataJSON()).toEqual({ team1Name: 'Ana & Bea', team2Name: 'Carla & Dani' });
    await expect(gameOf(page, 1)).toHaveText('0');
    await expect(pointButton(page, 1)).toBeEnabled();
  });
});
