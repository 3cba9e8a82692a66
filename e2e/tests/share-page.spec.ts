import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { arrangeCourt } from '../support/arrange.ts';
import { expect, test } from '../support/fixtures.ts';
import { arrangeFinishedMatch, RESULTS_SCREENSHOTS, recordedShares, stubShare } from '../support/results.ts';
import { setViewport } from '../support/viewport.ts';

test.describe('the public share page', () => {
  test('shows the winner with a medal, the score, and the 1080×1080 result image', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeFinishedMatch(request, court, {
      players: ['Ana', 'Bea', 'Carla', 'Dani'],
      games: 'ABABABAB AA AB',
    });
    await stubShare(page, { share: false });
    await page.goto(`/scores/share/${matchId}`);
    await expect(page.getByTestId('share-winner').getByText('Ana & Bea', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Gold medal' })).toBeVisible();
    await expect(page.getByTestId('share-score')).toHaveText('6-4 / 1-1');
    const image = page.getByTestId('score-image');
    await expect(image).toBeVisible();
    expect(await image.evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.height])).toEqual([
      1080, 1080,
    ]);

    mkdirSync(RESULTS_SCREENSHOTS, { recursive: true });
    await setViewport(page, { width: 430, height: 1100 });
    await page.screenshot({ path: path.join(RESULTS_SCREENSHOTS, 'share-page.png'), fullPage: true });
    const drawn = await image.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL('image/png'));
    writeFileSync(
      path.join(RESULTS_SCREENSHOTS, 'share-canvas.png'),
      Buffer.from(drawn.replace(/^data:image\/png;base64,/, ''), 'base64'),
    );

    // Without the Web Share API: the link and the image instead of a Share that cannot work.
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download image' })).toBeVisible();
  });

  test('Share hands the PNG to the native share sheet with the fixed title', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeFinishedMatch(request, court, {
      players: ['Ana', 'Bea', 'Carla', 'Dani'],
      games: 'B',
    });
    await stubShare(page, { share: true, canShareFiles: true });
    await page.goto(`/scores/share/${matchId}`);
    await expect(page.getByTestId('share-winner').getByText('Carla & Dani', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(async () => (await recordedShares(page)).length).toBe(1);
    const [shared] = await recordedShares(page);
    expect(shared?.title).toBe('I just played a match in Bandeja');
    expect(shared?.files[0]).toMatchObject({ name: `bandeja-match-${matchId}.png`, type: 'image/png' });
  });

  test('an unknown match shows the server’s message', async ({ page }) => {
    await page.goto('/scores/share/unknownmatch123');
    await expect(page.getByRole('alert')).toHaveText('No score found');
  });

  test('the server serves the same card as a PNG, announced by Open Graph tags', async ({ request }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeFinishedMatch(request, court, {
      players: ['Ana García', 'Beatriz López', 'Carla', 'Dani'],
      games: 'ABABABAB AA ABABAB AAA',
    });
    const html = await (await request.get(`/scores/share/${matchId}`)).text();
    expect(html).toContain(
      '<meta property="og:title" content="Ana García &amp; Beatriz López won 6-4 / 6-3">',
    );
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="http://[^"]+/api/scores/share/${matchId}/image.png">`),
    );
    const png = await request.get(`/api/scores/share/${matchId}/image.png`);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1080, 1080]);
    mkdirSync(RESULTS_SCREENSHOTS, { recursive: true });
    writeFileSync(path.join(RESULTS_SCREENSHOTS, 'server-card.png'), body);
  });
});
