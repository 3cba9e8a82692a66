import { HEADERS, MESSAGES } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createClub,
  createCourt,
  createUser,
  createWorld,
  injectAs,
  messageOf,
  TEST_API_KEY,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { insertScheduledMatch, matchBody, postMatch, startMatch, storedTruth } from './live-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A world with tokens for each role, and a second club to be the "other club". */
async function world() {
  const w = await createWorld(t);
  const other = await createClub(t.ctx);
  const otherCourt = await createCourt(t.ctx, other.id);
  const otherAdmin = await createUser(t.ctx, 'club_admin', { clubId: other.id });
  const otherCourtUser = await createUser(t.ctx, 'court_user', { clubId: other.id, courtId: otherCourt.id });
  return {
    ...w,
    other,
    otherCourt,
    tokens: {
      superAdmin: await tokenFor(t.app, w.superAdmin),
      clubAdmin: await tokenFor(t.app, w.clubAdmin),
      courtUser: await tokenFor(t.app, w.courtUser),
      otherAdmin: await tokenFor(t.app, otherAdmin),
      otherCourtUser: await tokenFor(t.app, otherCourtUser),
    },
  };
}

describe('POST /api/matches (public QR flow)', () => {
  it('creates the court’s active match at once: ongoing, in warm-up (no start time), with its players and score', async () => {
    const w = await createWorld(t);
    const response = await postMatch(t, { ...matchBody(w.court.id), email: 'ana@example.com' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(data.match).toMatchObject({
      id: data.id,
      team1_name: 'Ana & Bea',
      team2_name: 'Carla & Dora',
      status: 'ongoing',
      winner: null,
      court_id: w.court.id,
      // Its clock starts with the first point (docs/scoring-rules.md#warm-up).
      start_time: null,
      match_duration: 5400,
      club: { id: w.club.id, name: w.club.name },
      court: { id: w.court.id, sport_type: 'PADEL' },
      settings: { bestOfSets: 3, gamesPerSet: 6, tiebreakAt: 6, sport: 'PADEL', coinToss: null },
    });
    expect(data.match.players).toEqual([
      { name: 'Ana', team: 'team1', playerNumber: 1 },
      { name: 'Bea', team: 'team1', playerNumber: 2 },
      { name: 'Carla', team: 'team2', playerNumber: 3 },
      { name: 'Dora', team: 'team2', playerNumber: 4 },
    ]);
    // The optional email is stored for the statistics mail but never shown.
    expect(response.body).not.toContain('ana@example.com');
    const score = await t.app.inject({ method: 'GET', url: `/api/scores/public/${data.id}` });
    expect(score.json().data).toMatchObject({ status: 'pending', version: 0, match_id: data.id });
  });

  it('tosses a coin at creation for service mode random and stores it', async () => {
    const w = await createWorld(t);
    const seen = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      const court = await createCourt(t.ctx, w.club.id);
      const response = await postMatch(
        t,
        matchBody(court.id, { settings: { serviceConfig: { mode: 'random' } } }),
      );
      const { coinToss } = response.json().data.match.settings;
      expect(['team1', 'team2']).toContain(coinToss);
      seen.add(coinToss);
      const score = await t.app.inject({ method: 'GET', url: `/api/scores/${response.json().data.id}` });
      expect(score.json().data.server).toBe(coinToss);
    }
    expect(seen.size).toBe(2);
  });

  it('answers 409 with the active match’s id when the court already has one, and creates nothing', async () => {
    const w = await createWorld(t);
    const first = await startMatch(t, w.court.id);
    const response = await postMatch(t, matchBody(w.court.id));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: MESSAGES.activeMatchExists,
      code: 'activeMatchExists',
      matchId: first,
    });
    const list = await injectAs(t.app, await tokenFor(t.app, w.superAdmin), {
      method: 'GET',
      url: `/api/matches?court_id=${w.court.id}`,
    });
    expect(list.json().data).toHaveLength(1);
  });

  it('lets exactly one of many simultaneous creations on a court win (the database decides)', async () => {
    const w = await createWorld(t);
    const responses = await Promise.all(Array.from({ length: 8 }, () => postMatch(t, matchBody(w.court.id))));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const winner = responses.find((response) => response.statusCode === 201)?.json().data.id;
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().matchId).toBe(winner);
    }
  });

  it.each([
    [null, 401, MESSAGES.invalidApiKey],
    ['wrong-key-0123456789', 401, MESSAGES.invalidApiKey],
  ])('refuses api key %j with %i', async (key, status, message) => {
    const w = await createWorld(t);
    const response = await postMatch(t, matchBody(w.court.id), key);
    expect(response.statusCode).toBe(status);
    expect(messageOf(response)).toBe(message);
  });

  it.each([
    [{ team1Player1: { name: '' } }, 'Player 1 is required'],
    [{ team1Player1: { name: '   ' } }, 'Player 1 is required'],
    [{ team1Player2: { name: '' } }, 'Player 2 is required'],
    [{ team2Player1: undefined }, 'Player 1 is required'],
    [{ team2Player2: { name: 'x'.repeat(51) } }, 'Player name is too long'],
    [{ email: 'not-an-email' }, 'Invalid email'],
    [{ settings: { goldenPointMode: 'silver' } }, 'Invalid game rule mode'],
    [{ settings: { serviceConfig: { mode: 'coin' } } }, 'Invalid service mode'],
    [{ settings: { serviceConfig: { mode: 'team1', team1Server: 3 } } }, 'First server must be 1 or 2'],
    [{ settings: { bestOfSets: 2 } }, 'Best of sets must be 1, 3 or 5'],
    [{ courtId: 'abc' }, 'Id must be a number'],
    // Ids in a JSON body are JSON numbers: [1], true, '1' and hex are not taken as court 1.
    [{ courtId: [1] }, 'Id must be a number'],
    [{ courtId: true }, 'Id must be a number'],
    [{ courtId: '1' }, 'Id must be a number'],
    [{ courtId: '0x1' }, 'Id must be a number'],
    [{ courtId: 1e20 }, 'Id is too large'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Email is too long'],
    [{ settings: { gamesPerSet: 2.5 } }, 'settings.gamesPerSet must be a whole number'],
  ])('refuses %j with 400 "%s"', async (overrides, message) => {
    const w = await createWorld(t);
    const response = await postMatch(t, { ...matchBody(w.court.id), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, code: 'validation' });
    const active = await t.app.inject({ method: 'GET', url: `/api/matches/court/${w.court.id}/active` });
    expect(active.json().data.hasActiveMatch).toBe(false);
  });

  it('refuses a NUL character in a player name or a search with 400, creating nothing', async () => {
    const w = await world();
    const created = await postMatch(t, matchBody(w.court.id, { team1Player1: { name: 'A\u0000na' } }));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({
      success: false,
      message: 'Text cannot contain NUL characters',
      code: 'nulInText',
    });
    const active = await t.app.inject({ method: 'GET', url: `/api/matches/court/${w.court.id}/active` });
    expect(active.json().data.hasActiveMatch).toBe(false);

    const search = await t.app.inject({
      method: 'GET',
      url: `/api/matches/court/${w.court.id}/finished?search=%00`,
    });
    expect(search.statusCode).toBe(400);
    expect(messageOf(search)).toBe('Text cannot contain NUL characters');

    const id = await startMatch(t, w.court.id);
    const renamed = await injectAs(t.app, w.tokens.clubAdmin, {
      method: 'PUT',
      url: `/api/matches/${id}`,
      payload: { team1_name: 'Ana\u0000 & Bea' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(messageOf(renamed)).toBe('Text cannot contain NUL characters');
    const after = await t.app.inject({ method: 'GET', url: `/api/matches/${id}` });
    expect(after.json().data.team1_name).toBe('Ana & Bea');
  });

  it('refuses settings the engine refuses with its reason, a malformed body, and an unknown court', async () => {
    const w = await createWorld(t);
    const rules = await postMatch(t, matchBody(w.court.id, { settings: { gamesPerSet: 6, tiebreakAt: 2 } }));
    expect(rules.statusCode).toBe(400);
    expect(messageOf(rules)).toMatch(/tiebreak/i);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/matches',
      headers: { [HEADERS.apiKey]: TEST_API_KEY, 'content-type': 'application/json' },
      payload: '{"team1Player1":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(messageOf(malformed)).toBe(MESSAGES.malformedJson);
    const unknown = await postMatch(t, matchBody(999_999));
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe(MESSAGES.courtNotFound);
  });
});

describe('match reads', () => {
  it('GET /api/matches/{id} and its statistics are public; unknown ids are 404, malformed ids 400', async () => {
    const w = await createWorld(t);
    const id = await startMatch(t, w.court.id);
    const match = await t.app.inject({ method: 'GET', url: `/api/matches/${id}` });
    expect(match.statusCode).toBe(200);
    expect(match.json().data.id).toBe(id);
    const stats = await t.app.inject({ method: 'GET', url: `/api/matches/${id}/statistics` });
    expect(stats.statusCode).toBe(200);
    expect(stats.json().data).toMatchObject({
      team1_name: 'Ana & Bea',
      pointsPlayed: 0,
      matchDuration: '00:00:00',
    });
    for (const url of ['/api/matches/unknownmatch1', '/api/matches/unknownmatch1/statistics']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(messageOf(response)).toBe(MESSAGES.matchNotFound);
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/matches/x!' });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe('Invalid match id');
  });

  it('GET /api/matches/court/{id}/active and /finished are public (QR and results pages)', async () => {
    const w = await createWorld(t);
    const none = await t.app.inject({ method: 'GET', url: `/api/matches/court/${w.court.id}/active` });
    expect(none.json()).toEqual({ success: true, data: { hasActiveMatch: false, match: null, score: null } });
    const id = await startMatch(t, w.court.id);
    const active = await t.app.inject({ method: 'GET', url: `/api/matches/court/${w.court.id}/active` });
    expect(active.json().data).toMatchObject({ hasActiveMatch: true, match: { id, status: 'ongoing' } });
    expect(active.json().data.score.match_id).toBe(id);

    const token = await tokenFor(t.app, w.courtUser);
    await injectAs(t.app, token, {
      method: 'PATCH',
      url: `/api/scores/match/${id}/status`,
      payload: { status: 'finished' },
    });
    t.clock.advance(1000);
    const second = await startMatch(t, w.court.id, { team1Player1: { name: 'Zoe' } });
    await injectAs(t.app, token, { method: 'PATCH', url: `/api/scores/match/${second}/status` });
    const finished = await t.app.inject({ method: 'GET', url: `/api/matches/court/${w.court.id}/finished` });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().data.map((item: { id: string }) => item.id)).toEqual([second, id]);
    expect(finished.json().data[0]).toMatchObject({
      team1_name: 'Zoe & Bea',
      winner: 'draw',
      court: { id: w.court.id },
    });
    const searched = await t.app.inject({
      method: 'GET',
      url: `/api/matches/court/${w.court.id}/finished?search=zoe`,
    });
    expect(searched.json().data.map((item: { id: string }) => item.id)).toEqual([second]);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/matches/court/999999/finished' });
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe(MESSAGES.courtNotFound);
  });

  it('scopes GET /api/matches by role; another club’s filter is 403; the public is 401', async () => {
    const w = await world();
    const mine = await startMatch(t, w.court.id);
    const theirs = await startMatch(t, w.otherCourt.id);
    const ids = async (token: string, query = '') => {
      const response = await injectAs(t.app, token, { method: 'GET', url: `/api/matches${query}` });
      expect(response.statusCode).toBe(200);
      return response.json().data.map((match: { id: string }) => match.id);
    };
    const all = await ids(w.tokens.superAdmin, '?status=ongoing&limit=500');
    expect(all).toEqual(expect.arrayContaining([mine, theirs]));
    expect(await ids(w.tokens.clubAdmin)).toEqual([mine]);
    expect(await ids(w.tokens.courtUser)).toEqual([mine]);
    expect(await ids(w.tokens.superAdmin, `?club_id=${w.other.id}`)).toEqual([theirs]);
    const forbidden = await injectAs(t.app, w.tokens.clubAdmin, {
      method: 'GET',
      url: `/api/matches?club_id=${w.other.id}`,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(messageOf(forbidden)).toBe(MESSAGES.accessDenied);
    const courtForbidden = await injectAs(t.app, w.tokens.courtUser, {
      method: 'GET',
      url: `/api/matches?court_id=${w.otherCourt.id}`,
    });
    expect(courtForbidden.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/matches' })).statusCode).toBe(401);
    const badQuery = await injectAs(t.app, w.tokens.superAdmin, {
      method: 'GET',
      url: '/api/matches?status=paused',
    });
    expect(badQuery.statusCode).toBe(400);
    expect(messageOf(badQuery)).toBe('Invalid status');
  });

  it('scopes the active lists: global for super admins, own club for club admins, own court for court users', async () => {
    const w = await world();
    const mine = await startMatch(t, w.court.id);
    const theirs = await startMatch(t, w.otherCourt.id);
    const active = async (token: string, url: string) => {
      const response = await injectAs(t.app, token, { method: 'GET', url });
      return {
        status: response.statusCode,
        ids: response.json().data?.map((match: { id: string }) => match.id),
      };
    };
    const global = await active(w.tokens.superAdmin, '/api/matches/active');
    expect(global.ids).toEqual(expect.arrayContaining([mine, theirs]));
    expect((await active(w.tokens.superAdmin, `/api/matches/active?club_id=${w.club.id}`)).ids).toEqual([
      mine,
    ]);
    expect((await active(w.tokens.clubAdmin, '/api/matches/active')).ids).toEqual([mine]);
    expect((await active(w.tokens.courtUser, '/api/matches/active')).ids).toEqual([mine]);
    expect(await active(w.tokens.clubAdmin, `/api/matches/club/${w.club.id}/active`)).toEqual({
      status: 200,
      ids: [mine],
    });
    expect(await active(w.tokens.superAdmin, `/api/matches/club/${w.other.id}/active`)).toEqual({
      status: 200,
      ids: [theirs],
    });
    expect((await active(w.tokens.clubAdmin, `/api/matches/club/${w.other.id}/active`)).status).toBe(403);
    expect((await active(w.tokens.courtUser, `/api/matches/club/${w.club.id}/active`)).status).toBe(403);
    expect((await active(w.tokens.superAdmin, '/api/matches/club/999999/active')).status).toBe(404);
    const withScore = await injectAs(t.app, w.tokens.clubAdmin, {
      method: 'GET',
      url: '/api/matches/active',
    });
    // The court's active match, in warm-up until its first point (docs/scoring-rules.md#warm-up).
    expect(withScore.json().data[0]).toMatchObject({
      status: 'ongoing',
      liveScore: { match_id: mine, status: 'pending' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/matches/active' })).statusCode).toBe(401);
  });

  it('judges a list filter alike everywhere: what the caller may see works, another’s is 403, unknown is 404', async () => {
    const w = await world();
    const mine = await startMatch(t, w.court.id);
    await startMatch(t, w.otherCourt.id);
    const get = (token: string, url: string) => injectAs(t.app, token, { method: 'GET', url });
    const ids = async (token: string, url: string) => {
      const response = await get(token, url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.map((match: { id: string }) => match.id);
    };
    // Allowed filters answer as before.
    expect(await ids(w.tokens.clubAdmin, `/api/matches?court_id=${w.court.id}`)).toEqual([mine]);
    expect(await ids(w.tokens.courtUser, `/api/matches?club_id=${w.club.id}`)).toEqual([mine]);
    expect(await ids(w.tokens.clubAdmin, `/api/matches/active?club_id=${w.club.id}`)).toEqual([mine]);
    expect(await ids(w.tokens.courtUser, `/api/matches/active?club_id=${w.club.id}`)).toEqual([mine]);
    // Another club's or court's: 403, whichever parameter names it.
    for (const [token, url] of [
      [w.tokens.clubAdmin, `/api/matches?court_id=${w.otherCourt.id}`],
      [w.tokens.clubAdmin, `/api/matches?club_id=${w.other.id}`],
      [w.tokens.clubAdmin, `/api/matches/active?club_id=${w.other.id}`],
      [w.tokens.courtUser, `/api/matches?club_id=${w.other.id}`],
      [w.tokens.courtUser, `/api/matches?court_id=${w.otherCourt.id}`],
      [w.tokens.courtUser, `/api/matches/active?club_id=${w.other.id}`],
    ] as const) {
      const response = await get(token, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        message: MESSAGES.accessDenied,
        code: 'accessDenied',
      });
    }
    // An unknown club or court: 404, for every role.
    for (const token of [w.tokens.superAdmin, w.tokens.clubAdmin, w.tokens.courtUser]) {
      for (const [url, message, code] of [
        ['/api/matches?club_id=999999', 'Club not found', 'clubNotFound'],
        ['/api/matches?court_id=999999', MESSAGES.courtNotFound, 'courtNotFound'],
        ['/api/matches/active?club_id=999999', 'Club not found', 'clubNotFound'],
      ] as const) {
        const response = await get(token, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ success: false, message, code });
      }
    }
  });

  it('lets a court’s viewers list its matches and scheduled matches; others are 403', async () => {
    const w = await world();
    const live = await startMatch(t, w.court.id);
    const scheduled = await insertScheduledMatch(t.ctx, w.court);
    for (const token of [w.tokens.superAdmin, w.tokens.clubAdmin, w.tokens.courtUser]) {
      const all = await injectAs(t.app, token, { method: 'GET', url: `/api/matches/court/${w.court.id}` });
      expect(all.statusCode).toBe(200);
      expect(
        all
          .json()
          .data.map((match: { id: string }) => match.id)
          .sort(),
      ).toEqual([live, scheduled].sort());
      const list = await injectAs(t.app, token, {
        method: 'GET',
        url: `/api/matches/court/${w.court.id}/scheduled`,
      });
      expect(list.json().data.map((match: { id: string }) => match.id)).toEqual([scheduled]);
    }
    for (const token of [w.tokens.otherAdmin, w.tokens.otherCourtUser]) {
      for (const url of [`/api/matches/court/${w.court.id}`, `/api/matches/court/${w.court.id}/scheduled`]) {
        const response = await injectAs(t.app, token, { method: 'GET', url });
        expect(response.statusCode).toBe(403);
      }
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/matches/court/${w.court.id}/scheduled` })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/matches/{id} (admin edit, docs/product.md#states)', () => {
  it('lets the club’s admins rename a match and broadcast-safe fields; court users and other clubs are refused', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    const renamed = await injectAs(t.app, w.tokens.clubAdmin, {
      method: 'PUT',
      url: `/api/matches/${id}`,
      payload: { team1_name: 'Ana & Eva', team2_name: 'Carla & Dora' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.team1_name).toBe('Ana & Eva');
    const score = await t.app.inject({ method: 'GET', url: `/api/scores/${id}` });
    expect(score.json().data.team1_name).toBe('Ana & Eva');

    const courtUser = await injectAs(t.app, w.tokens.courtUser, {
      method: 'PUT',
      url: `/api/matches/${id}`,
      payload: {},
    });
    expect(courtUser.statusCode).toBe(403);
    const other = await injectAs(t.app, w.tokens.otherAdmin, {
      method: 'PUT',
      url: `/api/matches/${id}`,
      payload: { team1_name: 'Hacked' },
    });
    expect(other.statusCode).toBe(403);
    const moveAway = await injectAs(t.app, w.tokens.clubAdmin, {
      method: 'PUT',
      url: `/api/matches/${id}`,
      payload: { court_id: w.otherCourt.id },
    });
    expect(moveAway.statusCode).toBe(403);
    const unknownCourt = await injectAs(t.app, w.tokens.clubAdmin, {
      method: 'PUT',
      url: `/api/matches/${id}`,
      payload: { court_id: 999_999 },
    });
    expect(unknownCourt.statusCode).toBe(404);
    const invalid = await injectAs(t.app, w.tokens.clubAdmin, {
      method: 'PUT',
      url: `/api/matches/${id}`,
      payload: { team1_name: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(messageOf(invalid)).toBe('Team 1 name is required');
    const unknown = await injectAs(t.app, w.tokens.superAdmin, {
      method: 'PUT',
      url: '/api/matches/unknownmatch1',
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const after = await t.app.inject({ method: 'GET', url: `/api/matches/${id}` });
    expect(after.json().data).toMatchObject({ team1_name: 'Ana & Eva', court_id: w.court.id });
  });

  it('follows the status rules: scheduled → any, ongoing → ongoing|finished, finished locked', async () => {
    const w = await world();
    const put = (id: string, payload: object) =>
      injectAs(t.app, w.tokens.clubAdmin, { method: 'PUT', url: `/api/matches/${id}`, payload });

    const scheduled = await insertScheduledMatch(t.ctx, w.court);
    expect(
      (await put(scheduled, { status: 'scheduled', start_time: '2026-12-01T10:00:00Z' })).json().data,
    ).toMatchObject({
      status: 'scheduled',
      start_time: '2026-12-01T10:00:00.000Z',
    });
    const started = await put(scheduled, { status: 'ongoing' });
    expect(started.json().data).toMatchObject({
      status: 'ongoing',
      start_time: new Date(t.clock.now()).toISOString(),
    });

    const back = await put(scheduled, { status: 'scheduled' });
    expect(back.statusCode).toBe(409);
    expect(messageOf(back)).toBe(MESSAGES.ongoingStatusLocked);
    const startTime = await put(scheduled, { start_time: '2026-12-02T10:00:00Z' });
    expect(startTime.statusCode).toBe(409);
    expect(messageOf(startTime)).toBe(MESSAGES.startTimeLocked);

    const second = await insertScheduledMatch(t.ctx, w.court);
    const clash = await put(second, { status: 'ongoing' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ message: MESSAGES.activeMatchExists, matchId: scheduled });

    const finished = await put(scheduled, { status: 'finished' });
    expect(finished.json().data).toMatchObject({ status: 'finished', winner: 'draw' });
    const truth = await storedTruth(t.ctx, scheduled);
    expect(truth.events).toEqual([{ kind: 'finish', reason: 'manual', at: t.clock.now() }]);
    for (const status of ['ongoing', 'scheduled']) {
      const locked = await put(scheduled, { status });
      expect(locked.statusCode).toBe(409);
      expect(messageOf(locked)).toBe(MESSAGES.finishedStatusLocked);
    }
    expect((await put(scheduled, { status: 'finished' })).statusCode).toBe(200);
    const invalid = await put(scheduled, { status: 'paused' });
    expect(invalid.statusCode).toBe(400);
    expect(messageOf(invalid)).toBe('Invalid status');
    expect((await storedTruth(t.ctx, scheduled)).events).toHaveLength(1);

    const direct = await insertScheduledMatch(t.ctx, w.court);
    expect((await put(direct, { status: 'finished' })).json().data.status).toBe('finished');
  });

  it('refuses to detach an ongoing or scheduled match from its court (400), and to move it onto a busy court (409)', async () => {
    const w = await world();
    const put = (id: string, payload: object) =>
      injectAs(t.app, w.tokens.clubAdmin, { method: 'PUT', url: `/api/matches/${id}`, payload });
    const ongoing = await startMatch(t, w.court.id);
    const scheduled = await insertScheduledMatch(t.ctx, w.court);
    for (const id of [ongoing, scheduled]) {
      const detached = await put(id, { court_id: null, team1_name: 'Changed & Name' });
      expect(detached.statusCode).toBe(400);
      expect(detached.json()).toEqual({
        success: false,
        message: 'Court is required',
        code: 'courtRequired',
      });
      const after = await t.app.inject({ method: 'GET', url: `/api/matches/${id}` });
      expect(after.json().data).toMatchObject({ court_id: w.court.id, team1_name: 'Ana & Bea' });
    }
    // The court user still scores its match, and the court keeps it as its active match.
    const scored = await injectAs(t.app, w.tokens.courtUser, {
      method: 'POST',
      url: `/api/scores/${ongoing}/team1-point`,
    });
    expect(scored.statusCode).toBe(200);
    const second = await postMatch(t, matchBody(w.court.id));
    expect(second.statusCode).toBe(409);
    expect(second.json().matchId).toBe(ongoing);

    // Moving an ongoing match onto a court that has one is refused with that match's id.
    const secondCourt = await createCourt(t.ctx, w.club.id);
    const busy = await startMatch(t, secondCourt.id);
    const clash = await put(ongoing, { court_id: secondCourt.id });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      success: false,
      message: MESSAGES.activeMatchExists,
      code: 'activeMatchExists',
      matchId: busy,
    });
    const kept = await t.app.inject({ method: 'GET', url: `/api/matches/${ongoing}` });
    expect(kept.json().data.court_id).toBe(w.court.id);
  });

  it('refuses to start a scheduled match whose court was deleted (400), and keeps it scheduled', async () => {
    const w = await world();
    const court = await createCourt(t.ctx, w.club.id);
    const scheduled = await insertScheduledMatch(t.ctx, court);
    const deleted = await injectAs(t.app, w.tokens.clubAdmin, {
      method: 'DELETE',
      url: `/api/courts/${court.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    const started = await injectAs(t.app, w.tokens.clubAdmin, {
      method: 'PUT',
      url: `/api/matches/${scheduled}`,
      payload: { status: 'ongoing' },
    });
    expect(started.statusCode).toBe(400);
    expect(started.json()).toEqual({
      success: false,
      message: MESSAGES.courtRequired,
      code: 'courtRequired',
    });
    const after = await t.app.inject({ method: 'GET', url: `/api/matches/${scheduled}` });
    expect(after.json().data).toMatchObject({ status: 'scheduled', court_id: null });
  });
});

describe('DELETE /api/matches/{id}', () => {
  it('lets the club’s admins delete a match; others are refused and nothing is deleted', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    for (const token of [w.tokens.courtUser, w.tokens.otherAdmin, w.tokens.otherCourtUser]) {
      expect((await injectAs(t.app, token, { method: 'DELETE', url: `/api/matches/${id}` })).statusCode).toBe(
        403,
      );
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/matches/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/matches/${id}` })).statusCode).toBe(200);
    const deleted = await injectAs(t.app, w.tokens.clubAdmin, {
      method: 'DELETE',
      url: `/api/matches/${id}`,
    });
    expect(deleted.json()).toEqual({ success: true, data: { id } });
    expect((await t.app.inject({ method: 'GET', url: `/api/matches/${id}` })).statusCode).toBe(404);
    expect(
      (await injectAs(t.app, w.tokens.superAdmin, { method: 'DELETE', url: `/api/matches/${id}` }))
        .statusCode,
    ).toBe(404);
    // The court is free again.
    expect((await postMatch(t, matchBody(w.court.id))).statusCode).toBe(201);
  });
});
