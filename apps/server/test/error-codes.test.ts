import { LOGIN_MAX_FAILURES, MESSAGES } from '@bandeja/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, createWorld, injectAs, type TestApp, tokenFor } from './helpers.ts';
import { matchBody, postMatch, startMatch } from './live-helpers.ts';

/**
 * Every error answer carries a stable `code` beside its English message (docs/api.md, "Errors"):
 * a sample of each class. The 503 of an unreachable database is proved in database-outage.test.ts,
 * the socket's `error` event in realtime.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function failure(response: LightMyRequestResponse) {
  return response.json<Record<string, unknown>>();
}

describe('error codes', () => {
  it('401: a wrong API key, a missing token', async () => {
    const w = await createWorld(t);
    const badKey = await postMatch(t, matchBody(w.court.id), 'wrong-key-0123456789');
    expect(badKey.statusCode).toBe(401);
    expect(failure(badKey)).toEqual({
      success: false,
      message: MESSAGES.invalidApiKey,
      code: 'invalidApiKey',
    });

    const noToken = await t.app.inject({ method: 'GET', url: '/api/users' });
    expect(noToken.statusCode).toBe(401);
    expect(failure(noToken)).toEqual({
      success: false,
      message: MESSAGES.unauthorized,
      code: 'unauthorized',
    });
  });

  it('403: a role that may not', async () => {
    const w = await createWorld(t);
    const response = await injectAs(t.app, await tokenFor(t.app, w.courtUser), {
      method: 'GET',
      url: '/api/users',
    });
    expect(response.statusCode).toBe(403);
    expect(failure(response)).toEqual({
      success: false,
      message: MESSAGES.accessDenied,
      code: 'accessDenied',
    });
  });

  it('404: an unknown court, an unknown API path', async () => {
    const unknownCourt = await postMatch(t, matchBody(999_999));
    expect(unknownCourt.statusCode).toBe(404);
    expect(failure(unknownCourt)).toEqual({
      success: false,
      message: MESSAGES.courtNotFound,
      code: 'courtNotFound',
    });
    const unknownPath = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknownPath.statusCode).toBe(404);
    expect(failure(unknownPath)).toMatchObject({ success: false, code: 'notFound' });
  });

  it('409: a second active match on a court, an engine refusal, a taken username with its value', async () => {
    const w = await createWorld(t);
    const first = await startMatch(t, w.court.id);
    const second = await postMatch(t, matchBody(w.court.id));
    expect(second.statusCode).toBe(409);
    expect(failure(second)).toEqual({
      success: false,
      message: MESSAGES.activeMatchExists,
      code: 'activeMatchExists',
      matchId: first,
    });

    const token = await tokenFor(t.app, w.courtUser);
    const undo = await injectAs(t.app, token, { method: 'POST', url: `/api/scores/${first}/undo` });
    expect(undo.statusCode).toBe(409);
    expect(failure(undo)).toEqual({ success: false, message: MESSAGES.nothingToUndo, code: 'nothingToUndo' });

    const taken = await injectAs(t.app, await tokenFor(t.app, w.superAdmin), {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Twin', username: w.clubAdmin.username, password: 'password123', role: 'super_admin' },
    });
    expect(taken.statusCode).toBe(409);
    expect(failure(taken)).toEqual({
      success: false,
      message: `The username '${w.clubAdmin.username}' is already taken`,
      code: 'usernameTaken',
      params: { username: w.clubAdmin.username },
    });
  });

  it('400: a failed check names its field and reason in a stable form, beside the sentence', async () => {
    const token = await tokenFor(t.app, await createUser(t.ctx, 'super_admin'));
    const missing = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/clubs',
      payload: { name: '', email: 'club@example.com', phone: '1', address: 'Calle 1' },
    });
    expect(missing.statusCode).toBe(400);
    expect(failure(missing)).toEqual({
      success: false,
      message: 'Name is required',
      code: 'validation',
      params: { field: 'Name' },
      field: 'name',
      reason: 'required',
      check: 'required',
    });

    const tooLong = await postMatch(t, { ...matchBody(1), team2Player2: { name: 'x'.repeat(51) } });
    expect(failure(tooLong)).toMatchObject({
      code: 'validation',
      field: 'team2Player2.name',
      reason: 'too_long',
      check: 'tooLong',
      params: { field: 'Player name' },
    });

    const badPath = await injectAs(t.app, token, { method: 'GET', url: '/api/clubs/abc' });
    expect(badPath.statusCode).toBe(400);
    expect(failure(badPath)).toMatchObject({
      message: 'Id must be a number',
      code: 'validation',
      field: 'id',
    });

    // Settings the engine refuses name the setting at fault.
    const w = await createWorld(t);
    const rules = await postMatch(t, matchBody(w.court.id, { settings: { gamesPerSet: 6, tiebreakAt: 2 } }));
    expect(rules.statusCode).toBe(400);
    expect(failure(rules)).toMatchObject({
      message: MESSAGES.invalidTiebreakAt,
      code: 'validation',
      field: 'settings.tiebreakAt',
      reason: 'invalid',
    });

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(failure(malformed)).toEqual({
      success: false,
      message: MESSAGES.malformedJson,
      code: 'malformedJson',
    });
  });

  it('413 and 415: a body too large, a body that is not JSON', async () => {
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x', password: 'y'.repeat(70 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expect(failure(large)).toEqual({ success: false, message: MESSAGES.bodyTooLarge, code: 'bodyTooLarge' });

    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    });
    expect(form.statusCode).toBe(415);
    expect(failure(form)).toEqual({ success: false, message: MESSAGES.bodyNotJson, code: 'bodyNotJson' });
  });

  it('429: the sign-in throttle, with the seconds to wait', async () => {
    const user = await createUser(t.ctx, 'court_user');
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password },
        remoteAddress: '10.9.0.1',
      });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await login(`wrong ${i}`)).statusCode).toBe(401);
    const blocked = await login('wrong again');
    expect(blocked.statusCode).toBe(429);
    expect(failure(blocked)).toEqual({
      success: false,
      message: MESSAGES.tooManyLogins,
      code: 'tooManyLogins',
      retryAfter: Number(blocked.headers['retry-after']),
    });
  });
});
