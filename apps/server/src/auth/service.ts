import { type LoginBody, type LoginResponse, MESSAGES, TOKEN_LIFETIME_SECONDS } from '@bandeja/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { tooManyRequests, unauthorized } from '../http/errors.ts';
import type { DeviceCookies } from './device-cookie.ts';
import { openDeviceSession, pruneDeviceSessions } from './device-sessions.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { throttleKey } from './login-throttle.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import { findUserByUsername, presentUser } from './user-repository.ts';

/**
 * The sign-in throttles (docs/api.md, "Sign-in throttle and device cookies"): failures per address
 * and username, and per address whatever the usernames, so that one address cannot try a few
 * passwords on every account; a device that signed in before (a valid device cookie for the
 * username) is counted per device cookie instead, so someone else's spray from its address does
 * not lock it out.
 */
export interface LoginThrottles {
  account: LoginThrottle;
  address: LoginThrottle;
  device: LoginThrottle;
  cookies: DeviceCookies;
}

/** What the sign-in knows of the request besides its body. */
export interface LoginRequest {
  ip: string;
  userAgent: string | null;
  /** The Cookie header: a device cookie in it marks a device that signed in before. */
  cookieHeader: string | undefined;
  /** Whether the request came over HTTPS (the device cookie is then Secure). */
  secure: boolean;
}

export async function login(
  app: FastifyInstance,
  ctx: AppContext,
  throttles: LoginThrottles,
  body: LoginBody,
  request: LoginRequest,
): Promise<{ answer: LoginResponse; deviceCookie: string }> {
  const { ip, userAgent } = request;
  const key = throttleKey(ip, body.username);
  const device = throttles.cookies.find(request.cookieHeader, body.username, ctx.now());
  const wait =
    device === null
      ? (throttles.address.blockedFor(ip, ctx.now()) ?? throttles.account.blockedFor(key, ctx.now()))
      : throttles.device.blockedFor(device, ctx.now());
  if (wait !== null) throw tooManyRequests(MESSAGES.tooManyLogins, wait);

  const user = await findUserByUsername(ctx.db, body.username);
  const valid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!user || valid !== true) {
    if (device === null) {
      throttles.account.recordFailure(key, ctx.now());
      throttles.address.recordFailure(ip, ctx.now());
    } else {
      throttles.device.recordFailure(device, ctx.now());
    }
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  // The address's budget is not given back by a success: a caller with one account of its own
  // could otherwise reset it between guesses at others.
  throttles.account.recordSuccess(key);
  if (device !== null) throttles.device.recordSuccess(device);
  const deviceCookie = throttles.cookies.issue(user, ctx.now(), request.secure);
  if (user.role === 'court_user') {
    // A court tablet: a device session that stays signed in while in use (docs/api.md "Device
    // sessions"). The token has no expiry of its own; its row says whether it still counts.
    await pruneDeviceSessions(ctx.db, user.id, user.tokenVersion, ctx.now());
    const device = await openDeviceSession(ctx.db, {
      userId: user.id,
      tokenVersion: user.tokenVersion,
      userAgent,
      now: ctx.now(),
    });
    const accessToken = app.jwt.sign({
      sub: user.id,
      role: user.role,
      ver: user.tokenVersion,
      sid: device.id,
    });
    return { answer: { user: presentUser(user), accessToken, session: 'device' }, deviceCookie };
  }
  const accessToken = app.jwt.sign(
    { sub: user.id, role: user.role, ver: user.tokenVersion },
    { expiresIn: `${TOKEN_LIFETIME_SECONDS}s` },
  );
  return { answer: { user: presentUser(user), accessToken, session: 'browser' }, deviceCookie };
}
