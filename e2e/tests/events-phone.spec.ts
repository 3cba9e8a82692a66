import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { EventView } from '@bandeja/contract';
import { arrangeClubAdmin } from '../support/admin.ts';
import { arrangeCourt, uniqueName } from '../support/arrange.ts';
import { PHONE } from '../support/court.ts';
import { screenshotDir } from '../support/displays.ts';
import { apiToken, expect, test } from '../support/fixtures.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * A Team Americano's results page on a phone (docs/product.md, "Club events"): each pair's name is
 * there in full, wrapped, never cut with an ellipsis.
 */
const SHOTS = screenshotDir('events');
const PLAYERS = [
  'Alejandra Fernández',
  'Bea Villalobos',
  'Carla Martínez',
  'Dani de la Fuente',
  'Eva Santamaría',
  'Fran Olabarrieta',
  'Gala Rodríguez',
  'Hugo Casademunt',
];

test('the phone results page shows every Team Americano pair’s whole name', async ({ page, request }) => {
  const first = await arrangeCourt(request);
  const second = await arrangeCourt(request, { clubId: first.clubId });
  const token = await apiToken(request, await arrangeClubAdmin(request, first.clubId));
  const created = await request.post('/api/events', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: uniqueName('Team Americano'),
      clubId: first.clubId,
      format: 'team_americano',
      courtIds: [first.courtId, second.courtId],
      players: PLAYERS.map((name) => ({ name })),
      pointsPerGame: 16,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const view = (await created.json()).data as EventView;
  const pairs = view.standings.map((line) => line.name);
  expect(pairs).toHaveLength(4);

  await setViewport(page, PHONE);
  await page.goto(`/events/${view.event.id}/results`);
  for (const names of [page.getByTestId('standing-name'), page.getByTestId('player-results-name')]) {
    await expect(names).toHaveCount(4);
    expect((await names.allTextContents()).sort()).toEqual([...pairs].sort());
    for (const name of await names.all()) {
      // Nothing hidden: the element holds its whole text (no ellipsis, no clipping).
      const clipped = await name.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      expect(clipped, `${await name.textContent()} is cut`).toBe(false);
    }
  }
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'team-americano-results-phone.png'), fullPage: true });
});
