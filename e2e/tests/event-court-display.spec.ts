import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { EventView } from '@bandeja/contract';
import { arrangeClubAdmin } from '../support/admin.ts';
import { arrangeCourt, uniqueName } from '../support/arrange.ts';
import { screenshotDir } from '../support/displays.ts';
import { apiToken, expect, test } from '../support/fixtures.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * An event's game on its court's display says which evening and round it belongs to
 * (docs/displays.md, "The court display"), from the match's `event` (GET /matches/{id}).
 */
const SHOTS = screenshotDir('display-screenshots');

test('a court display shows the event and the round of the game on its court', async ({ page, request }) => {
  const first = await arrangeCourt(request);
  const second = await arrangeCourt(request, { clubId: first.clubId });
  const token = await apiToken(request, await arrangeClubAdmin(request, first.clubId));
  const headers = { authorization: `Bearer ${token}` };
  const name = uniqueName('Friday Americano');
  const created = await request.post('/api/events', {
    headers,
    data: {
      name,
      clubId: first.clubId,
      format: 'americano',
      courtIds: [first.courtId, second.courtId],
      players: ['Ana', 'Bea', 'Carla', 'Dani', 'Eva', 'Fran', 'Gala', 'Hugo'].map((player) => ({
        name: player,
      })),
      pointsPerGame: 16,
      rounds: 5,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()).data as EventView).event.id;
  const started = await request.post(`/api/events/${eventId}/start`, { headers });
  expect(started.ok(), await started.text()).toBe(true);
  let matchId: string | null = null;
  await expect
    .poll(async () => {
      const view = (await (await request.get(`/api/events/${eventId}`)).json()).data as EventView;
      matchId = view.rounds[0]?.games.find((game) => game.court_id === first.courtId)?.match_id ?? null;
      return matchId;
    })
    .not.toBeNull();

  const match = (await (await request.get(`/api/matches/${matchId}`)).json()).data;
  expect(match.event).toEqual({ id: eventId, name, round: 1, rounds: 5 });

  mkdirSync(SHOTS, { recursive: true });
  for (const [size, viewport] of [
    ['1080p', { width: 1920, height: 1080 }],
    ['tablet', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await setViewport(page, viewport);
    await page.goto(`/display/court/${first.courtId}`);
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'live');
    await expect(page.getByTestId('event-round')).toHaveText(`${name} · Round 1 of 5`);
    await page.screenshot({ path: path.join(SHOTS, `court-event-round-${size}.png`) });
  }
});
