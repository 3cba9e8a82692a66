import { arrangeCourt, arrangeMatch } from '../support/arrange.ts';
import {
  activeMatchOf,
  control,
  decodeQr,
  finishMatch,
  PHONE,
  renderedSize,
  SHORT_TABLET,
  saveScreenshot,
  TABLET,
} from '../support/court.ts';
import { linkOrigin } from '../support/environment.ts';
import { demoCourt, expect, signIn, signInWithToken, test } from '../support/fixtures.ts';
import { setViewport } from '../support/viewport.ts';

const startQr = 'QR code to start a match on this court';
const shareQr = 'QR code to the results of this court';

test.describe('court dashboard', () => {
  test('a demo court user signs in and sees QR codes that open match creation and the court results', async ({
    page,
    baseURL,
  }) => {
    // The tablet opened localhost: the codes carry the machine's network address, which a phone can open.
    const links = linkOrigin(baseURL ?? '');
    const court = demoCourt(0);
    // The start code carries the court's rotating court token (docs/api.md).
    const startCode = new RegExp(`^${links}/match/create\\?court=${court.id}&token=[A-Za-z0-9_-]{22}$`);
    await setViewport(page, TABLET);
    await page.goto('/login');
    await signIn(page, court);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The court's name, as on its boards and results (docs/product.md#court-dashboard).
    await expect(page.getByRole('heading', { level: 1, name: court.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Start New Match · ${court.name}` })).toBeVisible();
    for (const step of ['Scan QR to Start a Match', 'Fill in team and match settings', 'Start playing!']) {
      await expect(page.getByText(step, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Share your Match' })).toBeVisible();
    for (const step of ['Scan', 'Search', 'Review', 'Share']) {
      await expect(page.getByText(step, { exact: true })).toBeVisible();
    }

    expect(await decodeQr(page.getByRole('img', { name: startQr }))).toMatch(startCode);
    expect(await decodeQr(page.getByRole('img', { name: shareQr }))).toBe(
      `${links}/scores/share/court/${court.id}`,
    );
    // A screen 640 px high or more gets the big sizes (docs/product.md#constants-and-timings).
    expect(await renderedSize(page.getByRole('img', { name: startQr }))).toEqual({ width: 290, height: 290 });
    expect(await renderedSize(page.getByRole('img', { name: shareQr }))).toEqual({ width: 140, height: 140 });
    await saveScreenshot(page, 'dashboard-demo-tablet');

    // Under 640 px high the codes shrink to 200 and 120, and still read right.
    await setViewport(page, SHORT_TABLET);
    await expect(page.getByRole('img', { name: startQr })).toHaveAttribute('width', '200');
    expect(await renderedSize(page.getByRole('img', { name: startQr }))).toEqual({ width: 200, height: 200 });
    expect(await renderedSize(page.getByRole('img', { name: shareQr }))).toEqual({ width: 120, height: 120 });
    expect(await decodeQr(page.getByRole('img', { name: startQr }))).toMatch(startCode);
    expect(await decodeQr(page.getByRole('img', { name: shareQr }))).toBe(
      `${links}/scores/share/court/${court.id}`,
    );
    await saveScreenshot(page, 'dashboard-demo-short-tablet');

    await setViewport(page, PHONE);
    expect(await decodeQr(page.getByRole('img', { name: startQr }))).toMatch(startCode);
    await saveScreenshot(page, 'dashboard-demo-phone');

    // What a phone gets when it opens the start code: the match creation form of this court.
    const phone = await page.context().newPage();
    await phone.goto(await decodeQr(page.getByRole('img', { name: startQr })));
    await expect(phone.getByRole('heading', { name: 'Match Setup' })).toBeVisible();
    await phone.close();
  });

  test('a court without finished matches says "No previous matches found"', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    await signInWithToken(page, request, court.courtUser);
    await setViewport(page, TABLET);
    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'Previous Matches' });
    await expect(panel.getByText('No previous matches found')).toBeVisible();
    await saveScreenshot(page, 'dashboard-empty-tablet');
    await setViewport(page, PHONE);
    await saveScreenshot(page, 'dashboard-empty-phone');
  });

  test('previous matches show the 3 most recent finished matches with the winner, set chips and their real time', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    // Four finished matches, oldest first; team 1 wins each set 6-0 and leads the next 0-1 when
    // the match is ended, except the last, which team 2 leads 0-6 and 1-0.
    const names = ['Oldest', 'Second', 'Third', 'Newest'];
    for (const [index, name] of names.entries()) {
      const matchId = await arrangeMatch(request, court, {
        players: [`${name} A`, `${name} B`, `${name} C`, `${name} D`],
      });
      const last = index === names.length - 1;
      await control(request, court, matchId, last ? 'team2-point' : 'team1-point', 24);
      await control(request, court, matchId, last ? 'team1-point' : 'team2-point', 4);
      await finishMatch(request, court, matchId);
    }

    await signInWithToken(page, request, court.courtUser);
    await setViewport(page, TABLET);
    await page.goto('/dashboard');
    const items = page.getByTestId('previous-match');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('Newest A & Newest B');
    await expect(items.nth(1)).toContainText('Third A & Third B');
    await expect(items.nth(2)).toContainText('Second A & Second B');
    await expect(page.getByText('Oldest A & Oldest B')).toHaveCount(0);

    // The winner's line is highlighted.
    await expect(items.nth(0).locator('[data-winner]')).toHaveText(/Newest C & Newest D/);
    await expect(items.nth(1).locator('[data-winner]')).toHaveText(/Third A & Third B/);
    await expect(items.nth(0).getByTestId('set-chip')).toHaveText(['0-6', '1-0']);
    await expect(items.nth(1).getByTestId('set-chip')).toHaveText(['6-0', '0-1']);

    // From the start to the real end (docs/product.md#court-dashboard): these matches last seconds,
    // not the 90-minute slot.
    const slot = (await items.nth(0).getByTestId('match-slot').textContent()) ?? '';
    const match = /(\d\d):(\d\d) - (\d\d):(\d\d)$/.exec(slot);
    expect(match, `slot text "${slot}"`).not.toBeNull();
    const [, h1 = 0, m1 = 0, h2 = 0, m2 = 0] = (match ?? []).map(Number);
    const minutes = (h2 * 60 + m2 - (h1 * 60 + m1) + 24 * 60) % (24 * 60);
    expect(minutes).toBeLessThanOrEqual(1);
    await saveScreenshot(page, 'dashboard-previous-tablet');
    await setViewport(page, PHONE);
    await saveScreenshot(page, 'dashboard-previous-phone');
  });

  test('the dashboard polls and moves to the public scoreboard as soon as a match is active', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    await signInWithToken(page, request, court.courtUser);
    await setViewport(page, TABLET);
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/api/matches/court/${court.courtId}/`)) lookups.push(r.url());
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Start New Match · ${court.courtName}` })).toBeVisible();
    // Both lookups repeat (every 2 s): three of each, however busy the machine.
    await expect
      .poll(() => lookups.filter((url) => url.endsWith('/active')).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3);
    await expect
      .poll(() => lookups.filter((url) => url.includes('/finished')).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3);

    const matchId = await arrangeMatch(request, court);
    await expect(page).toHaveURL(new RegExp(`/scores/public/${matchId}$`));
  });

  test('a start code starts one match: after it, the dashboard shows a fresh code and the used one is refused', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const court = await arrangeCourt(request);
    await signInWithToken(page, request, court.courtUser);
    await setViewport(page, TABLET);
    await page.goto('/dashboard');
    const links = linkOrigin(baseURL ?? '');
    const firstCode = (await decodeQr(page.getByRole('img', { name: startQr }))).replace(links, '');

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phonePage = await phone.newPage();
    await phonePage.goto(firstCode);
    await phonePage.getByRole('button', { name: 'Start Match' }).click();
    await expect(phonePage.getByRole('heading', { name: 'Enjoy your game!' })).toBeVisible();
    const matchId = await activeMatchOf(request, court.courtId);
    if (!matchId) throw new Error('no match started');
    await expect(page).toHaveURL(new RegExp(`/scores/public/${matchId}$`));
    await finishMatch(request, court, matchId);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Start New Match · ${court.courtName}` })).toBeVisible();
    await expect
      .poll(async () => (await decodeQr(page.getByRole('img', { name: startQr }))).replace(links, ''), {
        timeout: 15_000,
      })
      .not.toBe(firstCode);
    const nextCode = (await decodeQr(page.getByRole('img', { name: startQr }))).replace(links, '');

    // The used code starts nothing more; the fresh one starts the next match.
    await phonePage.goto(firstCode);
    await phonePage.getByRole('button', { name: 'Start Match' }).click();
    await expect(phonePage.getByText(/This QR code has expired or is not this court's/)).toBeVisible();
    await phonePage.goto(nextCode);
    await phonePage.getByRole('button', { name: 'Start Match' }).click();
    await expect(phonePage.getByRole('heading', { name: 'Enjoy your game!' })).toBeVisible();
    await phone.close();
  });

  test('a court with an active match opens on its public scoreboard', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await signInWithToken(page, request, court.courtUser);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(new RegExp(`/scores/public/${matchId}$`));
  });

  test('Logout goes to /login', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    await signInWithToken(page, request, court.courtUser);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('bandeja.accessToken'))).toBeNull();
  });
});
