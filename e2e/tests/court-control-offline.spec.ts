import type { Page } from '@playwright/test';
import { arrangeCourt, arrangeMatch } from '../support/arrange.ts';
import { PHONE, saveScreenshot, TABLET } from '../support/court.ts';
import { expect, signInWithToken, test } from '../support/fixtures.ts';
import { openScoreboard } from '../support/scoreboard.ts';
import { setViewport } from '../support/viewport.ts';

const pointButton = (page: Page, team: 1 | 2) =>
  page.getByRole('button', { name: new RegExp(`^Team ${team} point`) });
const banner = (page: Page) => page.getByTestId('outbox-banner');

/**
 * Ten actions pressed in an order whose result shows a reordering or a double: team 1 wins a game,
 * then 0-15, 0-30, undo (0-15), 15-15, 15-30, 15-40. Ten events: version 10.
 */
const PRESSES: ('team1' | 'team2' | 'undo')[] = [
  'team1',
  'team1',
  'team1',
  'team1',
  'team2',
  'team2',
  'undo',
  'team1',
  'team2',
  'team2',
];

async function pressAll(page: Page) {
  for (const press of PRESSES) {
    if (press === 'undo') await page.getByRole('button', { name: 'Undo' }).click();
    else await pointButton(page, press === 'team1' ? 1 : 2).click();
  }
}

test.describe('the control screen while the club’s Wi-Fi is away', () => {
  test('queues 10 actions offline, says so, and applies each once and in order when the connection returns', async ({
    browser,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    const tablet = await browser.newContext({ viewport: TABLET });
    const page = await tablet.newPage();
    await signInWithToken(page, request, court.courtUser);
    await page.goto(`/court/${matchId}`);
    await expect(page.getByTestId('team1-game')).toHaveText('0');

    // A spectator's scoreboard on its own network follows the match.
    const spectator = await browser.newContext({ viewport: PHONE });
    const board = await spectator.newPage();
    await openScoreboard(board, matchId);

    await tablet.setOffline(true);
    await pressAll(page);
    await expect(banner(page)).toContainText('Offline — 10 actions waiting');
    // Each press says it is saved on the tablet, never 'successful' (the server has not applied it),
    // and the banner lists them as pending.
    await expect(
      page.getByText('Team 1 point saved on this tablet: sent when the connection returns').first(),
    ).toBeVisible();
    await expect(page.getByText(/successful/)).toHaveCount(0);
    await expect(page.getByTestId('outbox-pending')).toHaveText(
      'Pending: Team 1 point · Team 1 point · Team 1 point · Team 1 point · Team 2 point · Team 2 point · Undo · Team 1 point · Team 2 point · Team 2 point',
    );
    await expect(banner(page)).toHaveAttribute('data-waiting', '10');
    // The score they will make, counted by the engine from the last log the server gave, dimmed as
    // pending: a game to team 1, then 15-40.
    await expect(page.getByTestId('pending-score')).toHaveText('Pending: saved on this tablet');
    await expect(page.getByTestId('team1-set1')).toHaveText('1');
    await expect(page.getByTestId('team1-game')).toHaveText('15');
    await expect(page.getByTestId('team2-game')).toHaveText('40');
    // Nothing reached the server: the scoreboard still shows the start.
    await expect(board.getByTestId('scoreboard')).toHaveAttribute('data-version', '0');
    await saveScreenshot(page, 'control-offline-tablet');
    await setViewport(page, PHONE);
    await saveScreenshot(page, 'control-offline-phone');
    // Scrolled down to the buttons, the banner stays in sight.
    await page.getByRole('button', { name: 'Enter result' }).scrollIntoViewIfNeeded();
    await expect(banner(page)).toBeInViewport();
    await page.screenshot({ path: 'screenshots/court/control-offline-phone-scrolled.png' });
    await setViewport(page, TABLET);

    // Back online, the first queued action reaches the server but its answer is lost: it is sent
    // again with its key, and applied once.
    let lostAnswers = 0;
    await page.route('**/api/scores/*/team1-point', async (route) => {
      if (lostAnswers > 0) return route.continue();
      lostAnswers += 1;
      await route.fetch();
      await route.abort('failed');
    });
    await tablet.setOffline(false);
    await expect(banner(page)).toBeHidden({ timeout: 15_000 });
    expect(lostAnswers).toBe(1);

    await expect(board.getByTestId('scoreboard')).toHaveAttribute('data-version', '10');
    await expect(board.getByTestId('team1-set1')).toHaveText('1');
    await expect(board.getByTestId('team2-set1')).toHaveText('0');
    await expect(board.getByTestId('team1-points')).toHaveText('15');
    await expect(board.getByTestId('team2-points')).toHaveText('40');
    await expect(page.getByTestId('team1-game')).toHaveText('15');
    await expect(page.getByTestId('team2-game')).toHaveText('40');
    // The server's score now, no longer pending.
    await expect(page.getByTestId('pending-score')).toHaveCount(0);
    await tablet.close();
    await spectator.close();
  });

  test('keeps its queued actions across a reload while the server cannot be reached', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await setViewport(page, TABLET);
    await signInWithToken(page, request, court.courtUser);
    await page.goto(`/court/${matchId}`);
    await expect(page.getByTestId('team1-game')).toHaveText('0');

    // The score calls cannot get through (the pages and the rest still load).
    await page.route('**/api/scores/*/team*-point', (route) => route.abort('internetdisconnected'));
    await pointButton(page, 1).click();
    await pointButton(page, 1).click();
    await pointButton(page, 2).click();
    await expect(banner(page)).toContainText('Offline — 3 actions waiting');

    await page.reload();
    await expect(banner(page)).toContainText('Offline — 3 actions waiting');
    await page.unrouteAll();
    await expect(banner(page)).toBeHidden({ timeout: 15_000 });
    await expect(page.getByTestId('team1-game')).toHaveText('30');
    await expect(page.getByTestId('team2-game')).toHaveText('15');
  });
});
