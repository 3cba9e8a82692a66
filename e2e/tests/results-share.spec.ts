import { arrangeCourt } from '../support/arrange.ts';
import { linkOrigin } from '../support/environment.ts';
import { expect, test } from '../support/fixtures.ts';
import { arrangeFinishedMatch, recordedShares, stubShare } from '../support/results.ts';

test.describe('sharing a match from the court results', () => {
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

  test('without native share and a clipboard, the link is shown to copy by hand', async ({
    page,
    request,
    baseURL,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeFinishedMatch(request, court, {
      players: ['Ana', 'Bea', 'Carla', 'Dani'],
      games: 'A',
    });
    await stubShare(page, { share: false, clipboard: 'fail' });
    await page.goto(`/scores/share/court/${court.courtId}`);
    await page.getByRole('button', { name: 'Share Match' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Match' });
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      `Copy this link: ${linkOrigin(baseURL ?? '')}/scores/share/${matchId}`,
    );
  });
});
