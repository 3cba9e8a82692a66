import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { type ArrangedCourt, arrangeCourt, arrangeMatch, startLink } from '../support/arrange.ts';
import { activeMatchOf, control, PHONE, storedMatch, TABLET } from '../support/court.ts';
import { expect, signInWithToken, test } from '../support/fixtures.ts';
import { settled } from '../support/settled.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * Match formats: a singles tennis match and a doubles padel match with a preset,
 * created from the court's QR code, scored, then found in the results, the share page and its
 * image; and the control screen's finishes off court (walkover, result entered by hand,
 * retirement) shown as such.
 */
const SCREENSHOTS = path.join(import.meta.dirname, '../screenshots/formats');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Games won to love, one team's letter ('A' team 1, 'B' team 2) per game, through the control API. */
async function playGames(request: APIRequestContext, court: ArrangedCourt, matchId: string, games: string) {
  for (const game of games.replaceAll(' ', '')) {
    await control(request, court, matchId, game === 'A' ? 'team1-point' : 'team2-point', 4);
  }
}

/** The match's result image as the server draws it for chat previews: 1080×1080, kept for a look. */
async function serverImage(request: APIRequestContext, matchId: string, name: string) {
  const response = await request.get(`/api/scores/share/${matchId}/image.png`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  const decoded = PNG.sync.read(png);
  expect([decoded.width, decoded.height]).toEqual([1080, 1080]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  writeFileSync(path.join(SCREENSHOTS, `${name}.png`), png);
}

/** The share page's own drawing of the result card, kept for a look. */
async function shareCanvas(page: Page, name: string) {
  const image = page.getByTestId('score-image');
  await expect(image).toBeVisible();
  expect(await image.evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.height])).toEqual([
    1080, 1080,
  ]);
  const drawn = await image.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL('image/png'));
  mkdirSync(SCREENSHOTS, { recursive: true });
  writeFileSync(
    path.join(SCREENSHOTS, `${name}.png`),
    Buffer.from(drawn.replace(/^data:image\/png;base64,/, ''), 'base64'),
  );
}

const radio = (page: Page, name: string | RegExp) =>
  page.getByRole('radio', typeof name === 'string' ? { name, exact: true } : { name });

/** Taps the card of an option, as a player does (segmented choices hide their radio dot). */
const choose = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: radio(page, name) })
    .click();

