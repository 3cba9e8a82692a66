import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { arrangeClubAdmin, DESKTOP } from '../support/admin.ts';
import {
  type ArrangedButton,
  arrangeButtons,
  arrangeCourt,
  arrangeMatch,
  press,
  startLink,
} from '../support/arrange.ts';
import { activeMatchOf, PHONE, saveScreenshot, TABLET } from '../support/court.ts';
import { expect, signInWithToken, test } from '../support/fixtures.ts';
import { holdRequests } from '../support/hold-requests.ts';
import { openScoreboard } from '../support/scoreboard.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * The court tablet as a hub for Bluetooth keys, a phone as a WatchButton, and the boards'
 * confirmation of each accepted press (docs/hardware.md, "On the court tablet and a phone").
 */

/** A screenshot taken at once (the flash lasts a moment), its animation at rest, beside the others. */
async function screenshotNow(page: Page, name: string) {
  await page.screenshot({
    path: path.join(import.meta.dirname, '../screenshots/court', `${name}.png`),
    animations: 'disabled',
  });
}

/** Keeps the text of every flash the page shows, however briefly (it lasts a moment). */
async function recordFlashes(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { flashes: string[] }).flashes = seen;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLElement && node.dataset.testid === 'press-flash')
            seen.push(node.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true });
  });
}
const flashesOf = (page: Page) => page.evaluate(() => (window as unknown as { flashes: string[] }).flashes);

/** A WatchButton press with its press time (x-pressed-at). */
async function pressAt(request: APIRequestContext, button: ArrangedButton, pressedAt: number) {
  const response = await request.post(`/api/buttons/${button.id}/press`, {
    headers: { 'x-button-key': button.secret, 'x-pressed-at': String(pressedAt) },
  });
  return (await response.json()) as { data?: unknown };
}

const gameOf = (page: Page, team: 1 | 2) => page.getByTestId(`team${team}-game`);

async function expectGame(page: Page, team1: string, team2: string) {
  await expect(gameOf(page, 1)).toHaveText(team1);
  await expect(gameOf(page, 2)).toHaveText(team2);
}

/** The match's score as the API has it. */
async function gameFromApi(request: APIRequestContext, matchId: string) {
  const response = await request.get(`/api/scores/public/${matchId}`);
  const score = (await response.json()).data as {
    current_game: { team1_score: string; team2_score: string };
  };
  return `${score.current_game.team1_score}-${score.current_game.team2_score}`;
}

/** When the match's clock started: its first point's time (docs/scoring-rules.md#warm-up). */
async function startTimeOf(request: APIRequestContext, matchId: string): Promise<number> {
  const response = await request.get(`/api/scores/public/${matchId}`);
  const { start_time } = (await response.json()).data as { start_time: string | null };
  return Date.parse(start_time ?? '');
}

/** The court's learned keys as the server keeps them (null: the defaults). */
async function keysFromApi(request: APIRequestContext, court: { courtId: number; adminToken: string }) {
  const response = await request.get(`/api/courts/${court.courtId}/keys`, {
    headers: { authorization: `Bearer ${court.adminToken}` },
  });
  return ((await response.json()).data as { keys: Record<string, string[]> | null }).keys;
}

async function openControl(page: Page, request: APIRequestContext) {
  const court = await arrangeCourt(request);
  const matchId = await arrangeMatch(request, court);
  await setViewport(page, TABLET);
  await signInWithToken(page, request, court.courtUser);
  await page.goto(`/court/${matchId}`);
  await expectGame(page, '0', '0');
  return { court, matchId };
}

