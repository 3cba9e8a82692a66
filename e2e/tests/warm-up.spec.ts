import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { arrangeButtons, arrangeCourt, arrangeMatch, press } from '../support/arrange.ts';
import { PHONE, TABLET } from '../support/court.ts';
import { screenshotDir } from '../support/displays.ts';
import { expect, signInWithToken, test } from '../support/fixtures.ts';
import { openScoreboard } from '../support/scoreboard.ts';
import { settled } from '../support/settled.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * The match clock starts with play (docs/scoring-rules.md#warm-up): a new match shows
 * 'Warm-up' with its clock standing on the scoreboard, the court display and the control screen,
 * until its first point (or 'Start match' on the control screen); then the clock runs.
 */

const TV = { width: 1920, height: 1080 } as const;

async function shot(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.screenshot({ path: path.join(screenshotDir('warm-up'), `${name}.png`) });
}

/** The server and the test read one clock (the same machine); a timestamp may be rounded to the second. */
const CLOCK_SLACK_MS = 1000;

async function startTimeOf(request: APIRequestContext, matchId: string): Promise<number> {
  const answer = await request.get(`/api/scores/public/${matchId}`);
  const { start_time } = (await answer.json()).data as { start_time: string | null };
  return Date.parse(start_time ?? '');
}

/**
 * A running match clock (mm:ss) that shows no more than the time since `since`: read first, then
 * bounded by the time elapsed at the end of the read, so a slow machine only loosens the bound.
 */
async function expectClockSince(clock: Locator, since: number): Promise<void> {
  await expect(clock).toHaveText(/^\d\d:\d\d$/);
  const [minutes = 0, seconds = 0] = ((await clock.textContent()) ?? '').split(':').map(Number);
  const bound = Math.ceil((Date.now() - since + CLOCK_SLACK_MS) / 1000);
  expect(minutes * 60 + seconds).toBeLessThanOrEqual(bound);
}

test.describe('warm-up', () => {
  test('the scoreboard and the court display show Warm-up, then the running clock after the first point', async ({
    page,
    browser,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const buttons = await arrangeButtons(request, court);
    const matchId = await arrangeMatch(request, court);

    await setViewport(page, TV);
    await openScoreboard(page, matchId);
    const timer = page.getByTestId('timer-bar');
    await expect(timer).toHaveAttribute('data-state', 'warm-up');
    await expect(page.getByTestId('warm-up')).toHaveText('Warm-up');
    await expect(page.locator('[data-status="pending"]')).toHaveText('Warm-up');
    await expect(page.getByTestId('timer-elapsed')).toHaveCount(0);
    await shot(page, 'scoreboard-warm-up-tv');
    // On a phone the hint wraps instead of being cut ('The clock starts with the fi…').
    await setViewport(page, PHONE);
    const hint = page.getByTestId('warm-up-hint');
    await expect(hint).toHaveText('The clock starts with the first point');
    expect(await hint.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await shot(page, 'scoreboard-warm-up-phone');
    await setViewport(page, TV);

    const tv = await browser.newContext({ viewport: TV });
    const display = await tv.newPage();
    await display.goto(`/display/court/${court.courtId}`);
    await expect(display.getByTestId('court-display')).toHaveAttribute('data-state', 'live');
    await expect(display.getByTestId('warm-up')).toHaveText('Warm-up');
    await shot(display, 'court-display-warm-up-tv');

    // Two seconds of warm-up later the clock still stands.
    await page.waitForTimeout(2000);
    await expect(timer).toHaveAttribute('data-state', 'warm-up');

    const pressedAt = Date.now();
    expect((await press(request, buttons.TEAM1_SCORE)).status).toBe(200);
    await expect(page.getByTestId('team1-points')).toHaveText('15');
    await expect(page.getByTestId('warm-up')).toHaveCount(0);
    await expect(page.locator('[data-status="ongoing"]')).toBeVisible();
    // It runs from the point, not from the creation: the match started at the press, and each
    // screen's clock shows no more than the time since it, whenever it is read.
    const started = await startTimeOf(request, matchId);
    expect(started).toBeGreaterThanOrEqual(pressedAt - CLOCK_SLACK_MS);
    const elapsed = page.getByTestId('timer-elapsed');
    await expectClockSince(elapsed, pressedAt);
    const first = await elapsed.textContent();
    await expect(elapsed).not.toHaveText(first ?? '');
    await expectClockSince(elapsed, pressedAt);
    await expect(display.getByTestId('warm-up')).toHaveCount(0);
    await expectClockSince(display.getByTestId('timer-elapsed'), pressedAt);

    await setViewport(page, PHONE);
    await shot(page, 'scoreboard-running-phone');
    await tv.close();
  });

  test('the control screen shows Warm-up with Start match, which starts the clock without a point', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await setViewport(page, TABLET);
    await signInWithToken(page, request, court.courtUser);
    await page.goto(`/court/${matchId}`);
    const banner = page.getByTestId('warm-up-banner');
    await expect(banner).toContainText('Warm-up: the match clock starts with the first point.');
    await expect(page.getByRole('region', { name: 'Status' })).toContainText('Warm-up');
    // Points are taken in warm-up (the first one starts the clock).
    await expect(page.getByRole('button', { name: /^Team 1 point/ })).toBeEnabled();
    await shot(page, 'control-warm-up-tablet');
    await setViewport(page, PHONE);
    await shot(page, 'control-warm-up-phone');
    await setViewport(page, TABLET);

    const tappedAt = Date.now();
    await banner.getByRole('button', { name: 'Start match' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Status' })).toContainText('ongoing');
    await expect(page.getByRole('region', { name: 'Status' })).toContainText('Started');
    const score = await request.get(`/api/scores/public/${matchId}`);
    const data = (await score.json()).data as { status: string; start_time: string | null; version: number };
    expect(data).toMatchObject({ status: 'ongoing', version: 0 });
    // Started by the tap, not at the match's creation.
    expect(Date.parse(data.start_time ?? '')).toBeGreaterThanOrEqual(tappedAt - CLOCK_SLACK_MS);
    expect(Date.parse(data.start_time ?? '')).toBeLessThanOrEqual(Date.now() + CLOCK_SLACK_MS);
  });
});