test.describe('match formats from the QR code to the results', () => {
  test('a singles tennis match: the tennis court’s defaults, two players, scored, then in the results, the share page and its image', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request, { sport: 'TENNIS' });
    await setViewport(page, PHONE);
    await page.goto(await startLink(request, court));
    await expect(page.getByRole('heading', { name: 'Match Setup' })).toBeVisible();

    // The tennis court's defaults: singles, advantage scoring, best of 3 sets of 6, a 90-minute slot.
    await expect(radio(page, 'Singles')).toBeChecked();
    await expect(page.getByText('Tennis court: advantage scoring')).toBeVisible();
    await expect(radio(page, /Advantage at every deuce.*Default/)).toBeChecked();
    await expect(radio(page, /^Club match 90 min/)).toBeChecked();
    await expect(radio(page, 'Best of 3')).toBeChecked();
    await expect(radio(page, /^6 games/)).toBeChecked();
    await expect(radio(page, 'Full set')).toBeChecked();
    await expect(radio(page, '90 min')).toBeChecked();
    // Tennis offers best of 5 (and its preset); one player a side, no second player, no 1st/2nd chip.
    await expect(radio(page, 'Best of 5')).toBeVisible();
    await expect(radio(page, /^Best of 5 sets/)).toBeVisible();
    await expect(page.getByLabel('Team 1 Player', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Team 2 Player', { exact: true })).toBeVisible();
    await expect(page.getByLabel(/Player 2/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /serves 1st/ })).toHaveCount(0);
    await shot(page, 'create-tennis-singles-phone');

    // A match tiebreak in a single set is refused with the contract's message, until best of 3 again.
    await choose(page, 'One set');
    await choose(page, 'Match tiebreak to 10');
    const refusal =
      'A match tiebreak decides a best of 3 or 5: in a best of 1 the whole match would be one tiebreak';
    await expect(page.getByText(refusal)).toBeVisible();
    await expect(page.getByText('Your own format: chosen option by option below.')).toBeVisible();
    await shot(page, 'create-tennis-refusal-phone');
    await choose(page, 'Best of 3');
    await choose(page, 'Full set');
    await expect(page.getByText(refusal)).toHaveCount(0);
    await expect(radio(page, /^Club match 90 min/)).toBeChecked();

    await page.getByLabel('Team 1 Player', { exact: true }).fill('Rafa');
    await page.getByLabel('Team 2 Player', { exact: true }).fill('Roger');
    await page.getByText('Team 1 serves first').click();
    await page.getByRole('button', { name: 'Start Match' }).click();
    await expect(page.getByRole('heading', { name: 'Enjoy your game!' })).toBeVisible();

    const matchId = (await activeMatchOf(request, court.courtId)) ?? '';
    const stored = (await storedMatch(request, matchId)) as unknown as {
      team1_name: string;
      team2_name: string;
      match_duration: number;
      players: { name: string; playerNumber: number }[];
      settings: Record<string, unknown>;
    };
    expect(stored).toMatchObject({ team1_name: 'Rafa', team2_name: 'Roger', match_duration: 5400 });
    expect(stored.players.map((player) => [player.playerNumber, player.name])).toEqual([
      [1, 'Rafa'],
      [3, 'Roger'],
    ]);
    expect(stored.settings).toMatchObject({
      sport: 'TENNIS',
      matchType: 'singles',
      goldenPointMode: 'regular_deuce',
      bestOfSets: 3,
      gamesPerSet: 6,
      tiebreakAt: 6,
      superTiebreak: false,
      presetId: 'club_90',
      serviceConfig: { mode: 'team1', team1Server: 1, team2Server: 1 },
    });

    // Scored: 6-3 6-4 for Rafa, the last point from the control screen.
    await playGames(request, court, matchId, 'ABABAB AAA ABABABAB A');
    await control(request, court, matchId, 'team1-point', 3);
    await signInWithToken(page, request, court.courtUser);
    await setViewport(page, TABLET);
    await page.goto(`/court/${matchId}`);
    await expect(page.getByRole('region', { name: 'Format' })).toContainText('Singles · Club match 90 min');
    await expect(page.getByTestId('format-details')).toContainText('Advantage at every deuce');
    await page.getByRole('button', { name: /^Team 1 point/ }).click();
    await expect(page.getByText('Winner: Rafa')).toBeVisible();
    await shot(page, 'control-singles-finished-tablet');

    // The result history: the two players, the sets, two players to pick for statistics.
    await setViewport(page, PHONE);
    await page.goto(`/scores/share/court/${court.courtId}`);
    const card = page.getByTestId('match-card').first();
    await expect(card.getByTestId('match-teams')).toHaveText('Rafa Vs Roger');
    await expect(card.getByTestId('set-chip')).toHaveText(['6-3', '6-4']);
    await card.getByRole('button', { name: 'View stats' }).click();
    const players = page.getByRole('radiogroup', { name: 'Player' }).getByRole('radio');
    await expect(players).toHaveCount(2);
    await expect(players).toContainText(['Rafa', 'Roger']);
    await shot(page, 'results-singles-stats-modal-phone');
    await page.getByRole('button', { name: 'Cancel' }).click();

    // The share page and its image.
    await page.goto(`/scores/share/${matchId}`);
    await expect(page.getByTestId('share-winner')).toContainText('Rafa');
    await expect(page.getByTestId('share-score')).toHaveText('6-3 / 6-4');
    await shareCanvas(page, 'share-singles-canvas');
    await shot(page, 'share-singles-phone');
    await serverImage(request, matchId, 'share-singles-server-image');
  });

  test('a doubles padel match with a preset in one tap: Short sets, scored, then in the results and the share page', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    await setViewport(page, TABLET);
    await page.goto(await startLink(request, court));
    await expect(radio(page, 'Doubles')).toBeChecked();
    await expect(page.getByText('Padel court: one deuce, then golden point')).toBeVisible();
    await expect(radio(page, /One deuce, then golden point.*Default/)).toBeChecked();
    // Padel plays one set or best of 3.
    await expect(radio(page, 'Best of 5')).toHaveCount(0);

    await page.getByText('Short sets', { exact: true }).click();
    await expect(radio(page, /^Short sets/)).toBeChecked();
    await expect(radio(page, 'Best of 3')).toBeChecked();
    await expect(radio(page, /^4 games/)).toBeChecked();
    await expect(radio(page, 'Full set')).toBeChecked();
    await expect(radio(page, 'No time limit')).toBeChecked();
    await page.getByLabel('Team 1 Player 1', { exact: true }).fill('Ana');
    await page.getByLabel('Team 1 Player 2', { exact: true }).fill('Bea');
    await page.getByLabel('Team 2 Player 1', { exact: true }).fill('Carla');
    await page.getByLabel('Team 2 Player 2', { exact: true }).fill('Dani');
    await page.getByText('Team 1 serves first').click();
    await shot(page, 'create-padel-preset-tablet');
    await page.getByRole('button', { name: 'Start Match' }).click();
    await expect(page.getByRole('heading', { name: 'Enjoy your game!' })).toBeVisible();

    const matchId = (await activeMatchOf(request, court.courtId)) ?? '';
    const stored = (await storedMatch(request, matchId)) as unknown as {
      match_duration: number;
      players: unknown[];
      settings: Record<string, unknown>;
    };
    expect(stored.match_duration).toBe(86_400);
    expect(stored.players).toHaveLength(4);
    expect(stored.settings).toMatchObject({
      matchType: 'doubles',
      goldenPointMode: 'one_deuce_golden',
      bestOfSets: 3,
      gamesPerSet: 4,
      tiebreakAt: 3,
      superTiebreak: false,
      presetId: 'short_sets',
    });

    // 4-2, then 3-3 and a tiebreak for team 1: 4-3.
    await playGames(request, court, matchId, 'AB AB AA AB AB AB');
    await control(request, court, matchId, 'team1-point', 7);

    await setViewport(page, PHONE);
    await page.goto(`/scores/share/court/${court.courtId}`);
    const card = page.getByTestId('match-card').first();
    await expect(card.getByTestId('match-teams')).toHaveText('Ana & Bea Vs Carla & Dani');
    await expect(card.getByTestId('set-chip')).toHaveText(['4-2', '4-3']);
    await page.goto(`/scores/share/${matchId}`);
    await expect(page.getByTestId('share-winner')).toContainText('Ana & Bea');
    await expect(page.getByTestId('share-score')).toHaveText('4-2 / 4-3');
    await shareCanvas(page, 'share-padel-preset-canvas');
    await serverImage(request, matchId, 'share-padel-preset-server-image');
  });
});

