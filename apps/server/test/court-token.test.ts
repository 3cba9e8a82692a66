import { HEADERS, MESSAGES } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURT_TOKEN_WINDOW_MS } from '../src/auth/court-token.ts';
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
import { courtTokenOf, matchBody, postMatch } from './live-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The court's ongoing matches, read through a super admin's list. */
async function ongoingOn(courtId: number): Promise<number> {
  const admin = await tokenFor(t.app, await createUser(t.ctx, 'super_admin'));
  const list = await injectAs(t.app, admin, {
    method: 'GET',
    url: `/api/matches?court_id=${courtId}&status=ongoing`,
  });
  return list.json<{ data: unknown[] }>().data.length;
}

function postAs(token: string | null, body: object) {
  return injectAs(t.app, token, {
    method: 'POST',
    url: '/api/matches',
    headers: { [HEADERS.apiKey]: TEST_API_KEY },
    payload: body,
  });
}

describe('match creation proves presence at the court (court token)', () => {
  it('refuses the public without a court token, 403 with its message, and creates nothing', async () => {
    const w = await createWorld(t);
    const response = await postMatch(t, { ...matchBody(w.court.id), courtToken: undefined });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: MESSAGES.courtTokenRequired,
      code: 'courtTokenRequired',
    });
    expect(await ongoingOn(w.court.id)).toBe(0);
  });

  it("refuses a wrong token, another court's token and an over-long one, and creates nothing", async () => {
    const w = await createWorld(t);
    const otherCourt = await createCourt(t.ctx, w.club.id);
    for (const courtToken of ['not-a-token', await courtTokenOf(t, otherCourt.id), 'x'.repeat(201)]) {
      const response = await postMatch(t, { ...matchBody(w.court.id), courtToken });
      expect(response.statusCode, courtToken).toBe(courtToken.length > 200 ? 400 : 403);
      expect(messageOf(response)).toBe(MESSAGES.courtTokenInvalid);
    }
    expect(await ongoingOn(w.court.id)).toBe(0);
  });

  it('accepts the token of the previous window, refuses it a window later (expired)', async () => {
    const w = await createWorld(t);
    const courtToken = await courtTokenOf(t, w.court.id);
    t.clock.advance(COURT_TOKEN_WINDOW_MS * 2);
    const expired = await postMatch(t, { ...matchBody(w.court.id), courtToken });
    expect(expired.statusCode).toBe(403);
    expect(messageOf(expired)).toBe(MESSAGES.courtTokenInvalid);
    expect(await ongoingOn(w.court.id)).toBe(0);

    const fresh = await courtTokenOf(t, w.court.id);
    t.clock.advance(COURT_TOKEN_WINDOW_MS);
    const stillValid = await postMatch(t, { ...matchBody(w.court.id), courtToken: fresh });
    expect(stillValid.statusCode).toBe(201);
    expect(await ongoingOn(w.court.id)).toBe(1);
  });

  it('a token starts one match: once that match is over, the same token is refused and the QR code shows the next one', async () => {
    const w = await createWorld(t);
    const admin = await tokenFor(t.app, w.clubAdmin);
    const finish = async (id: string) => {
      const finished = await injectAs(t.app, admin, {
        method: 'PUT',
        url: `/api/matches/${id}`,
        payload: { status: 'finished' },
      });
      expect(finished.statusCode, finished.body).toBe(200);
    };
    const qrToken = async () => {
      const answer = await injectAs(t.app, admin, {
        method: 'GET',
        url: `/api/courts/${w.court.id}/start-token`,
      });
      return answer.json<{ data: { token: string } }>().data.token;
    };
    const first = await qrToken();
    const started = await postMatch(t, { ...matchBody(w.court.id), courtToken: first });
    expect(started.statusCode).toBe(201);
    await finish(started.json<{ data: { id: string } }>().data.id);

    // Within the same window: the spent token starts nothing more.
    const again = await postMatch(t, { ...matchBody(w.court.id), courtToken: first });
    expect(again.statusCode).toBe(403);
    expect(messageOf(again)).toBe(MESSAGES.courtTokenInvalid);
    expect(await ongoingOn(w.court.id)).toBe(0);

    const next = await qrToken();
    expect(next).not.toBe(first);
    const second = await postMatch(t, { ...matchBody(w.court.id), courtToken: next });
    expect(second.statusCode).toBe(201);
    await finish(second.json<{ data: { id: string } }>().data.id);
    // A window later the first token is not valid again either.
    t.clock.advance(COURT_TOKEN_WINDOW_MS);
    for (const spent of [first, next]) {
      const refused = await postMatch(t, { ...matchBody(w.court.id), courtToken: spent });
      expect(refused.statusCode).toBe(403);
    }
    expect(await ongoingOn(w.court.id)).toBe(0);
  });

  it('two phones starting a match with one token at once make one match', async () => {
    const w = await createWorld(t);
    const courtToken = await courtTokenOf(t, w.court.id);
    const answers = await Promise.all(
      [1, 2, 3].map(() => postMatch(t, { ...matchBody(w.court.id), courtToken })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(201);
    expect(codes.slice(1).every((code) => code === 403 || code === 409)).toBe(true);
    expect(await ongoingOn(w.court.id)).toBe(1);
  });

  it("creates with the court's managers' sessions and no token; others' sessions still need one", async () => {
    const w = await createWorld(t);
    const other = await createClub(t.ctx);
    const otherAdmin = await tokenFor(t.app, await createUser(t.ctx, 'club_admin', { clubId: other.id }));
    const secondCourt = await createCourt(t.ctx, w.club.id);
    const secondCourtUser = await tokenFor(
      t.app,
      await createUser(t.ctx, 'court_user', { clubId: w.club.id, courtId: secondCourt.id }),
    );
    for (const token of [otherAdmin, secondCourtUser]) {
      const refused = await postAs(token, matchBody(w.court.id));
      expect(refused.statusCode).toBe(403);
      expect(messageOf(refused)).toBe(MESSAGES.courtTokenRequired);
    }
    expect(await ongoingOn(w.court.id)).toBe(0);

    for (const user of [w.courtUser, w.clubAdmin, w.superAdmin]) {
      const court = await createCourt(t.ctx, w.club.id);
      // The court user is the first court's; the admins take a fresh court each.
      const courtId = user === w.courtUser ? w.court.id : court.id;
      const created = await postAs(await tokenFor(t.app, user), matchBody(courtId));
      expect(created.statusCode, user.role).toBe(201);
    }
  });

  it('still needs the API key, with a session too', async () => {
    const w = await createWorld(t);
    const response = await injectAs(t.app, await tokenFor(t.app, w.clubAdmin), {
      method: 'POST',
      url: '/api/matches',
      payload: matchBody(w.court.id),
    });
    expect(response.statusCode).toBe(401);
    expect(messageOf(response)).toBe(MESSAGES.invalidApiKey);
  });
});

