import { HEADERS, MESSAGES, type PressLink } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEvents } from '../src/scores/log.ts';
import { buildTestApp, createWorld, injectAs, messageOf, type TestApp, tokenFor } from './helpers.ts';
import { courtTokenOf, scoreOf, startMatch } from './live-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function linkFor(token: string, matchId: string, team: 'team1' | 'team2' = 'team1') {
  const answer = await injectAs(t.app, token, {
    method: 'POST',
    url: `/api/matches/${matchId}/press-links`,
    payload: { team },
  });
  return answer;
}

async function scoringMatchWithLink() {
  const w = await createWorld(t);
  const matchId = await startMatch(t, w.court.id);
  const session = await tokenFor(t.app, w.courtUser);
  const answer = await linkFor(session, matchId);
  expect(answer.statusCode).toBe(200);
  return { w, matchId, session, link: answer.json<{ data: PressLink }>().data };
}

function phonePress(matchId: string, action: string, token: string | null, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/press/${matchId}/${action}${token === null ? '' : `?t=${encodeURIComponent(token)}`}`,
    headers: key === undefined ? {} : { [HEADERS.idempotencyKey]: key },
  });
}

describe("a phone's press link (score from a phone)", () => {
  it('scores its match with the token in the query or the header, once per key, and undoes', async () => {
    const { matchId, link } = await scoringMatchWithLink();
    expect(link.url).toContain(`/press/${matchId}?t=`);
    const first = await phonePress(matchId, 'team1-point', link.token, 'phone-1');
    expect(first.statusCode).toBe(200);
    expect(scoreOf(first).current_game.team1_score).toBe('15');
    const again = await phonePress(matchId, 'team1-point', link.token, 'phone-1');
    expect(scoreOf(again).version).toBe(1);
    const byHeader = await t.app.inject({
      method: 'POST',
      url: `/api/press/${matchId}/team2-point`,
      headers: { [HEADERS.pressToken]: link.token },
    });
    expect(scoreOf(byHeader).current_game).toMatchObject({ team1_score: '15', team2_score: '15' });
    const undo = await phonePress(matchId, 'undo', link.token, 'phone-2');
    expect(scoreOf(undo).current_game).toMatchObject({ team1_score: '15', team2_score: '0' });
    expect((await listEvents(t.ctx.db, matchId)).length).toBe(3);
  });

  it('tells the phone its team and the names of its match', async () => {
    const { matchId, session } = await scoringMatchWithLink();
    const link = (await linkFor(session, matchId, 'team2')).json<{ data: PressLink }>().data;
    const view = await t.app.inject({ method: 'GET', url: `/api/press/${matchId}?t=${link.token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({ match_id: matchId, team: 'team2', status: 'ongoing' });
  });

  it('is refused on another match with pressTokenOtherMatch, and that match is unchanged', async () => {
    const { w, link } = await scoringMatchWithLink();
    const otherCourt = await createWorld(t);
    const otherMatch = await startMatch(t, otherCourt.court.id);
    const refused = await phonePress(otherMatch, 'team1-point', link.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'pressTokenOtherMatch' });
    expect(messageOf(refused)).toBe(MESSAGES.pressTokenOtherMatch);
    expect(await listEvents(t.ctx.db, otherMatch)).toEqual([]);
    expect(w.court.id).not.toBe(otherCourt.court.id);
  });

  it('refuses a missing, forged or expired token with pressTokenInvalid and changes nothing', async () => {
    const { matchId, link } = await scoringMatchWithLink();
    const [id, team, expires, mac] = link.token.split('.');
    const forgedTeam = `${id}.${team === 'team1' ? 'team2' : 'team1'}.${expires}.${mac}`;
    const forgedExpiry = `${id}.${team}.${(Number.parseInt(expires ?? '0', 36) + 1e9).toString(36)}.${mac}`;
    for (const token of [null, 'nonsense', forgedTeam, forgedExpiry, `${link.token}x`]) {
      const refused = await phonePress(matchId, 'team1-point', token);
      expect(refused.statusCode, String(token)).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'pressTokenInvalid' });
    }
    // The link lives for the match's planned duration and an hour more.
    t.clock.advance(Date.parse(link.expires_at) - t.clock.now() + 1000);
    const expired = await phonePress(matchId, 'team1-point', link.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'pressTokenInvalid' });
    expect(await listEvents(t.ctx.db, matchId)).toEqual([]);
  });

  it("is given to the match's controllers, and without a session only with its court's token", async () => {
    const { w, matchId } = await scoringMatchWithLink();
    const stranger = await createWorld(t);
    const refused = await linkFor(await tokenFor(t.app, stranger.courtUser), matchId);
    expect(refused.statusCode).toBe(403);
    const anonymous = await linkFor('', matchId);
    expect(anonymous.json()).toMatchObject({ code: 'courtTokenRequired' });
    const otherCourtsToken = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${matchId}/press-links`,
      payload: { team: 'team2', courtToken: await courtTokenOf(t, stranger.court.id) },
    });
    expect(otherCourtsToken.json()).toMatchObject({ code: 'courtTokenInvalid' });
    const players = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${matchId}/press-links`,
      payload: { team: 'team2', courtToken: await courtTokenOf(t, w.court.id) },
    });
    expect(players.statusCode).toBe(200);
    const link = players.json<{ data: PressLink }>().data;
    expect(link.team).toBe('team2');
    const pressed = await phonePress(matchId, 'team2-point', link.token, 'players-phone');
    expect(scoreOf(pressed).current_game.team2_score).toBe('15');
  });

  it('is given to the phone that started the match with the court token it spent, and not to an older token', async () => {
    const w = await createWorld(t);
    const older = await courtTokenOf(t, w.court.id);
    const first = await startMatch(t, w.court.id, { courtToken: older });
    const finished = await injectAs(t.app, await tokenFor(t.app, w.courtUser), {
      method: 'PATCH',
      url: `/api/scores/match/${first}/status`,
      payload: { status: 'finished' },
    });
    expect(finished.statusCode).toBe(200);
    const spent = await courtTokenOf(t, w.court.id);
    const matchId = await startMatch(t, w.court.id, { courtToken: spent });
    const ask = (courtToken: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/matches/${matchId}/press-links`,
        payload: { team: 'team1', courtToken },
      });
    expect((await ask(spent)).statusCode).toBe(200);
    const stale = await ask(older);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'courtTokenInvalid' });
  });

  it("answers 429 past a button's budget of presses a minute (BUTTON_PRESS_LIMIT) for a team's link, writing nothing more; the other team's link has its own", async () => {
    const limited = await buildTestApp({ config: { live: { buttonPressesPerMinute: 3 } } });
    try {
      const w = await createWorld(limited);
      const matchId = await startMatch(limited, w.court.id);
      const session = await tokenFor(limited.app, w.courtUser);
      const linkOf = async (team: 'team1' | 'team2') =>
        (
          await injectAs(limited.app, session, {
            method: 'POST',
            url: `/api/matches/${matchId}/press-links`,
            payload: { team },
          })
        ).json<{ data: PressLink }>().data.token;
      const press = (token: string, action: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/press/${matchId}/${action}?t=${encodeURIComponent(token)}`,
        });
      const ours = await linkOf('team1');
      for (let i = 0; i < 3; i++) expect((await press(ours, 'team1-point')).statusCode).toBe(200);
      const flooded = await press(ours, 'team1-point');
      expect(flooded.statusCode).toBe(429);
      expect(flooded.headers['retry-after']).toBeDefined();
      expect(flooded.json()).toMatchObject({ code: 'tooManyRequests' });
      // Another link of the same team shares the budget; the other team's does not.
      expect((await press(await linkOf('team1'), 'team1-point')).statusCode).toBe(429);
      expect((await press(await linkOf('team2'), 'team2-point')).statusCode).toBe(200);
      expect((await listEvents(limited.ctx.db, matchId)).map((event) => event.kind)).toEqual([
        'point',
        'point',
        'point',
        'point',
      ]);
    } finally {
      await limited.close();
    }
  });

  it('refuses an action that is not a point or undo', async () => {
    const { matchId, link } = await scoringMatchWithLink();
    const refused = await phonePress(matchId, 'reset-set', link.token);
    expect(refused.statusCode).toBe(400);
    expect(await listEvents(t.ctx.db, matchId)).toEqual([]);
  });
});

