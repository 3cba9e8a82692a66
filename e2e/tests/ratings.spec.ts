import type { APIRequestContext } from '@playwright/test';
import {
  type ArrangedButton,
  type ArrangedCourt,
  apiKey,
  arrangeButtons,
  arrangeCourt,
} from '../support/arrange.ts';
import { PHONE, saveScreenshot } from '../support/court.ts';
import { expect, test } from '../support/fixtures.ts';
import { arrangeFinishedMatchOf, confirmByBothTeams } from '../support/players.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * The club rating on screen (docs/rating.md, "The ladder"): verified matches give the players
 * levels with bands, shown on the TV's ladder display, the phone's ladder page and the player page.
 */

const TV = { width: 1920, height: 1080 } as const;

interface RosterPlayer {
  id: number;
  name: string;
}

async function rosterPlayer(
  request: APIRequestContext,
  court: ArrangedCourt,
  name: string,
  isPublic: boolean,
) {
  const response = await request.post(`/api/clubs/${court.clubId}/players`, {
    headers: { authorization: `Bearer ${court.adminToken}` },
    data: { name, public: isPublic },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as RosterPlayer;
}

/** A season of three verified matches: Ana & Bea the strongest, Dora private. */
async function arrangeSeason(request: APIRequestContext) {
  const court = await arrangeCourt(request);
  const button: ArrangedButton = (await arrangeButtons(request, court)).TEAM1_SCORE;
  const names = ['Ana Ruiz', 'Bea Soler', 'Carla Vidal', 'Dora Puig', 'Elena Mas', 'Fina Roig'];
  const [ana, bea, carla, dora, elena, fina] = await Promise.all(
    names.map((name) => rosterPlayer(request, court, name, name !== 'Dora Puig')),
  );
  const named = (player: RosterPlayer | undefined) => ({ name: player?.name ?? '', playerId: player?.id });
  const season: [
    RosterPlayer | undefined,
    RosterPlayer | undefined,
    RosterPlayer | undefined,
    RosterPlayer | undefined,
    string,
  ][] = [
    [ana, bea, carla, dora, 'AAAAAA AAAAAA'],
    [ana, bea, elena, fina, 'AAAAAA BAAAAAA'],
    [carla, dora, elena, fina, 'ABAAAAA AAAAAA'],
  ];
  for (const [a, b, c, d, games] of season) {
    const matchId = await arrangeFinishedMatchOf(request, court, apiKey(), {
      players: [named(a), named(b), named(c), named(d)],
      games,
      button,
    });
    await confirmByBothTeams(request, court, matchId);
  }
  return { court, ana: ana as RosterPlayer };
}

test.describe('the club rating', () => {
  test('the ladder display on a 1920×1080 TV: public players by rating, each with its band', async ({
    page,
    request,
  }) => {
    const { court } = await arrangeSeason(request);
    await setViewport(page, TV);
    await page.goto(`/display/club/${court.clubId}/ladder`);
    const rungs = page.getByTestId('ladder-rung');
    await expect(rungs).toHaveCount(5);
    await expect(rungs.first()).toContainText(/Ana Ruiz|Bea Soler/);
    await expect(rungs.first()).toContainText(/\d\.\d ± \d\.\d/);
    // Dora keeps her name private: not on the TV.
    await expect(page.getByText('Dora Puig')).toHaveCount(0);
    // Nothing overflows the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'ratings-ladder-display-tv');
  });

  test('the rating block on the player page and the ladder page at 390×844', async ({ page, request }) => {
    const { court, ana } = await arrangeSeason(request);
    await setViewport(page, PHONE);
    await page.goto(`/players/${ana.id}`);
    const block = page.getByTestId('player-rating');
    await expect(block).toContainText('Club rating');
    await expect(block).toContainText(/\d\.\d ± \d\.\d/);
    await expect(block).toContainText('from 2 verified matches');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'ratings-player-page-phone');
    await block.getByRole('link', { name: 'Club ladder' }).click();
    await expect(page).toHaveURL(new RegExp(`/clubs/${court.clubId}/ladder$`));
    await expect(page.getByTestId('ladder-row')).toHaveCount(5);
    await saveScreenshot(page, 'ratings-ladder-page-phone');
  });
});
