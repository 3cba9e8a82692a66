import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { arrangeCourt, arrangeMatch, scorePoint } from '../support/arrange.ts';
import { PHONE } from '../support/court.ts';
import { finishMatch, screenshotDir } from '../support/displays.ts';
import { expect, test } from '../support/fixtures.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * A court's display and the wall opened on a 390×844 phone (docs/displays.md, "The court
 * display"): one column below 600 px, so no text is squeezed to a word per line.
 */
const SHOTS = screenshotDir('display-screenshots');

test('on a 390 px phone the court display and the wall are one column, with no word-per-line text', async ({
  page,
  request,
}) => {
  const court = await arrangeCourt(request);
  await arrangeCourt(request, { clubId: court.clubId });
  mkdirSync(SHOTS, { recursive: true });
  await setViewport(page, PHONE);

  await page.goto(`/display/court/${court.courtId}`);
  const display = page.getByTestId('court-display');
  await expect(display).toHaveAttribute('data-state', 'idle');
  // The start hint (no pairing: 'start at the tablet') spans the column, not a third of the screen.
  const startHeading = display.getByRole('heading', { level: 2 }).first();
  await expect
    .poll(async () => (await startHeading.boundingBox())?.width ?? 0)
    .toBeGreaterThan(PHONE.width * 0.6);
  const lastResult = page.getByTestId('last-result');
  await expect
    .poll(async () => (await lastResult.boundingBox())?.width ?? 0)
    .toBeGreaterThan(PHONE.width * 0.8);
  await page.screenshot({ path: path.join(SHOTS, 'court-idle-phone.png'), fullPage: true });

  const matchId = await arrangeMatch(request, court);
  await expect(display).toHaveAttribute('data-state', 'live');
  // Points played, so the result has statistics (a match ended 0–0 says "No points were played").
  await scorePoint(request, court, matchId, 1);
  await scorePoint(request, court, matchId, 2);
  await finishMatch(request, court, matchId);
  await expect(display).toHaveAttribute('data-state', 'result');
  // The statistics sit under the board, as wide as the screen allows.
  const statistics = page.getByTestId('result-statistics');
  await expect
    .poll(async () => (await statistics.boundingBox())?.width ?? 0)
    .toBeGreaterThan(PHONE.width * 0.8);
  await page.screenshot({ path: path.join(SHOTS, 'court-result-phone.png'), fullPage: true });

  await page.goto(`/display/club/${court.clubId}`);
  const tiles = page.getByTestId('wall-tile');
  await expect(tiles).toHaveCount(2);
  const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
  // One court per row: the tiles stand one above the other, each the column's width.
  expect(first?.x).toBe(second?.x);
  expect((second?.y ?? 0) > (first?.y ?? 0)).toBe(true);
  expect(first?.width ?? 0).toBeGreaterThan(PHONE.width * 0.8);
  await page.screenshot({ path: path.join(SHOTS, 'wall-two-courts-phone.png'), fullPage: true });
});
