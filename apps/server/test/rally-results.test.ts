import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finishedMatchItemSchema, matchSchema, successSchema } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildTestApp,
  createClub,
  createCourt,
  createUser,
  injectAs,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { createButton, press } from './live-helpers.ts';

/**
 * The result of a club event's game (docs/scoring-rules.md, "Rally scoring") as every results
 * screen reads it: its rally points beside its sets at 0-0, and a share title of points.
 */
let t: TestApp;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'bandeja-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Bandeja</title></head></html>',
  );
  t = await buildTestApp({
    config: {
      live: { buttonPressesPerMinute: 100_000 },
      webDistDir: dist,
      publicUrl: 'https://scores.example',
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('a rally game’s result', () => {
  it('carries the points on the match, the court’s finished list and the share title', async () => {
    const club = await createClub(t.ctx);
    const court = await createCourt(t.ctx, club.id);
    const team1 = await createButton(t.ctx, court.id, 'TEAM1_SCORE');
    const team2 = await createButton(t.ctx, court.id, 'TEAM2_SCORE');
    const admin = await tokenFor(t.app, await createUser(t.ctx, 'club_admin', { clubId: club.id }));

    const created = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/events',
      payload: {
        name: 'Friday Americano',
        clubId: club.id,
        format: 'americano',
        courtIds: [court.id],
        players: [{ name: 'Ana' }, { name: 'Bea' }, { name: 'Carla' }, { name: 'Dani' }],
        pointsPerGame: 16,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const started = await injectAs(t.app, admin, {
      method: 'POST',
      url: `/api/events/${created.json().data.event.id}/start`,
    });
    expect(started.statusCode, started.body).toBe(200);
    const matchId: string = started.json().data.rounds[0].games[0].match_id;

    // 10-6 with the court's buttons: 16 points played end the game.
    for (const button of [...new Array(10).fill(team1), ...new Array(6).fill(team2)]) {
      t.clock.advance(2500);
      const response = await press(t, button);
      expect(response.statusCode, response.body).toBe(200);
    }

    const match = successSchema(matchSchema).parse(
      (await t.app.inject({ method: 'GET', url: `/api/matches/${matchId}` })).json(),
    ).data;
    expect(match.status).toBe('finished');
    expect(match.rally_points).toEqual({ team1: 10, team2: 6 });
    expect(match.score?.team1_set1).toBe(0);

    const finished = successSchema(z.array(finishedMatchItemSchema)).parse(
      (await t.app.inject({ method: 'GET', url: `/api/matches/court/${court.id}/finished` })).json(),
    ).data;
    expect(finished[0]).toMatchObject({ id: matchId, rally_points: { team1: 10, team2: 6 } });

    const page = await t.app.inject({ method: 'GET', url: `/scores/share/${matchId}` });
    expect(page.body).toContain(`content="${match.team1_name.replace('&', '&amp;')} won 10-6"`);
  });
});
