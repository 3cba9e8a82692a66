import { matchLogSchema } from '@bandeja/contract/match-log';
import { rulesFromSettings } from '@bandeja/contract/match-rules';
import { replay, scoreView } from '@bandeja/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createWorld, injectAs, type TestApp, tokenFor } from './helpers.ts';
import { startMatch } from './live-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/matches/{id}/log', () => {
  it('answers the match’s events, oldest first, which the engine folds into the live score', async () => {
    const world = await createWorld(t);
    const token = await tokenFor(t.app, world.courtUser);
    const matchId = await startMatch(t, world.court.id);
    for (const action of ['team1-point', 'team2-point', 'team1-point', 'undo']) {
      const response = await injectAs(t.app, token, {
        method: 'POST',
        url: `/api/scores/${matchId}/${action}`,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const response = await t.app.inject({ method: 'GET', url: `/api/matches/${matchId}/log` });
    expect(response.statusCode).toBe(200);
    const log = matchLogSchema.parse(response.json().data);
    expect(log.events.map((event) => event.kind).slice(-4)).toEqual(['point', 'point', 'point', 'undo']);

    // The same settings and events give the engine the score the server shows.
    const match = (await t.app.inject({ method: 'GET', url: `/api/matches/${matchId}` })).json().data;
    const rules = rulesFromSettings(match.settings);
    if ('error' in rules) throw new Error(rules.error);
    const live = (await t.app.inject({ method: 'GET', url: `/api/scores/${matchId}` })).json().data;
    const view = scoreView(rules.rules, replay(rules.rules, log.events));
    expect(view.version).toBe(live.version);
    expect(view.current_game).toEqual(live.current_game);
  });

  it('answers 404 for an unknown match', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/matches/00000000-0000-4000-8000-000000000000/log',
    });
    expect(response.statusCode).toBe(404);
  });
});
