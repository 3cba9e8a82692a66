import {
  DISPLAY_CODE_ALPHABET,
  DISPLAY_CODE_TTL_MS,
  type Display,
  type DisplayPairing,
  HEADERS,
} from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIRING_MAX_FAILURES } from '../src/displays/routes.ts';
import { snapshot } from './admin-helpers.ts';
import {
  buildTestApp,
  createCourt,
  createUser,
  createWorld,
  injectAs,
  messageOf,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { startMatch } from './live-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A TV asks for a code (with its token when it has one). */
async function startPairing(token?: string): Promise<DisplayPairing> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/displays/pairing',
    headers: token ? { [HEADERS.displayToken]: token } : {},
  });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

function self(token: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/displays/self',
    headers: { [HEADERS.displayToken]: token },
  });
}

function pair(userToken: string | null, payload: unknown) {
  return injectAs(t.app, userToken, {
    method: 'POST',
    url: '/api/displays/pair',
    payload: payload as object,
  });
}

/** A club with a court, one user of each role, and a second club with its admin and court. */
async function world() {
  const w = await createWorld(t);
  const other = await createWorld(t);
  return {
    ...w,
    other,
    tokens: {
      superAdmin: await tokenFor(t.app, w.superAdmin),
      clubAdmin: await tokenFor(t.app, w.clubAdmin),
      courtUser: await tokenFor(t.app, w.courtUser),
      otherClubAdmin: await tokenFor(t.app, other.clubAdmin),
    },
  };
}

