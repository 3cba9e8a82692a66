import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type ArrangedCourt, apiKey, arrangeCourt, arrangeMatch } from '../support/arrange.ts';
import { control, PHONE, TABLET } from '../support/court.ts';
import { layoutFaults, screenshotDir } from '../support/displays.ts';
import { apiToken, expect, signInWithToken, superAdmin, test } from '../support/fixtures.ts';
import { settled } from '../support/settled.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * Match formats on the live boards: a singles match on the public scoreboard, the court
 * display, the wall and the overlay; retirements, walkovers and results entered by hand labelled as
 * such; 'No time limit'; a match tiebreak shown as one; the statistics overlay's set beside the
 * match so far and its 'not available' for a match not scored point by point.
 */
const TV = { width: 1920, height: 1080 } as const;
const SHOTS = screenshotDir('board-formats');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** A singles match created through the QR flow's call: players 1 and 3 only. */
async function arrangeSingles(
  request: APIRequestContext,
  court: ArrangedCourt,
  players: [string, string],
  presetId?: string,
): Promise<string> {
  const response = await request.post('/api/matches', {
    headers: { 'x-api-key': apiKey(), authorization: `Bearer ${court.adminToken}` },
    data: {
      matchType: 'singles',
      ...(presetId ? { presetId } : {}),
      team1Player1: { name: players[0] },
      team2Player1: { name: players[1] },
      settings: { serviceConfig: { mode: 'team1' } },
      courtId: court.courtId,
    },
  });
  const body = await response.json();
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  return body.data.id;
}