describe("a court's keys (the court tablet's Bluetooth keys)", () => {
  it('are null (the defaults) until learned, learned by the court user, read back, and reset', async () => {
    const w = await createWorld(t);
    const session = await tokenFor(t.app, w.courtUser);
    const url = `/api/courts/${w.court.id}/keys`;
    expect((await injectAs(t.app, session, { method: 'GET', url })).json().data).toEqual({
      court_id: w.court.id,
      keys: null,
    });
    const keys = { 'team1-point': ['x'], 'team2-point': ['y', 'Gamepad:1'], undo: ['z'] };
    const put = await injectAs(t.app, session, { method: 'PUT', url, payload: { keys } });
    expect(put.statusCode).toBe(200);
    expect((await injectAs(t.app, session, { method: 'GET', url })).json().data.keys).toEqual(keys);
    await injectAs(t.app, session, { method: 'PUT', url, payload: { keys: null } });
    expect((await injectAs(t.app, session, { method: 'GET', url })).json().data.keys).toBeNull();
  });

  it("are refused to another court's user and a malformed map changes nothing", async () => {
    const w = await createWorld(t);
    const stranger = await createWorld(t);
    const url = `/api/courts/${w.court.id}/keys`;
    const keys = { 'team1-point': ['x'], 'team2-point': ['y'], undo: ['z'] };
    const refused = await injectAs(t.app, await tokenFor(t.app, stranger.courtUser), {
      method: 'PUT',
      url,
      payload: { keys },
    });
    expect(refused.statusCode).toBe(403);
    const session = await tokenFor(t.app, w.courtUser);
    const malformed = await injectAs(t.app, session, {
      method: 'PUT',
      url,
      payload: { keys: { 'team1-point': ['x'.repeat(100)], 'team2-point': [], undo: [] } },
    });
    expect(malformed.statusCode).toBe(400);
    expect((await injectAs(t.app, session, { method: 'GET', url })).json().data.keys).toBeNull();
  });
});
