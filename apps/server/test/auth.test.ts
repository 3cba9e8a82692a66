import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LOGIN_ADDRESS_MAX_FAILURES, LOGIN_MAX_FAILURES, MESSAGES, type Role } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  buildTestApp,
  createUser,
  createWorld,
  injectAs,
  messageOf,
  TEST_PASSWORD,
  type TestApp,
  tokenFor,
} from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function login(payload: unknown, ip = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: payload as object,
    remoteAddress: ip,
  });
}

/** A token signed independently of the app, to forge or expire it at will. */
function signToken(secret: string, claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe('POST /api/auth/login', () => {
  it('signs in with the right password and returns the user without its password hash', async () => {
    const user = await createUser(t.ctx, 'super_admin');
    const response = await login({ username: user.username, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.user).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      username: user.username,
      role: 'super_admin',
      clubId: null,
      courtId: null,
      created_at: user.createdAt.toISOString(),
    });
    expect(typeof body.data.accessToken).toBe('string');
    expect(response.body).not.toContain('argon2');
  });

  it('matches the username regardless of case and surrounding spaces', async () => {
    const user = await createUser(t.ctx, 'club_admin');
    const response = await login({ username: `  ${user.username.toUpperCase()} `, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ password: 'x' }, 'Username is required'],
    [{ username: '', password: 'x' }, 'Username is required'],
    [{ username: '   ', password: 'x' }, 'Username is required'],
    [{ username: 'someone' }, 'Password is required'],
    [{ username: 'someone', password: '' }, 'Password is required'],
    [{ username: 42, password: 'x' }, 'Username is required'],
    [{ username: 'x'.repeat(300), password: 'x' }, 'Username is too long'],
    [{ username: 'someone', password: 'x'.repeat(2000) }, 'Password is too long'],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const response = await login(payload, '10.0.1.1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, code: 'validation' });
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The request body is not valid JSON',
      code: 'malformedJson',
    });
  });

  it('answers a username with a NUL character with 400, not 500 (the database refuses NUL)', async () => {
    const response = await login({ username: 'ad\u0000min', password: 'x' }, '10.0.1.2');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Text cannot contain NUL characters',
      code: 'nulInText',
    });
  });

  it('answers a wrong password with 401 "Invalid credentials" and no token', async () => {
    const user = await createUser(t.ctx, 'court_user');
    const response = await login({ username: user.username, password: 'wrong password' }, '10.0.2.1');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Invalid credentials',
      code: 'invalidCredentials',
    });
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const response = await login({ username: 'nobody-here', password: 'whatever' }, '10.0.2.2');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Invalid credentials',
      code: 'invalidCredentials',
    });
  });

  it('throttles an IP and username after 10 failures in a minute, even for the right password', async () => {
    const user = await createUser(t.ctx, 'court_user');
    const ip = '10.0.3.1';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login({ username: user.username, password: `wrong ${i}` }, ip)).statusCode).toBe(401);
    }
    const blocked = await login({ username: user.username, password: TEST_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(messageOf(blocked)).toBe('Too many failed sign-in attempts. Please wait a minute and try again.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body).not.toContain('accessToken');

    // Another address, or the same address for another user, is not blocked.
    expect((await login({ username: user.username, password: TEST_PASSWORD }, '10.0.3.2')).statusCode).toBe(
      200,
    );

    // After the minute the right password works again.
    t.clock.advance(61_000);
    expect((await login({ username: user.username, password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
  });
});

describe('one address spraying many accounts', () => {
  it('is refused past its budget across usernames, though each username stays within its own', async () => {
    const ip = '10.0.9.1';
    const victims = await Promise.all(Array.from({ length: 8 }, () => createUser(t.ctx, 'court_user')));
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_ADDRESS_MAX_FAILURES + 2; i++) {
      const victim = victims[i % victims.length];
      if (!victim) throw new Error('no victim');
      codes.push((await login({ username: victim.username, password: `guess ${i}` }, ip)).statusCode);
    }
    // Each username got fewer than its own LOGIN_MAX_FAILURES guesses from this address.
    expect(Math.ceil((LOGIN_ADDRESS_MAX_FAILURES + 2) / victims.length)).toBeLessThan(LOGIN_MAX_FAILURES);
    expect(codes).toEqual([...Array.from({ length: LOGIN_ADDRESS_MAX_FAILURES }, () => 401), 429, 429]);
    // The right password of an account nobody guessed is refused from that address too…
    const other = await createUser(t.ctx, 'court_user');
    const blocked = await login({ username: other.username, password: TEST_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(messageOf(blocked)).toBe(MESSAGES.tooManyLogins);
    // …but not from another address, and not after the window.
    expect((await login({ username: other.username, password: TEST_PASSWORD }, '10.0.9.2')).statusCode).toBe(
      200,
    );
    t.clock.advance(61_000);
    expect((await login({ username: other.username, password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
  });
});

describe('a device that has signed in before (device cookies)', () => {
  function signInWith(payload: { username: string; password: string }, ip: string, cookie?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      remoteAddress: ip,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  }

  /** The `name=value` of the device cookie a sign-in set. */
  function deviceCookieOf(response: { headers: Record<string, unknown> }): string {
    const header = String(response.headers['set-cookie'] ?? '');
    expect(header).toMatch(/^bandeja_device_\d+=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+; /);
    return header.split(';')[0] ?? '';
  }

  /** 30 wrong passwords from one address, over many usernames (the tablet's among them). */
  async function spray(ip: string, usernames: string[]) {
    for (let i = 0; i < LOGIN_ADDRESS_MAX_FAILURES; i++) {
      const username = usernames[i % usernames.length] ?? 'nobody';
      expect((await signInWith({ username, password: `spray ${i}` }, ip)).statusCode).toBe(401);
    }
  }

  it("is not locked out by someone else's password spray from its address; an unknown device is", async () => {
    const ip = '10.0.12.1';
    const tablet = await createUser(t.ctx, 'court_user');
    const first = await signInWith({ username: tablet.username, password: TEST_PASSWORD }, ip);
    expect(first.statusCode).toBe(200);
    const header = String(first.headers['set-cookie']);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/api/auth/login');
    const cookie = deviceCookieOf(first);

    await spray(ip, [tablet.username, 'ana', 'admin', 'court1', 'staff']);
    // The address is spent: a device that never signed in is refused, even with the right password…
    const stranger = await signInWith({ username: tablet.username, password: TEST_PASSWORD }, ip);
    expect(stranger.statusCode).toBe(429);
    expect(messageOf(stranger)).toBe(MESSAGES.tooManyLogins);
    // …the tablet, with its device cookie, signs in.
    const known = await signInWith({ username: tablet.username, password: TEST_PASSWORD }, ip, cookie);
    expect(known.statusCode, known.body).toBe(200);
    expect(known.json().data.accessToken).toEqual(expect.any(String));
  });

  it("does not lift the address's limit for another username, a forged cookie or an expired one", async () => {
    const ip = '10.0.12.2';
    const tablet = await createUser(t.ctx, 'court_user');
    const other = await createUser(t.ctx, 'court_user');
    const cookie = deviceCookieOf(
      await signInWith({ username: tablet.username, password: TEST_PASSWORD }, ip),
    );
    await spray(ip, ['ana', 'bea', 'carla']);

    expect(
      (await signInWith({ username: other.username, password: TEST_PASSWORD }, ip, cookie)).statusCode,
    ).toBe(429);
    const [name = '', value = ''] = cookie.split('=');
    const [payload = '', signature = ''] = value.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify([other.username.toLowerCase(), t.clock.now(), 'forged']),
    ).toString('base64url');
    for (const forged of [`${name}=${otherPayload}.${signature}`, `${name}=${payload}.${'A'.repeat(43)}`]) {
      expect(
        (await signInWith({ username: other.username, password: TEST_PASSWORD }, ip, forged)).statusCode,
      ).toBe(429);
    }
    // Half a year later the cookie is no longer believed.
    t.clock.advance(181 * 24 * 60 * 60_000);
    await spray(ip, ['ana', 'bea', 'carla']);
    expect(
      (await signInWith({ username: tablet.username, password: TEST_PASSWORD }, ip, cookie)).statusCode,
    ).toBe(429);
  });

  it('is throttled on its own after 10 wrong passwords with its cookie', async () => {
    const ip = '10.0.12.3';
    const tablet = await createUser(t.ctx, 'court_user');
    const cookie = deviceCookieOf(
      await signInWith({ username: tablet.username, password: TEST_PASSWORD }, ip),
    );
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect(
        (await signInWith({ username: tablet.username, password: `wrong ${i}` }, ip, cookie)).statusCode,
      ).toBe(401);
    }
    expect(
      (await signInWith({ username: tablet.username, password: TEST_PASSWORD }, ip, cookie)).statusCode,
    ).toBe(429);
    // The address itself was not charged: a fresh device there still signs in.
    expect((await signInWith({ username: tablet.username, password: TEST_PASSWORD }, ip)).statusCode).toBe(
      200,
    );
  });
});

describe('tokens after a password change', () => {
  it('revokes every token of the account when its password changes, and signs in with the new one', async () => {
    const world = await createWorld(t);
    const adminToken = await tokenFor(t.app, world.clubAdmin);
    const tablet = await tokenFor(t.app, world.courtUser);
    const phone = await tokenFor(t.app, world.courtUser);
    const me = (token: string) => injectAs(t.app, token, { method: 'GET', url: '/api/auth/me' });
    expect((await me(tablet)).statusCode).toBe(200);

    // A change that is not the password keeps the sessions.
    const renamed = await injectAs(t.app, adminToken, {
      method: 'PUT',
      url: `/api/users/${world.courtUser.id}`,
      payload: { name: 'Court tablet' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me(tablet)).statusCode).toBe(200);

    const reset = await injectAs(t.app, adminToken, {
      method: 'PUT',
      url: `/api/users/${world.courtUser.id}`,
      payload: { password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    for (const token of [tablet, phone]) {
      const refused = await me(token);
      expect(refused.statusCode).toBe(401);
      expect(messageOf(refused)).toBe(MESSAGES.sessionExpired);
    }
    // The admin who changed it keeps their own session.
    expect((await me(adminToken)).statusCode).toBe(200);

    const fresh = await login(
      { username: world.courtUser.username, password: 'a brand new password' },
      '10.0.8.1',
    );
    expect(fresh.statusCode).toBe(200);
    expect((await me(fresh.json<{ data: { accessToken: string } }>().data.accessToken)).statusCode).toBe(200);
  });
});

describe('client addresses and X-Forwarded-For (TRUST_PROXY)', () => {
  function loginVia(
    app: TestApp,
    password: string,
    username: string,
    remoteAddress: string,
    forwardedFor: string,
  ) {
    return app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });
  }

  it('ignores X-Forwarded-For by default: changing it does not escape the login throttle', async () => {
    const user = await createUser(t.ctx, 'court_user');
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES + 5; i++) {
      codes.push((await loginVia(t, `wrong ${i}`, user.username, '10.0.4.1', `198.51.100.${i}`)).statusCode);
    }
    expect(codes).toEqual([
      ...Array.from({ length: LOGIN_MAX_FAILURES }, () => 401),
      ...Array.from({ length: 5 }, () => 429),
    ]);
  });

  it('believes X-Forwarded-For from the proxies TRUST_PROXY names, and only from them', async () => {
    const behindProxy = await buildTestApp({ config: { trustProxy: ['10.0.5.1'] } });
    try {
      const user = await createUser(behindProxy.ctx, 'court_user');
      // Through the proxy, each client has its own budget.
      for (let i = 0; i < LOGIN_MAX_FAILURES + 2; i++) {
        const response = await loginVia(behindProxy, 'wrong', user.username, '10.0.5.1', `198.51.100.${i}`);
        expect(response.statusCode).toBe(401);
      }
      // Anyone else's X-Forwarded-For is ignored.
      const codes: number[] = [];
      for (let i = 0; i < LOGIN_MAX_FAILURES + 1; i++) {
        codes.push(
          (await loginVia(behindProxy, 'wrong', user.username, '10.0.5.9', `198.51.100.${i}`)).statusCode,
        );
      }
      expect(codes.at(-1)).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });

  it('reads TRUST_PROXY as true/false or a list of addresses and CIDRs', () => {
    const read = (value: string | undefined) =>
      loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bandeja-config-')), TRUST_PROXY: value })
        .trustProxy;
    expect(read(undefined)).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('true')).toBe(true);
    expect(read('10.0.0.0/8, 192.168.1.7,loopback,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
    ]);
    for (const bad of ['yes', '1', '10.0.0.0/33', 'proxy.example.com']) {
      expect(() => read(bad)).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads REDIS_PREFIX, bandeja by default, and refuses one with spaces or a colon', () => {
    const read = (value: string | undefined) =>
      loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bandeja-config-')), REDIS_PREFIX: value })
        .redisPrefix;
    expect(read(undefined)).toBe('bandeja');
    expect(read('club-two_2026.b')).toBe('club-two_2026.b');
    for (const bad of ['two words', 'a:b', 'x'.repeat(65)]) {
      expect(() => read(bad)).toThrow(/REDIS_PREFIX/);
    }
  });
});

describe('GET /api/auth/me', () => {
  it.each<Role>(['super_admin', 'club_admin', 'court_user'])(
    'returns the signed-in %s with its club and court',
    async (role) => {
      const world = await createWorld(t);
      const user = {
        super_admin: world.superAdmin,
        club_admin: world.clubAdmin,
        court_user: world.courtUser,
      }[role];
      const token = await tokenFor(t.app, user);
      const response = await injectAs(t.app, token, { method: 'GET', url: '/api/auth/me' });
      expect(response.statusCode).toBe(200);
      const me = response.json().data.user;
      expect(me).toMatchObject({
        id: user.id,
        username: user.username,
        role,
        clubId: user.clubId,
        courtId: user.courtId,
      });
      expect(me).not.toHaveProperty('passwordHash');
    },
  );

  it('refuses a request without a token with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Please sign in', code: 'unauthorized' });
  });

  it('refuses a token signed with another secret (forged) with 401', async () => {
    const user = await createUser(t.ctx, 'super_admin');
    const now = Math.floor(Date.now() / 1000);
    const forged = signToken('not-the-server-secret-not-the-server-secret', {
      sub: user.id,
      role: 'super_admin',
      iat: now,
      exp: now + 3600,
    });
    const response = await injectAs(t.app, forged, { method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an expired token with 401 and says the session expired', async () => {
    const user = await createUser(t.ctx, 'super_admin');
    const issued = Math.floor(Date.now() / 1000) - 13 * 3600;
    const expired = signToken(t.ctx.config.jwtSecret, {
      sub: user.id,
      role: 'super_admin',
      iat: issued,
      exp: issued + 12 * 3600,
    });
    const response = await injectAs(t.app, expired, { method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(messageOf(response)).toBe('Your session has expired. Please sign in again.');
  });

  it("issues admins' tokens that expire after 12 hours (court users get device sessions)", async () => {
    const user = await createUser(t.ctx, 'club_admin');
    const token = await tokenFor(t.app, user);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(12 * 3600);
  });

  it('refuses the token of a deleted user with 401', async () => {
    const user = await createUser(t.ctx, 'club_admin');
    const token = await tokenFor(t.app, user);
    const { users } = await import('../src/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await t.ctx.db.delete(users).where(eq(users.id, user.id));
    const response = await injectAs(t.app, token, { method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a garbage Authorization header with 401', async () => {
    const response = await injectAs(t.app, 'not.a.token', { method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
  });
});

describe('HTTP basics', () => {
  it('reports health with the database reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'ok', databaseReachable: true });
  });

  it('answers an unknown API route with 404 in the contract shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Resource not found', code: 'notFound' });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a'.repeat(200_000), password: 'x' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'The request body is too large',
      code: 'bodyTooLarge',
    });
  });

  it('refuses a body that is not JSON with 415 saying so', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: 'The request body must be JSON (Content-Type: application/json)',
      code: 'bodyNotJson',
    });
  });

  it('answers requests the HTTP parser refuses (headers too large, a bad Content-Length) in the contract shape', async () => {
    const listening = await buildTestApp();
    try {
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      const address = listening.app.server.address();
      if (typeof address !== 'object' || address === null) throw new Error('not listening');
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(address.port, '127.0.0.1', () => socket.write(request));
          let answer = '';
          socket.on('data', (chunk) => {
            answer += chunk.toString();
          });
          socket.on('close', () => resolve(answer));
          socket.on('error', reject);
        });
      const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

      const huge = await raw(`GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(huge).toMatch(/^HTTP\/1\.1 431 /);
      expect(bodyOf(huge)).toEqual({
        success: false,
        message: 'The request headers are too large',
        code: 'headersTooLarge',
      });

      const bad = await raw('POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
      expect(bad).toMatch(/^HTTP\/1\.1 400 /);
      expect(bodyOf(bad)).toEqual({
        success: false,
        message: 'The request is not valid HTTP',
        code: 'invalidHttp',
      });
    } finally {
      await listening.close();
    }
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