/** A court user's finish off court: `team` retires or gives a walkover. */
async function finishOffCourt(
  request: APIRequestContext,
  court: ArrangedCourt,
  matchId: string,
  how: 'retire' | 'walkover',
  team: 'team1' | 'team2',
): Promise<void> {
  const token = await apiToken(request, court.courtUser);
  const response = await request.post(`/api/scores/${matchId}/${how}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { team },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Games won to love, one team's letter per game ('A' team 1, 'B' team 2). */
async function playGames(request: APIRequestContext, court: ArrangedCourt, matchId: string, games: string) {
  for (const game of games) {
    await control(request, court, matchId, game === 'A' ? 'team1-point' : 'team2-point', 4);
  }
}

/** A page of its own (a phone, a TV), so that several screens watch one match at once. */
async function screen(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

async function openScoreboard(page: Page, matchId: string): Promise<void> {
  await page.goto(`/scores/public/${matchId}`);
  await page.getByTestId('score-card').waitFor();
  await page.locator('[data-testid="connection"][data-connection="connected"]').waitFor();
}

test.describe('match formats on the live boards', () => {
  test('a singles match scored to a point shows one name per side on the scoreboard, the court display, the wall and the overlay', async ({
    page,
    browser,
    request,
  }) => {
    const court = await arrangeCourt(request, { sport: 'TENNIS' });
    const matchId = await arrangeSingles(request, court, ['Rafaela Nadalova', 'Roberta Federici']);

    await setViewport(page, TV);
    await openScoreboard(page, matchId);
    const display = await screen(browser, TV);
    await display.goto(`/display/court/${court.courtId}`);
    await expect(display.getByTestId('court-display')).toHaveAttribute('data-state', 'live');
    const wall = await screen(browser, TV);
    await wall.goto(`/display/club/${court.clubId}`);
    const overlay = await screen(browser, TV);
    await overlay.goto(`/overlay/court/${court.courtId}`);

    await control(request, court, matchId, 'team1-point');

    for (const board of [page, display]) {
      await expect(board.getByTestId('team1-points')).toHaveText('15');
      await expect(board.getByTestId('team2-points')).toHaveText('0');
      // One player per side, no partner slot, the server marked beside player 1.
      await expect(board.getByTestId('team1-name').locator('.board-player')).toHaveCount(1);
      await expect(board.getByTestId('team2-name').locator('.board-player')).toHaveCount(1);
      await expect(board.getByTestId('team1-name')).toContainText('Rafaela Nadalova');
      await expect(board.getByTestId('team1-name')).toHaveAttribute('data-serving', 'true');
      await expect(board.getByTestId('score-card')).not.toContainText('Player 2');
      await expect(board.getByTestId('score-card')).not.toContainText('&');
    }
    // The rules arrived: the match is named singles where the receiver's choice would show.
    await expect(page.getByTestId('team2-name')).toContainText('Roberta Federici');

    const tile = wall.locator(`[data-testid="wall-tile"][data-court="${court.courtId}"]`);
    await expect(tile.getByTestId('wall-team1-points')).toHaveText('15');
    await expect(tile.getByTestId('wall-team1').locator('p')).toHaveCount(1);
    await expect(overlay.getByTestId('bug-team1-points')).toHaveText('15');
    await expect(overlay.getByTestId('score-bug')).toContainText('Rafaela Nadalova');
    await expect(overlay.getByTestId('score-bug')).not.toContainText('/');

    // A look at the TV and the phone: nothing wider than the screen, no digit cut.
    const tvFaults = await layoutFaults(page);
    expect(tvFaults.cut).toEqual([]);
    expect(tvFaults.width).toBeLessThanOrEqual(TV.width);
    await shot(page, 'singles-scoreboard-tv-1920x1080');
    await shot(display, 'singles-court-display-tv-1920x1080');
    await setViewport(page, PHONE);
    await expect(page.getByTestId('team1-points')).toHaveText('15');
    const phoneFaults = await layoutFaults(page);
    expect(phoneFaults.cut).toEqual([]);
    expect(phoneFaults.width).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'singles-scoreboard-phone-390x844');
    for (const other of [display, wall, overlay]) await other.context().close();
  });

  test('a retired match is labelled as such on the scoreboard, the court display, the wall and the overlay', async ({
    page,
    browser,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court, { players: ['Ana', 'Bea', 'Carla', 'Dani'] });
    await playGames(request, court, matchId, 'AAAAAAABA');
    await setViewport(page, TABLET);
    await openScoreboard(page, matchId);
    const display = await screen(browser, TABLET);
    await display.goto(`/display/court/${court.courtId}`);
    await expect(display.getByTestId('court-display')).toHaveAttribute('data-state', 'live');
    const wall = await screen(browser, TV);
    await wall.goto(`/display/club/${court.clubId}`);
    const overlay = await screen(browser, TV);
    await overlay.goto(`/overlay/court/${court.courtId}`);
    await expect(overlay.getByTestId('score-bug')).toBeVisible();

    await finishOffCourt(request, court, matchId, 'retire', 'team2');

    for (const board of [page, display]) {
      const end = board.getByTestId('end-state');
      await expect(end).toHaveAttribute('data-reason', 'retired');
      await expect(end.getByTestId('end-title')).toHaveText('Retired');
      await expect(end.getByTestId('end-note')).toHaveText('Carla & Dani retired');
      await expect(end.getByTestId('end-sets')).toHaveText('6-0 / 2-1 Ret.');
      await expect(board.getByTestId('team2-finish-mark')).toHaveText('Ret.');
      await expect(board.getByTestId('team1-finish-mark')).toHaveCount(0);
    }
    const tile = wall.locator(`[data-testid="wall-tile"][data-court="${court.courtId}"]`);
    await expect(tile).toHaveAttribute('data-state', 'result');
    await expect(tile.getByTestId('wall-team2-mark')).toHaveText('Ret.');
    await expect(overlay.getByTestId('bug-team2-mark')).toHaveText('Ret.');
    await expect(overlay.getByTestId('bug-banner')).toContainText('Final');

    // The match summary opens over the board; closed, the result shows.
    await expect(page.getByTestId('statistics-overlay')).toContainText('MATCH SUMMARY');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('statistics-overlay')).toHaveCount(0);
    const faults = await layoutFaults(page);
    expect(faults.cut).toEqual([]);
    expect(faults.width).toBeLessThanOrEqual(TABLET.width);
    await shot(page, 'retired-scoreboard-tablet-1280x800');
    await shot(display, 'retired-court-display-tablet-1280x800');
    for (const other of [display, wall, overlay]) await other.context().close();
  });

  test("a match without a time limit says 'No time limit' instead of a countdown, on the scoreboard and the wall", async ({
    page,
    browser,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court, { settings: { slotMinutes: null } });
    await control(request, court, matchId, 'team1-point');
    await openScoreboard(page, matchId);
    await expect(page.getByTestId('timer-bar')).toHaveAttribute('data-limit', 'none');
    await expect(page.getByTestId('no-time-limit')).toHaveText('No time limit');
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    const wall = await screen(browser, TV);
    await wall.goto(`/display/club/${court.clubId}`);
    const tile = wall.locator(`[data-testid="wall-tile"][data-court="${court.courtId}"]`);
    await expect(tile.getByTestId('wall-time-left')).toHaveText('No time limit');
    await wall.context().close();
  });

  test("a walkover opens the match summary with 'not available' instead of zeros, and the court display's result says so", async ({
    page,
    browser,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court, { players: ['Eva', 'Flor', 'Gala', 'Hugo'] });
    await setViewport(page, TABLET);
    await openScoreboard(page, matchId);
    const display = await screen(browser, TV);
    await display.goto(`/display/court/${court.courtId}`);
    await expect(display.getByTestId('court-display')).toHaveAttribute('data-state', 'live');

    await finishOffCourt(request, court, matchId, 'walkover', 'team1');

    const overlay = page.getByTestId('statistics-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('MATCH SUMMARY');
    await expect(overlay.getByTestId('statistics-not-available')).toContainText('Not available');
    await expect(overlay).not.toContainText('Points won');
    await expect(overlay).not.toContainText('0 (0.0%)');
    await expect(overlay.getByTestId('statistics-share')).toBeVisible();
    // No button was pressed: nothing to return to reception.
    await expect(overlay).not.toContainText("Please don't forget to return the watch button");
    await expect(page.getByTestId('end-title')).toHaveText('Walkover');
    await expect(page.getByTestId('end-note')).toHaveText('Eva & Flor did not play');
    await expect(page.getByTestId('end-sets')).toHaveText('W/O');

    await expect(display.getByTestId('court-display')).toHaveAttribute('data-state', 'result');
    await expect(display.getByTestId('statistics-not-available')).toBeVisible();
    await expect(display.getByTestId('result-statistics')).not.toContainText('Points won');
    await display.context().close();
  });

  test('after a set the overlay shows the set beside the match so far; a singles summary lists its two players', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request, { sport: 'TENNIS' });
    const matchId = await arrangeSingles(request, court, ['Iga Sw', 'Aryna Sa']);
    await setViewport(page, TABLET);
    await openScoreboard(page, matchId);
    await playGames(request, court, matchId, 'AAAAAB');
    await expect(page.getByTestId('team1-set1')).toHaveText('5');
    await playGames(request, court, matchId, 'A');

    const overlay = page.getByTestId('statistics-overlay');
    await expect(overlay).toContainText('SET SUMMARY');
    await expect(overlay.getByTestId('set-statistics')).toContainText('Set 1');
    await expect(overlay.getByTestId('match-statistics')).toContainText('Match so far');
    await expect(overlay.getByTestId('set-statistics')).toContainText('24 (85.7%)');
    await expect(overlay.getByTestId('set-statistics')).toContainText('Set duration');
    await shot(page, 'set-summary-tablet-1280x800');
    await page.keyboard.press('Escape');

    // The phone's summary: one accordion per real player, never a 'Player 2'.
    await setViewport(page, PHONE);
    await playGames(request, court, matchId, 'AAAAAA');
    await expect(overlay).toContainText('MATCH SUMMARY');
    await expect(overlay).toHaveAttribute('data-variant', 'mobile');
    // The sets beside the match come right after the match's own figures.
    await expect(overlay.locator('details summary')).toHaveText([
      /^Match/,
      /Sets and match/,
      /Iga Sw/,
      /Aryna Sa/,
    ]);
    await expect(overlay).not.toContainText('Player 2');
  });

  test('a match tiebreak is shown as one, and short sets end at 4 games', async ({ page, request }) => {
    // Sets of 4 games with a match tiebreak to 10 as the deciding set.
    const shortCourt = await arrangeCourt(request);
    const short = await request.post('/api/matches', {
      headers: { 'x-api-key': apiKey(), authorization: `Bearer ${shortCourt.adminToken}` },
      data: {
        team1Player1: { name: 'Ana' },
        team1Player2: { name: 'Bea' },
        team2Player1: { name: 'Carla' },
        team2Player2: { name: 'Dani' },
        settings: {
          gamesPerSet: 4,
          tiebreakAt: 4,
          superTiebreak: true,
          serviceConfig: { mode: 'team1', team1Server: 1, team2Server: 1 },
        },
        courtId: shortCourt.courtId,
      },
    });
    expect(short.ok(), await short.text()).toBe(true);
    const shortId = (await short.json()).data.id as string;
    await playGames(request, shortCourt, shortId, 'AAAA');
    await setViewport(page, TABLET);
    await openScoreboard(page, shortId);
    // Set 1 ended 4-0: the board is in set 2.
    await expect(page.getByTestId('team1-set1')).toHaveText('4');
    await expect(page.locator('[data-current="true"]')).toHaveText('Set 2');
    await playGames(request, shortCourt, shortId, 'BBBB');
    await expect(page.locator('[data-current="true"]')).toHaveText('Match TB');
    await expect(page.getByTestId('game-label')).toHaveText('Super tiebreak');
    await control(request, shortCourt, shortId, 'team1-point', 10);
    await expect(page.getByTestId('end-state')).toBeVisible();
    await expect(page.getByTestId('team1-set3')).toHaveText('10');
    await expect(page.getByTestId('team2-set3')).toHaveText('0');
    await expect(page.getByTestId('team1-set3')).toHaveAttribute('data-super-tiebreak', 'true');
    await expect(page.getByTestId('end-sets')).toHaveText('4-0 / 0-4 / 10-0');
  });

  test("the admin scoreboard names the match's format in the engine's words", async ({ page, request }) => {
    const court = await arrangeCourt(request, { sport: 'TENNIS' });
    const matchId = await arrangeSingles(request, court, ['Nico', 'Olga'], 'short_sets');
    await signInWithToken(page, request, superAdmin);
    await setViewport(page, TABLET);
    await page.goto(`/scores/admin/${matchId}`);
    await expect(page.getByTestId('match-format')).toHaveText(/^Singles · Best of 3 sets of 4 · tiebreak at/);
  });
});
