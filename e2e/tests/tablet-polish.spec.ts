import type { Locator, Page } from '@playwright/test';
import { arrangeButtons, arrangeCourt, arrangeMatch, press, startLink } from '../support/arrange.ts';
import { control, finishMatch, PHONE, saveScreenshot, TABLET } from '../support/court.ts';
import { expect, signInWithToken, superAdmin, test } from '../support/fixtures.ts';
import { arrangeFinishedMatch } from '../support/results.ts';
import { arrangeLiveMatch, games, openScoreboard, play, useTimings } from '../support/scoreboard.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * What a new user tripped over on the court tablet and the phone: corrections that ask
 * first and show what Undo takes back, touch targets of at least 44 px, and no dead ends.
 */

const pointButton = (page: Page, team: 1 | 2) =>
  page.getByRole('button', { name: new RegExp(`^Team ${team} point`) });
const gameOf = (page: Page, team: 1 | 2) => page.getByTestId(`team${team}-game`);
const lastPoints = (page: Page) => page.getByRole('list', { name: 'Last points' }).getByRole('listitem');

/** WCAG's target size for touch (docs/product.md#constants-and-timings): 44 × 44 CSS pixels. */
const TOUCH = 44;
async function expectTouchTarget(target: Locator, name: string): Promise<void> {
  await expect(target, name).toBeVisible();
  const box = await target.boundingBox();
  expect(box, name).not.toBeNull();
  expect(Math.round(box?.height ?? 0), `${name}: height`).toBeGreaterThanOrEqual(TOUCH);
  expect(Math.round(box?.width ?? 0), `${name}: width`).toBeGreaterThanOrEqual(TOUCH);
}

test.describe('corrections are safe and visible', () => {
  test('Reset game and Reset set ask first: Cancel changes nothing, confirming resets', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await control(request, court, matchId, 'team1-point', 6);
    await setViewport(page, TABLET);
    await signInWithToken(page, request, court.courtUser);
    await page.goto(`/court/${matchId}`);
    await expect(gameOf(page, 1)).toHaveText('30');

    await page.getByRole('button', { name: 'Reset game' }).click();
    const askGame = page.getByRole('dialog', { name: 'Reset game?' });
    await expect(askGame).toContainText('The game in play goes back to 0-0');
    await saveScreenshot(page, 'polish-reset-confirm-tablet');
    await askGame.getByRole('button', { name: 'Cancel' }).click();
    await expect(askGame).toBeHidden();
    await page.waitForTimeout(300);
    await expect(gameOf(page, 1)).toHaveText('30');

    await page.getByRole('button', { name: 'Reset game' }).click();
    await askGame.getByRole('button', { name: 'Reset game' }).click();
    await expect(gameOf(page, 1)).toHaveText('0');
    await expect(page.getByTestId('team1-set1')).toHaveText('1');

    await page.getByRole('button', { name: 'Reset set' }).click();
    const askSet = page.getByRole('dialog', { name: 'Reset set?' });
    await expect(askSet).toContainText('The set in play goes back to 0-0 games');
    await askSet.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForTimeout(300);
    await expect(page.getByTestId('team1-set1')).toHaveText('1');
    await page.getByRole('button', { name: 'Reset set' }).click();
    await askSet.getByRole('button', { name: 'Reset set' }).click();
    await expect(page.getByTestId('team1-set1')).toHaveText('0');
  });

  test('the scoreboard’s operator controls ask before a reset too', async ({ page, request }) => {
    const match = await arrangeLiveMatch(request);
    await play(request, match, '11');
    await setViewport(page, TABLET);
    await signInWithToken(page, request, match.court.courtUser);
    await openScoreboard(page, match.matchId);
    const controls = page.getByTestId('score-controls');
    await expect(page.getByTestId('team1-points')).toHaveText('30');
    await controls.getByRole('button', { name: 'Reset game' }).click();
    const ask = page.getByRole('dialog', { name: 'Reset game?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await page.waitForTimeout(300);
    await expect(page.getByTestId('team1-points')).toHaveText('30');
    await controls.getByRole('button', { name: 'Reset game' }).click();
    await ask.getByRole('button', { name: 'Reset game' }).click();
    await expect(page.getByTestId('team1-points')).toHaveText('0');
  });

  test('the control screen lists the last points, who won each and at what score, and Undo takes the first off', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const buttons = await arrangeButtons(request, court);
    const matchId = await arrangeMatch(request, court);
    await setViewport(page, TABLET);
    await signInWithToken(page, request, court.courtUser);
    await page.goto(`/court/${matchId}`);
    await expect(page.getByText('Points scored from now on are listed here.')).toBeVisible();

    await pointButton(page, 1).click();
    await expect(gameOf(page, 1)).toHaveText('15');
    await pointButton(page, 2).click();
    await expect(gameOf(page, 2)).toHaveText('15');
    // A WatchButton press on court arrives over the socket and is listed too.
    expect((await press(request, buttons.TEAM2_SCORE)).status).toBe(200);
    await expect(gameOf(page, 2)).toHaveText('30');

    await expect(lastPoints(page)).toHaveCount(3);
    await expect(lastPoints(page).nth(0)).toContainText('Carla & Dani');
    await expect(lastPoints(page).nth(0)).toContainText('at 15-15 · 0-0');
    await expect(lastPoints(page).nth(0)).toContainText('Undo takes this back');
    await expect(lastPoints(page).nth(1)).toContainText('Carla & Dani');
    await expect(lastPoints(page).nth(1)).toContainText('at 15-0 · 0-0');
    await expect(lastPoints(page).nth(2)).toContainText('Ana & Bea');
    await expect(lastPoints(page).nth(2)).toContainText('at 0-0 · 0-0');
    await saveScreenshot(page, 'polish-last-points-tablet');

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(gameOf(page, 2)).toHaveText('15');
    await expect(lastPoints(page)).toHaveCount(2);
    await expect(lastPoints(page).nth(0)).toContainText('at 15-0 · 0-0');
    await expect(lastPoints(page).nth(0)).toContainText('Undo takes this back');
    await setViewport(page, PHONE);
    await saveScreenshot(page, 'polish-last-points-phone');
  });

  test('a finished match offers Undo for its 60 s window only: then the hint and the button go', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await control(request, court, matchId, 'team1-point', 4);
    await finishMatch(request, court, matchId);
    await page.clock.install();
    await setViewport(page, TABLET);
    await signInWithToken(page, request, court.courtUser);
    await page.goto(`/court/${matchId}`);
    const hint = page.getByText('Undo is accepted for 60 seconds after the end');
    await expect(hint).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();

    await page.clock.fastForward(61_000);
    await expect(hint).toBeHidden();
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await expect(
      page.getByText('This match is finished. No further modifications are allowed.'),
    ).toBeVisible();
    await saveScreenshot(page, 'polish-finished-window-closed-tablet');
  });
});

