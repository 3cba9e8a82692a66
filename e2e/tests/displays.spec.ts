import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { arrangeClubAdmin } from '../support/admin.ts';
import { arrangeButtons, arrangeCourt, arrangeMatch, press, uniqueName } from '../support/arrange.ts';
import { decodeQr } from '../support/court.ts';
import { brandClub, finishMatch, pairTv, screenshotDir, setResultMinutes } from '../support/displays.ts';
import { linkOrigin } from '../support/environment.ts';
import { apiToken, expect, signInWithToken, superAdmin, test } from '../support/fixtures.ts';
import { roomAnswered } from '../support/live-js.ts';
import { PrivateServer } from '../support/private-server.ts';
import { games, type LiveMatch, play } from '../support/scoreboard.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * Court displays (docs/displays.md): a TV that follows its court, pairing a TV with a code, the
 * clubhouse wall, the stream overlay, and what every display says about its connection.
 */

test.describe('court display', () => {
  test('follows its court: idle, the live board as soon as a match is created, the result for the club’s minutes, idle again', async ({
    page,
    request,
    baseURL,
  }) => {
    const court = await arrangeCourt(request);
    const buttons = await arrangeButtons(request, court);
    // The page's own clock, moved by the test for the club's five minutes of result.
    await page.clock.install();
    const joined = roomAnswered(page, 'courtBoard');
    await page.goto(`/display/court/${court.courtId}`);
    const display = page.getByTestId('court-display');
    await expect(display).toHaveAttribute('data-state', 'idle');
    await expect(page.getByTestId('last-result')).toContainText('No match played yet today');
    // The TV opened localhost: its codes carry the machine's network address, which a phone can open.
    const links = linkOrigin(baseURL ?? '');
    // Opened without a pairing it has no court token, so no start code (docs/displays.md).
    await expect(page.getByText("Start a match with the code on the court's tablet")).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code to start a match on this court' })).toHaveCount(0);
    expect(await decodeQr(page.getByRole('img', { name: "QR code for this court's results" }))).toBe(
      `${links}/scores/share/court/${court.courtId}`,
    );
    // Live updates need the court's room: wait for its answer before the match is created.
    await joined;

    // Pushed by the server, no reload: how fast is bench/web's creation → display figure.
    const matchId = await arrangeMatch(request, court);
    await expect(display).toHaveAttribute('data-state', 'live');
    await expect(page.getByTestId('team1-name')).toContainText('Ana');

    expect((await press(request, buttons.TEAM1_SCORE)).status).toBe(200);
    await expect(page.getByTestId('team1-points')).toHaveText('15');
    const token = await apiToken(request, court.courtUser);
    await play(request, { court, matchId, buttons, token }, '111');
    await expect(page.getByTestId('team1-set1')).toHaveText('1');

    await finishMatch(request, court, matchId);
    await expect(display).toHaveAttribute('data-state', 'result');
    await expect(page.getByTestId('end-state')).toContainText('Ana & Bea win');
    await expect(page.getByTestId('result-statistics')).toContainText('Points won');

    await page.clock.fastForward('04:50');
    await expect(display).toHaveAttribute('data-state', 'result');
    await page.clock.fastForward('00:15');
    await expect(display).toHaveAttribute('data-state', 'idle');
    await expect(page.getByTestId('last-result')).toContainText('Ana / Bea');
    // It never left its page, nor asked anyone to sign in.
    await expect(page).toHaveURL(new RegExp(`/display/court/${court.courtId}$`));
  });

  test('shows the next match at once, even during a result', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const first = await arrangeMatch(request, court);
    await page.goto(`/display/court/${court.courtId}`);
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'live');
    await finishMatch(request, court, first);
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'result');
    await arrangeMatch(request, court, { players: ['Eva', 'Flor', 'Gala', 'Hana'] });
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'live');
    await expect(page.getByTestId('team1-name')).toContainText('Eva');
  });

  test("shows the result for the club's own minutes", async ({ page, request }) => {
    const court = await arrangeCourt(request);
    await setResultMinutes(request, court, 1);
    const matchId = await arrangeMatch(request, court);
    await page.clock.install();
    await page.goto(`/display/court/${court.courtId}`);
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'live');
    await finishMatch(request, court, matchId);
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'result');
    await page.clock.fastForward('01:05');
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'idle');
  });

  test('pops a point only for viewers who do not ask for reduced motion', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    await arrangeMatch(request, court);
    const animation = () =>
      page.evaluate(() => {
        const digits = document.querySelector('[data-testid="team1-points"] span');
        return digits ? getComputedStyle(digits).animationName : 'missing';
      });
    await page.goto(`/display/court/${court.courtId}`);
    await expect(page.getByTestId('team1-points')).toHaveText('0');
    expect(await animation()).toBe('board-pop');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');
  });

  test('says it is waiting for the scorer when a live match has had no point for 10 minutes', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    const token = await apiToken(request, court.courtUser);
    const match: LiveMatch = { court, matchId, buttons: {} as LiveMatch['buttons'], token };
    // The first point ends the warm-up (docs/scoring-rules.md#warm-up): from then on the match is live.
    await play(request, match, '1');
    await page.clock.install();
    // The server's HTML already shows 15: the clock moves only once the app runs (its socket's
    // room has answered), or the app would start counting after the jump.
    const joined = roomAnswered(page, 'courtBoard');
    await page.goto(`/display/court/${court.courtId}`);
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'live');
    await expect(page.getByTestId('team1-points')).toHaveText('15');
    await joined;
    await expect(page.getByTestId('waiting-for-scorer')).toHaveCount(0);
    await page.clock.fastForward('10:05');
    await expect(page.getByTestId('waiting-for-scorer')).toHaveText(/Waiting for the scorer/);
    // A point: the notice goes.
    await play(request, match, '1');
    await expect(page.getByTestId('team1-points')).toHaveText('30');
    await expect(page.getByTestId('waiting-for-scorer')).toHaveCount(0);
  });

  test('shows only real sponsor logos, none at all for a club without sponsors, and the club’s logo', async ({
    page,
    request,
  }) => {
    const bare = await arrangeCourt(request);
    await arrangeMatch(request, bare);
    await page.goto(`/display/court/${bare.courtId}`);
    await expect(page.getByTestId('score-card')).toBeVisible();
    await expect(page.getByTestId('sponsor-strip')).toHaveCount(0);
    await expect(page.getByTestId('club-logo')).toHaveCount(0);

    const branded = await arrangeCourt(request);
    await brandClub(request, branded, 2);
    await arrangeMatch(request, branded);
    await page.goto(`/display/court/${branded.courtId}`);
    await expect(page.getByTestId('sponsor-strip').locator('[data-kind="sponsor"]')).toHaveCount(2);
    await expect(page.getByTestId('club-logo')).toBeVisible();
  });
});

