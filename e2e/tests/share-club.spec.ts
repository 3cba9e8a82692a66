import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { arrangeCourt } from '../support/arrange.ts';
import { brandClub, screenshotDir } from '../support/displays.ts';
import { expect, test } from '../support/fixtures.ts';
import { arrangeFinishedMatch } from '../support/results.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * The share page is the club's (docs/product.md#share-page): its name and logo beside the
 * product's, on the page and at the top of the result image.
 */
const SHOTS = screenshotDir('share');

test("the share page carries the club's name and logo", async ({ page, request }) => {
  const court = await arrangeCourt(request);
  await brandClub(request, court, 0);
  const club = (
    await (
      await request.get(`/api/clubs/${court.clubId}`, {
        headers: { authorization: `Bearer ${court.adminToken}` },
      })
    ).json()
  ).data as { name: string };
  const matchId = await arrangeFinishedMatch(request, court, {
    players: ['Ana', 'Bea', 'Carla', 'Dani'],
    games: 'AABAB',
  });
  mkdirSync(SHOTS, { recursive: true });
  for (const [size, viewport] of [
    ['tv', { width: 1920, height: 1080 }],
    ['tablet', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await setViewport(page, viewport);
    await page.goto(`/scores/share/${matchId}`);
    await expect(page.getByTestId('share-club')).toHaveText(club.name);
    const logo = page.getByTestId('share-club-logo');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    await expect(page.getByTestId('score-image')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `share-club-${size}.png`), fullPage: true });
  }
});