test.describe('no dead ends', () => {
  test('an unknown match id says the match does not exist, with a link to a signed-in court’s results instead of a form', async ({
    page,
    request,
  }) => {
    await setViewport(page, PHONE);
    await page.goto('/scores/public/no-such-match');
    await expect(page.getByRole('heading', { name: 'This match does not exist' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Match' })).toHaveCount(0);
    await saveScreenshot(page, 'polish-unknown-match-phone');

    // On a court's tablet the way out is that court's results.
    const court = await arrangeCourt(request);
    await signInWithToken(page, request, court.courtUser);
    await page.goto('/scores/public/no-such-match');
    const link = page.getByRole('link', { name: "See this court's results" });
    await expect(link).toHaveAttribute('href', `/scores/share/court/${court.courtId}`);
    await expectTouchTarget(link, 'results link');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/scores/share/court/${court.courtId}$`));
  });

  test('a court user who opens another court’s control screen is told so, without buttons the server refuses', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    const stranger = await arrangeCourt(request, { clubId: court.clubId });
    await setViewport(page, TABLET);
    await signInWithToken(page, request, stranger.courtUser);
    await page.goto(`/court/${matchId}`);
    await expect(page.getByRole('heading', { name: 'This match is on another court' })).toBeVisible();
    await expect(pointButton(page, 1)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await saveScreenshot(page, 'polish-other-court-tablet');
    await page.getByRole('button', { name: 'Back to Court' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a failed results fetch says it failed and offers Retry, not "No matches found"', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    await arrangeFinishedMatch(request, court, { players: ['Ana', 'Bea', 'Carla', 'Dani'], games: 'AA AA' });
    let failing = true;
    await page.route('**/api/matches/court/*/finished*', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            json: { success: false, message: 'Server error. Please try again later.' },
          })
        : route.continue(),
    );
    await setViewport(page, PHONE);
    await page.goto(`/scores/share/court/${court.courtId}`);
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load the matches' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Server error. Please try again later.');
    await expect(page.getByText('No matches found')).toHaveCount(0);
    await saveScreenshot(page, 'polish-results-failed-phone');
    failing = false;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('match-teams')).toHaveText(['Ana & Bea Vs Carla & Dani']);
  });
});

test('the admin dashboard labels an ongoing match’s scores: the sets’ games and the game’s points', async ({
  page,
  request,
}) => {
  const court = await arrangeCourt(request);
  const players: [string, string, string, string] = ['Olga', 'Pia', 'Quim', 'Rita'];
  const matchId = await arrangeMatch(request, court, { players });
  await control(request, court, matchId, 'team1-point', 9);
  await setViewport(page, TABLET);
  await signInWithToken(page, request, superAdmin);
  await page.goto('/admin/dashboard');
  const row = page.getByRole('listitem').filter({ hasText: 'Olga & Pia' });
  // Two games of set 1: 'Games 2-0', never 'Sets 2-0'.
  await expect(row.getByTestId('ongoing-sets')).toHaveText('Games2-0');
  await expect(row.getByTestId('ongoing-game')).toHaveText('Game15-0');
  await row.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'polish-admin-dashboard-tablet');
});

test.describe('touch targets of at least 44 px', () => {
  for (const viewport of [PHONE, TABLET]) {
    const size = `${viewport.width}x${viewport.height}`;

    test(`court dashboard and control headers, and the control buttons, at ${size}`, async ({
      page,
      request,
    }) => {
      const court = await arrangeCourt(request);
      await setViewport(page, viewport);
      await signInWithToken(page, request, court.courtUser);
      await page.goto('/dashboard');
      await expectTouchTarget(page.getByRole('button', { name: 'Connect a TV' }), 'Connect a TV');
      await expectTouchTarget(page.getByRole('button', { name: 'Logout' }), 'dashboard Logout');

      const matchId = await arrangeMatch(request, court);
      await page.goto(`/court/${matchId}`);
      await expect(gameOf(page, 1)).toHaveText('0');
      await expectTouchTarget(page.getByRole('button', { name: 'Back to Court' }), 'Back to Court');
      await expectTouchTarget(page.getByRole('button', { name: 'Refresh' }), 'Refresh');
      await expectTouchTarget(page.getByRole('button', { name: 'Logout' }), 'control Logout');
      for (const name of ['Undo', 'Reset game', 'Reset set']) {
        await expectTouchTarget(page.getByRole('button', { name }), name);
      }
    });

    test(`the match setup's server toggles at ${size}`, async ({ page, request }) => {
      const court = await arrangeCourt(request);
      await setViewport(page, viewport);
      await page.goto(await startLink(request, court));
      const toggles = page.getByRole('button', { name: /serves (1st|2nd): switch the first server/ });
      await expect(toggles).toHaveCount(4);
      for (let i = 0; i < 4; i++) await expectTouchTarget(toggles.nth(i), `server toggle ${i + 1}`);
    });

    test(`the results page's chips and buttons at ${size}`, async ({ page, request }) => {
      const court = await arrangeCourt(request);
      await arrangeCourt(request, { clubId: court.clubId });
      await arrangeFinishedMatch(request, court, {
        players: ['Ana', 'Bea', 'Carla', 'Dani'],
        games: 'AA AA',
      });
      await setViewport(page, viewport);
      await page.goto(`/scores/share/court/${court.courtId}`);
      const chips = page.getByRole('navigation', { name: 'Courts' }).getByRole('link');
      await expect(chips).toHaveCount(2);
      for (let i = 0; i < 2; i++) await expectTouchTarget(chips.nth(i), `court chip ${i + 1}`);
      await expectTouchTarget(page.getByRole('button', { name: 'View stats' }), 'View stats');
      await expectTouchTarget(page.getByRole('button', { name: 'Share Match' }), 'Share Match');
      if (viewport === PHONE) await saveScreenshot(page, 'polish-results-phone');
    });

    test(`the scoreboard's sound switch and the statistics overlay's Close at ${size}`, async ({
      page,
      request,
    }) => {
      const match = await arrangeLiveMatch(request, { settings: { gamesPerSet: 2, tiebreakAt: 2 } });
      await useTimings(page, { redirectAfterFinishMs: 60_000 });
      await setViewport(page, viewport);
      await openScoreboard(page, match.matchId);
      await expectTouchTarget(page.getByTestId('sound-control'), 'sound switch');
      await play(request, match, games('1', 2));
      const overlay = page.getByTestId('statistics-overlay');
      await expect(overlay.getByRole('heading', { name: 'SET SUMMARY' })).toBeVisible();
      await expectTouchTarget(overlay.getByRole('button', { name: 'Close' }), 'statistics Close');
    });
  }

  test('the club name on the phone scoreboard has its own line, not cut by the sound switch and the badge', async ({
    page,
    request,
  }) => {
    const match = await arrangeLiveMatch(request);
    const club = 'Bandeja Demo Club de Pádel Norte';
    const renamed = await request.put(`/api/clubs/${match.court.clubId}`, {
      headers: { authorization: `Bearer ${match.court.adminToken}` },
      data: { name: club, email: 'club@example.com', phone: '+34 600 000 000', address: 'Calle 1' },
    });
    expect(renamed.ok()).toBe(true);
    await setViewport(page, PHONE);
    await openScoreboard(page, match.matchId);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(club);
    await expect(page.getByTestId('sound-control')).toBeVisible();
    // Not cut: the heading's text fits its box.
    const cut = await title.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(cut).toBe(false);
    // Its own line: the switch sits below it.
    const titleBox = await title.boundingBox();
    const soundBox = await page.getByTestId('sound-control').boundingBox();
    expect(soundBox?.y ?? 0).toBeGreaterThanOrEqual((titleBox?.y ?? 0) + (titleBox?.height ?? 0) - 1);
    await saveScreenshot(page, 'polish-scoreboard-phone');
  });
});