test.describe('pairing a TV', () => {
  test('end to end: the code, an admin connects it, the TV follows its court across a reload, and a revoke brings the code back', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const court = await arrangeCourt(request);
    await page.goto('/display');
    const code = page.getByTestId('pairing-code');
    await expect(code).toHaveAttribute('data-code', /^[2-9A-HJKMNP-TW-Z]{6}$/);
    const value = (await code.getAttribute('data-code')) ?? '';
    // The QR code leads staff to the pairing dialog with the code filled in.
    await expect(page.getByRole('img', { name: 'QR code to connect this TV' })).toHaveAttribute(
      'data-url',
      `${linkOrigin(baseURL ?? '')}/connect-tv?code=${value}`,
    );

    // The club's admin (a super admin's lists hold every court and TV the suite has made).
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signInWithToken(adminPage, request, await arrangeClubAdmin(request, court.clubId));
    await adminPage.goto(`/connect-tv?code=${value}`);
    const dialog = adminPage.getByTestId('connect-tv');
    await expect(dialog.getByLabel('Code shown on the TV')).toHaveValue(value);
    await dialog.getByLabel('Show on the TV').selectOption({ label: court.courtName });
    // Named after its code: other tests pair TVs on the same server.
    const tvName = `Bar TV ${value}`;
    await dialog.getByLabel('Name (optional)').fill(tvName);
    await adminPage.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByTestId('court-display')).toBeVisible();
    await expect(page.getByRole('heading', { name: court.courtName })).toBeVisible();
    // Paired with the court, it shows the start code with the court's token, and a phone starts a match with it.
    const startCode = await decodeQr(
      page.getByRole('img', { name: 'QR code to start a match on this court' }),
    );
    expect(startCode).toMatch(
      new RegExp(
        `^${linkOrigin(baseURL ?? '')}/match/create\\?court=${court.courtId}&token=[A-Za-z0-9_-]{22}$`,
      ),
    );
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phonePage = await phone.newPage();
    await phonePage.goto(startCode.replace(linkOrigin(baseURL ?? ''), ''));
    await phonePage.getByRole('button', { name: 'Start Match' }).click();
    await expect(phonePage.getByRole('heading', { name: 'Enjoy your game!' })).toBeVisible();
    await phone.close();
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'live');

    await page.reload();
    await expect(page.getByTestId('court-display')).toBeVisible();
    await expect(page).toHaveURL(/\/display$/);

    const row = adminPage.getByTestId('display-row').filter({ hasText: tvName });
    await expect(row).toContainText(court.courtName);
    await row.getByRole('button', { name: 'Disconnect' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByTestId('pairing-code')).toBeVisible();
    await expect(page.getByTestId('pairing-code')).not.toHaveAttribute('data-code', value);
    await admin.close();
  });

  test('shows a new code before the old one expires, keeping the same display', async ({ page }) => {
    await page.clock.install();
    await page.goto('/display');
    const code = page.getByTestId('pairing-code');
    await expect(code).toHaveAttribute('data-code', /^[2-9A-Z]{6}$/);
    const first = await code.getAttribute('data-code');
    const token = await page.evaluate(() => localStorage.getItem('bandeja.displayToken'));
    await page.clock.fastForward('09:05');
    await expect(code).not.toHaveAttribute('data-code', first ?? '');
    expect(await page.evaluate(() => localStorage.getItem('bandeja.displayToken'))).toBe(token);
  });

  test('on a court tablet the dialog preselects its court; a wrong or used code is refused, and the court user connects a TV to the clubhouse wall', async ({
    page,
    browser,
    request,
  }) => {
    const court = await arrangeCourt(request);
    await page.goto('/display');
    const value = (await page.getByTestId('pairing-code').getAttribute('data-code')) ?? '';

    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    await signInWithToken(staffPage, request, court.courtUser);
    await staffPage.goto('/dashboard');
    await setViewport(staffPage, { width: 1280, height: 800 });
    await staffPage.getByRole('button', { name: 'Connect a TV' }).click();
    const dialog = staffPage.getByTestId('connect-tv');
    await expect(dialog).toBeVisible();
    await staffPage.screenshot({
      path: path.join(screenshotDir('display-screenshots'), 'dashboard-connect-tv.png'),
    });
    const wrong = value.startsWith('A') ? 'BBBBBB' : 'AAAAAA';
    // The court's own tablet offers its own court first, already chosen.
    const target = dialog.getByLabel('Show on the TV');
    await expect(target.locator('option:checked')).toHaveText(court.courtName);
    await dialog.getByLabel('Code shown on the TV').fill(wrong);
    await target.selectOption({ label: 'Clubhouse wall' });
    await staffPage.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(staffPage.getByTestId('connect-tv-error')).toHaveText(
      'This code is unknown or has expired. Check the code on the TV.',
    );
    await dialog.getByLabel('Code shown on the TV').fill(value.toLowerCase());
    await staffPage.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByTestId('club-display')).toBeVisible();
    await expect(page.getByTestId('wall-tile')).toHaveCount(1);
    await staff.close();
  });
});

