import type { APIRequestContext, Page } from '@playwright/test';
import { arrangeClubAdmin } from '../support/admin.ts';
import { type ArrangedCourt, apiKey, arrangeCourt, startLink } from '../support/arrange.ts';
import { activeMatchOf, PHONE, saveScreenshot, storedMatch, TABLET } from '../support/court.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { arrangeFinishedMatchOf } from '../support/players.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * Players as people (docs/players.md): the phone's match form offers the club's roster and names
 * the match's players by it; a player's page shows their matches, results and figures on a phone.
 */

interface RosterPlayer {
  id: number;
  name: string;
}

async function rosterPlayer(
  request: APIRequestContext,
  court: ArrangedCourt,
  name: string,
  isPublic: boolean,
): Promise<RosterPlayer> {
  const response = await request.post(`/api/clubs/${court.clubId}/players`, {
    headers: { authorization: `Bearer ${court.adminToken}` },
    data: { name, public: isPublic },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data;
}

const nameField = (page: Page, team: 1 | 2, number: 1 | 2) =>
  page.getByLabel(`Team ${team} Player ${number}`, { exact: true });

test.describe('players on the phone', () => {
  test('the match form offers the roster as names are typed and names the match by it', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const lucia = await rosterPlayer(request, court, 'Lucía Gómez', false);
    await rosterPlayer(request, court, 'Luis Pardo', false);
    await setViewport(page, PHONE);
    await page.goto(await startLink(request, court));

    await nameField(page, 1, 1).fill('luc');
    await expect(page.getByRole('button', { name: 'Lucía Gómez' })).toBeVisible();
    await saveScreenshot(page, 'players-match-form-suggestions');
    await page.getByRole('button', { name: 'Lucía Gómez' }).click();
    await expect(nameField(page, 1, 1)).toHaveValue('Lucía Gómez');
    await expect(page.getByText('Club player')).toBeVisible();

    // A newcomer joins the roster from the form.
    await nameField(page, 1, 2).fill('Nora Vidal');
    await page.getByRole('button', { name: 'New here? Add me as Nora Vidal' }).click();
    await expect(page.getByText('Club player')).toHaveCount(2);
    await saveScreenshot(page, 'players-match-form-roster');

    await nameField(page, 2, 1).fill('Carla');
    await nameField(page, 2, 2).fill('Dora');
    await page.getByRole('button', { name: 'Start Match' }).click();
    await expect(page.getByRole('heading', { name: 'Enjoy your game!' })).toBeVisible();
    const matchId = (await activeMatchOf(request, court.courtId)) ?? '';
    const match = (await storedMatch(request, matchId)) as unknown as {
      players: { name: string; playerId?: number }[];
    };
    expect(match.players.map((player) => [player.name, player.playerId ?? null])).toEqual([
      ['Lucía Gómez', lucia.id],
      ['Nora Vidal', expect.any(Number)],
      ['Carla', null],
      ['Dora', null],
    ]);
  });

  test("a public player's page at 390×844: results, figures, partners and opponents", async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const ana = await rosterPlayer(request, court, 'Ana Ruiz', true);
    const bea = await rosterPlayer(request, court, 'Bea Soler', false);
    await arrangeFinishedMatchOf(request, court, apiKey(), {
      players: [
        { name: 'Ana Ruiz', playerId: ana.id },
        { name: 'Bea Soler', playerId: bea.id },
        { name: 'Carla Mena' },
        { name: 'Dora Gil' },
      ],
      games: 'ABABABAB AA ABABAB AAA',
    });
    await setViewport(page, PHONE);
    await page.goto(`/players/${ana.id}`);
    await expect(page.getByRole('heading', { name: 'Ana Ruiz' })).toBeVisible();
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results).toContainText('1Played');
    await expect(page.getByRole('link', { name: '6-4 / 6-3' })).toBeVisible();
    // Bea keeps her name private: the public sees 'Private player'.
    await expect(page.getByText('with Private player')).toBeVisible();
    await expect(page.getByText('Bea Soler')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Figures' })).toContainText('Points won');
    await saveScreenshot(page, 'players-player-page-phone');

    // Bea's own page is not public.
    await page.goto(`/players/${bea.id}`);
    await expect(page.getByRole('alert')).toContainText('Player not found');
  });

  test('the club admin keeps the roster on the admin page and erases a player', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    await rosterPlayer(request, court, 'Marta Ibáñez', true);
    const manager = await arrangeClubAdmin(request, court.clubId);
    await setViewport(page, TABLET);
    await page.goto('/login');
    await signIn(page, manager);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Players' }).click();
    await page.getByRole('button', { name: 'Add player' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Olga Ferrer');
    await page.getByLabel('Email', { exact: true }).fill('olga@example.com');
    await page.getByLabel('Level', { exact: true }).fill('4.5');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('link', { name: 'Olga Ferrer' })).toBeVisible();
    await saveScreenshot(page, 'players-admin-roster');
    await page.getByRole('button', { name: 'Delete Olga Ferrer' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Olga Ferrer' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Marta Ibáñez' })).toBeVisible();
  });
});