describe('pairing a TV', () => {
  it('gives a 6-character code without look-alikes, and a device token once', async () => {
    const pairing = await startPairing();
    expect(pairing.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(pairing.display.status).toBe('pending');
    expect(pairing.display.code).toMatch(new RegExp(`^[${DISPLAY_CODE_ALPHABET}]{6}$`));
    expect(pairing.display.code).not.toMatch(/[01OILUV]/);
    expect(Date.parse(pairing.display.code_expires_at ?? '') - t.clock.now()).toBe(DISPLAY_CODE_TTL_MS);
    const seen = await self(pairing.token ?? '');
    expect(seen.json().data).toEqual(pairing.display);
  });

  it('pairs end to end: the code works once, the TV follows its court, admins list, rename and revoke it', async () => {
    const w = await world();
    const tv = await startPairing();
    const paired = await pair(w.tokens.clubAdmin, {
      code: (tv.display.code ?? '').toLowerCase().replace(/^(...)/, '$1-'),
      target: { kind: 'court', courtId: w.court.id },
    });
    expect(paired.statusCode).toBe(200);
    const display: Display = paired.json().data;
    expect(display).toMatchObject({
      id: tv.display.id,
      club_id: w.club.id,
      target: { kind: 'court', court_id: w.court.id, club_id: w.club.id },
      court_name: w.court.screenIdentifier,
      name: `TV ${w.court.screenIdentifier}`,
    });

    const seen = (await self(tv.token ?? '')).json().data;
    expect(seen).toMatchObject({
      status: 'paired',
      code: null,
      target: { kind: 'court', court_id: w.court.id },
    });

    // A code works once.
    const again = await pair(w.tokens.clubAdmin, {
      code: tv.display.code,
      target: { kind: 'club', clubId: w.club.id },
    });
    expect(again.statusCode).toBe(404);
    expect(messageOf(again)).toBe('This code is unknown or has expired. Check the code on the TV.');

    const list = await injectAs(t.app, w.tokens.clubAdmin, { method: 'GET', url: '/api/displays' });
    expect(list.json().data.displays.map((item: Display) => item.id)).toEqual([display.id]);

    const renamed = await injectAs(t.app, w.tokens.clubAdmin, {
      method: 'PATCH',
      url: `/api/displays/${display.id}`,
      payload: { name: 'Bar TV', target: { kind: 'club', clubId: w.club.id } },
    });
    expect(renamed.json().data).toMatchObject({
      name: 'Bar TV',
      target: { kind: 'club', club_id: w.club.id },
    });
    expect((await self(tv.token ?? '')).json().data.target).toEqual({ kind: 'club', club_id: w.club.id });

    const revoked = await injectAs(t.app, w.tokens.clubAdmin, {
      method: 'DELETE',
      url: `/api/displays/${display.id}`,
    });
    expect(revoked.json()).toEqual({ success: true, data: { id: display.id } });
    const afterRevoke = await self(tv.token ?? '');
    expect(afterRevoke.statusCode).toBe(401);
    expect(messageOf(afterRevoke)).toBe('This display is not connected. Show its pairing code again.');
    // The revoked TV asks again: a new display and token.
    const fresh = await startPairing(tv.token ?? '');
    expect(fresh.token).not.toBeNull();
    expect(fresh.display.id).not.toBe(display.id);
  });

  it('lets a court user pair a TV to their court or their club wall, not to another court', async () => {
    const w = await world();
    const secondCourt = await createCourt(t.ctx, w.club.id);
    const tv = await startPairing();
    const refused = await pair(w.tokens.courtUser, {
      code: tv.display.code,
      target: { kind: 'court', courtId: secondCourt.id },
    });
    expect(refused.statusCode).toBe(403);
    const wall = await pair(w.tokens.courtUser, {
      code: tv.display.code,
      target: { kind: 'club', clubId: w.club.id },
    });
    expect(wall.statusCode).toBe(200);
    const tv2 = await startPairing();
    const own = await pair(w.tokens.courtUser, {
      code: tv2.display.code,
      target: { kind: 'court', courtId: w.court.id },
      name: 'Court 1 TV',
    });
    expect(own.json().data).toMatchObject({
      name: 'Court 1 TV',
      target: { kind: 'court', court_id: w.court.id },
    });
  });

  it('keeps the code of a TV asking again before it expired, and gives a new code to one whose code expired', async () => {
    const tv = await startPairing();
    t.clock.advance(DISPLAY_CODE_TTL_MS + 1);
    const w = await world();
    const expired = await pair(w.tokens.clubAdmin, {
      code: tv.display.code,
      target: { kind: 'club', clubId: w.club.id },
    });
    expect(expired.statusCode).toBe(404);
    const renewed = await startPairing(tv.token ?? '');
    expect(renewed.token).toBeNull();
    expect(renewed.display.id).toBe(tv.display.id);
    const paired = await pair(w.tokens.clubAdmin, {
      code: renewed.display.code,
      target: { kind: 'club', clubId: w.club.id },
    });
    expect(paired.statusCode).toBe(200);
    expect((await self(tv.token ?? '')).json().data.status).toBe('paired');
  });

  it(`throttles guessing: after ${PAIRING_MAX_FAILURES} wrong codes even the right one is 429`, async () => {
    const w = await world();
    const guesser = await tokenFor(t.app, await createUser(t.ctx, 'club_admin', { clubId: w.club.id }));
    const tv = await startPairing();
    const wrong = (tv.display.code ?? '').startsWith('A') ? 'BBBBBB' : 'AAAAAA';
    for (let attempt = 0; attempt < PAIRING_MAX_FAILURES; attempt += 1) {
      const response = await pair(guesser, { code: wrong, target: { kind: 'club', clubId: w.club.id } });
      expect(response.statusCode).toBe(404);
    }
    const right = await pair(guesser, { code: tv.display.code, target: { kind: 'club', clubId: w.club.id } });
    expect(right.statusCode).toBe(429);
    expect(messageOf(right)).toBe('Too many requests. Please slow down.');
    expect(right.headers['retry-after']).toBeDefined();
    // Another user is not held back, and the code still works.
    const other = await pair(w.tokens.clubAdmin, {
      code: tv.display.code,
      target: { kind: 'club', clubId: w.club.id },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('display authorization', () => {
  it('answers the public 401 on pairing, listing, editing and revoking', async () => {
    const tv = await startPairing();
    expect(
      (await pair(null, { code: tv.display.code, target: { kind: 'club', clubId: 1 } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/displays' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/displays/1', payload: {} })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'DELETE', url: '/api/displays/1' })).statusCode).toBe(401);
    expect((await self('no-such-token')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/displays/self' })).statusCode).toBe(401);
  });

  it("refuses another club's admin with 403 everywhere, and leaves the code and the display as they were", async () => {
    const w = await world();
    const tv = await startPairing();
    const before = await snapshot(t);
    const foreignCourt = await pair(w.tokens.otherClubAdmin, {
      code: tv.display.code,
      target: { kind: 'court', courtId: w.court.id },
    });
    expect(foreignCourt.statusCode).toBe(403);
    expect(messageOf(foreignCourt)).toBe('Access denied');
    const foreignWall = await pair(w.tokens.otherClubAdmin, {
      code: tv.display.code,
      target: { kind: 'club', clubId: w.club.id },
    });
    expect(foreignWall.statusCode).toBe(403);
    expect(await snapshot(t)).toBe(before);

    const display: Display = (
      await pair(w.tokens.clubAdmin, {
        code: tv.display.code,
        target: { kind: 'court', courtId: w.court.id },
      })
    ).json().data;
    const rename = await injectAs(t.app, w.tokens.otherClubAdmin, {
      method: 'PATCH',
      url: `/api/displays/${display.id}`,
      payload: { name: 'Mine now' },
    });
    expect(rename.statusCode).toBe(403);
    const revoke = await injectAs(t.app, w.tokens.otherClubAdmin, {
      method: 'DELETE',
      url: `/api/displays/${display.id}`,
    });
    expect(revoke.statusCode).toBe(403);
    // Pointing their own TV at this club's court is refused too.
    const theirs = await startPairing();
    const theirsPaired: Display = (
      await pair(w.tokens.otherClubAdmin, {
        code: theirs.display.code,
        target: { kind: 'club', clubId: w.other.club.id },
      })
    ).json().data;
    const hijack = await injectAs(t.app, w.tokens.otherClubAdmin, {
      method: 'PATCH',
      url: `/api/displays/${theirsPaired.id}`,
      payload: { target: { kind: 'court', courtId: w.court.id } },
    });
    expect(hijack.statusCode).toBe(403);
    const otherList = await injectAs(t.app, w.tokens.otherClubAdmin, { method: 'GET', url: '/api/displays' });
    expect(otherList.json().data.displays.map((item: Display) => item.id)).toEqual([theirsPaired.id]);
    const filtered = await injectAs(t.app, w.tokens.otherClubAdmin, {
      method: 'GET',
      url: `/api/displays?club_id=${w.club.id}`,
    });
    expect(filtered.statusCode).toBe(403);
    const kept = (await injectAs(t.app, w.tokens.clubAdmin, { method: 'GET', url: '/api/displays' })).json()
      .data.displays;
    expect(kept).toEqual([display]);
  });

  it('refuses a court user the admin list, edit and revoke (403)', async () => {
    const w = await world();
    const tv = await startPairing();
    const display: Display = (
      await pair(w.tokens.courtUser, {
        code: tv.display.code,
        target: { kind: 'court', courtId: w.court.id },
      })
    ).json().data;
    expect(
      (await injectAs(t.app, w.tokens.courtUser, { method: 'GET', url: '/api/displays' })).statusCode,
    ).toBe(403);
    const revoke = await injectAs(t.app, w.tokens.courtUser, {
      method: 'DELETE',
      url: `/api/displays/${display.id}`,
    });
    expect(revoke.statusCode).toBe(403);
  });

  it('answers bad input with 400 and unknown targets or displays with 404, changing nothing', async () => {
    const w = await world();
    const tv = await startPairing();
    const before = await snapshot(t);
    const cases: [unknown, number, string][] = [
      [
        { code: 'ABC', target: { kind: 'club', clubId: w.club.id } },
        400,
        'Enter the 6-character code shown on the TV',
      ],
      [
        { code: 'OOOOOO', target: { kind: 'club', clubId: w.club.id } },
        400,
        'Enter the 6-character code shown on the TV',
      ],
      [{ target: { kind: 'club', clubId: w.club.id } }, 400, 'Enter the 6-character code shown on the TV'],
      [{ code: tv.display.code }, 400, 'Choose a court or the clubhouse wall'],
      [{ code: tv.display.code, target: { kind: 'tv' } }, 400, 'Choose a court or the clubhouse wall'],
      [{ code: tv.display.code, target: { kind: 'court', courtId: '3' } }, 400, 'Id must be a number'],
      [{ code: tv.display.code, target: { kind: 'court', courtId: 999_999 } }, 404, 'Court not found'],
      [{ code: tv.display.code, target: { kind: 'club', clubId: 999_999 } }, 404, 'Club not found'],
      [
        { code: tv.display.code, target: { kind: 'club', clubId: w.club.id }, name: 'x'.repeat(51) },
        400,
        'Display name is too long',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await pair(w.tokens.superAdmin, payload);
      expect([response.statusCode, messageOf(response)], JSON.stringify(payload)).toEqual([status, message]);
    }
    expect(await snapshot(t)).toBe(before);
    const unknown = await injectAs(t.app, w.tokens.superAdmin, {
      method: 'DELETE',
      url: '/api/displays/999999',
    });
    expect([unknown.statusCode, messageOf(unknown)]).toEqual([404, 'Display not found']);
    // A pending TV is no paired display: it cannot be edited by id either.
    const pending = await injectAs(t.app, w.tokens.superAdmin, {
      method: 'PATCH',
      url: `/api/displays/${tv.display.id}`,
      payload: { name: 'x' },
    });
    expect(pending.statusCode).toBe(404);
    const badId = await injectAs(t.app, w.tokens.superAdmin, { method: 'DELETE', url: '/api/displays/abc' });
    expect([badId.statusCode, messageOf(badId)]).toEqual([400, 'Id must be a number']);
  });
});

describe('court and club boards', () => {
  it('show a court idle, then its live match, then the finished match as its last result', async () => {
    const w = await world();
    const url = `/api/displays/court/${w.court.id}`;
    const idle = (await t.app.inject({ method: 'GET', url })).json().data;
    expect(idle).toMatchObject({
      club: { id: w.club.id, name: w.club.name, result_display_minutes: 5, sponsor_logos: [] },
      board: { court: { id: w.court.id, name: w.court.name }, live: null, last: null },
      now: new Date(t.clock.now()).toISOString(),
    });

    const matchId = await startMatch(t, w.court.id);
    const live = (await t.app.inject({ method: 'GET', url })).json().data.board;
    // The court's match is live from its creation, in warm-up (pending) until its first point.
    expect(live.live).toMatchObject({ match_id: matchId, status: 'pending', deuce_mode: 'one_deuce_golden' });

    const finished = await injectAs(t.app, w.tokens.clubAdmin, {
      method: 'PATCH',
      url: `/api/scores/match/${matchId}/status`,
      payload: { status: 'finished' },
    });
    expect(finished.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url })).json().data.board;
    expect(after.live).toBeNull();
    expect(after.last).toMatchObject({ match_id: matchId, status: 'finished' });
  });

  it('shows every court of a club on the wall, each with its own match, and 404 for unknown ids', async () => {
    const w = await world();
    const second = await createCourt(t.ctx, w.club.id);
    const matchId = await startMatch(t, second.id);
    const wall = (await t.app.inject({ method: 'GET', url: `/api/displays/club/${w.club.id}` })).json().data;
    expect(wall.courts.map((board: { court: { id: number } }) => board.court.id)).toEqual([
      w.court.id,
      second.id,
    ]);
    expect(wall.courts[0].live).toBeNull();
    expect(wall.courts[1].live.match_id).toBe(matchId);

    const unknownCourt = await t.app.inject({ method: 'GET', url: '/api/displays/court/999999' });
    expect([unknownCourt.statusCode, messageOf(unknownCourt)]).toEqual([404, 'Court not found']);
    const unknownClub = await t.app.inject({ method: 'GET', url: '/api/displays/club/999999' });
    expect([unknownClub.statusCode, messageOf(unknownClub)]).toEqual([404, 'Club not found']);
    const badId = await t.app.inject({ method: 'GET', url: '/api/displays/court/x' });
    expect(badId.statusCode).toBe(400);
  });
});