test.describe('clubhouse wall', () => {
  test('shows several courts updating through one club subscription, without polling', async ({
    page,
    request,
  }) => {
    const first = await arrangeCourt(request);
    const second = await arrangeCourt(request, { clubId: first.clubId });
    const third = await arrangeCourt(request, { clubId: first.clubId });
    const joins: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        const text = String(frame.payload);
        const event = /^42\["(\w+)"/.exec(text)?.[1];
        if (event) joins.push(event);
      }),
    );
    const apiCalls: string[] = [];
    page.on('request', (call) => {
      if (call.url().includes('/api/')) apiCalls.push(call.url());
    });
    await page.goto(`/display/club/${first.clubId}`);
    await expect(page.getByTestId('wall-tile')).toHaveCount(3);
    await expect(page.locator('[data-testid="wall-tile"][data-state="idle"]')).toHaveCount(3);
    await expect.poll(() => joins).toContain('joinClub');

    const matches: LiveMatch[] = [];
    for (const court of [first, second]) {
      const matchId = await arrangeMatch(request, court);
      matches.push({
        court,
        matchId,
        buttons: {} as LiveMatch['buttons'],
        token: await apiToken(request, court.courtUser),
      });
    }
    const tile = (courtId: number) => page.locator(`[data-testid="wall-tile"][data-court="${courtId}"]`);
    await expect(tile(first.courtId)).toHaveAttribute('data-state', 'live');
    await expect(tile(second.courtId)).toHaveAttribute('data-state', 'live');
    await expect(tile(third.courtId)).toHaveAttribute('data-state', 'idle');

    const [a, b] = matches;
    if (!a || !b) throw new Error('two matches expected');
    await play(request, a, '11');
    await play(request, b, '2');
    await expect(tile(first.courtId).getByTestId('wall-team1-points')).toHaveText('30');
    await expect(tile(second.courtId).getByTestId('wall-team2-points')).toHaveText('15');
    await play(request, b, games('2', 2));
    await finishMatch(request, second, b.matchId);
    await expect(tile(second.courtId)).toHaveAttribute('data-state', 'result');
    await expect(tile(second.courtId).getByTestId('wall-team2')).toHaveAttribute('data-winner', 'true');

    // One club room, no court or match rooms, and no request for scores: the first answer came in
    // the page itself (docs/displays.md, "The first paint").
    expect(joins.filter((event) => event.startsWith('join'))).toEqual(['joinClub']);
    expect(apiCalls.filter((url) => url.includes('/api/displays/club/'))).toEqual([]);
    expect(apiCalls.filter((url) => url.includes('/api/scores/'))).toEqual([]);
  });
});

