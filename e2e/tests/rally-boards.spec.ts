import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { type ArrangedCourt, arrangeButtons, arrangeCourt, press } from '../support/arrange.ts';
import { control, PHONE, TABLET } from '../support/court.ts';
import { screenshotDir } from '../support/displays.ts';
import { expect, signInWithToken, test } from '../support/fixtures.ts';
import { settled } from '../support/settled.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * A club event's game on the live screens (docs/scoring-rules.md, "Rally scoring"): its rally
 * points are the score on the public scoreboard, the court display and the control screen, under
 * its target, with no set columns; its result reads as points on the court's results page.
 */
const TV = { width: 1920, height: 1080 } as const;
const SHOTS = screenshotDir('rally-boards');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** A 4-player Americano of 16 points on the court, started: its first game is the court's match. */
async function startEventGame(request: APIRequestContext, court: ArrangedCourt): Promise<string> {
  const headers = { authorization: `Bearer ${court.adminToken}` };
  const created = await request.post('/api/events', {
    headers,
    data: {
      name: 'Friday Americano',
      clubId: court.clubId,
      format: 'americano',
      courtIds: [court.courtId],
      players: [{ name: 'Ana' }, { name: 'Bea' }, { name: 'Carla' }, { name: 'Dani' }],
      pointsPerGame: 16,
    },
  });
  const draft = await created.json();
  expect(created.ok(), JSON.stringify(draft)).toBe(true);
  const started = await request.post(`/api/events/${draft.data.event.id}/start`, { headers });
  const view = await started.json();
  expect(started.ok(), JSON.stringify(view)).toBe(true);
  const matchId: string | null = view.data.rounds[0].games[0].match_id;
  expect(matchId).not.toBeNull();
  return matchId as string;
}

test.describe('rally games on the boards', () => {
  test('the points of an event game are the score on the scoreboard, the court display and the control screen, and its result reads as points', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const court = await arrangeCourt(request);
    const buttons = await arrangeButtons(request, court);
    const matchId = await startEventGame(request, court);

    await setViewport(page, TV);
    await page.goto(`/scores/public/${matchId}`);
    const card = page.getByTestId('score-card');
    await card.waitFor();
    await page.locator('[data-testid="connection"][data-connection="connected"]').waitFor();

    const displayContext = await browser.newContext({ viewport: TV });
    const display = await displayContext.newPage();
    await display.goto(`/display/court/${court.courtId}`);
    const board = display.getByTestId('court-display').getByTestId('score-card');
    await board.waitFor();

    const controlContext = await browser.newContext({ viewport: TABLET });
    const controlPage = await controlContext.newPage();
    await signInWithToken(controlPage, request, court.courtUser);
    await controlPage.goto(`/court/${matchId}`);
    await expect(controlPage.getByRole('heading', { name: 'Live Score' })).toBeVisible();

    // A WatchButton press for each side, then the control screen's calls.
    expect((await press(request, buttons.TEAM1_SCORE)).status).toBe(200);
    await expect(card.getByTestId('team1-points')).toHaveText('1');
    await page.waitForTimeout(2100); // the press guard between two presses of one court
    expect((await press(request, buttons.TEAM2_SCORE)).status).toBe(200);
    await control(request, court, matchId, 'team1-point', 8);
    await control(request, court, matchId, 'team2-point', 3);

    for (const screen of [card, board]) {
      await expect(screen.getByTestId('team1-points')).toHaveText('9');
      await expect(screen.getByTestId('team2-points')).toHaveText('4');
      await expect(screen.getByTestId('game-label')).toHaveText('16 points played');
      // No set columns in a rally game.
      await expect(screen.getByTestId('team1-set1')).toHaveCount(0);
    }
    // Who serves: the ball beside one team's player.
    await expect(card.locator('[data-serving="true"]')).toHaveCount(1);
    await expect(controlPage.getByTestId('team1-game')).toHaveText('9');
    await expect(controlPage.getByTestId('team2-game')).toHaveText('4');
    await expect(controlPage.getByText('16 points played', { exact: true })).toBeVisible();
    await expect(controlPage.getByTestId('team1-set1')).toHaveCount(0);

    // The club's wall and the stream overlay: the points, no sets.
    const wall = await displayContext.newPage();
    await wall.goto(`/display/club/${court.clubId}`);
    await expect(wall.getByTestId('wall-team1-points')).toHaveText('9');
    await expect(wall.getByTestId('wall-team2-points')).toHaveText('4');
    await expect(wall.getByTestId('wall-rally-target')).toHaveText('16 points played');
    const overlay = await displayContext.newPage();
    await overlay.goto(`/overlay/court/${court.courtId}`);
    await expect(overlay.getByTestId('bug-team1-points')).toHaveText('9');
    await expect(overlay.getByTestId('bug-banner')).toHaveText('16 points played');
    await shot(wall, 'wall-tv');
    await shot(overlay, 'overlay-tv');

    await shot(page, 'scoreboard-tv');
    await shot(display, 'court-display-tv');
    await shot(controlPage, 'control-tablet');
    await setViewport(page, PHONE);
    await shot(page, 'scoreboard-phone');

    // The last three points end the game at 16 points played: 12-4.
    await control(request, court, matchId, 'team1-point', 3);
    await expect(card.getByTestId('team1-points')).toHaveText('12');
    await expect(card.getByTestId('team1-name')).toHaveAttribute('data-winner', 'true');
    await expect(controlPage.getByTestId('team1-game')).toHaveText('12');

    const results = await browser.newPage();
    await results.goto(`/scores/share/court/${court.courtId}`);
    const match = results.getByTestId('match-card').first();
    await expect(match.getByTestId('set-chip')).toHaveText(['12-4']);
    // The share page and its result image: the points as the result.
    await setViewport(results, PHONE);
    await results.goto(`/scores/share/${matchId}`);
    await expect(results.getByTestId('share-score')).toHaveText('12-4');
    await shot(results, 'share-phone');
    const image = await request.get(`/api/scores/share/${matchId}/image.png`);
    expect(image.ok()).toBe(true);
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(path.join(SHOTS, 'result-image.png'), await image.body());
    await displayContext.close();
    await controlContext.close();
  });
});