describe('GET /api/courts/{courtId}/start-token', () => {
  it("gives the court's viewers a token that creates a match, renewed when the window ends", async () => {
    const w = await createWorld(t);
    const answer = await injectAs(t.app, await tokenFor(t.app, w.courtUser), {
      method: 'GET',
      url: `/api/courts/${w.court.id}/start-token`,
    });
    expect(answer.statusCode).toBe(200);
    const issued = answer.json<{ data: { token: string; expires_at: string; refresh_at: string } }>().data;
    expect(Date.parse(issued.refresh_at) - t.clock.now()).toBeGreaterThan(0);
    expect(Date.parse(issued.refresh_at) - t.clock.now()).toBeLessThanOrEqual(COURT_TOKEN_WINDOW_MS);
    expect(Date.parse(issued.expires_at) - Date.parse(issued.refresh_at)).toBe(COURT_TOKEN_WINDOW_MS);
    const created = await postMatch(t, { ...matchBody(w.court.id), courtToken: issued.token });
    expect(created.statusCode).toBe(201);
  });

  it('refuses the public (401), another court or club (403) and an unknown court (404)', async () => {
    const w = await createWorld(t);
    const other = await createClub(t.ctx);
    const otherAdmin = await tokenFor(t.app, await createUser(t.ctx, 'club_admin', { clubId: other.id }));
    const url = `/api/courts/${w.court.id}/start-token`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const refused = await injectAs(t.app, otherAdmin, { method: 'GET', url });
    expect(refused.statusCode).toBe(403);
    const unknown = await injectAs(t.app, await tokenFor(t.app, w.superAdmin), {
      method: 'GET',
      url: '/api/courts/999999/start-token',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/displays/self/start-token', () => {
  async function pairedDisplay(
    target: { kind: 'court'; courtId: number } | { kind: 'club'; clubId: number },
  ) {
    const w = await createWorld(t);
    const pairing = await t.app.inject({ method: 'POST', url: '/api/displays/pairing' });
    const { token, display } = pairing.json<{ data: { token: string; display: { code: string } } }>().data;
    const { code } = display;
    const resolved =
      target.kind === 'court' ? { kind: 'court', courtId: w.court.id } : { kind: 'club', clubId: w.club.id };
    const paired = await injectAs(t.app, await tokenFor(t.app, w.clubAdmin), {
      method: 'POST',
      url: '/api/displays/pair',
      payload: { code, target: resolved },
    });
    expect(paired.statusCode, paired.body).toBe(200);
    return { w, token };
  }

  it('gives a TV paired with a court its court token; a wall or an unknown token gets none', async () => {
    const court = await pairedDisplay({ kind: 'court', courtId: 0 });
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/displays/self/start-token',
      headers: { [HEADERS.displayToken]: court.token },
    });
    expect(answer.statusCode).toBe(200);
    const { token } = answer.json<{ data: { token: string } }>().data;
    expect(token).toBe(await courtTokenOf(t, court.w.court.id));

    const wall = await pairedDisplay({ kind: 'club', clubId: 0 });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/displays/self/start-token',
      headers: { [HEADERS.displayToken]: wall.token },
    });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(MESSAGES.displayNotCourt);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/displays/self/start-token',
      headers: { [HEADERS.displayToken]: 'nope' },
    });
    expect(unknown.statusCode).toBe(401);
  });
});