test.describe('stream overlay', () => {
  test('draws on a transparent page, in its corner, and follows its court', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    await setViewport(page, { width: 1920, height: 1080 });
    await page.goto(`/overlay/court/${court.courtId}?position=br&scale=1.5&theme=light`);
    await expect(page.getByTestId('overlay')).toHaveAttribute('data-state', 'idle');
    const backgrounds = await page.evaluate(() =>
      ['html', 'body', '#root'].map((selector) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element).backgroundColor : 'missing';
      }),
    );
    expect(backgrounds).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);

    const matchId = await arrangeMatch(request, court);
    const bug = page.getByTestId('score-bug');
    await expect(bug).toBeVisible();
    await expect(bug).toHaveAttribute('data-theme', 'light');
    const box = await bug.boundingBox();
    // Anchored bottom right, at one and a half times its size (560 px wide at scale 1).
    expect(box && box.x + box.width).toBeGreaterThan(1850);
    expect(box && box.y + box.height).toBeGreaterThan(1000);
    expect(box?.width).toBeCloseTo(840, -1);

    // Everything but the bug is see-through: a screenshot without a background has no pixel there.
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: 200, height: 200 },
    });
    const { PNG } = await import('pngjs');
    const image = PNG.sync.read(png);
    expect(image.data.filter((_, index) => index % 4 === 3).every((alpha) => alpha === 0)).toBe(true);

    const token = await apiToken(request, court.courtUser);
    await play(request, { court, matchId, buttons: {} as LiveMatch['buttons'], token }, '1');
    await expect(page.getByTestId('bug-team1-points')).toHaveText('15');
  });
});

test.describe('connection state', () => {
  test('a paired TV says it is offline when it loses the server, recovers by itself on its return, and keeps its pairing', async ({
    page,
  }) => {
    // Two starts of a server of its own (support/private-server.ts): generous under load.
    test.setTimeout(360_000);
    const server = new PrivateServer(50);
    try {
      await server.start();
      const api = await playwrightRequest.newContext({ baseURL: server.url });
      const court = await arrangeCourt(api);
      const apiKey: string = JSON.parse(
        readFileSync(path.join(server.dataDir, 'secrets.json'), 'utf8'),
      ).apiKey;
      const created = await api.post('/api/matches', {
        headers: { 'x-api-key': apiKey, authorization: `Bearer ${court.adminToken}` },
        data: {
          team1Player1: { name: uniqueName('Ana') },
          team1Player2: { name: 'Bea' },
          team2Player1: { name: 'Carla' },
          team2Player2: { name: 'Dani' },
          settings: { serviceConfig: { mode: 'team1' } },
          courtId: court.courtId,
        },
      });
      const matchId: string = (await created.json()).data.id;
      const point = async () => {
        const token = await apiToken(api, court.courtUser);
        const response = await api.post(`/api/scores/${matchId}/team1-point`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.ok()).toBe(true);
      };

      // A TV paired to the court: it must keep its pairing across the server's restart too.
      await page.goto(`${server.url}/display`);
      const code = (await page.getByTestId('pairing-code').getAttribute('data-code')) ?? '';
      await pairTv(api, superAdmin, code, { kind: 'court', courtId: court.courtId });
      await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'live');
      await point();
      await expect(page.getByTestId('team1-points')).toHaveText('15');
      await expect(page.getByTestId('offline-banner')).toHaveCount(0);

      await server.stop();
      await expect(page.getByTestId('offline-banner')).toHaveText('Offline — reconnecting');

      await server.start();
      await expect(page.getByTestId('offline-banner')).toHaveCount(0);
      // Resynchronised: the court's room answers again, and the next point arrives live.
      await point();
      await expect(page.getByTestId('team1-points')).toHaveText('30');
      // The TV stayed on its page, paired, throughout; a reload after the restart keeps its court.
      await expect(page).toHaveURL(`${server.url}/display`);
      await page.reload();
      await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'live');
      await expect(page.getByTestId('team1-points')).toHaveText('30');
      await api.dispose();
    } finally {
      await server.dispose();
    }
  });
});
