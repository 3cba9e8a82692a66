import { DEVICE_SESSION_IDLE_DAYS, MESSAGES } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DEVICE_SESSIONS } from '../src/auth/device-sessions.ts';
import {
  buildTestApp,
  createClub,
  createCourt,
  createUser,
  createWorld,
  injectAs,
  messageOf,
  TEST_PASSWORD,
  type TestApp,
  tokenFor,
} from './helpers.ts';

/**
 * Court tablets stay signed in (docs/api.md "Device sessions"): a court user's sign-in opens a
 * device session that slides forward while the tablet is used, and ends when an admin signs the
 * device out, when the password changes, or after DEVICE_SESSION_IDLE_DAYS unused.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

function signIn(username: string, password = TEST_PASSWORD, userAgent = 'Tablet/1.0 (Court)') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers: { 'user-agent': userAgent },
    remoteAddress: '10.20.0.1',
  });
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}

const me = (token: string) => injectAs(t.app, token, { method: 'GET', url: '/api/auth/me' });
const devices = (adminToken: string | null, userId: number) =>
  injectAs(t.app, adminToken, { method: 'GET', url: `/api/users/${userId}/devices` });
const signOut = (adminToken: string | null, userId: number, deviceId: number | string) =>
  injectAs(t.app, adminToken, { method: 'DELETE', url: `/api/users/${userId}/devices/${deviceId}` });

interface DeviceItem {
  id: number;
  user_agent: string | null;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}
const listOf = async (adminToken: string, userId: number): Promise<DeviceItem[]> =>
  (await devices(adminToken, userId)).json<{ data: { devices: DeviceItem[] } }>().data.devices;

describe('a court user signs in on a device', () => {
  it('gets a device session: no 12-hour expiry, and the answer says to keep it across restarts', async () => {
    const world = await createWorld(t);
    const response = await signIn(world.courtUser.username);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: { accessToken: string; session: string } }>().data;
    expect(body.session).toBe('device');
    const claims = claimsOf(body.accessToken);
    expect(claims.exp).toBeUndefined();
    expect(typeof claims.sid).toBe('number');
  });

  it('an admin still gets a browser session of 12 hours', async () => {
    const world = await createWorld(t);
    const response = await signIn(world.clubAdmin.username);
    const body = response.json<{ data: { accessToken: string; session: string } }>().data;
    expect(body.session).toBe('browser');
    const claims = claimsOf(body.accessToken);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(12 * 3600);
    expect(claims.sid).toBeUndefined();
  });

  it('stays signed in past 12 hours and for weeks while in use (sliding expiry)', async () => {
    const world = await createWorld(t);
    const token = await tokenFor(t.app, world.courtUser);
    // Used every day for twice the idle limit: each use slides the expiry forward.
    for (let day = 0; day < DEVICE_SESSION_IDLE_DAYS * 2; day += 1) {
      t.clock.advance(DAY_MS);
      expect((await me(token)).statusCode).toBe(200);
    }
  });

  it("the tablet's own Logout ends its device session on the server", async () => {
    const world = await createWorld(t);
    const admin = await tokenFor(t.app, world.clubAdmin);
    const tablet = await tokenFor(t.app, world.courtUser);
    const out = await injectAs(t.app, tablet, { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, data: { signedOut: true } });
    expect((await me(tablet)).statusCode).toBe(401);
    expect(await listOf(admin, world.courtUser.id)).toEqual([]);
    // An admin's logout answers the same and keeps nothing to end.
    expect((await injectAs(t.app, admin, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it(`ends after ${DEVICE_SESSION_IDLE_DAYS} days unused: 401 'session expired'`, async () => {
    const world = await createWorld(t);
    const token = await tokenFor(t.app, world.courtUser);
    t.clock.advance(DEVICE_SESSION_IDLE_DAYS * DAY_MS + 60_000);
    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: MESSAGES.sessionExpired, code: 'sessionExpired' });
  });
});

describe("an admin lists a court user's devices and signs one out", () => {
  it('lists each device with its last use, and signing it out ends that device only', async () => {
    const world = await createWorld(t);
    const admin = await tokenFor(t.app, world.clubAdmin);
    const tablet = (await signIn(world.courtUser.username, TEST_PASSWORD, 'Tablet A')).json().data
      .accessToken as string;
    t.clock.advance(5 * 60_000);
    const spare = (await signIn(world.courtUser.username, TEST_PASSWORD, 'Tablet B')).json().data
      .accessToken as string;
    t.clock.advance(5 * 60_000);
    expect((await me(tablet)).statusCode).toBe(200);

    const list = await listOf(admin, world.courtUser.id);
    expect(list.map((d) => d.user_agent)).toEqual(['Tablet A', 'Tablet B']);
    const [first, second] = list;
    if (!first || !second) throw new Error('two devices expected');
    // Tablet A was just used: its last use moved; Tablet B's is its sign-in.
    expect(Date.parse(first.last_used_at)).toBe(t.clock.now());
    expect(Date.parse(second.last_used_at)).toBe(t.clock.now() - 5 * 60_000);
    expect(Date.parse(first.expires_at)).toBe(t.clock.now() + DEVICE_SESSION_IDLE_DAYS * DAY_MS);

    const out = await signOut(admin, world.courtUser.id, first.id);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, data: { id: first.id } });

    const refused = await me(tablet);
    expect(refused.statusCode).toBe(401);
    expect(messageOf(refused)).toBe(MESSAGES.sessionExpired);
    expect((await me(spare)).statusCode).toBe(200);
    expect((await listOf(admin, world.courtUser.id)).map((d) => d.user_agent)).toEqual(['Tablet B']);

    // The device signs in again: a new session, listed again.
    const again = await signIn(world.courtUser.username, TEST_PASSWORD, 'Tablet A');
    expect((await me(again.json().data.accessToken)).statusCode).toBe(200);
    expect(await listOf(admin, world.courtUser.id)).toHaveLength(2);
  });

  it('a password change ends every device, and the list is empty until the next sign-in', async () => {
    const world = await createWorld(t);
    const admin = await tokenFor(t.app, world.clubAdmin);
    const tablet = await tokenFor(t.app, world.courtUser);
    expect(await listOf(admin, world.courtUser.id)).toHaveLength(1);
    const reset = await injectAs(t.app, admin, {
      method: 'PUT',
      url: `/api/users/${world.courtUser.id}`,
      payload: { password: 'another good password' },
    });
    expect(reset.statusCode).toBe(200);
    const refused = await me(tablet);
    expect(refused.statusCode).toBe(401);
    expect(messageOf(refused)).toBe(MESSAGES.sessionExpired);
    expect(await listOf(admin, world.courtUser.id)).toEqual([]);
    const fresh = await signIn(world.courtUser.username, 'another good password');
    expect((await me(fresh.json().data.accessToken)).statusCode).toBe(200);
    expect(await listOf(admin, world.courtUser.id)).toHaveLength(1);
  });

  it("refuses the public (401), a court user (403) and another club's admin (403), and changes nothing", async () => {
    const world = await createWorld(t);
    const tablet = await tokenFor(t.app, world.courtUser);
    const [device] = await listOf(await tokenFor(t.app, world.superAdmin), world.courtUser.id);
    if (!device) throw new Error('a device expected');
    const otherClub = await createClub(t.ctx);
    const otherAdmin = await tokenFor(t.app, await createUser(t.ctx, 'club_admin', { clubId: otherClub.id }));

    expect((await devices(null, world.courtUser.id)).statusCode).toBe(401);
    expect((await signOut(null, world.courtUser.id, device.id)).statusCode).toBe(401);
    expect((await devices(tablet, world.courtUser.id)).statusCode).toBe(403);
    expect((await signOut(tablet, world.courtUser.id, device.id)).statusCode).toBe(403);
    const foreign = await signOut(otherAdmin, world.courtUser.id, device.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ success: false, code: 'accessDenied' });
    expect((await me(tablet)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user or a device of another user, and 400 for a malformed id', async () => {
    const world = await createWorld(t);
    const admin = await tokenFor(t.app, world.clubAdmin);
    const court2 = await createCourt(t.ctx, world.club.id);
    const other = await createUser(t.ctx, 'court_user', { clubId: world.club.id, courtId: court2.id });
    const otherTablet = await tokenFor(t.app, other);
    const [otherDevice] = await listOf(admin, other.id);
    if (!otherDevice) throw new Error('a device expected');

    const unknownUser = await devices(admin, 99_999_999);
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json()).toMatchObject({ code: 'userNotFound' });
    const wrongOwner = await signOut(admin, world.courtUser.id, otherDevice.id);
    expect(wrongOwner.statusCode).toBe(404);
    expect(wrongOwner.json()).toMatchObject({
      message: MESSAGES.deviceSessionNotFound,
      code: 'deviceSessionNotFound',
    });
    expect((await me(otherTablet)).statusCode).toBe(200);
    const malformed = await signOut(admin, world.courtUser.id, 'abc');
    expect(malformed.statusCode).toBe(400);
  });

  it(`keeps at most ${MAX_DEVICE_SESSIONS} devices per court user: a new sign-in signs out the oldest`, async () => {
    const world = await createWorld(t);
    const admin = await tokenFor(t.app, world.clubAdmin);
    const first = await tokenFor(t.app, world.courtUser);
    for (let i = 1; i < MAX_DEVICE_SESSIONS; i += 1) await tokenFor(t.app, world.courtUser);
    expect(await listOf(admin, world.courtUser.id)).toHaveLength(MAX_DEVICE_SESSIONS);
    expect((await me(first)).statusCode).toBe(200);
    const newest = await tokenFor(t.app, world.courtUser);
    expect(await listOf(admin, world.courtUser.id)).toHaveLength(MAX_DEVICE_SESSIONS);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(newest)).statusCode).toBe(200);
  });

  it("an admin's own account has no devices", async () => {
    const world = await createWorld(t);
    const admin = await tokenFor(t.app, world.clubAdmin);
    expect(await listOf(admin, world.clubAdmin.id)).toEqual([]);
  });
});
