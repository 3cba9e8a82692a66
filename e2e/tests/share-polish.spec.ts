import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { type ArrangedCourt, arrangeCourt, arrangeMatch } from '../support/arrange.ts';
import { finishMatch } from '../support/court.ts';
import { linkOrigin } from '../support/environment.ts';
import { expect, signInWithToken, test } from '../support/fixtures.ts';
import { arrangeFinishedMatch, RESULTS_SCREENSHOTS, stubShare } from '../support/results.ts';
import { setViewport } from '../support/viewport.ts';

const PHONE = { width: 390, height: 844 };

/** A court whose screen identifier differs from its name: the screens must show the name. */
async function namedCourt(request: APIRequestContext): Promise<ArrangedCourt> {
  const court = await arrangeCourt(request);
  const response = await request.put(`/api/courts/${court.courtId}`, {
    headers: { authorization: `Bearer ${court.adminToken}` },
    data: { screen_identifier: `S${court.courtId}` },
  });
  expect(response.ok(), `court update answered ${response.status()}`).toBe(true);
  return court;
}

interface CardData {
  winner: string | null;
  notPlayed?: boolean;
  footnote?: string | null;
  labels?: { notPlayed?: string };
}

/** What the page's result image was drawn from (the canvas keeps it for its redraw check). */
async function drawnCard(page: Page): Promise<CardData> {
  const image = page.getByTestId('score-image');
  await expect(image).toHaveAttribute('data-card', /.+/);
  return JSON.parse((await image.getAttribute('data-card')) ?? '{}') as CardData;
}

test.describe('sharing polish', () => {
  test('a match the operator ended at 0-0 reads Not played on the share page, its image and the results', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await finishMatch(request, court, matchId);

    await stubShare(page, { share: false });
    await setViewport(page, PHONE);
    await page.goto(`/scores/share/${matchId}`);
    await expect(page.getByTestId('share-winner')).toHaveText('Not played');
    await expect(page.getByTestId('share-score')).toHaveText('–');
    const card = await drawnCard(page);
    expect(card.notPlayed).toBe(true);
    expect(card.labels?.notPlayed).toBe('NOT PLAYED');
    mkdirSync(RESULTS_SCREENSHOTS, { recursive: true });
    await page.screenshot({
      path: path.join(RESULTS_SCREENSHOTS, 'share-page-phone-not-played.png'),
      fullPage: true,
    });

    await page.goto(`/scores/share/court/${court.courtId}`);
    const row = page.getByTestId('match-card').first();
    await expect(row.getByTestId('finish-note')).toHaveText('Not played');
    await expect(row).not.toContainText('Draw');

    // The court tablet's 'Previous Matches' says so too.
    await signInWithToken(page, request, court.courtUser);
    await setViewport(page, { width: 1280, height: 800 });
    await page.goto('/dashboard');
    const previous = page.getByTestId('previous-match').first();
    await expect(previous.getByTestId('not-played')).toHaveText('Not played');
    await expect(previous).not.toContainText('Draw');
  });

  test('without the Web Share API the share page offers Copy link and Download image', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const court = await namedCourt(request);
    const matchId = await arrangeFinishedMatch(request, court, {
      players: ['Ana', 'Bea', 'Carla', 'Dani'],
      games: 'ABABABAB AA AB',
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // A browser without the Web Share API (a desktop browser, most often).
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await setViewport(page, PHONE);
    await page.goto(`/scores/share/${matchId}`);
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${linkOrigin(baseURL ?? '')}/scores/share/${matchId}`,
    );
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download image' }).click();
    expect((await download).suggestedFilename()).toBe(`bandeja-match-${matchId}.png`);
    expect(alerts).toEqual([]);

    // The browser's card carries the court's name (not its screen identifier) and the start.
    const card = await drawnCard(page);
    expect(card.footnote).toMatch(new RegExp(`^${court.courtName} · \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2}$`));

    mkdirSync(RESULTS_SCREENSHOTS, { recursive: true });
    await page.screenshot({
      path: path.join(RESULTS_SCREENSHOTS, 'share-page-phone-no-share.png'),
      fullPage: true,
    });
  });

  test('without the Web Share API the results page offers Copy link and Download image too', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeFinishedMatch(request, court, {
      players: ['Ana', 'Bea', 'Carla', 'Dani'],
      games: 'AAB',
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await stubShare(page, { share: false });
    await setViewport(page, PHONE);
    await page.goto(`/scores/share/court/${court.courtId}`);
    await page.getByRole('button', { name: 'Share Match' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Match' });
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(dialog.getByText('Link copied')).toBeVisible();
    mkdirSync(RESULTS_SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(RESULTS_SCREENSHOTS, 'results-share-fallback-phone.png') });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${linkOrigin(baseURL ?? '')}/scores/share/${matchId}`,
    );
    const download = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download image' }).click();
    expect((await download).suggestedFilename()).toBe(`bandeja-match-${matchId}.png`);
  });

  test('the control header and the results chips name the court, not its screen identifier', async ({
    page,
    request,
  }) => {
    const court = await namedCourt(request);
    const matchId = await arrangeMatch(request, court);
    await signInWithToken(page, request, court.courtUser);
    await page.goto(`/court/${matchId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${court.courtName} - Match Control` }),
    ).toBeVisible();
    await finishMatch(request, court, matchId);
    // Ended before a game was won: the control screen says it was not played, not a draw.
    await expect(page.getByText(/^Not played/)).toBeVisible();
    await expect(page.getByText('Draw', { exact: true })).toHaveCount(0);
    // The boards say it in the same words as the share page and the image.
    await page.goto(`/scores/public/${matchId}`);
    await expect(page.getByTestId('end-state')).toContainText('Not played');
    await expect(page.getByTestId('end-state')).not.toContainText('Draw');

    await page.goto(`/scores/share/court/${court.courtId}`);
    const chips = page.getByRole('navigation', { name: 'Courts' });
    await expect(chips.getByRole('link', { name: court.courtName })).toBeVisible();
    await expect(chips.getByRole('link', { name: `S${court.courtId}`, exact: true })).toHaveCount(0);
    await expect(page.getByTestId('match-when').first()).toContainText(` - ${court.courtName}`);
  });
});