test.describe('Bluetooth keys on the court tablet', () => {
  test("PageDown on the control screen gives team 2 a point, A team 1's, U undoes, through the outbox", async ({
    page,
    request,
  }) => {
    const { matchId } = await openControl(page, request);
    await page.keyboard.press('PageDown');
    await expectGame(page, '0', '15');
    await page.keyboard.press('A');
    await expectGame(page, '15', '15');
    await page.keyboard.press('u');
    await expectGame(page, '0', '15');
    await expect.poll(() => gameFromApi(request, matchId)).toBe('0-15');
  });

  test("on the court's public scoreboard (where the dashboard sends the tablet), PageDown gives team 2 a point", async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await setViewport(page, TABLET);
    await signInWithToken(page, request, court.courtUser);
    await openScoreboard(page, matchId);
    await expect(page.getByTestId('score-controls')).toBeVisible();
    await page.keyboard.press('PageDown');
    await expect.poll(() => gameFromApi(request, matchId)).toBe('0-15');
    await page.keyboard.press('Backspace');
    await expect.poll(() => gameFromApi(request, matchId)).toBe('0-0');
  });

  test('a key learned on the tablet scores, and the default it replaced does not', async ({
    page,
    request,
  }) => {
    const { matchId } = await openControl(page, request);
    await page.getByRole('button', { name: 'Learn keys' }).click();
    const learning = page.getByTestId('key-learning');
    await expect(learning).toContainText('Press the key for Team 1 point now');
    await page.keyboard.press('x');
    await expect(learning).toContainText('Press the key for Team 2 point now');
    await page.keyboard.press('y');
    await page.keyboard.press('z');
    await page.getByRole('button', { name: 'Save keys' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Keys saved' })).toBeVisible();
    await expect(learning).toBeHidden();

    await page.keyboard.press('y');
    await expectGame(page, '0', '15');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('x');
    await expectGame(page, '15', '15');
    // The screen shows a press at once; the server's answer follows.
    await expect.poll(() => gameFromApi(request, matchId)).toBe('15-15');

    // Stored on the court and on the tablet: a reloaded tablet scores with them before the
    // server's answer arrives (held back here until the press has been shown).
    const release = await holdRequests(page, '**/courts/*/keys');
    await page.reload();
    await expectGame(page, '15', '15');
    await page.keyboard.press('z');
    await expectGame(page, '0', '15');
    release();
  });

  test("a club admin learns a key for team 1 in the admin's courts list, and that court's control screen scores with it", async ({
    page,
    request,
    browser,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await setViewport(page, DESKTOP);
    await signInWithToken(page, request, await arrangeClubAdmin(request, court.clubId));
    await page.goto('/admin/courts');
    await page.getByRole('button', { name: `Learn keys for ${court.courtName}` }).click();
    // The tablet's own dialog: one key per action, in turn.
    const learning = page.getByTestId('key-learning');
    await expect(learning).toContainText('Press the key for Team 1 point now');
    await page.keyboard.press('x');
    await expect(learning).toContainText('Press the key for Team 2 point now');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('u');
    await page.getByRole('button', { name: 'Save keys' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Keys saved' })).toBeVisible();
    await expect(learning).toBeHidden();
    expect(await keysFromApi(request, court)).toEqual({
      'team1-point': ['x'],
      'team2-point': ['PageDown'],
      undo: ['u'],
    });

    // The court's tablet scores with the learned key; the default it replaced (A) does nothing.
    const tablet = await (await browser.newContext({ viewport: TABLET })).newPage();
    await signInWithToken(tablet, request, court.courtUser);
    await tablet.goto(`/court/${matchId}`);
    await expectGame(tablet, '0', '0');
    await tablet.keyboard.press('x');
    await expectGame(tablet, '15', '0');
    await tablet.keyboard.press('a');
    await tablet.keyboard.press('PageDown');
    await expectGame(tablet, '15', '15');
    await expect.poll(() => gameFromApi(request, matchId)).toBe('15-15');

    // 'Use the default keys' in the admin puts the court back on them.
    await page.getByRole('button', { name: `Learn keys for ${court.courtName}` }).click();
    await page.getByRole('button', { name: 'Use the default keys' }).click();
    await expect(learning).toBeHidden();
    expect(await keysFromApi(request, court)).toBeNull();
  });

  test("on a court tablet's scoreboard with the network offline, PageDown is queued and applied once it returns, with its press time", async ({
    browser,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    const tablet = await browser.newContext({ viewport: TABLET });
    const page = await tablet.newPage();
    await signInWithToken(page, request, court.courtUser);
    await openScoreboard(page, matchId);
    const controls = page.getByTestId('score-controls');
    await expect(controls).toHaveAttribute('data-waiting', '0');
    const sent: { pressedAt?: number }[] = [];
    page.on('request', (sending) => {
      if (/\/api\/scores\/[^/]+\/team2-point$/.test(sending.url())) sent.push(sending.postDataJSON());
    });

    await tablet.setOffline(true);
    const beforePress = Date.now();
    await page.keyboard.press('PageDown');
    // Kept on the tablet (its outbox, in IndexedDB); nothing reached the server.
    await expect(controls).toHaveAttribute('data-waiting', '1');
    expect(await gameFromApi(request, matchId)).toBe('0-0');

    const backOnline = Date.now();
    await tablet.setOffline(false);
    await expect(controls).toHaveAttribute('data-waiting', '0', { timeout: 15_000 });
    await expect.poll(() => gameFromApi(request, matchId)).toBe('0-15');
    await expect(page.getByTestId('team2-points')).toHaveText('15');
    // Sent with its press time, and the server took it: the match's clock started at the press,
    // before the network came back, not when the point arrived.
    const pressedAt = sent.at(-1)?.pressedAt ?? 0;
    expect(pressedAt).toBeGreaterThanOrEqual(beforePress);
    expect(pressedAt).toBeLessThan(backOnline);
    const started = await startTimeOf(request, matchId);
    expect(started).toBeGreaterThanOrEqual(beforePress);
    expect(started).toBeLessThan(backOnline);
    await tablet.close();
  });

  test('a key typed into a text field does nothing', async ({ page, request }) => {
    const { matchId } = await openControl(page, request);
    // A text field of the tablet's own (a search box, a name): typing there is typing.
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.type = 'text';
      field.setAttribute('aria-label', 'Notes');
      document.body.prepend(field);
    });
    const notes = page.getByRole('textbox', { name: 'Notes' });
    await notes.focus();
    await page.keyboard.press('b');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('Backspace');
    await expect(notes).toHaveValue('');
    // A key pressed outside the field, after: it scores, so the ones before would have too.
    await notes.blur();
    await page.keyboard.press('b');
    await expectGame(page, '0', '15');
    await expect.poll(() => gameFromApi(request, matchId)).toBe('0-15');
  });
});

test.describe('a phone as a WatchButton', () => {
  test('the phone button scores at 390×844 from the tablet’s QR link, and is refused on another match', async ({
    page,
    request,
    browser,
  }) => {
    const { matchId } = await openControl(page, request);
    await page.getByRole('button', { name: 'Score from a phone' }).click();
    const link = await page.getByTestId('phone-link-team2').getAttribute('href');
    expect(link).toContain(`/press/${matchId}?t=`);
    await expect(page.getByRole('img', { name: 'Score from a phone for Carla & Dani' })).toBeVisible();

    const phone = await (
      await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
    ).newPage();
    await phone.goto(link ?? '');
    const ours = phone.getByRole('button', { name: /Our point/ });
    await expect(ours).toContainText('Carla & Dani');
    await ours.tap();
    await expect(phone.getByTestId('phone-score')).toHaveText('15–0');
    await phone.getByRole('button', { name: /Their point/ }).tap();
    await expect(phone.getByTestId('phone-score')).toHaveText('15–15');
    await expect.poll(() => gameFromApi(request, matchId)).toBe('15-15');
    // Everything fits the phone's screen: no scrolling to reach Undo.
    const undo = phone.getByRole('button', { name: 'Undo the last point' });
    const box = await undo.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    await saveScreenshot(phone, 'phone-press-390x844');
    await undo.tap();
    await expect(phone.getByTestId('phone-score')).toHaveText('15–0');

    // The same link on another match: refused, that match unchanged.
    const other = await arrangeCourt(request);
    const otherMatch = await arrangeMatch(request, other);
    const token = new URL(link ?? '', 'http://x').searchParams.get('t') ?? '';
    await phone.goto(`/press/${otherMatch}?t=${encodeURIComponent(token)}`);
    await expect(phone.getByRole('alert')).toHaveText('This score link belongs to another match');
    const refused = await request.post(`/api/press/${otherMatch}/team1-point?t=${encodeURIComponent(token)}`);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('pressTokenOtherMatch');
    expect(await gameFromApi(request, otherMatch)).toBe('0-0');
  });
});

test.describe('a phone from the match’s success screen', () => {
  test('the players who created the match from the court’s QR code get a phone button per team', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    await setViewport(page, PHONE);
    await page.goto(await startLink(request, court));
    await page.getByRole('button', { name: 'Start Match' }).click();
    await expect(page.getByRole('heading', { name: 'Enjoy your game!' })).toBeVisible();
    // The summary only: the QR codes' titles ('Score from a phone for Team 1') may be drawn already.
    await page.getByText('Score from a phone', { exact: true }).click();
    await expect(page.getByRole('img', { name: 'Score from a phone for Team 2' })).toBeVisible();
    await page.getByTestId('phone-link-team1').click();
    await page.getByRole('button', { name: /Our point/ }).click();
    const matchId = (await activeMatchOf(request, court.courtId)) ?? '';
    await expect.poll(() => gameFromApi(request, matchId)).toBe('15-0');
  });
});

test.describe('the confirmation on the TV and the scoreboard', () => {
  test('an accepted press flashes “+1 Team 1” or “Undo”; a press refused by the guard flashes nothing', async ({
    page,
    request,
    browser,
  }) => {
    const court = await arrangeCourt(request);
    const buttons = await arrangeButtons(request, court);
    const matchId = await arrangeMatch(request, court);
    await setViewport(page, { width: 1920, height: 1080 });
    await page.goto(`/display/court/${court.courtId}`);
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'live');
    const scoreboard = await (await browser.newContext({ viewport: TABLET })).newPage();
    await openScoreboard(scoreboard, matchId);

    await recordFlashes(page);
    await recordFlashes(scoreboard);
    const flash = page.getByTestId('press-flash');
    // Press times sent with the presses (docs/api.md, "Press times"): the guard compares them, not
    // when the presses arrive, so the second is within the guard time however slow the machine.
    const pressedAt = Date.now();
    expect((await pressAt(request, buttons.TEAM1_SCORE, pressedAt)).data).toMatchObject({
      outcome: 'applied',
    });
    await expect(flash).toHaveText('+1 Team 1');
    await screenshotNow(page, 'tv-press-flash-1920x1080');
    expect((await pressAt(request, buttons.TEAM2_SCORE, pressedAt + 500)).data).toMatchObject({
      outcome: 'ignored_accidental',
    });
    expect((await press(request, buttons.UNDO)).body.data).toMatchObject({ outcome: 'applied' });
    // Each board flashed the point and the undo, and nothing for the press the guard refused.
    for (const board of [page, scoreboard]) {
      await expect.poll(() => flashesOf(board)).toEqual(['+1 Team 1', 'Undo']);
    }
    expect(await gameFromApi(request, matchId)).toBe('0-0');
  });
});
