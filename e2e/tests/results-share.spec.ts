import { arrangeCourt } from '../support/arrange.ts';
import { linkOrigin } from '../support/environment.ts';
import { expect, test } from '../support/fixtures.ts';
import { arrangeFinishedMatch, recordedShares, stubShare } from '../support/results.ts';

test.describe('sharing a match from the court results', () => {
  test('without native share, the clipboard gets the exact text and an alert says so', async ({
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
    await page.goto(`/scores/share/court/${court.courtId}`);

    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Share Match' }).click();
    await expect.poll(() => alerts).toEqual(['Match details copied to clipboard!']);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      `Ana & Bea Vs Carla & Dani\nWinner: Ana & Bea\nScore: 2-1\nView match: ${linkOrigin(baseURL ?? '')}/scores/share/${matchId}`,
    );
  });

  test('with native share, the sheet gets the text, the link and the result image', async ({
    page,
    request,
    baseURL,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeFinishedMatch(request, court, {
      players: ['Ana', 'Bea', 'Carla', 'Dani'],
      games: 'BB',
    });
    await stubShare(page, { share: true, canShareFiles: true });
    await page.goto(`/scores/share/court/${court.courtId}`);
    await page.getByRole('button', { name: 'Share Match' }).click();
    await expect.poll(async () => (await recordedShares(page)).length).toBe(1);
    const [shared] = await recordedShares(page);
    expect(shared?.text).toBe('Ana & Bea Vs Carla & Dani\nWinner: Carla & Dani\nScore: 0-2');
    expect(shared?.url).toBe(`${linkOrigin(baseURL ?? '')}/scores/share/${matchId}`);
    expect(shared?.files).toHaveLength(1);
    expect(shared?.files[0]).toMatchObject({ name: `bandeja-match-${matchId}.png`, type: 'image/png' });
    expect(shared?.files[0]?.size).toBeGreaterThan(10_000);
  });

  test('when the clipboard fails too, the match opens in a new tab', async ({ page, context, request }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeFinishedMatch(request, court, {
      players: ['Ana', 'Bea', 'Carla', 'Dani'],
      games: 'A',
    });
    await stubShare(page, { share: false, clipboard: 'fail' });
    await page.goto(`/scores/share/court/${court.courtId}`);
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Share Match' }).click();
    const tab = await popup;
    await expect(tab).toHaveURL(new RegExp(`/scores/share/${matchId}$`));
  });
});