test.describe('finishing a match off court from the control screen', () => {
  test('a walkover and a result entered by hand are recorded, refused with reasons when wrong, and shown as such', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    await signInWithToken(page, request, court.courtUser);
    await setViewport(page, TABLET);

    // Walkover: Carla & Dani did not come.
    const walkover = await arrangeMatch(request, court);
    await page.goto(`/court/${walkover}`);
    await expect(page.getByText('Match not finished on court?')).toBeVisible();
    await shot(page, 'control-finish-off-court-tablet');
    await page.getByRole('button', { name: 'Walkover' }).click();
    await expect(page.getByRole('dialog', { name: 'Record a walkover' })).toBeVisible();
    await page.getByRole('button', { name: 'Carla & Dani did not play' }).click();
    await expect(page.getByText('Winner: Ana & Bea')).toBeVisible();
    await expect(page.getByText('(Walkover)')).toBeVisible();

    // Result entered by hand, on the court's next match: a wrong set first.
    const entered = await arrangeMatch(request, court, { players: ['Eva', 'Fran', 'Gala', 'Hugo'] });
    await page.goto(`/court/${entered}`);
    await page.getByRole('button', { name: 'Enter result' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter the result' });
    await dialog.getByLabel('Set 1: Eva & Fran', { exact: true }).fill('5');
    await dialog.getByLabel('Set 1: Gala & Hugo', { exact: true }).fill('4');
    await dialog.getByRole('button', { name: 'Save result' }).click();
    await expect(dialog.getByText('A set cannot end with that score in this match format')).toBeVisible();
    await dialog.getByLabel('Set 1: Eva & Fran', { exact: true }).fill('6');
    await dialog.getByLabel('Set 2: Eva & Fran', { exact: true }).fill('6');
    await dialog.getByLabel('Set 2: Gala & Hugo', { exact: true }).fill('7');
    // A tiebreak set asks for its points.
    await dialog.getByLabel('Set 2 Tiebreak points: Eva & Fran', { exact: true }).fill('5');
    await dialog.getByLabel('Set 2 Tiebreak points: Gala & Hugo', { exact: true }).fill('7');
    await dialog.getByLabel('Set 3: Eva & Fran', { exact: true }).fill('7');
    await dialog.getByLabel('Set 3: Gala & Hugo', { exact: true }).fill('5');
    await expect(dialog.getByText('A set cannot end with that score in this match format')).toHaveCount(0);
    await setViewport(page, PHONE);
    await shot(page, 'control-enter-result-phone');
    await dialog.getByRole('button', { name: 'Save result' }).click();
    await expect(page.getByText('Winner: Eva & Fran')).toBeVisible();
    await expect(page.getByText('(Result entered by hand)')).toBeVisible();

    // Retirement, on the next match, after a few points.
    const retired = await arrangeMatch(request, court, { players: ['Ines', 'Juan', 'Kike', 'Luis'] });
    await playGames(request, court, retired, 'AAB');
    await setViewport(page, TABLET);
    await page.goto(`/court/${retired}`);
    await expect(page.getByRole('button', { name: 'Walkover' })).toBeDisabled();
    await page.getByRole('button', { name: 'Retirement' }).click();
    await page.getByRole('button', { name: 'Ines & Juan retires' }).click();
    await expect(page.getByText('Winner: Kike & Luis')).toBeVisible();
    await expect(page.getByText('(Retired)')).toBeVisible();

    // The results page says so: W/O, the hand-entered sets, Ret.
    await setViewport(page, PHONE);
    await page.goto(`/scores/share/court/${court.courtId}`);
    const cards = page.getByTestId('match-card');
    await expect(cards.getByTestId('match-teams')).toHaveText([
      'Ines & Juan Vs Kike & Luis',
      'Eva & Fran Vs Gala & Hugo',
      'Ana & Bea Vs Carla & Dani',
    ]);
    await expect(cards.nth(0).getByTestId('set-chip')).toHaveText(['2-1']);
    await expect(cards.nth(0).getByTestId('finish-mark')).toHaveText('Ret.');
    await expect(cards.nth(1).getByTestId('set-chip')).toHaveText(['6-4', '6-7', '7-5']);
    await expect(cards.nth(1).getByTestId('finish-note')).toHaveText('Result entered by hand');
    await expect(cards.nth(2).getByTestId('set-chip')).toHaveCount(0);
    await expect(cards.nth(2).getByTestId('finish-mark')).toHaveText('W/O');
    await shot(page, 'results-off-court-phone');

    // No statistics are invented for the walkover.
    await cards.nth(2).getByRole('button', { name: 'View stats' }).click();
    await page.getByRole('radio', { name: /Ana/ }).click();
    await page.getByLabel('Email').fill('ana@example.com');
    await page.getByRole('button', { name: 'View Statistics' }).click();
    await expect(page.getByTestId('statistics-not-available')).toBeVisible();
    await page
      .getByRole('dialog', { name: 'MATCH SUMMARY' })
      .getByRole('button', { name: 'Close', exact: true })
      .click();

    await page.goto(`/scores/share/${walkover}`);
    await expect(page.getByTestId('share-score')).toHaveText('W/O');
    await expect(page.getByTestId('share-finish-note')).toHaveText('Walkover');
    await shareCanvas(page, 'share-walkover-canvas');
    await serverImage(request, retired, 'share-retired-server-image');
  });
});
