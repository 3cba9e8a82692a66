import type { Page } from '@playwright/test';
import { arrangeCourt, arrangeMatch, startLink } from '../support/arrange.ts';
import { activeMatchOf, decodeQr, PHONE, saveScreenshot, storedMatch, TABLET } from '../support/court.ts';
import { linkOrigin } from '../support/environment.ts';
import { expect, signInWithToken, test } from '../support/fixtures.ts';
import { setViewport } from '../support/viewport.ts';

const player = (page: Page, team: 1 | 2, number: 1 | 2) =>
  page.getByLabel(`Team ${team} Player ${number}`, { exact: true });

async function fillNames(page: Page, names: [string, string, string, string]) {
  await player(page, 1, 1).fill(names[0]);
  await player(page, 1, 2).fill(names[1]);
  await player(page, 2, 1).fill(names[2]);
  await player(page, 2, 2).fill(names[3]);
}

test.describe('match creation from the court QR code', () => {
  test('on a phone, players create a match through the form, and the court dashboard then shows its scoreboard', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const court = await arrangeCourt(request);
    // The court tablet shows the start code; the phone opens what it carries.
    const tablet = await browser.newContext({ viewport: TABLET });
    const dashboard = await tablet.newPage();
    await signInWithToken(dashboard, request, court.courtUser);
    await dashboard.goto('/dashboard');
    const startCode = await decodeQr(
      dashboard.getByRole('img', { name: 'QR code to start a match on this court' }),
    );
    expect(startCode).toContain('&token=');
    await setViewport(page, PHONE);
    // The court check is held back until its message has been seen, however slow the machine.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(`**/api/matches/court/${court.courtId}/active`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(startCode.replace(linkOrigin(baseURL ?? ''), ''));
    await expect(page.getByText('Checking court status...')).toBeVisible();
    answer();
    await expect(page.getByRole('heading', { name: 'Match Setup' })).toBeVisible();
    await expect(player(page, 1, 1)).toBeVisible();
    await saveScreenshot(page, 'match-create-form-phone');

    // Validated on change, with the spec's messages.
    await player(page, 1, 1).fill('A');
    await player(page, 1, 1).fill('');
    await expect(page.getByText('Player 1 is required')).toBeVisible();
    await player(page, 1, 2).fill('B');
    await player(page, 1, 2).fill('');
    await expect(page.getByText('Player 2 is required')).toBeVisible();
    await player(page, 2, 1).fill('x'.repeat(51));
    await expect(page.getByText('Player name is too long')).toBeVisible();
    await page.getByLabel('Email (optional)').fill('not-an-email');
    await expect(page.getByText('Invalid email')).toBeVisible();
    await saveScreenshot(page, 'match-create-validation-phone');

    await fillNames(page, ['Ana', 'Bea', 'Carla', 'Dani']);
    await page.getByLabel('Email (optional)').fill('ana@example.com');
    for (const message of [
      'Player 1 is required',
      'Player 2 is required',
      'Player name is too long',
      'Invalid email',
    ]) {
      await expect(page.getByText(message)).toHaveCount(0);
    }

    // Team 2's second player serves first; golden point at deuce; play for serve.
    await page.getByRole('button', { name: /^Team 2 player 2 serves 2nd/ }).click();
    await expect(page.getByRole('button', { name: /^Team 2 player 2 serves 1st/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Team 2 player 1 serves 2nd/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Team 1 player 1 serves 1st/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /One deuce, then golden point/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Coin toss/ })).toBeChecked();
    await page.getByText('Golden point at deuce').click();
    await page.getByText('Play for serve').click();
    await expect(page.getByRole('radio', { name: /Golden point at deuce/ })).toBeChecked();
    // The shot clock starts as the club sets it (off for this club) and may be turned on.
    const shotClock = page.getByRole('checkbox', { name: /Shot clock/ });
    await expect(shotClock).not.toBeChecked();
    await shotClock.check();
    await saveScreenshot(page, 'match-create-filled-phone');

    await page.getByRole('button', { name: 'Start Match' }).click();
    await expect(page.getByRole('heading', { name: 'Enjoy your game!' })).toBeVisible();
    await expect(
      page.getByText('Good luck to both teams. Check the score in the public display.'),
    ).toBeVisible();
    await saveScreenshot(page, 'match-create-success-phone');

    const matchId = await activeMatchOf(request, court.courtId);
    expect(matchId).not.toBeNull();
    const match = await storedMatch(request, matchId ?? '');
    expect(match.team1_name).toBe('Ana & Bea');
    expect(match.team2_name).toBe('Carla & Dani');
    expect(match.settings.goldenPointMode).toBe('straight_golden');
    expect(match.settings.serviceConfig).toEqual({ mode: 'custom', team1Server: 1, team2Server: 2 });
    expect(match.settings).toMatchObject({ bestOfSets: 3, gamesPerSet: 6, tiebreakAt: 6, shotClock: true });

    // The court tablet, polling, moves to the new match's public scoreboard.
    await expect(dashboard).toHaveURL(new RegExp(`/scores/public/${matchId}$`));
    await tablet.close();
  });

  test('blank names are sent as "Player 1" and "Player 2", with the default settings', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    await setViewport(page, TABLET);
    await page.goto(await startLink(request, court));
    await page.getByRole('button', { name: 'Start Match' }).click();
    await expect(page.getByRole('heading', { name: 'Enjoy your game!' })).toBeVisible();
    await saveScreenshot(page, 'match-create-success-tablet');
    const match = await storedMatch(request, (await activeMatchOf(request, court.courtId)) ?? '');
    expect(match.team1_name).toBe('Player 1 & Player 2');
    expect(match.team2_name).toBe('Player 1 & Player 2');
    expect(match.settings.goldenPointMode).toBe('one_deuce_golden');
    expect(match.settings.serviceConfig).toEqual({ mode: 'random', team1Server: 1, team2Server: 1 });
    expect(match.settings).toMatchObject({ shotClock: false });
  });

  test('a court with an active match says so and opens its public scoreboard', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await setViewport(page, PHONE);
    await page.goto(await startLink(request, court));
    await expect(page.getByText('There is already an active match on this court')).toBeVisible();
    await saveScreenshot(page, 'match-create-busy-phone');
    await expect(page).toHaveURL(new RegExp(`/scores/public/${matchId}$`));
  });

  test('a court taken while the form was being filled sends the players to the match that took it', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    await setViewport(page, PHONE);
    await page.goto(await startLink(request, court));
    await fillNames(page, ['Ana', 'Bea', 'Carla', 'Dani']);
    const other = await arrangeMatch(request, court);
    await page.getByRole('button', { name: 'Start Match' }).click();
    await expect(page.getByText('There is already an active match on this court')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/scores/public/${other}$`));
  });

  test('failures show the server message, else "Failed to create match", and keep the form', async ({
    page,
    request,
  }) => {
    await setViewport(page, PHONE);
    // Without a court token the page says where to find one, and offers no form.
    const court = await arrangeCourt(request);
    await page.goto(`/match/create?court=${court.courtId}`);
    await expect(
      page.getByRole('alert').filter({ hasText: "Scan the QR code on the court's screen to start a match" }),
    ).toBeVisible();
    await expect(player(page, 1, 1)).toHaveCount(0);
    await saveScreenshot(page, 'match-create-no-token-phone');

    // A code that is not this court's (or expired): the server refuses it and nothing is created.
    await page.goto(`/match/create?court=${court.courtId}&token=AAAAAAAAAAAAAAAAAAAAAA`);
    await fillNames(page, ['Ana', 'Bea', 'Carla', 'Dani']);
    await page.getByRole('button', { name: 'Start Match' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This QR code has expired' })).toBeVisible();
    await expect(player(page, 1, 1)).toHaveValue('Ana');
    expect(await activeMatchOf(request, court.courtId)).toBeNull();

    // A failure without a message.
    await page.route('**/api/matches', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Start Match' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to create match' })).toBeVisible();
    await saveScreenshot(page, 'match-create-failure-phone');

    // A network failure.
    await page.unrouteAll();
    await page.route('**/api/matches', (route) => route.abort());
    await page.getByRole('button', { name: 'Start Match' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Network error. Please check your connection.' }),
    ).toBeVisible();
  });

  test("without a court in the URL, the signed-in court user's court is used, else 'unknown'", async ({
    page,
    request,
    browser,
  }) => {
    const court = await arrangeCourt(request);
    await signInWithToken(page, request, court.courtUser);
    await setViewport(page, PHONE);
    await page.goto('/match/create');
    await expect(page.getByTestId('setup-court')).toHaveText(court.courtName);
    await page.getByRole('button', { name: 'Start Match' }).click();
    await expect(page.getByRole('heading', { name: 'Enjoy your game!' })).toBeVisible();
    expect(await activeMatchOf(request, court.courtId)).not.toBeNull();

    // A visitor without a court (and so without a court token) is told to scan the court's code.
    const visitor = await browser.newContext({ viewport: PHONE });
    const phone = await visitor.newPage();
    await phone.goto('/match/create');
    await expect(phone.getByText('Court unknown', { exact: true })).toBeVisible();
    await expect(phone.getByText("Scan the QR code on the court's screen to start a match")).toBeVisible();
    await visitor.close();
  });

  test('on a tablet the form shows both teams side by side', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    await setViewport(page, TABLET);
    await page.goto(await startLink(request, court));
    await expect(player(page, 2, 2)).toBeVisible();
    const team1 = await player(page, 1, 1).boundingBox();
    const team2 = await player(page, 2, 1).boundingBox();
    expect(team1 && team2 && Math.abs(team1.y - team2.y) < 2).toBe(true);
    await saveScreenshot(page, 'match-create-form-tablet');
  });
});
